#loc2 = props.mlir:2:18
#loc3 = props.mlir:2:37
#loc4 = props.mlir:2:48
#loc5 = props.mlir:2:57
module {
  func.func @props(%arg0: memref<4xf32> props.mlir:2:18, %arg1: index props.mlir:2:37, %arg2: i32 props.mlir:2:48, %arg3: i32 props.mlir:2:57) {
    %0 = "u.load"(%arg0, %arg1) {nontemporal = true} : (memref<4xf32>, index) -> f32 props.mlir:3:8
    %cst = arith.constant {disc.a = 2 : i64, disc.z = 1 : i64} dense<[1, 2]> : tensor<2xi32> props.mlir:4:8
    %1 = "u.unreg"(%arg2) <{other = @sym, prop = [1, 2]}> {a = 2 : i64, b = 1 : i64} : (i32) -> i32 props.mlir:5:8
    "u.unreg_props_only"() <{x = 1 : i32}> : () -> () props.mlir:6:3
    "u.any_attr_as_props"() <5 : i32> : () -> () props.mlir:7:3
    return props.mlir:8:3
  } props.mlir:2:1
} props.mlir:0:0
#loc = props.mlir:0:0
#loc1 = props.mlir:2:1
#loc6 = props.mlir:3:8
#loc7 = props.mlir:4:8
#loc8 = props.mlir:5:8
#loc9 = props.mlir:6:3
#loc10 = props.mlir:7:3
#loc11 = props.mlir:8:3

