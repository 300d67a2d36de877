// scf.while: the "before" region computes the condition and forwards values with
// scf.condition, the "after" region is the loop body ending in scf.yield.
func.func @count(%n: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %res = scf.while (%i = %zero) : (i32) -> i32 {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = arith.addi %j, %one : i32
    scf.yield %next : i32
  }
  return %res : i32
}

func.func @different_types(%init: f32, %limit: i64) -> (i64, f32) {
  %r:2 = scf.while (%x = %init) : (f32) -> (i64, f32) {
    %i = arith.fptosi %x : f32 to i64
    %c = arith.cmpi ult, %i, %limit : i64
    scf.condition(%c) %i, %x : i64, f32
  } do {
  ^bb0(%a: i64, %b: f32):
    %b2 = arith.addf %b, %b : f32
    scf.yield %b2 : f32
  }
  return %r#0, %r#1 : i64, f32
}

func.func @no_values() {
  scf.while : () -> () {
    %c = "test.cond"() : () -> i1
    scf.condition(%c)
  } do {
    "test.body"() : () -> ()
    scf.yield
  }
  return
}

// The generic form of scf.while.
func.func @generic(%x: index) -> index {
  %r = "scf.while"(%x) ({
  ^bb0(%a: index):
    %c = "test.check"(%a) : (index) -> i1
    "scf.condition"(%c, %a) : (i1, index) -> ()
  }, {
  ^bb0(%b: index):
    %d = arith.addi %b, %b : index
    "scf.yield"(%d) : (index) -> ()
  }) : (index) -> index
  return %r : index
}
