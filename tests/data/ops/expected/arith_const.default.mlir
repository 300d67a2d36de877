module {
  func.func @scalars() -> (i1, i1, i8, i32, i64, index, f32, f64, f16, bf16) {
    %true = arith.constant true
    %false = arith.constant false
    %c-1_i8 = arith.constant -1 : i8
    %c42_i32 = arith.constant 42 : i32
    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
    %c7 = arith.constant 7 : index
    %cst = arith.constant 3.14159274 : f32
    %cst_0 = arith.constant -2.500000e-03 : f64
    %cst_1 = arith.constant 0x7C00 : f16
    %cst_2 = arith.constant 1.000000e+00 : bf16
    return %true, %false, %c-1_i8, %c42_i32, %c9223372036854775807_i64, %c7, %cst, %cst_0, %cst_1, %cst_2 : i1, i1, i8, i32, i64, index, f32, f64, f16, bf16
  }
  func.func @special_floats() -> (f32, f32, f64, f32) {
    %cst = arith.constant 0x7F800000 : f32
    %cst_0 = arith.constant 0x7FC00000 : f32
    %cst_1 = arith.constant -0.000000e+00 : f64
    %cst_2 = arith.constant 9.999940e-41 : f32
    return %cst, %cst_0, %cst_1, %cst_2 : f32, f32, f64, f32
  }
  func.func @shaped() -> (vector<4xi32>, vector<2xf32>, tensor<2x2xi64>, tensor<3xf64>, tensor<i1>, vector<2x3xindex>) {
    %cst = arith.constant dense<0> : vector<4xi32>
    %cst_0 = arith.constant dense<[1.500000e+00, -2.000000e+00]> : vector<2xf32>
    %cst_1 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    %cst_2 = arith.constant dense<[0.000000e+00, 1.000000e+10, -3.250000e+00]> : tensor<3xf64>
    %cst_3 = arith.constant dense<true> : tensor<i1>
    %cst_4 = arith.constant dense<[[0, 1, 2], [3, 4, 5]]> : vector<2x3xindex>
    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4 : vector<4xi32>, vector<2xf32>, tensor<2x2xi64>, tensor<3xf64>, tensor<i1>, vector<2x3xindex>
  }
  func.func @scalable_splat() -> vector<[4]xi8> {
    %cst = arith.constant dense<3> : vector<[4]xi8>
    return %cst : vector<[4]xi8>
  }
  func.func @generic() -> (i16, f32, index, tensor<2xi8>) {
    %c-7_i16 = arith.constant -7 : i16
    %cst = arith.constant 2.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_0 = arith.constant {tag} dense<[1, 2]> : tensor<2xi8>
    return %c-7_i16, %cst, %c0, %cst_0 : i16, f32, index, tensor<2xi8>
  }
}

