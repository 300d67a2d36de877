module {
  func.func @props(%arg0: memref<4xf32>, %arg1: index, %arg2: i32, %arg3: i32) {
    %0 = "u.load"(%arg0, %arg1) {nontemporal = true} : (memref<4xf32>, index) -> f32
    %cst = arith.constant {disc.a = 2 : i64, disc.z = 1 : i64} dense<[1, 2]> : tensor<2xi32>
    %1 = "u.unreg"(%arg2) <{other = @sym, prop = [1, 2]}> {a = 2 : i64, b = 1 : i64} : (i32) -> i32
    "u.unreg_props_only"() <{x = 1 : i32}> : () -> ()
    "u.any_attr_as_props"() <5 : i32> : () -> ()
    return
  }
}
