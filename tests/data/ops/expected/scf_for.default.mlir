module {
  func.func @simple(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    scf.for %arg4 = %arg0 to %arg1 step %arg2 {
      memref.store %cst, %arg3[%arg4] : memref<?xf32>
    }
    return
  }
  func.func @reduction(%arg0: memref<?xf32>, %arg1: index) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %cst) -> (f32) {
      %1 = memref.load %arg0[%arg2] : memref<?xf32>
      %2 = arith.addf %arg3, %1 : f32
      scf.yield %2 : f32
    }
    return %0 : f32
  }
  func.func @two_carried(%arg0: index) -> (index, i32) {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1_i32 = arith.constant 1 : i32
    %0:2 = scf.for %arg1 = %c0 to %arg0 step %c2 iter_args(%arg2 = %c0, %arg3 = %c1_i32) -> (index, i32) {
      %1 = arith.addi %arg2, %arg1 : index
      %2 = arith.muli %arg3, %c1_i32 : i32
      scf.yield %1, %2 : index, i32
    }
    return %0#0, %0#1 : index, i32
  }
  func.func @integer_bounds(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %c0_i32) -> (i32)  : i32 {
      %1 = arith.addi %arg4, %arg3 : i32
      scf.yield %1 : i32
    }
    scf.for unsigned %arg3 = %arg0 to %arg1 step %arg2  : i32 {
      "test.use"(%arg3) : (i32) -> ()
    }
    return %0 : i32
  }
  func.func @nested(%arg0: memref<4x8xi64>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    scf.for %arg1 = %c0 to %c4 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %0 = arith.index_cast %arg2 : index to i64
        memref.store %0, %arg0[%arg1, %arg2] : memref<4x8xi64>
      }
    }
    return
  }
  func.func @generic(%arg0: index, %arg1: f64) -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (f64) {
      %1 = arith.addf %arg3, %arg3 : f64
      scf.yield %1 : f64
    }
    scf.for unsigned %arg2 = %c0 to %arg0 step %c1 {
    }
    return %0 : f64
  }
}

