#loc2 = scf_hooks.mlir:3:18
#loc3 = scf_hooks.mlir:3:30
#loc4 = scf_hooks.mlir:3:42
#loc5 = scf_hooks.mlir:3:61
#loc19 = scf_hooks.mlir:21:8
module {
  func.func @loops(%arg0: index scf_hooks.mlir:3:18, %arg1: index scf_hooks.mlir:3:30, %arg2: memref<?xf32> scf_hooks.mlir:3:42, %arg3: f32 scf_hooks.mlir:3:61) -> f32 {
    %c1 = arith.constant 1 : index scf_hooks.mlir:4:9
    %0 = scf.for %arg4 = %arg0 to %arg1 step %c1 iter_args(%arg5 = %arg3) -> (f32) {
      %4 = "u.load"(%arg2, %arg4) : (memref<?xf32>, index) -> f32 scf_hooks.mlir:6:10
      %5 = "u.addf"(%arg5, %4) : (f32, f32) -> f32 scf_hooks.mlir:7:10
      scf.yield %5 : f32 scf_hooks.mlir:8:5
    } scf_hooks.mlir:5:10
    %1 = "u.cmpf"(%0, %arg3) : (f32, f32) -> i1 scf_hooks.mlir:10:11
    %2 = scf.if %1 -> (f32) {
      scf.yield %0 : f32 scf_hooks.mlir:12:5
    } else {
      %4 = "u.negf"(%0) : (f32) -> f32 scf_hooks.mlir:14:12
      scf.yield %4 : f32 scf_hooks.mlir:15:5
    } scf_hooks.mlir:11:8
    %3 = scf.while (%arg4 = %2) : (f32) -> f32 {
      %4 = "u.cmpf"(%arg4, %arg3) : (f32, f32) -> i1 scf_hooks.mlir:18:10
      scf.condition(%4) %arg4 : f32 scf_hooks.mlir:19:5
    } do {
    ^bb0(%arg4: f32 scf_hooks.mlir:21:8):
      scf.yield %arg4 : f32 scf_hooks.mlir:22:5
    } scf_hooks.mlir:17:8
    return %3 : f32 scf_hooks.mlir:24:3
  } scf_hooks.mlir:3:1
} scf_hooks.mlir:0:0
#loc = scf_hooks.mlir:0:0
#loc1 = scf_hooks.mlir:3:1
#loc6 = scf_hooks.mlir:4:9
#loc7 = scf_hooks.mlir:5:10
#loc8 = scf_hooks.mlir:6:10
#loc9 = scf_hooks.mlir:7:10
#loc10 = scf_hooks.mlir:8:5
#loc11 = scf_hooks.mlir:10:11
#loc12 = scf_hooks.mlir:11:8
#loc13 = scf_hooks.mlir:12:5
#loc14 = scf_hooks.mlir:14:12
#loc15 = scf_hooks.mlir:15:5
#loc16 = scf_hooks.mlir:17:8
#loc17 = scf_hooks.mlir:18:10
#loc18 = scf_hooks.mlir:19:5
#loc20 = scf_hooks.mlir:22:5
#loc21 = scf_hooks.mlir:24:3

