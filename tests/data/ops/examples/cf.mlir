// The cf dialect: unconditional and conditional branches with operands, switches and
// assertions.
func.func @branches(%cond: i1, %a: i32, %b: i32) -> i32 {
  cf.br ^entry(%a : i32)
^entry(%x: i32):
  cf.cond_br %cond, ^then(%x, %b : i32, i32), ^else
^then(%p: i32, %q: i32):
  %sum = arith.addi %p, %q : i32
  cf.br ^exit(%sum : i32)
^else:
  cf.br ^exit(%b : i32)
^exit(%r: i32):
  return %r : i32
}

func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0, %c0 : index, index)
^header(%i: index, %acc: index):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %next = arith.addi %i, %c1 : index
  %acc2 = arith.addi %acc, %i : index
  cf.br ^header(%next, %acc2 : index, index)
^exit:
  return %acc : index
}

func.func @switches(%flag: i32, %v: f32) -> f32 {
  cf.switch %flag : i32, [
    default: ^default(%v : f32),
    0: ^zero,
    -5: ^neg(%v, %v : f32, f32),
    42: ^default(%v : f32)
  ]
^default(%d: f32):
  return %d : f32
^zero:
  %z = arith.constant 0.0 : f32
  return %z : f32
^neg(%n0: f32, %n1: f32):
  %s = arith.subf %n0, %n1 : f32
  return %s : f32
}

func.func @switch_default_only(%flag: i64) {
  cf.switch %flag : i64, [
    default: ^bb1
  ]
^bb1:
  return
}

func.func @asserts(%ok: i1) {
  cf.assert %ok, "the condition must hold"
  cf.assert %ok, "quotes \"inside\" and a newline\n"
  return
}

func.func @weights(%c: i1) {
  cf.cond_br %c weights([3, 7]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// The generic forms of the cf operations.
func.func @generic(%c: i1, %x: i8, %y: i8) -> i8 {
  "cf.assert"(%c) <{msg = "generic"}> : (i1) -> ()
  "cf.cond_br"(%c, %x, %y) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i8, i8) -> ()
^bb1(%a: i8):
  "cf.br"(%a) [^bb3] : (i8) -> ()
^bb2(%b: i8):
  %e = arith.extui %b : i8 to i32
  "cf.switch"(%e, %b, %x, %y) [^bb3, ^bb3, ^bb1] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i8, i8, i8) -> ()
^bb3(%r: i8):
  return %r : i8
}
