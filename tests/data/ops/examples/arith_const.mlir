// arith.constant of integers, floats, indices, vectors and dense tensors.
func.func @scalars() -> (i1, i1, i8, i32, i64, index, f32, f64, f16, bf16) {
  %true = arith.constant true
  %false = arith.constant false
  %c-1_i8 = arith.constant -1 : i8
  %c42 = arith.constant 42 : i32
  %big = arith.constant 9223372036854775807 : i64
  %idx = arith.constant 7 : index
  %pi = arith.constant 3.14159274 : f32
  %neg = arith.constant -2.5e-3 : f64
  %h = arith.constant 0x7C00 : f16
  %bf = arith.constant 1.0 : bf16
  return %true, %false, %c-1_i8, %c42, %big, %idx, %pi, %neg, %h, %bf : i1, i1, i8, i32, i64, index, f32, f64, f16, bf16
}

func.func @special_floats() -> (f32, f32, f64, f32) {
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %zero = arith.constant -0.0 : f64
  %tiny = arith.constant 1.0e-40 : f32
  return %inf, %nan, %zero, %tiny : f32, f32, f64, f32
}

func.func @shaped() -> (vector<4xi32>, vector<2xf32>, tensor<2x2xi64>, tensor<3xf64>, tensor<i1>, vector<2x3xindex>) {
  %splat = arith.constant dense<0> : vector<4xi32>
  %vec = arith.constant dense<[1.5, -2.0]> : vector<2xf32>
  %mat = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %fl = arith.constant dense<[0.0, 1.0e+10, -3.25]> : tensor<3xf64>
  %scalar_tensor = arith.constant dense<true> : tensor<i1>
  %idx = arith.constant dense<[[0, 1, 2], [3, 4, 5]]> : vector<2x3xindex>
  return %splat, %vec, %mat, %fl, %scalar_tensor, %idx : vector<4xi32>, vector<2xf32>, tensor<2x2xi64>, tensor<3xf64>, tensor<i1>, vector<2x3xindex>
}

func.func @scalable_splat() -> vector<[4]xi8> {
  %0 = arith.constant dense<3> : vector<[4]xi8>
  return %0 : vector<[4]xi8>
}

// The generic form of constants, and one with a discardable attribute.
func.func @generic() -> (i16, f32, index, tensor<2xi8>) {
  %0 = "arith.constant"() <{value = -7 : i16}> : () -> i16
  %1 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
  %2 = "arith.constant"() <{value = 0 : index}> : () -> index
  %3 = "arith.constant"() <{value = dense<[1, 2]> : tensor<2xi8>}> {tag} : () -> tensor<2xi8>
  return %0, %1, %2, %3 : i16, f32, index, tensor<2xi8>
}
