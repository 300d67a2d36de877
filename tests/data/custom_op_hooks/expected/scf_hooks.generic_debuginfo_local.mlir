"builtin.module"() ({
  "func.func"() <{function_type = (index, index, memref<?xf32>, f32) -> f32, sym_name = "loops"}> ({
  ^bb0(%arg0: index loc("scf_hooks.mlir":3:18), %arg1: index loc("scf_hooks.mlir":3:30), %arg2: memref<?xf32> loc("scf_hooks.mlir":3:42), %arg3: f32 loc("scf_hooks.mlir":3:61)):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index loc("scf_hooks.mlir":4:9)
    %1 = "scf.for"(%arg0, %arg1, %0, %arg3) ({
    ^bb0(%arg6: index loc("scf_hooks.mlir":5:18), %arg7: f32 loc("scf_hooks.mlir":5:53)):
      %7 = "u.load"(%arg2, %arg6) : (memref<?xf32>, index) -> f32 loc("scf_hooks.mlir":6:10)
      %8 = "u.addf"(%arg7, %7) : (f32, f32) -> f32 loc("scf_hooks.mlir":7:10)
      "scf.yield"(%8) : (f32) -> () loc("scf_hooks.mlir":8:5)
    }) : (index, index, index, f32) -> f32 loc("scf_hooks.mlir":5:10)
    %2 = "u.cmpf"(%1, %arg3) : (f32, f32) -> i1 loc("scf_hooks.mlir":10:11)
    %3 = "scf.if"(%2) ({
      "scf.yield"(%1) : (f32) -> () loc("scf_hooks.mlir":12:5)
    }, {
      %6 = "u.negf"(%1) : (f32) -> f32 loc("scf_hooks.mlir":14:12)
      "scf.yield"(%6) : (f32) -> () loc("scf_hooks.mlir":15:5)
    }) : (i1) -> f32 loc("scf_hooks.mlir":11:8)
    %4 = "scf.while"(%3) ({
    ^bb0(%arg5: f32 loc("scf_hooks.mlir":17:19)):
      %5 = "u.cmpf"(%arg5, %arg3) : (f32, f32) -> i1 loc("scf_hooks.mlir":18:10)
      "scf.condition"(%5, %arg5) : (i1, f32) -> () loc("scf_hooks.mlir":19:5)
    }, {
    ^bb0(%arg4: f32 loc("scf_hooks.mlir":21:8)):
      "scf.yield"(%arg4) : (f32) -> () loc("scf_hooks.mlir":22:5)
    }) : (f32) -> f32 loc("scf_hooks.mlir":17:8)
    "func.return"(%4) : (f32) -> () loc("scf_hooks.mlir":24:3)
  }) : () -> () loc("scf_hooks.mlir":3:1)
}) : () -> () loc("scf_hooks.mlir":0:0)
