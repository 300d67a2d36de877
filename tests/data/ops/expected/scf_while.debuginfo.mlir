#loc2 = loc("scf_while.mlir":3:18)
#loc8 = loc("scf_while.mlir":10:8)
#loc13 = loc("scf_while.mlir":17:28)
#loc14 = loc("scf_while.mlir":17:40)
#loc19 = loc("scf_while.mlir":23:8)
#loc20 = loc("scf_while.mlir":23:17)
#loc32 = loc("scf_while.mlir":42:20)
#loc36 = loc("scf_while.mlir":48:8)
module {
  func.func @count(%arg0: i32 loc("scf_while.mlir":3:18)) -> i32 {
    %c0_i32 = arith.constant 0 : i32 loc(#loc3)
    %c1_i32 = arith.constant 1 : i32 loc(#loc4)
    %0 = scf.while (%arg1 = %c0_i32) : (i32) -> i32 {
      %1 = arith.cmpi slt, %arg1, %arg0 : i32 loc(#loc6)
      scf.condition(%1) %arg1 : i32 loc(#loc7)
    } do {
    ^bb0(%arg1: i32 loc("scf_while.mlir":10:8)):
      %1 = arith.addi %arg1, %c1_i32 : i32 loc(#loc9)
      scf.yield %1 : i32 loc(#loc10)
    } loc(#loc5)
    return %0 : i32 loc(#loc11)
  } loc(#loc1)
  func.func @different_types(%arg0: f32 loc("scf_while.mlir":17:28), %arg1: i64 loc("scf_while.mlir":17:40)) -> (i64, f32) {
    %0:2 = scf.while (%arg2 = %arg0) : (f32) -> (i64, f32) {
      %1 = arith.fptosi %arg2 : f32 to i64 loc(#loc16)
      %2 = arith.cmpi ult, %1, %arg1 : i64 loc(#loc17)
      scf.condition(%2) %1, %arg2 : i64, f32 loc(#loc18)
    } do {
    ^bb0(%arg2: i64 loc("scf_while.mlir":23:8), %arg3: f32 loc("scf_while.mlir":23:17)):
      %1 = arith.addf %arg3, %arg3 : f32 loc(#loc21)
      scf.yield %1 : f32 loc(#loc22)
    } loc(#loc15)
    return %0#0, %0#1 : i64, f32 loc(#loc23)
  } loc(#loc12)
  func.func @no_values() {
    scf.while : () -> () {
      %0 = "test.cond"() : () -> i1 loc(#loc26)
      scf.condition(%0) loc(#loc27)
    } do {
      "test.body"() : () -> () loc(#loc28)
      scf.yield loc(#loc29)
    } loc(#loc25)
    return loc(#loc30)
  } loc(#loc24)
  func.func @generic(%arg0: index loc("scf_while.mlir":42:20)) -> index {
    %0 = scf.while (%arg1 = %arg0) : (index) -> index {
      %1 = "test.check"(%arg1) : (index) -> i1 loc(#loc34)
      scf.condition(%1) %arg1 : index loc(#loc35)
    } do {
    ^bb0(%arg1: index loc("scf_while.mlir":48:8)):
      %1 = arith.addi %arg1, %arg1 : index loc(#loc37)
      scf.yield %1 : index loc(#loc38)
    } loc(#loc33)
    return %0 : index loc(#loc39)
  } loc(#loc31)
} loc(#loc)
#loc = loc("scf_while.mlir":0:0)
#loc1 = loc("scf_while.mlir":3:1)
#loc3 = loc("scf_while.mlir":4:11)
#loc4 = loc("scf_while.mlir":5:10)
#loc5 = loc("scf_while.mlir":6:10)
#loc6 = loc("scf_while.mlir":7:13)
#loc7 = loc("scf_while.mlir":8:5)
#loc9 = loc("scf_while.mlir":11:13)
#loc10 = loc("scf_while.mlir":12:5)
#loc11 = loc("scf_while.mlir":14:3)
#loc12 = loc("scf_while.mlir":17:1)
#loc15 = loc("scf_while.mlir":18:10)
#loc16 = loc("scf_while.mlir":19:10)
#loc17 = loc("scf_while.mlir":20:10)
#loc18 = loc("scf_while.mlir":21:5)
#loc21 = loc("scf_while.mlir":24:11)
#loc22 = loc("scf_while.mlir":25:5)
#loc23 = loc("scf_while.mlir":27:3)
#loc24 = loc("scf_while.mlir":30:1)
#loc25 = loc("scf_while.mlir":31:3)
#loc26 = loc("scf_while.mlir":32:10)
#loc27 = loc("scf_while.mlir":33:5)
#loc28 = loc("scf_while.mlir":35:5)
#loc29 = loc("scf_while.mlir":36:5)
#loc30 = loc("scf_while.mlir":38:3)
#loc31 = loc("scf_while.mlir":42:1)
#loc33 = loc("scf_while.mlir":43:8)
#loc34 = loc("scf_while.mlir":45:10)
#loc35 = loc("scf_while.mlir":46:5)
#loc37 = loc("scf_while.mlir":49:10)
#loc38 = loc("scf_while.mlir":50:5)
#loc39 = loc("scf_while.mlir":52:3)

