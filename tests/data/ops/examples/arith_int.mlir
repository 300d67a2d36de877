// Integer arithmetic of the arith dialect on scalars, vectors and tensors, with and
// without overflow flags and the exact flag.
func.func @scalar_i32(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %0, %b overflow<nsw> : i32
  %2 = arith.subi %1, %a overflow<nuw> : i32
  %3 = arith.muli %2, %b overflow<nsw, nuw> : i32
  %4 = arith.divsi %3, %a : i32
  %5 = arith.divui %4, %b exact : i32
  %6 = arith.ceildivsi %5, %a : i32
  %7 = arith.ceildivui %6, %b : i32
  %8 = arith.floordivsi %7, %a : i32
  %9 = arith.remsi %8, %b : i32
  %10 = arith.remui %9, %a : i32
  %11 = arith.andi %10, %b : i32
  %12 = arith.ori %11, %a : i32
  %13 = arith.xori %12, %b : i32
  %14 = arith.shli %13, %a overflow<nuw> : i32
  %15 = arith.shrsi %14, %b : i32
  %16 = arith.shrui %15, %a exact : i32
  %17 = arith.maxsi %16, %b : i32
  %18 = arith.maxui %17, %a : i32
  %19 = arith.minsi %18, %b : i32
  %20 = arith.minui %19, %a : i32
  return %20 : i32
}

func.func @index_math(%i: index, %j: index) -> index {
  %c4 = arith.constant 4 : index
  %0 = arith.muli %i, %c4 : index
  %1 = arith.addi %0, %j overflow<nsw, nuw> : index
  %2 = arith.divsi %1, %c4 exact : index
  %3 = arith.remui %2, %j : index
  return %3 : index
}

func.func @vectors(%v: vector<4xi16>, %w: vector<4xi16>) -> (vector<4xi16>, vector<4xi16>) {
  %0 = arith.addi %v, %w : vector<4xi16>
  %1 = arith.muli %0, %w overflow<nuw> : vector<4xi16>
  %2 = arith.shrsi %1, %v exact : vector<4xi16>
  %3 = arith.xori %2, %w : vector<4xi16>
  return %1, %3 : vector<4xi16>, vector<4xi16>
}

func.func @tensors(%t: tensor<2x3xi8>, %u: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %0 = arith.subi %t, %u : tensor<2x3xi8>
  %1 = arith.andi %0, %u : tensor<2x3xi8>
  %2 = arith.minsi %1, %t : tensor<2x3xi8>
  return %2 : tensor<2x3xi8>
}

func.func @extended(%a: i32, %b: i32, %v: vector<3xi64>) -> (i32, i1, i32, i32, vector<3xi64>) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %low, %high = arith.mulsi_extended %a, %b : i32
  %vl, %vh = arith.mului_extended %v, %v : vector<3xi64>
  %vs:2 = arith.addui_extended %v, %vl : vector<3xi64>, vector<3xi1>
  return %sum, %overflow, %low, %high, %vs#0 : i32, i1, i32, i32, vector<3xi64>
}

// The generic form, with the overflow flags and the exact flag as properties.
func.func @generic(%a: i64, %b: i64) -> i64 {
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
  %1 = "arith.subi"(%0, %b) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
  %2 = "arith.divui"(%1, %a) <{isExact}> : (i64, i64) -> i64
  %3 = "arith.maxui"(%2, %b) : (i64, i64) -> i64
  %4:2 = "arith.mului_extended"(%3, %a) : (i64, i64) -> (i64, i64)
  %5 = "arith.shli"(%4#1, %b) {tag = "kept"} : (i64, i64) -> i64
  return %5 : i64
}
