"builtin.module"() ({
  "func.func"() <{function_type = () -> (i1, i1, i8, i32, i64, index, f32, f64, f16, bf16), sym_name = "scalars"}> ({
    %15 = "arith.constant"() <{value = true}> : () -> i1
    %16 = "arith.constant"() <{value = false}> : () -> i1
    %17 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %18 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %19 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %20 = "arith.constant"() <{value = 7 : index}> : () -> index
    %21 = "arith.constant"() <{value = 3.14159274 : f32}> : () -> f32
    %22 = "arith.constant"() <{value = -2.500000e-03 : f64}> : () -> f64
    %23 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %24 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    "func.return"(%15, %16, %17, %18, %19, %20, %21, %22, %23, %24) : (i1, i1, i8, i32, i64, index, f32, f64, f16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f64, f32), sym_name = "special_floats"}> ({
    %11 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %12 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %14 = "arith.constant"() <{value = 9.999940e-41 : f32}> : () -> f32
    "func.return"(%11, %12, %13, %14) : (f32, f32, f64, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (vector<4xi32>, vector<2xf32>, tensor<2x2xi64>, tensor<3xf64>, tensor<i1>, vector<2x3xindex>), sym_name = "shaped"}> ({
    %5 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %6 = "arith.constant"() <{value = dense<[1.500000e+00, -2.000000e+00]> : vector<2xf32>}> : () -> vector<2xf32>
    %7 = "arith.constant"() <{value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>}> : () -> tensor<2x2xi64>
    %8 = "arith.constant"() <{value = dense<[0.000000e+00, 1.000000e+10, -3.250000e+00]> : tensor<3xf64>}> : () -> tensor<3xf64>
    %9 = "arith.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %10 = "arith.constant"() <{value = dense<[[0, 1, 2], [3, 4, 5]]> : vector<2x3xindex>}> : () -> vector<2x3xindex>
    "func.return"(%5, %6, %7, %8, %9, %10) : (vector<4xi32>, vector<2xf32>, tensor<2x2xi64>, tensor<3xf64>, tensor<i1>, vector<2x3xindex>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> vector<[4]xi8>, sym_name = "scalable_splat"}> ({
    %4 = "arith.constant"() <{value = dense<3> : vector<[4]xi8>}> : () -> vector<[4]xi8>
    "func.return"(%4) : (vector<[4]xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i16, f32, index, tensor<2xi8>), sym_name = "generic"}> ({
    %0 = "arith.constant"() <{value = -7 : i16}> : () -> i16
    %1 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = dense<[1, 2]> : tensor<2xi8>}> {tag} : () -> tensor<2xi8>
    "func.return"(%0, %1, %2, %3) : (i16, f32, index, tensor<2xi8>) -> ()
  }) : () -> ()
}) : () -> ()

