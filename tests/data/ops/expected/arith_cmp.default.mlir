module {
  func.func @cmpi_all(%arg0: i32, %arg1: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
    %0 = arith.cmpi eq, %arg0, %arg1 : i32
    %1 = arith.cmpi ne, %arg0, %arg1 : i32
    %2 = arith.cmpi slt, %arg0, %arg1 : i32
    %3 = arith.cmpi sle, %arg0, %arg1 : i32
    %4 = arith.cmpi sgt, %arg0, %arg1 : i32
    %5 = arith.cmpi sge, %arg0, %arg1 : i32
    %6 = arith.cmpi ult, %arg0, %arg1 : i32
    %7 = arith.cmpi ule, %arg0, %arg1 : i32
    %8 = arith.cmpi ugt, %arg0, %arg1 : i32
    %9 = arith.cmpi uge, %arg0, %arg1 : i32
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
  }
  func.func @cmpi_shaped(%arg0: index, %arg1: vector<4xi8>, %arg2: tensor<2x?xi64>) -> (i1, vector<4xi1>, tensor<2x?xi1>) {
    %c0 = arith.constant 0 : index
    %0 = arith.cmpi sle, %arg0, %c0 : index
    %1 = arith.cmpi ugt, %arg1, %arg1 : vector<4xi8>
    %2 = arith.cmpi ne, %arg2, %arg2 : tensor<2x?xi64>
    return %0, %1, %2 : i1, vector<4xi1>, tensor<2x?xi1>
  }
  func.func @cmpf_some(%arg0: f32, %arg1: f32, %arg2: vector<2xf64>) -> (i1, i1, i1, i1, i1, i1, vector<2xi1>) {
    %0 = arith.cmpf oeq, %arg0, %arg1 : f32
    %1 = arith.cmpf olt, %arg0, %arg1 fastmath<nnan> : f32
    %2 = arith.cmpf une, %arg0, %arg1 : f32
    %3 = arith.cmpf uno, %arg0, %arg1 : f32
    %4 = arith.cmpf true, %arg0, %arg1 : f32
    %5 = arith.cmpf false, %arg0, %arg1 fastmath<fast> : f32
    %6 = arith.cmpf ord, %arg2, %arg2 : vector<2xf64>
    return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, vector<2xi1>
  }
  func.func @select(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: vector<4xi1>, %arg4: vector<4xf32>, %arg5: tensor<3xi64>) -> (i32, vector<4xf32>, vector<4xf32>, tensor<3xi64>) {
    %0 = arith.select %arg0, %arg1, %arg2 : i32
    %1 = arith.select %arg3, %arg4, %arg4 : vector<4xi1>, vector<4xf32>
    %2 = arith.select %arg0, %arg4, %arg4 : vector<4xf32>
    %3 = arith.select %arg0, %arg5, %arg5 : tensor<3xi64>
    return %0, %1, %2, %3 : i32, vector<4xf32>, vector<4xf32>, tensor<3xi64>
  }
  func.func @generic(%arg0: i64, %arg1: f16) -> (i1, i1, i64) {
    %0 = arith.cmpi uge, %arg0, %arg0 : i64
    %1 = arith.cmpf oge, %arg1, %arg1 : f16
    %2 = arith.select %0, %arg0, %arg0 : i64
    return %0, %1, %2 : i1, i1, i64
  }
}

