module {
  func.func @loops(%arg0: index, %arg1: index, %arg2: memref<?xf32>, %arg3: f32) -> f32 {
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg4 = %arg0 to %arg1 step %c1 iter_args(%arg5 = %arg3) -> (f32) {
      %4 = "u.load"(%arg2, %arg4) : (memref<?xf32>, index) -> f32
      %5 = "u.addf"(%arg5, %4) : (f32, f32) -> f32
      scf.yield %5 : f32
    }
    %1 = "u.cmpf"(%0, %arg3) : (f32, f32) -> i1
    %2 = scf.if %1 -> (f32) {
      scf.yield %0 : f32
    } else {
      %4 = "u.negf"(%0) : (f32) -> f32
      scf.yield %4 : f32
    }
    %3 = scf.while (%arg4 = %2) : (f32) -> f32 {
      %4 = "u.cmpf"(%arg4, %arg3) : (f32, f32) -> i1
      scf.condition(%4) %arg4 : f32
    } do {
    ^bb0(%arg4: f32):
      scf.yield %arg4 : f32
    }
    return %3 : f32
  }
}
