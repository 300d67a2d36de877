#map = affine_map<(d0) -> (d0 + 1)>
func.func @f() attributes {z.a = 1, no_inline, b.b = 2, a = 3} { return }
func.func private @g(i32 {z.q = 1, a.b}, f32 loc("decl")) -> (i32 {r.x}, f32)
func.func nested @h(%a: i32 {z.q = 1, a.b} loc("x"), %b: f32) -> (i32 {r.x}) { return %a : i32 }
func.func @k() -> (i32 {r.x}) {
  %c = arith.constant 1 : i32
  return %c : i32
}
func.func @drop(%a: index) attributes {no_inline = 1, arg_attrs = 1, z = 3} {
  scf.for %i = %a to %a step %a {
  } {unsignedCmp = 1}
  %o = arith.constant {value = 2 : i32} 3 : i32
  scf.execute_region {
    scf.yield
  } {no_inline = 1}
  return
}
func.func private @k2() -> ((i32) -> i32)
func.func private @k3() -> (i32, i32)
func.func public @k4(%x: i1, %y: vector<2xi1>, %v: vector<2xf32>) -> (vector<2xf32>, i1) {
  %t = arith.constant true
  %f = arith.constant {z} false
  %s = arith.select %x, %t, %f {z = "q"} : i1
  %s2 = arith.select %y, %v, %v : vector<2xi1>, vector<2xf32>
  %s3 = arith.select %x, %v, %v : vector<2xf32>
  %n = arith.constant -3 : i8
  %u = arith.constant 255 : i8
  %fl = arith.constant 1.5 : f32
  %d = arith.constant {disc.z = 1 : i64, disc.a = 2 : i64} dense<[1, 2]> : tensor<2xi32>
  %i = arith.constant 7 : index
  %m = arith.constant {z.m = #map} 1 : index
  return %s2, %s : vector<2xf32>, i1
}
func.func @loops(%a: index, %b: i32, %m: f32, %c: i1) {
  scf.for %i = %a to %a step %a {
  }
  scf.for unsigned %i = %b to %b step %b : i32 {
    "u.x"() : () -> ()
  }
  scf.for %i = %a to %a step %a {
    "u.x"() : () -> ()
    scf.yield
  } {z.a = 1, unsignedCmp}
  %r:2 = scf.for %i = %b to %b step %b iter_args(%x = %m, %y = %b) -> (f32, i32) : i32 {
    scf.yield %x, %y : f32, i32
  }
  %e = scf.execute_region -> i32 no_inline {
    scf.yield %b : i32
  } {z = 1}
  scf.execute_region {
    scf.yield
  }
  %e2:2 = scf.execute_region -> (i32, f32) {
    "u.br"() [^bb1] : () -> ()
  ^bb1:
    scf.yield %b, %m : i32, f32
  }
  scf.if %c {
    "u.x"() : () -> ()
  }
  scf.if %c {
  } else {
  }
  %q:2 = scf.if %c -> (i32, i32) {
    scf.yield %b, %b : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  } {z = 1}
  %q1 = scf.if %c -> i32 {
    scf.yield %b : i32
  } else {
    scf.yield %b : i32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {z = 2}
  %w:2 = scf.while (%x = %b, %y = %c) : (i32, i1) -> (i32, i1) {
    scf.condition(%y) %x, %y : i32, i1
  } do {
  ^bb0(%p: i32, %q2: i1):
    scf.yield %p, %q2 : i32, i1
  }
  %s = scf.while (%x = %b) : (i32) -> ((i32) -> i32) {
    %u = "u.f"() : () -> ((i32) -> i32)
    scf.condition(%c) %u : (i32) -> i32
  } do {
  ^bb0(%p: (i32) -> i32):
    scf.yield %b : i32
  }
  scf.parallel (%i, %j) = (%a, %a) to (%a, %a) step (%a, %a) {
    "u.x"(%i, %j) : (index, index) -> ()
  } {z = 1}
  scf.parallel (%i) = (%a) to (%a) step (%a) {
    scf.reduce
  }
  %z = scf.for %i = %a to %a step %a iter_args(%acc = %m) -> (f32) {
    %o = scf.if %c -> (f32) {
      scf.yield %acc : f32
    } else {
      %ee = scf.execute_region -> f32 {
        scf.yield %acc : f32
      }
      scf.yield %ee : f32
    }
    scf.yield %o : f32
  }
  return
}
