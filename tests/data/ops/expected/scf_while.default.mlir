module {
  func.func @count(%arg0: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %0 = scf.while (%arg1 = %c0_i32) : (i32) -> i32 {
      %1 = arith.cmpi slt, %arg1, %arg0 : i32
      scf.condition(%1) %arg1 : i32
    } do {
    ^bb0(%arg1: i32):
      %1 = arith.addi %arg1, %c1_i32 : i32
      scf.yield %1 : i32
    }
    return %0 : i32
  }
  func.func @different_types(%arg0: f32, %arg1: i64) -> (i64, f32) {
    %0:2 = scf.while (%arg2 = %arg0) : (f32) -> (i64, f32) {
      %1 = arith.fptosi %arg2 : f32 to i64
      %2 = arith.cmpi ult, %1, %arg1 : i64
      scf.condition(%2) %1, %arg2 : i64, f32
    } do {
    ^bb0(%arg2: i64, %arg3: f32):
      %1 = arith.addf %arg3, %arg3 : f32
      scf.yield %1 : f32
    }
    return %0#0, %0#1 : i64, f32
  }
  func.func @no_values() {
    scf.while : () -> () {
      %0 = "test.cond"() : () -> i1
      scf.condition(%0)
    } do {
      "test.body"() : () -> ()
      scf.yield
    }
    return
  }
  func.func @generic(%arg0: index) -> index {
    %0 = scf.while (%arg1 = %arg0) : (index) -> index {
      %1 = "test.check"(%arg1) : (index) -> i1
      scf.condition(%1) %arg1 : index
    } do {
    ^bb0(%arg1: index):
      %1 = arith.addi %arg1, %arg1 : index
      scf.yield %1 : index
    }
    return %0 : index
  }
}

