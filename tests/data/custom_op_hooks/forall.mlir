func.func @f(%a: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i, %j) in (%a, 4) {
    "u.x"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) = (%a) to (8) step (2) {
  } {mapping = [#gpu.thread<x>]}
  scf.forall (%i) = (%c0) to (%a) step (%c1) {
  }
  scf.forall (%i) = (0) to (%a) step (1) {
  }
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  %r2 = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xf32> {
  }
  return %r : tensor<4xf32>
}
func.func @g(%a: index, %b: index, %t: tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  scf.forall (%i, %j) = (%c0, 0) to (%a, %b) step (1, %c2) {
    "u.y"(%i, %j) : (index, index) -> ()
  }
  %r:2 = scf.forall (%i) in (%b) shared_outs(%o = %t, %p = %t) -> (tensor<4xf32>, tensor<4xf32>) {
    "u.z"(%o, %p) : (tensor<4xf32>, tensor<4xf32>) -> ()
    scf.forall.in_parallel {
    } {z.q}
  }
  scf.forall () in () {
  }
  return
}
