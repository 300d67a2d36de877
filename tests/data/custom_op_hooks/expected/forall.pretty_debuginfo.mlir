#loc2 = forall.mlir:1:14
#loc3 = forall.mlir:1:25
#loc16 = forall.mlir:21:14
#loc17 = forall.mlir:21:25
#loc18 = forall.mlir:21:36
module {
  func.func @f(%arg0: index forall.mlir:1:14, %arg1: tensor<4xf32> forall.mlir:1:25) -> tensor<4xf32> {
    %c0 = arith.constant 0 : index forall.mlir:2:9
    %c1 = arith.constant 1 : index forall.mlir:3:9
    scf.forall (%arg2, %arg3) in (%arg0, 4) {
      "u.x"(%arg2, %arg3) : (index, index) -> () forall.mlir:5:5
    } forall.mlir:4:3
    scf.forall (%arg2) = (%arg0) to (8) step (2) {
    } {mapping = [#gpu.thread<x>]} forall.mlir:7:3
    scf.forall (%arg2) in (%arg0) {
    } forall.mlir:9:3
    scf.forall (%arg2) in (%arg0) {
    } forall.mlir:11:3
    %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<4xf32>) {
      scf.forall.in_parallel {
      } forall.mlir:14:5
    } forall.mlir:13:8
    %1 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<4xf32>) {
      scf.forall.in_parallel {
      } forall.mlir:17:9
    } forall.mlir:17:9
    return %0 : tensor<4xf32> forall.mlir:19:3
  } forall.mlir:1:1
  func.func @g(%arg0: index forall.mlir:21:14, %arg1: index forall.mlir:21:25, %arg2: tensor<4xf32> forall.mlir:21:36) {
    %c0 = arith.constant 0 : index forall.mlir:22:9
    %c2 = arith.constant 2 : index forall.mlir:23:9
    scf.forall (%arg3, %arg4) = (%c0, 0) to (%arg0, %arg1) step (1, %c2) {
      "u.y"(%arg3, %arg4) : (index, index) -> () forall.mlir:25:5
    } forall.mlir:24:3
    %0:2 = scf.forall (%arg3) in (%arg1) shared_outs(%arg4 = %arg2, %arg5 = %arg2) -> (tensor<4xf32>, tensor<4xf32>) {
      "u.z"(%arg4, %arg5) : (tensor<4xf32>, tensor<4xf32>) -> () forall.mlir:28:5
      scf.forall.in_parallel {
      } {z.q} forall.mlir:29:5
    } forall.mlir:27:10
    scf.forall () in () {
    } forall.mlir:32:3
    return forall.mlir:34:3
  } forall.mlir:21:1
} forall.mlir:0:0
#loc = forall.mlir:0:0
#loc1 = forall.mlir:1:1
#loc4 = forall.mlir:2:9
#loc5 = forall.mlir:3:9
#loc6 = forall.mlir:4:3
#loc7 = forall.mlir:5:5
#loc8 = forall.mlir:7:3
#loc9 = forall.mlir:9:3
#loc10 = forall.mlir:11:3
#loc11 = forall.mlir:13:8
#loc12 = forall.mlir:14:5
#loc13 = forall.mlir:17:9
#loc14 = forall.mlir:19:3
#loc15 = forall.mlir:21:1
#loc19 = forall.mlir:22:9
#loc20 = forall.mlir:23:9
#loc21 = forall.mlir:24:3
#loc22 = forall.mlir:25:5
#loc23 = forall.mlir:27:10
#loc24 = forall.mlir:28:5
#loc25 = forall.mlir:29:5
#loc26 = forall.mlir:32:3
#loc27 = forall.mlir:34:3

