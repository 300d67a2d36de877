#map = affine_map<(d0)[s0] -> (d0 + s0)>
module {
  func.func @alloc_dealloc(%arg0: index, %arg1: index) {
    %alloc = memref.alloc() : memref<4x8xf32>
    %alloc_0 = memref.alloc(%arg0) : memref<?x8xf32>
    %alloc_1 = memref.alloc(%arg0, %arg1) {alignment = 64 : i64} : memref<?x?xi32>
    %alloc_2 = memref.alloc()[%arg0] : memref<4xf32, #map>
    %alloc_3 = memref.alloc() : memref<2xi8, 1>
    memref.dealloc %alloc : memref<4x8xf32>
    memref.dealloc %alloc_0 : memref<?x8xf32>
    memref.dealloc %alloc_1 : memref<?x?xi32>
    memref.dealloc %alloc_2 : memref<4xf32, #map>
    memref.dealloc %alloc_3 : memref<2xi8, 1>
    return
  }
  func.func @alloca(%arg0: index) -> f64 {
    %alloca = memref.alloca() : memref<f64>
    %alloca_0 = memref.alloca(%arg0) {alignment = 16 : i64} : memref<?xvector<4xi32>>
    %0 = memref.load %alloca[] : memref<f64>
    memref.store %0, %alloca[] : memref<f64>
    return %0 : f64
  }
  func.func @load_store(%arg0: memref<4x?xi32>, %arg1: index, %arg2: index) -> i32 {
    %0 = memref.load %arg0[%arg1, %arg2] : memref<4x?xi32>
    %1 = arith.addi %0, %0 : i32
    memref.store %1, %arg0[%arg2, %arg1] : memref<4x?xi32>
    %2 = memref.load %arg0[%arg1, %arg1] {nontemporal = true} : memref<4x?xi32>
    memref.store %2, %arg0[%arg1, %arg1] : memref<4x?xi32>
    return %2 : i32
  }
  func.func @dims_and_casts(%arg0: memref<?x4xf32>) -> (index, index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x4xf32>
    %cast = memref.cast %arg0 : memref<?x4xf32> to memref<16x4xf32>
    %cast_1 = memref.cast %cast : memref<16x4xf32> to memref<?x?xf32>
    %cast_2 = memref.cast %cast_1 : memref<?x?xf32> to memref<*xf32>
    %cast_3 = memref.cast %cast_2 : memref<*xf32> to memref<?x4xf32>
    return %dim, %dim_0 : index, index
  }
  func.func @subview(%arg0: memref<8x16xf32>, %arg1: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
    %subview = memref.subview %arg0[%arg1, 4] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
    return %subview : memref<4x4xf32, strided<[16, 1], offset: ?>>
  }
  func.func @generic(%arg0: index) -> f32 {
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc(%arg0) : memref<?xf32>
    %0 = memref.load %alloc[%c0] : memref<?xf32>
    memref.store %0, %alloc[%c0] : memref<?xf32>
    %dim = memref.dim %alloc, %c0 : memref<?xf32>
    %alloca = memref.alloca() {alignment = 8 : i64} : memref<2xf32>
    %cast = memref.cast %alloca : memref<2xf32> to memref<?xf32>
    memref.dealloc %alloc : memref<?xf32>
    return %0 : f32
  }
}

