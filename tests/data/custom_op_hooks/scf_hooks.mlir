// Custom-form structured control flow; --mlir-print-op-generic shows the
// underlying regions, block arguments and properties.
func.func @loops(%lb: index, %ub: index, %m: memref<?xf32>, %init: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %sum = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %init) -> (f32) {
    %v = "u.load"(%m, %i) : (memref<?xf32>, index) -> f32
    %n = "u.addf"(%acc, %v) : (f32, f32) -> f32
    scf.yield %n : f32
  }
  %cond = "u.cmpf"(%sum, %init) : (f32, f32) -> i1
  %r = scf.if %cond -> (f32) {
    scf.yield %sum : f32
  } else {
    %neg = "u.negf"(%sum) : (f32) -> f32
    scf.yield %neg : f32
  }
  %w = scf.while (%arg = %r) : (f32) -> f32 {
    %c = "u.cmpf"(%arg, %init) : (f32, f32) -> i1
    scf.condition(%c) %arg : f32
  } do {
  ^bb0(%arg2: f32):
    scf.yield %arg2 : f32
  }
  return %w : f32
}
