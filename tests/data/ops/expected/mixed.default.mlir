module @outer attributes {test.version = 2 : i32} {
  func.func private @helper(%arg0: f32 {test.scale = 2.000000e+00 : f32}) -> (f32 {test.out}) {
    %cst = arith.constant 2.000000e+00 : f32
    %0 = arith.mulf %arg0, %cst fastmath<contract> : f32
    return %0 : f32
  }
  module @inner {
    func.func nested @deep(%arg0: index) -> index {
      return %arg0 : index
    }
  }
  func.func public @kernel(%arg0: memref<?xf32> {test.align = 16 : i64, test.noalias}, %arg1: index, %arg2: i1) -> (f32, i1) attributes {test.entry} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %cst) -> (f32) {
      %4 = memref.load %arg0[%arg3] : memref<?xf32>
      %5 = func.call @helper(%4) : (f32) -> f32
      %6 = arith.cmpf ogt, %5, %cst : f32
      %7 = scf.if %6 -> (f32) {
        scf.yield %5 : f32
      } else {
        %9 = arith.negf %5 : f32
        scf.yield %9 : f32
      }
      %8 = arith.addf %arg4, %7 : f32
      scf.yield %8 : f32
    }
    cf.cond_br %arg2, ^bb2(%0, %arg2 : f32, i1), ^bb1
  ^bb1:  // pred: ^bb0
    %false = arith.constant false
    %1 = arith.maximumf %0, %cst : f32
    "test.trace"(%1) {note = "unregistered"} : (f32) -> ()
    cf.br ^bb2(%1, %false : f32, i1)
  ^bb2(%2: f32, %3: i1):  // 2 preds: ^bb0, ^bb1
    return %2, %3 : f32, i1
  }
  func.func @generic_mix(%arg0: i32 {test.lhs}, %arg1: i32) -> i32 attributes {test.generic} {
    %0 = arith.addi %arg0, %arg1 overflow<nsw> : i32
    %1 = arith.cmpi slt, %0, %arg0 : i32
    %2 = arith.select %1, %0, %arg1 : i32
    return %2 : i32
  }
}

