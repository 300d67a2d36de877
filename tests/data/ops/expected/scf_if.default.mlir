module {
  func.func @no_results(%arg0: i1, %arg1: memref<2xi32>, %arg2: i32) {
    %c0 = arith.constant 0 : index
    scf.if %arg0 {
      memref.store %arg2, %arg1[%c0] : memref<2xi32>
    }
    scf.if %arg0 {
      "test.then"() : () -> ()
    } else {
      "test.else"() : () -> ()
    }
    return
  }
  func.func @with_results(%arg0: i1, %arg1: f32, %arg2: f32) -> (f32, i64) {
    %0:2 = scf.if %arg0 -> (f32, i64) {
      %1 = arith.addf %arg1, %arg2 : f32
      %c1_i64 = arith.constant 1 : i64
      scf.yield %1, %c1_i64 : f32, i64
    } else {
      %c0_i64 = arith.constant 0 : i64
      scf.yield %arg2, %c0_i64 : f32, i64
    }
    return %0#0, %0#1 : f32, i64
  }
  func.func @nested(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.cmpi slt, %arg0, %arg1 : i32
    %1 = scf.if %0 -> (i32) {
      %2 = arith.cmpi eq, %arg0, %arg1 : i32
      %3 = scf.if %2 -> (i32) {
        scf.yield %arg0 : i32
      } else {
        %4 = arith.subi %arg1, %arg0 : i32
        scf.yield %4 : i32
      }
      scf.yield %3 : i32
    } else {
      scf.yield %arg1 : i32
    }
    return %1 : i32
  }
  func.func @attrs(%arg0: i1) {
    scf.if %arg0 {
    } {test.marker = 3 : i32}
    return
  }
  func.func @generic(%arg0: i1, %arg1: index) -> index {
    scf.if %arg0 {
      "test.op"() : () -> ()
    }
    %0 = scf.if %arg0 -> (index) {
      scf.yield %arg1 : index
    } else {
      %c7 = arith.constant 7 : index
      scf.yield %c7 : index
    }
    return %0 : index
  }
}

