module {
  func.func @scalar_i32(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.addi %0, %arg1 overflow<nsw> : i32
    %2 = arith.subi %1, %arg0 overflow<nuw> : i32
    %3 = arith.muli %2, %arg1 overflow<nsw, nuw> : i32
    %4 = arith.divsi %3, %arg0 : i32
    %5 = arith.divui %4, %arg1 exact : i32
    %6 = arith.ceildivsi %5, %arg0 : i32
    %7 = arith.ceildivui %6, %arg1 : i32
    %8 = arith.floordivsi %7, %arg0 : i32
    %9 = arith.remsi %8, %arg1 : i32
    %10 = arith.remui %9, %arg0 : i32
    %11 = arith.andi %10, %arg1 : i32
    %12 = arith.ori %11, %arg0 : i32
    %13 = arith.xori %12, %arg1 : i32
    %14 = arith.shli %13, %arg0 overflow<nuw> : i32
    %15 = arith.shrsi %14, %arg1 : i32
    %16 = arith.shrui %15, %arg0 exact : i32
    %17 = arith.maxsi %16, %arg1 : i32
    %18 = arith.maxui %17, %arg0 : i32
    %19 = arith.minsi %18, %arg1 : i32
    %20 = arith.minui %19, %arg0 : i32
    return %20 : i32
  }
  func.func @index_math(%arg0: index, %arg1: index) -> index {
    %c4 = arith.constant 4 : index
    %0 = arith.muli %arg0, %c4 : index
    %1 = arith.addi %0, %arg1 overflow<nsw, nuw> : index
    %2 = arith.divsi %1, %c4 exact : index
    %3 = arith.remui %2, %arg1 : index
    return %3 : index
  }
  func.func @vectors(%arg0: vector<4xi16>, %arg1: vector<4xi16>) -> (vector<4xi16>, vector<4xi16>) {
    %0 = arith.addi %arg0, %arg1 : vector<4xi16>
    %1 = arith.muli %0, %arg1 overflow<nuw> : vector<4xi16>
    %2 = arith.shrsi %1, %arg0 exact : vector<4xi16>
    %3 = arith.xori %2, %arg1 : vector<4xi16>
    return %1, %3 : vector<4xi16>, vector<4xi16>
  }
  func.func @tensors(%arg0: tensor<2x3xi8>, %arg1: tensor<2x3xi8>) -> tensor<2x3xi8> {
    %0 = arith.subi %arg0, %arg1 : tensor<2x3xi8>
    %1 = arith.andi %0, %arg1 : tensor<2x3xi8>
    %2 = arith.minsi %1, %arg0 : tensor<2x3xi8>
    return %2 : tensor<2x3xi8>
  }
  func.func @extended(%arg0: i32, %arg1: i32, %arg2: vector<3xi64>) -> (i32, i1, i32, i32, vector<3xi64>) {
    %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
    %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
    %low_0, %high_1 = arith.mului_extended %arg2, %arg2 : vector<3xi64>
    %sum_2, %overflow_3 = arith.addui_extended %arg2, %low_0 : vector<3xi64>, vector<3xi1>
    return %sum, %overflow, %low, %high, %sum_2 : i32, i1, i32, i32, vector<3xi64>
  }
  func.func @generic(%arg0: i64, %arg1: i64) -> i64 {
    %0 = arith.addi %arg0, %arg1 overflow<nsw> : i64
    %1 = arith.subi %0, %arg1 : i64
    %2 = arith.divui %1, %arg0 exact : i64
    %3 = arith.maxui %2, %arg1 : i64
    %low, %high = arith.mului_extended %3, %arg0 : i64
    %4 = arith.shli %high, %arg1 {tag = "kept"} : i64
    return %4 : i64
  }
}

