module {
  func.func @scalar_f32(%arg0: f32, %arg1: f32) -> f32 {
    %0 = arith.addf %arg0, %arg1 : f32
    %1 = arith.subf %0, %arg1 fastmath<nnan> : f32
    %2 = arith.mulf %1, %arg0 fastmath<nnan,ninf> : f32
    %3 = arith.divf %2, %arg1 fastmath<fast> : f32
    %4 = arith.remf %3, %arg0 : f32
    %5 = arith.negf %4 : f32
    %6 = arith.negf %5 fastmath<nsz> : f32
    %7 = arith.maximumf %6, %arg0 : f32
    %8 = arith.minimumf %7, %arg1 fastmath<nnan> : f32
    %9 = arith.maxnumf %8, %arg0 : f32
    %10 = arith.minnumf %9, %arg1 fastmath<reassoc,arcp,contract,afn> : f32
    %11 = arith.addf %10, %arg0 : f32
    return %11 : f32
  }
  func.func @other_widths(%arg0: f16, %arg1: bf16, %arg2: f64, %arg3: f8E4M3FN) -> (f16, bf16, f64, f8E4M3FN) {
    %0 = arith.mulf %arg0, %arg0 : f16
    %1 = arith.addf %arg1, %arg1 fastmath<contract> : bf16
    %2 = arith.divf %arg2, %arg2 : f64
    %3 = arith.subf %arg3, %arg3 : f8E4M3FN
    return %0, %1, %2, %3 : f16, bf16, f64, f8E4M3FN
  }
  func.func @vectors(%arg0: vector<8xf32>, %arg1: vector<[4]xf64>) -> (vector<8xf32>, vector<[4]xf64>) {
    %0 = arith.addf %arg0, %arg0 fastmath<fast> : vector<8xf32>
    %1 = arith.maximumf %0, %arg0 : vector<8xf32>
    %2 = arith.negf %arg1 : vector<[4]xf64>
    %3 = arith.mulf %2, %arg1 fastmath<ninf,nsz> : vector<[4]xf64>
    return %1, %3 : vector<8xf32>, vector<[4]xf64>
  }
  func.func @tensors(%arg0: tensor<?x4xf32>, %arg1: tensor<*xf16>) -> (tensor<?x4xf32>, tensor<*xf16>) {
    %0 = arith.subf %arg0, %arg0 : tensor<?x4xf32>
    %1 = arith.minnumf %0, %arg0 fastmath<nnan> : tensor<?x4xf32>
    %2 = arith.remf %arg1, %arg1 : tensor<*xf16>
    return %1, %2 : tensor<?x4xf32>, tensor<*xf16>
  }
  func.func @generic(%arg0: f64, %arg1: f64) -> f64 {
    %0 = arith.addf %arg0, %arg1 fastmath<nnan,ninf> : f64
    %1 = arith.mulf %0, %arg1 : f64
    %2 = arith.negf %1 : f64
    %3 = arith.maxnumf %2, %arg0 {note = "discardable"} : f64
    return %3 : f64
  }
}

