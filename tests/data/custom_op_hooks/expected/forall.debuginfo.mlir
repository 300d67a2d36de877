#loc2 = loc("forall.mlir":1:14)
#loc3 = loc("forall.mlir":1:25)
#loc16 = loc("forall.mlir":21:14)
#loc17 = loc("forall.mlir":21:25)
#loc18 = loc("forall.mlir":21:36)
module {
  func.func @f(%arg0: index loc("forall.mlir":1:14), %arg1: tensor<4xf32> loc("forall.mlir":1:25)) -> tensor<4xf32> {
    %c0 = arith.constant 0 : index loc(#loc4)
    %c1 = arith.constant 1 : index loc(#loc5)
    scf.forall (%arg2, %arg3) in (%arg0, 4) {
      "u.x"(%arg2, %arg3) : (index, index) -> () loc(#loc7)
    } loc(#loc6)
    scf.forall (%arg2) = (%arg0) to (8) step (2) {
    } {mapping = [#gpu.thread<x>]} loc(#loc8)
    scf.forall (%arg2) in (%arg0) {
    } loc(#loc9)
    scf.forall (%arg2) in (%arg0) {
    } loc(#loc10)
    %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<4xf32>) {
      scf.forall.in_parallel {
      } loc(#loc12)
    } loc(#loc11)
    %1 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<4xf32>) {
      scf.forall.in_parallel {
      } loc(#loc13)
    } loc(#loc13)
    return %0 : tensor<4xf32> loc(#loc14)
  } loc(#loc1)
  func.func @g(%arg0: index loc("forall.mlir":21:14), %arg1: index loc("forall.mlir":21:25), %arg2: tensor<4xf32> loc("forall.mlir":21:36)) {
    %c0 = arith.constant 0 : index loc(#loc19)
    %c2 = arith.constant 2 : index loc(#loc20)
    scf.forall (%arg3, %arg4) = (%c0, 0) to (%arg0, %arg1) step (1, %c2) {
      "u.y"(%arg3, %arg4) : (index, index) -> () loc(#loc22)
    } loc(#loc21)
    %0:2 = scf.forall (%arg3) in (%arg1) shared_outs(%arg4 = %arg2, %arg5 = %arg2) -> (tensor<4xf32>, tensor<4xf32>) {
      "u.z"(%arg4, %arg5) : (tensor<4xf32>, tensor<4xf32>) -> () loc(#loc24)
      scf.forall.in_parallel {
      } {z.q} loc(#loc25)
    } loc(#loc23)
    scf.forall () in () {
    } loc(#loc26)
    return loc(#loc27)
  } loc(#loc15)
} loc(#loc)
#loc = loc("forall.mlir":0:0)
#loc1 = loc("forall.mlir":1:1)
#loc4 = loc("forall.mlir":2:9)
#loc5 = loc("forall.mlir":3:9)
#loc6 = loc("forall.mlir":4:3)
#loc7 = loc("forall.mlir":5:5)
#loc8 = loc("forall.mlir":7:3)
#loc9 = loc("forall.mlir":9:3)
#loc10 = loc("forall.mlir":11:3)
#loc11 = loc("forall.mlir":13:8)
#loc12 = loc("forall.mlir":14:5)
#loc13 = loc("forall.mlir":17:9)
#loc14 = loc("forall.mlir":19:3)
#loc15 = loc("forall.mlir":21:1)
#loc19 = loc("forall.mlir":22:9)
#loc20 = loc("forall.mlir":23:9)
#loc21 = loc("forall.mlir":24:3)
#loc22 = loc("forall.mlir":25:5)
#loc23 = loc("forall.mlir":27:10)
#loc24 = loc("forall.mlir":28:5)
#loc25 = loc("forall.mlir":29:5)
#loc26 = loc("forall.mlir":32:3)
#loc27 = loc("forall.mlir":34:3)

