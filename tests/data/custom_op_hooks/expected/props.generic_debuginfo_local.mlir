"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, index, i32, i32) -> (), sym_name = "props"}> ({
  ^bb0(%arg0: memref<4xf32> loc("props.mlir":2:18), %arg1: index loc("props.mlir":2:37), %arg2: i32 loc("props.mlir":2:48), %arg3: i32 loc("props.mlir":2:57)):
    %0 = "u.load"(%arg0, %arg1) {nontemporal = true} : (memref<4xf32>, index) -> f32 loc("props.mlir":3:8)
    %1 = "arith.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> {disc.a = 2 : i64, disc.z = 1 : i64} : () -> tensor<2xi32> loc("props.mlir":4:8)
    %2 = "u.unreg"(%arg2) <{other = @sym, prop = [1, 2]}> {a = 2 : i64, b = 1 : i64} : (i32) -> i32 loc("props.mlir":5:8)
    "u.unreg_props_only"() <{x = 1 : i32}> : () -> () loc("props.mlir":6:3)
    "u.any_attr_as_props"() <5 : i32> : () -> () loc("props.mlir":7:3)
    "func.return"() : () -> () loc("props.mlir":8:3)
  }) : () -> () loc("props.mlir":2:1)
}) : () -> () loc("props.mlir":0:0)
