"builtin.module"() ({
  "func.func"() <{function_type = (i8, i64, vector<4xi16>) -> (i32, i32, i16, vector<4xi64>, i32), sym_name = "int_casts"}> ({
  ^bb0(%arg18: i8, %arg19: i64, %arg20: vector<4xi16>):
    %24 = "arith.extsi"(%arg18) : (i8) -> i32
    %25 = "arith.extui"(%arg18) : (i8) -> i32
    %26 = "arith.trunci"(%arg19) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %27 = "arith.extsi"(%arg20) : (vector<4xi16>) -> vector<4xi64>
    %28 = "arith.trunci"(%arg19) <{overflowFlags = #arith.overflow<nsw>}> : (i64) -> i32
    "func.return"(%24, %25, %26, %27, %28) : (i32, i32, i16, vector<4xi64>, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f16, f64, tensor<3xf32>) -> (f32, f32, bf16, tensor<3xf64>, f32), sym_name = "float_casts"}> ({
  ^bb0(%arg15: f16, %arg16: f64, %arg17: tensor<3xf32>):
    %19 = "arith.extf"(%arg15) : (f16) -> f32
    %20 = "arith.truncf"(%arg16) : (f64) -> f32
    %21 = "arith.truncf"(%arg16) <{fastmath = #arith.fastmath<nnan>, roundingmode = 0 : i32}> : (f64) -> bf16
    %22 = "arith.extf"(%arg17) <{fastmath = #arith.fastmath<fast>}> : (tensor<3xf32>) -> tensor<3xf64>
    %23 = "arith.truncf"(%arg16) <{roundingmode = 3 : i32}> : (f64) -> f32
    "func.return"(%19, %20, %21, %22, %23) : (f32, f32, bf16, tensor<3xf64>, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32, vector<2xi64>) -> (f32, f64, i32, i16, vector<2xf32>), sym_name = "int_float"}> ({
  ^bb0(%arg12: i32, %arg13: f32, %arg14: vector<2xi64>):
    %14 = "arith.sitofp"(%arg12) : (i32) -> f32
    %15 = "arith.uitofp"(%arg12) : (i32) -> f64
    %16 = "arith.fptosi"(%arg13) : (f32) -> i32
    %17 = "arith.fptoui"(%arg13) : (f32) -> i16
    %18 = "arith.sitofp"(%arg14) : (vector<2xi64>) -> vector<2xf32>
    "func.return"(%14, %15, %16, %17, %18) : (f32, f64, i32, i16, vector<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32, tensor<?xindex>) -> (i64, index, i8, index, tensor<?xi32>), sym_name = "index_casts"}> ({
  ^bb0(%arg9: index, %arg10: i32, %arg11: tensor<?xindex>):
    %9 = "arith.index_cast"(%arg9) : (index) -> i64
    %10 = "arith.index_cast"(%arg10) : (i32) -> index
    %11 = "arith.index_castui"(%arg9) : (index) -> i8
    %12 = "arith.index_castui"(%arg10) : (i32) -> index
    %13 = "arith.index_cast"(%arg11) : (tensor<?xindex>) -> tensor<?xi32>
    "func.return"(%9, %10, %11, %12, %13) : (i64, index, i8, index, tensor<?xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, vector<2xi64>, f16) -> (i32, vector<2xf64>, bf16), sym_name = "bitcasts"}> ({
  ^bb0(%arg6: f32, %arg7: vector<2xi64>, %arg8: f16):
    %6 = "arith.bitcast"(%arg6) : (f32) -> i32
    %7 = "arith.bitcast"(%arg7) : (vector<2xi64>) -> vector<2xf64>
    %8 = "arith.bitcast"(%arg8) : (f16) -> bf16
    "func.return"(%6, %7, %8) : (i32, vector<2xf64>, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i16, f64) -> (i64, f32, index, f32), sym_name = "generic"}> ({
  ^bb0(%arg4: i16, %arg5: f64):
    %2 = "arith.extsi"(%arg4) : (i16) -> i64
    %3 = "arith.truncf"(%arg5) <{roundingmode = 1 : i32}> : (f64) -> f32
    %4 = "arith.index_cast"(%arg4) : (i16) -> index
    %5 = "arith.sitofp"(%arg4) {origin = "generic"} : (i16) -> f32
    "func.return"(%2, %3, %4, %5) : (i64, f32, index, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xf4E2M1FN>, vector<4xf8E8M0FNU>, f32, f8E8M0FNU) -> (vector<4xf32>, f4E2M1FN), sym_name = "scaling"}> ({
  ^bb0(%arg0: vector<4xf4E2M1FN>, %arg1: vector<4xf8E8M0FNU>, %arg2: f32, %arg3: f8E8M0FNU):
    %0 = "arith.scaling_extf"(%arg0, %arg1) : (vector<4xf4E2M1FN>, vector<4xf8E8M0FNU>) -> vector<4xf32>
    %1 = "arith.scaling_truncf"(%arg2, %arg3) <{roundingmode = 0 : i32}> : (f32, f8E8M0FNU) -> f4E2M1FN
    "func.return"(%0, %1) : (vector<4xf32>, f4E2M1FN) -> ()
  }) : () -> ()
}) : () -> ()

