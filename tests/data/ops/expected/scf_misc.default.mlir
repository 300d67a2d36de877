module {
  func.func @execute_region(%arg0: i1) -> i32 {
    %0 = scf.execute_region -> i32 {
      cf.cond_br %arg0, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %c1_i32 = arith.constant 1 : i32
      scf.yield %c1_i32 : i32
    ^bb2:  // pred: ^bb0
      %c2_i32 = arith.constant 2 : i32
      scf.yield %c2_i32 : i32
    }
    scf.execute_region {
      "test.op"() : () -> ()
      scf.yield
    }
    %1 = scf.execute_region -> f32 no_inline {
      %cst = arith.constant 1.500000e+00 : f32
      scf.yield %cst : f32
    }
    return %0 : i32
  }
  func.func @index_switch(%arg0: index) -> i32 {
    %0 = scf.index_switch %arg0 -> i32 
    case 0 {
      %c10_i32 = arith.constant 10 : i32
      scf.yield %c10_i32 : i32
    }
    case 5 {
      %c50_i32 = arith.constant 50 : i32
      scf.yield %c50_i32 : i32
    }
    default {
      %c-1_i32 = arith.constant -1 : i32
      scf.yield %c-1_i32 : i32
    }
    scf.index_switch %arg0 
    default {
    }
    return %0 : i32
  }
  func.func @parallel(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?x?xf32>) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    scf.parallel (%arg4, %arg5) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
      memref.store %cst, %arg3[%arg4, %arg5] : memref<?x?xf32>
      scf.reduce 
    }
    %0 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%cst) -> f32 {
      %1 = memref.load %arg3[%arg4, %arg4] : memref<?x?xf32>
      scf.reduce(%1 : f32) {
      ^bb0(%arg5: f32, %arg6: f32):
        %2 = arith.addf %arg5, %arg6 : f32
        scf.reduce.return %2 : f32
      }
    }
    return %0 : f32
  }
  func.func @forall(%arg0: index, %arg1: memref<?xi32>) {
    %c1_i32 = arith.constant 1 : i32
    scf.forall (%arg2) in (%arg0) {
      memref.store %c1_i32, %arg1[%arg2] : memref<?xi32>
    }
    scf.forall (%arg2, %arg3) = (0, 0) to (%arg0, 16) step (2, 4) {
      "test.use"(%arg2, %arg3) : (index, index) -> ()
    }
    return
  }
  func.func @generic(%arg0: index) -> i8 {
    %0 = scf.index_switch %arg0 -> i8 
    case 3 {
      %c3_i8 = arith.constant 3 : i8
      scf.yield %c3_i8 : i8
    }
    default {
      %c0_i8 = arith.constant 0 : i8
      scf.yield %c0_i8 : i8
    }
    scf.execute_region {
      scf.yield
    }
    return %0 : i8
  }
}

