#loc2 = loc("scf_hooks.mlir":3:18)
#loc3 = loc("scf_hooks.mlir":3:30)
#loc4 = loc("scf_hooks.mlir":3:42)
#loc5 = loc("scf_hooks.mlir":3:61)
#loc19 = loc("scf_hooks.mlir":21:8)
module {
  func.func @loops(%arg0: index loc("scf_hooks.mlir":3:18), %arg1: index loc("scf_hooks.mlir":3:30), %arg2: memref<?xf32> loc("scf_hooks.mlir":3:42), %arg3: f32 loc("scf_hooks.mlir":3:61)) -> f32 {
    %c1 = arith.constant 1 : index loc(#loc6)
    %0 = scf.for %arg4 = %arg0 to %arg1 step %c1 iter_args(%arg5 = %arg3) -> (f32) {
      %4 = "u.load"(%arg2, %arg4) : (memref<?xf32>, index) -> f32 loc(#loc8)
      %5 = "u.addf"(%arg5, %4) : (f32, f32) -> f32 loc(#loc9)
      scf.yield %5 : f32 loc(#loc10)
    } loc(#loc7)
    %1 = "u.cmpf"(%0, %arg3) : (f32, f32) -> i1 loc(#loc11)
    %2 = scf.if %1 -> (f32) {
      scf.yield %0 : f32 loc(#loc13)
    } else {
      %4 = "u.negf"(%0) : (f32) -> f32 loc(#loc14)
      scf.yield %4 : f32 loc(#loc15)
    } loc(#loc12)
    %3 = scf.while (%arg4 = %2) : (f32) -> f32 {
      %4 = "u.cmpf"(%arg4, %arg3) : (f32, f32) -> i1 loc(#loc17)
      scf.condition(%4) %arg4 : f32 loc(#loc18)
    } do {
    ^bb0(%arg4: f32 loc("scf_hooks.mlir":21:8)):
      scf.yield %arg4 : f32 loc(#loc20)
    } loc(#loc16)
    return %3 : f32 loc(#loc21)
  } loc(#loc1)
} loc(#loc)
#loc = loc("scf_hooks.mlir":0:0)
#loc1 = loc("scf_hooks.mlir":3:1)
#loc6 = loc("scf_hooks.mlir":4:9)
#loc7 = loc("scf_hooks.mlir":5:10)
#loc8 = loc("scf_hooks.mlir":6:10)
#loc9 = loc("scf_hooks.mlir":7:10)
#loc10 = loc("scf_hooks.mlir":8:5)
#loc11 = loc("scf_hooks.mlir":10:11)
#loc12 = loc("scf_hooks.mlir":11:8)
#loc13 = loc("scf_hooks.mlir":12:5)
#loc14 = loc("scf_hooks.mlir":14:12)
#loc15 = loc("scf_hooks.mlir":15:5)
#loc16 = loc("scf_hooks.mlir":17:8)
#loc17 = loc("scf_hooks.mlir":18:10)
#loc18 = loc("scf_hooks.mlir":19:5)
#loc20 = loc("scf_hooks.mlir":22:5)
#loc21 = loc("scf_hooks.mlir":24:3)

