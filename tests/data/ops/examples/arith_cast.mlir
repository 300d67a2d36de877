// Casts of the arith dialect: integer and float widening/narrowing, int<->float,
// index casts and bitcasts, on scalars, vectors and tensors.
func.func @int_casts(%a: i8, %b: i64, %v: vector<4xi16>) -> (i32, i32, i16, vector<4xi64>, i32) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extui %a : i8 to i32
  %2 = arith.trunci %b : i64 to i16
  %3 = arith.extsi %v : vector<4xi16> to vector<4xi64>
  %4 = arith.trunci %b overflow<nsw> : i64 to i32
  return %0, %1, %2, %3, %4 : i32, i32, i16, vector<4xi64>, i32
}

func.func @float_casts(%h: f16, %d: f64, %t: tensor<3xf32>) -> (f32, f32, bf16, tensor<3xf64>, f32) {
  %0 = arith.extf %h : f16 to f32
  %1 = arith.truncf %d : f64 to f32
  %2 = arith.truncf %d to_nearest_even fastmath<nnan> : f64 to bf16
  %3 = arith.extf %t fastmath<fast> : tensor<3xf32> to tensor<3xf64>
  %4 = arith.truncf %d toward_zero : f64 to f32
  return %0, %1, %2, %3, %4 : f32, f32, bf16, tensor<3xf64>, f32
}

func.func @int_float(%i: i32, %f: f32, %v: vector<2xi64>) -> (f32, f64, i32, i16, vector<2xf32>) {
  %0 = arith.sitofp %i : i32 to f32
  %1 = arith.uitofp %i : i32 to f64
  %2 = arith.fptosi %f : f32 to i32
  %3 = arith.fptoui %f : f32 to i16
  %4 = arith.sitofp %v : vector<2xi64> to vector<2xf32>
  return %0, %1, %2, %3, %4 : f32, f64, i32, i16, vector<2xf32>
}

func.func @index_casts(%i: index, %j: i32, %t: tensor<?xindex>) -> (i64, index, i8, index, tensor<?xi32>) {
  %0 = arith.index_cast %i : index to i64
  %1 = arith.index_cast %j : i32 to index
  %2 = arith.index_castui %i : index to i8
  %3 = arith.index_castui %j : i32 to index
  %4 = arith.index_cast %t : tensor<?xindex> to tensor<?xi32>
  return %0, %1, %2, %3, %4 : i64, index, i8, index, tensor<?xi32>
}

func.func @bitcasts(%f: f32, %v: vector<2xi64>, %h: f16) -> (i32, vector<2xf64>, bf16) {
  %0 = arith.bitcast %f : f32 to i32
  %1 = arith.bitcast %v : vector<2xi64> to vector<2xf64>
  %2 = arith.bitcast %h : f16 to bf16
  return %0, %1, %2 : i32, vector<2xf64>, bf16
}

// The generic form of casts.
func.func @generic(%a: i16, %f: f64) -> (i64, f32, index, f32) {
  %0 = "arith.extsi"(%a) : (i16) -> i64
  %1 = "arith.truncf"(%f) <{roundingmode = 1 : i32}> : (f64) -> f32
  %2 = "arith.index_cast"(%a) : (i16) -> index
  %3 = "arith.sitofp"(%a) {origin = "generic"} : (i16) -> f32
  return %0, %1, %2, %3 : i64, f32, index, f32
}

// Scaled extension and truncation (OCP MX formats).
func.func @scaling(%x: vector<4xf4E2M1FN>, %s: vector<4xf8E8M0FNU>, %y: f32, %t: f8E8M0FNU) -> (vector<4xf32>, f4E2M1FN) {
  %0 = arith.scaling_extf %x, %s : vector<4xf4E2M1FN>, vector<4xf8E8M0FNU> to vector<4xf32>
  %1 = arith.scaling_truncf %y, %t to_nearest_even : f32, f8E8M0FNU to f4E2M1FN
  return %0, %1 : vector<4xf32>, f4E2M1FN
}
