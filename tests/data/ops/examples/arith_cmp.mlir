// Comparisons (every arith.cmpi predicate, several arith.cmpf ones) and arith.select.
func.func @cmpi_all(%a: i32, %b: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %eq = arith.cmpi eq, %a, %b : i32
  %ne = arith.cmpi ne, %a, %b : i32
  %slt = arith.cmpi slt, %a, %b : i32
  %sle = arith.cmpi sle, %a, %b : i32
  %sgt = arith.cmpi sgt, %a, %b : i32
  %sge = arith.cmpi sge, %a, %b : i32
  %ult = arith.cmpi ult, %a, %b : i32
  %ule = arith.cmpi ule, %a, %b : i32
  %ugt = arith.cmpi ugt, %a, %b : i32
  %uge = arith.cmpi uge, %a, %b : i32
  return %eq, %ne, %slt, %sle, %sgt, %sge, %ult, %ule, %ugt, %uge : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @cmpi_shaped(%i: index, %v: vector<4xi8>, %t: tensor<2x?xi64>) -> (i1, vector<4xi1>, tensor<2x?xi1>) {
  %c0 = arith.constant 0 : index
  %0 = arith.cmpi "sle", %i, %c0 : index
  %1 = arith.cmpi ugt, %v, %v : vector<4xi8>
  %2 = arith.cmpi ne, %t, %t : tensor<2x?xi64>
  return %0, %1, %2 : i1, vector<4xi1>, tensor<2x?xi1>
}

func.func @cmpf_some(%x: f32, %y: f32, %v: vector<2xf64>) -> (i1, i1, i1, i1, i1, i1, vector<2xi1>) {
  %0 = arith.cmpf oeq, %x, %y : f32
  %1 = arith.cmpf olt, %x, %y fastmath<nnan> : f32
  %2 = arith.cmpf une, %x, %y : f32
  %3 = arith.cmpf uno, %x, %y : f32
  %4 = arith.cmpf true, %x, %y : f32
  %5 = arith.cmpf false, %x, %y fastmath<fast> : f32
  %6 = arith.cmpf ord, %v, %v : vector<2xf64>
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, vector<2xi1>
}

func.func @select(%c: i1, %a: i32, %b: i32, %vc: vector<4xi1>, %v: vector<4xf32>, %t: tensor<3xi64>) -> (i32, vector<4xf32>, vector<4xf32>, tensor<3xi64>) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xf32>
  %2 = arith.select %c, %v, %v : vector<4xf32>
  %3 = arith.select %c, %t, %t : tensor<3xi64>
  return %0, %1, %2, %3 : i32, vector<4xf32>, vector<4xf32>, tensor<3xi64>
}

// The generic form: the predicates are integer enum properties.
func.func @generic(%a: i64, %x: f16) -> (i1, i1, i64) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 9 : i64}> : (i64, i64) -> i1
  %1 = "arith.cmpf"(%x, %x) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
  %2 = "arith.select"(%0, %a, %a) : (i1, i64, i64) -> i64
  return %0, %1, %2 : i1, i1, i64
}
