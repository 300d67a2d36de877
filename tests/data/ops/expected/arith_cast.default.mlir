module {
  func.func @int_casts(%arg0: i8, %arg1: i64, %arg2: vector<4xi16>) -> (i32, i32, i16, vector<4xi64>, i32) {
    %0 = arith.extsi %arg0 : i8 to i32
    %1 = arith.extui %arg0 : i8 to i32
    %2 = arith.trunci %arg1 : i64 to i16
    %3 = arith.extsi %arg2 : vector<4xi16> to vector<4xi64>
    %4 = arith.trunci %arg1 overflow<nsw> : i64 to i32
    return %0, %1, %2, %3, %4 : i32, i32, i16, vector<4xi64>, i32
  }
  func.func @float_casts(%arg0: f16, %arg1: f64, %arg2: tensor<3xf32>) -> (f32, f32, bf16, tensor<3xf64>, f32) {
    %0 = arith.extf %arg0 : f16 to f32
    %1 = arith.truncf %arg1 : f64 to f32
    %2 = arith.truncf %arg1 to_nearest_even fastmath<nnan> : f64 to bf16
    %3 = arith.extf %arg2 fastmath<fast> : tensor<3xf32> to tensor<3xf64>
    %4 = arith.truncf %arg1 toward_zero : f64 to f32
    return %0, %1, %2, %3, %4 : f32, f32, bf16, tensor<3xf64>, f32
  }
  func.func @int_float(%arg0: i32, %arg1: f32, %arg2: vector<2xi64>) -> (f32, f64, i32, i16, vector<2xf32>) {
    %0 = arith.sitofp %arg0 : i32 to f32
    %1 = arith.uitofp %arg0 : i32 to f64
    %2 = arith.fptosi %arg1 : f32 to i32
    %3 = arith.fptoui %arg1 : f32 to i16
    %4 = arith.sitofp %arg2 : vector<2xi64> to vector<2xf32>
    return %0, %1, %2, %3, %4 : f32, f64, i32, i16, vector<2xf32>
  }
  func.func @index_casts(%arg0: index, %arg1: i32, %arg2: tensor<?xindex>) -> (i64, index, i8, index, tensor<?xi32>) {
    %0 = arith.index_cast %arg0 : index to i64
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = arith.index_castui %arg0 : index to i8
    %3 = arith.index_castui %arg1 : i32 to index
    %4 = arith.index_cast %arg2 : tensor<?xindex> to tensor<?xi32>
    return %0, %1, %2, %3, %4 : i64, index, i8, index, tensor<?xi32>
  }
  func.func @bitcasts(%arg0: f32, %arg1: vector<2xi64>, %arg2: f16) -> (i32, vector<2xf64>, bf16) {
    %0 = arith.bitcast %arg0 : f32 to i32
    %1 = arith.bitcast %arg1 : vector<2xi64> to vector<2xf64>
    %2 = arith.bitcast %arg2 : f16 to bf16
    return %0, %1, %2 : i32, vector<2xf64>, bf16
  }
  func.func @generic(%arg0: i16, %arg1: f64) -> (i64, f32, index, f32) {
    %0 = arith.extsi %arg0 : i16 to i64
    %1 = arith.truncf %arg1 downward : f64 to f32
    %2 = arith.index_cast %arg0 : i16 to index
    %3 = arith.sitofp %arg0 {origin = "generic"} : i16 to f32
    return %0, %1, %2, %3 : i64, f32, index, f32
  }
  func.func @scaling(%arg0: vector<4xf4E2M1FN>, %arg1: vector<4xf8E8M0FNU>, %arg2: f32, %arg3: f8E8M0FNU) -> (vector<4xf32>, f4E2M1FN) {
    %0 = arith.scaling_extf %arg0, %arg1 : vector<4xf4E2M1FN>, vector<4xf8E8M0FNU> to vector<4xf32>
    %1 = arith.scaling_truncf %arg2, %arg3 to_nearest_even : f32, f8E8M0FNU to f4E2M1FN
    return %0, %1 : vector<4xf32>, f4E2M1FN
  }
}

