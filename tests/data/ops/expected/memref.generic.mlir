#map = affine_map<(d0)[s0] -> (d0 + s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (), sym_name = "alloc_dealloc"}> ({
  ^bb0(%arg8: index, %arg9: index):
    %21 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8xf32>
    %22 = "memref.alloc"(%arg8) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x8xf32>
    %23 = "memref.alloc"(%arg8, %arg9) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<?x?xi32>
    %24 = "memref.alloc"(%arg8) <{operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<4xf32, #map>
    %25 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi8, 1>
    "memref.dealloc"(%21) : (memref<4x8xf32>) -> ()
    "memref.dealloc"(%22) : (memref<?x8xf32>) -> ()
    "memref.dealloc"(%23) : (memref<?x?xi32>) -> ()
    "memref.dealloc"(%24) : (memref<4xf32, #map>) -> ()
    "memref.dealloc"(%25) : (memref<2xi8, 1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> f64, sym_name = "alloca"}> ({
  ^bb0(%arg7: index):
    %18 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f64>
    %19 = "memref.alloca"(%arg7) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xvector<4xi32>>
    %20 = "memref.load"(%18) : (memref<f64>) -> f64
    "memref.store"(%20, %18) : (f64, memref<f64>) -> ()
    "func.return"(%20) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x?xi32>, index, index) -> i32, sym_name = "load_store"}> ({
  ^bb0(%arg4: memref<4x?xi32>, %arg5: index, %arg6: index):
    %15 = "memref.load"(%arg4, %arg5, %arg6) : (memref<4x?xi32>, index, index) -> i32
    %16 = "arith.addi"(%15, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "memref.store"(%16, %arg4, %arg6, %arg5) : (i32, memref<4x?xi32>, index, index) -> ()
    %17 = "memref.load"(%arg4, %arg5, %arg5) <{nontemporal = true}> : (memref<4x?xi32>, index, index) -> i32
    "memref.store"(%17, %arg4, %arg5, %arg5) <{nontemporal = false}> : (i32, memref<4x?xi32>, index, index) -> ()
    "func.return"(%17) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x4xf32>) -> (index, index), sym_name = "dims_and_casts"}> ({
  ^bb0(%arg3: memref<?x4xf32>):
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "memref.dim"(%arg3, %7) : (memref<?x4xf32>, index) -> index
    %10 = "memref.dim"(%arg3, %8) : (memref<?x4xf32>, index) -> index
    %11 = "memref.cast"(%arg3) : (memref<?x4xf32>) -> memref<16x4xf32>
    %12 = "memref.cast"(%11) : (memref<16x4xf32>) -> memref<?x?xf32>
    %13 = "memref.cast"(%12) : (memref<?x?xf32>) -> memref<*xf32>
    %14 = "memref.cast"(%13) : (memref<*xf32>) -> memref<?x4xf32>
    "func.return"(%9, %10) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x16xf32>, index) -> memref<4x4xf32, strided<[16, 1], offset: ?>>, sym_name = "subview"}> ({
  ^bb0(%arg1: memref<8x16xf32>, %arg2: index):
    %6 = "memref.subview"(%arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 4>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>, index) -> memref<4x4xf32, strided<[16, 1], offset: ?>>
    "func.return"(%6) : (memref<4x4xf32, strided<[16, 1], offset: ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> f32, sym_name = "generic"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "memref.alloc"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
    %2 = "memref.load"(%1, %0) : (memref<?xf32>, index) -> f32
    "memref.store"(%2, %1, %0) <{nontemporal = false}> : (f32, memref<?xf32>, index) -> ()
    %3 = "memref.dim"(%1, %0) : (memref<?xf32>, index) -> index
    %4 = "memref.alloca"() <{alignment = 8 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
    %5 = "memref.cast"(%4) : (memref<2xf32>) -> memref<?xf32>
    "memref.dealloc"(%1) : (memref<?xf32>) -> ()
    "func.return"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

