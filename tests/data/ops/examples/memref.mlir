// The memref dialect: allocation, deallocation, loads, stores, dim, cast, subview.
func.func @alloc_dealloc(%n: index, %m: index) {
  %a = memref.alloc() : memref<4x8xf32>
  %b = memref.alloc(%n) : memref<?x8xf32>
  %c = memref.alloc(%n, %m) {alignment = 64 : i64} : memref<?x?xi32>
  %d = memref.alloc()[%n] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %e = memref.alloc() : memref<2xi8, 1>
  memref.dealloc %a : memref<4x8xf32>
  memref.dealloc %b : memref<?x8xf32>
  memref.dealloc %c : memref<?x?xi32>
  memref.dealloc %d : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  memref.dealloc %e : memref<2xi8, 1>
  return
}

func.func @alloca(%n: index) -> f64 {
  %s = memref.alloca() : memref<f64>
  %v = memref.alloca(%n) {alignment = 16 : i64} : memref<?xvector<4xi32>>
  %x = memref.load %s[] : memref<f64>
  memref.store %x, %s[] : memref<f64>
  return %x : f64
}

func.func @load_store(%m: memref<4x?xi32>, %i: index, %j: index) -> i32 {
  %v = memref.load %m[%i, %j] : memref<4x?xi32>
  %w = arith.addi %v, %v : i32
  memref.store %w, %m[%j, %i] : memref<4x?xi32>
  %nt = memref.load %m[%i, %i] {nontemporal = true} : memref<4x?xi32>
  memref.store %nt, %m[%i, %i] {nontemporal = false} : memref<4x?xi32>
  return %nt : i32
}

func.func @dims_and_casts(%m: memref<?x4xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x4xf32>
  %d1 = memref.dim %m, %c1 : memref<?x4xf32>
  %static = memref.cast %m : memref<?x4xf32> to memref<16x4xf32>
  %dyn = memref.cast %static : memref<16x4xf32> to memref<?x?xf32>
  %unranked = memref.cast %dyn : memref<?x?xf32> to memref<*xf32>
  %back = memref.cast %unranked : memref<*xf32> to memref<?x4xf32>
  return %d0, %d1 : index, index
}

func.func @subview(%m: memref<8x16xf32>, %o: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
  %s = memref.subview %m[%o, 4] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %s : memref<4x4xf32, strided<[16, 1], offset: ?>>
}

// The generic forms.
func.func @generic(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %m = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
  %v = "memref.load"(%m, %c0) : (memref<?xf32>, index) -> f32
  "memref.store"(%v, %m, %c0) <{nontemporal = false}> : (f32, memref<?xf32>, index) -> ()
  %d = "memref.dim"(%m, %c0) : (memref<?xf32>, index) -> index
  %a = "memref.alloca"() <{alignment = 8 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
  %c = "memref.cast"(%a) : (memref<2xf32>) -> memref<?xf32>
  "memref.dealloc"(%m) : (memref<?xf32>) -> ()
  return %v : f32
}
