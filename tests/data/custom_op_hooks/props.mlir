// Inherent attributes stored as properties vs discardable attributes.
func.func @props(%m: memref<4xf32>, %i: index, %x: i32, %y: i32) {
  %v = "u.load"(%m, %i) {nontemporal = true} : (memref<4xf32>, index) -> f32
  %k = arith.constant {disc.z = 1 : i64, disc.a = 2 : i64} dense<[1, 2]> : tensor<2xi32>
  %r = "u.unreg"(%x) <{prop = [1, 2], other = @sym}> {b = 1, a = 2} : (i32) -> i32
  "u.unreg_props_only"() <{x = 1 : i32}> : () -> ()
  "u.any_attr_as_props"() <5 : i32> : () -> ()
  return
}
