module {
  func.func @f(%arg0: index, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.forall (%arg2, %arg3) in (%arg0, 4) {
      "u.x"(%arg2, %arg3) : (index, index) -> ()
    }
    scf.forall (%arg2) = (%arg0) to (8) step (2) {
    } {mapping = [#gpu.thread<x>]}
    scf.forall (%arg2) in (%arg0) {
    }
    scf.forall (%arg2) in (%arg0) {
    }
    %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<4xf32>) {
      scf.forall.in_parallel {
      }
    }
    %1 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<4xf32>) {
      scf.forall.in_parallel {
      }
    }
    return %0 : tensor<4xf32>
  }
  func.func @g(%arg0: index, %arg1: index, %arg2: tensor<4xf32>) {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    scf.forall (%arg3, %arg4) = (%c0, 0) to (%arg0, %arg1) step (1, %c2) {
      "u.y"(%arg3, %arg4) : (index, index) -> ()
    }
    %0:2 = scf.forall (%arg3) in (%arg1) shared_outs(%arg4 = %arg2, %arg5 = %arg2) -> (tensor<4xf32>, tensor<4xf32>) {
      "u.z"(%arg4, %arg5) : (tensor<4xf32>, tensor<4xf32>) -> ()
      scf.forall.in_parallel {
      } {z.q}
    }
    scf.forall () in () {
    }
    return
  }
}

