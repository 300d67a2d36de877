func.func @f(%c0: i1, %c1: i1, %a0: i32, %a1: i32, %a2: i32) {
  "foo.x"(%a1, %a0) : (i32, i32) -> ()
  cf.cond_br %c1, ^bb4(%a1, %a1 : i32, i32), ^bb1
^bb1:
  "foo.x"(%a1) : (i32) -> ()
  cf.br ^bb2(%a0 : i32)
^bb2(%v1: i32):
  %v2 = "foo.x"(%a2, %a1) : (i32, i32) -> i32
  %v3 = "foo.x"(%v1, %v2) : (i32, i32) -> i32
  cf.switch %a0 : i32, [default: ^bb2(%v2 : i32), 0: ^bb3(%a0 : i32), 1: ^bb4(%v2, %v3 : i32, i32)]
^bb3(%v4: i32):
  %v5 = "foo.x"(%a0) : (i32) -> i32
  %v6 = "foo.x"(%v4, %a1) : (i32, i32) -> i32
  cf.cond_br %c1, ^bb4(%v5, %v6 : i32, i32), ^bb4(%v5, %v4 : i32, i32)
^bb4(%v7: i32, %v8: i32):
  %v9 = "foo.x"(%v7) : (i32) -> i32
  return
}
