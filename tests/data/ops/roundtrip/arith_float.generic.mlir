"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32) -> f32, sym_name = "scalar_f32"}> ({
  ^bb0(%arg10: f32, %arg11: f32):
    %15 = "arith.addf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %16 = "arith.subf"(%15, %arg11) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
    %17 = "arith.mulf"(%16, %arg10) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %18 = "arith.divf"(%17, %arg11) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %19 = "arith.remf"(%18, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %20 = "arith.negf"(%19) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %21 = "arith.negf"(%20) <{fastmath = #arith.fastmath<nsz>}> : (f32) -> f32
    %22 = "arith.maximumf"(%21, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %23 = "arith.minimumf"(%22, %arg11) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
    %24 = "arith.maxnumf"(%23, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %25 = "arith.minnumf"(%24, %arg11) <{fastmath = #arith.fastmath<reassoc,arcp,contract,afn>}> : (f32, f32) -> f32
    %26 = "arith.addf"(%25, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%26) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f16, bf16, f64, f8E4M3FN) -> (f16, bf16, f64, f8E4M3FN), sym_name = "other_widths"}> ({
  ^bb0(%arg6: f16, %arg7: bf16, %arg8: f64, %arg9: f8E4M3FN):
    %11 = "arith.mulf"(%arg6, %arg6) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %12 = "arith.addf"(%arg7, %arg7) <{fastmath = #arith.fastmath<contract>}> : (bf16, bf16) -> bf16
    %13 = "arith.divf"(%arg8, %arg8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %14 = "arith.subf"(%arg9, %arg9) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    "func.return"(%11, %12, %13, %14) : (f16, bf16, f64, f8E4M3FN) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<8xf32>, vector<[4]xf64>) -> (vector<8xf32>, vector<[4]xf64>), sym_name = "vectors"}> ({
  ^bb0(%arg4: vector<8xf32>, %arg5: vector<[4]xf64>):
    %7 = "arith.addf"(%arg4, %arg4) <{fastmath = #arith.fastmath<fast>}> : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %8 = "arith.maximumf"(%7, %arg4) <{fastmath = #arith.fastmath<none>}> : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %9 = "arith.negf"(%arg5) <{fastmath = #arith.fastmath<none>}> : (vector<[4]xf64>) -> vector<[4]xf64>
    %10 = "arith.mulf"(%9, %arg5) <{fastmath = #arith.fastmath<ninf,nsz>}> : (vector<[4]xf64>, vector<[4]xf64>) -> vector<[4]xf64>
    "func.return"(%8, %10) : (vector<8xf32>, vector<[4]xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x4xf32>, tensor<*xf16>) -> (tensor<?x4xf32>, tensor<*xf16>), sym_name = "tensors"}> ({
  ^bb0(%arg2: tensor<?x4xf32>, %arg3: tensor<*xf16>):
    %4 = "arith.subf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %5 = "arith.minnumf"(%4, %arg2) <{fastmath = #arith.fastmath<nnan>}> : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %6 = "arith.remf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (tensor<*xf16>, tensor<*xf16>) -> tensor<*xf16>
    "func.return"(%5, %6) : (tensor<?x4xf32>, tensor<*xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64, f64) -> f64, sym_name = "generic"}> ({
  ^bb0(%arg0: f64, %arg1: f64):
    %0 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64, f64) -> f64
    %1 = "arith.mulf"(%0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2 = "arith.negf"(%1) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %3 = "arith.maxnumf"(%2, %arg0) <{fastmath = #arith.fastmath<none>}> {note = "discardable"} : (f64, f64) -> f64
    "func.return"(%3) : (f64) -> ()
  }) : () -> ()
}) : () -> ()

