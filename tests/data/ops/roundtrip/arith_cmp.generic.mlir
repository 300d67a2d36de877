"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "cmpi_all"}> ({
  ^bb0(%arg14: i32, %arg15: i32):
    %18 = "arith.cmpi"(%arg14, %arg15) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %19 = "arith.cmpi"(%arg14, %arg15) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %20 = "arith.cmpi"(%arg14, %arg15) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %21 = "arith.cmpi"(%arg14, %arg15) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %22 = "arith.cmpi"(%arg14, %arg15) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %23 = "arith.cmpi"(%arg14, %arg15) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %24 = "arith.cmpi"(%arg14, %arg15) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %25 = "arith.cmpi"(%arg14, %arg15) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %26 = "arith.cmpi"(%arg14, %arg15) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %27 = "arith.cmpi"(%arg14, %arg15) <{predicate = 9 : i64}> : (i32, i32) -> i1
    "func.return"(%18, %19, %20, %21, %22, %23, %24, %25, %26, %27) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, vector<4xi8>, tensor<2x?xi64>) -> (i1, vector<4xi1>, tensor<2x?xi1>), sym_name = "cmpi_shaped"}> ({
  ^bb0(%arg11: index, %arg12: vector<4xi8>, %arg13: tensor<2x?xi64>):
    %14 = "arith.constant"() <{value = 0 : index}> : () -> index
    %15 = "arith.cmpi"(%arg11, %14) <{predicate = 3 : i64}> : (index, index) -> i1
    %16 = "arith.cmpi"(%arg12, %arg12) <{predicate = 8 : i64}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi1>
    %17 = "arith.cmpi"(%arg13, %arg13) <{predicate = 1 : i64}> : (tensor<2x?xi64>, tensor<2x?xi64>) -> tensor<2x?xi1>
    "func.return"(%15, %16, %17) : (i1, vector<4xi1>, tensor<2x?xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32, vector<2xf64>) -> (i1, i1, i1, i1, i1, i1, vector<2xi1>), sym_name = "cmpf_some"}> ({
  ^bb0(%arg8: f32, %arg9: f32, %arg10: vector<2xf64>):
    %7 = "arith.cmpf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %8 = "arith.cmpf"(%arg8, %arg9) <{fastmath = #arith.fastmath<nnan>, predicate = 4 : i64}> : (f32, f32) -> i1
    %9 = "arith.cmpf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %10 = "arith.cmpf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %11 = "arith.cmpf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %12 = "arith.cmpf"(%arg8, %arg9) <{fastmath = #arith.fastmath<fast>, predicate = 0 : i64}> : (f32, f32) -> i1
    %13 = "arith.cmpf"(%arg10, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (vector<2xf64>, vector<2xf64>) -> vector<2xi1>
    "func.return"(%7, %8, %9, %10, %11, %12, %13) : (i1, i1, i1, i1, i1, i1, vector<2xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32, vector<4xi1>, vector<4xf32>, tensor<3xi64>) -> (i32, vector<4xf32>, vector<4xf32>, tensor<3xi64>), sym_name = "select"}> ({
  ^bb0(%arg2: i1, %arg3: i32, %arg4: i32, %arg5: vector<4xi1>, %arg6: vector<4xf32>, %arg7: tensor<3xi64>):
    %3 = "arith.select"(%arg2, %arg3, %arg4) : (i1, i32, i32) -> i32
    %4 = "arith.select"(%arg5, %arg6, %arg6) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %5 = "arith.select"(%arg2, %arg6, %arg6) : (i1, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %6 = "arith.select"(%arg2, %arg7, %arg7) : (i1, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    "func.return"(%3, %4, %5, %6) : (i32, vector<4xf32>, vector<4xf32>, tensor<3xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, f16) -> (i1, i1, i64), sym_name = "generic"}> ({
  ^bb0(%arg0: i64, %arg1: f16):
    %0 = "arith.cmpi"(%arg0, %arg0) <{predicate = 9 : i64}> : (i64, i64) -> i1
    %1 = "arith.cmpf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %2 = "arith.select"(%0, %arg0, %arg0) : (i1, i64, i64) -> i64
    "func.return"(%0, %1, %2) : (i1, i1, i64) -> ()
  }) : () -> ()
}) : () -> ()

