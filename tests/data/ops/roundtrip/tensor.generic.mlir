"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xi32>, tensor<*xf32>, tensor<?x4xf32>) -> tensor<4xf32>, sym_name = "casts"}> ({
  ^bb0(%arg37: tensor<4xi32>, %arg38: tensor<*xf32>, %arg39: tensor<?x4xf32>):
    %35 = "tensor.bitcast"(%arg37) : (tensor<4xi32>) -> tensor<4xf32>
    %36 = "tensor.bitcast"(%arg37) : (tensor<4xi32>) -> tensor<?xui32>
    %37 = "tensor.cast"(%arg38) : (tensor<*xf32>) -> tensor<?x?xf32>
    %38 = "tensor.cast"(%arg39) : (tensor<?x4xf32>) -> tensor<2x?xf32>
    %39 = "tensor.cast"(%38) : (tensor<2x?xf32>) -> tensor<*xf32>
    "func.return"(%35) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x?xf32>, tensor<*xf32>, index, index) -> index, sym_name = "shapes"}> ({
  ^bb0(%arg33: tensor<4x?xf32>, %arg34: tensor<*xf32>, %arg35: index, %arg36: index):
    %29 = "tensor.dim"(%arg33, %arg35) : (tensor<4x?xf32>, index) -> index
    %30 = "tensor.dim"(%arg34, %arg35) {tag} : (tensor<*xf32>, index) -> index
    %31 = "tensor.rank"(%arg34) : (tensor<*xf32>) -> index
    %32 = "tensor.rank"(%arg33) : (tensor<4x?xf32>) -> index
    %33 = "tensor.empty"(%arg36) : (index) -> tensor<2x?xf32>
    %34 = "tensor.empty"() : () -> tensor<3xi8, "encoding">
    "func.return"(%29) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>, f32, index, index, index) -> f32, sym_name = "elements"}> ({
  ^bb0(%arg28: tensor<2x3xf32>, %arg29: f32, %arg30: index, %arg31: index, %arg32: index):
    %22 = "tensor.extract"(%arg28, %arg30, %arg31) : (tensor<2x3xf32>, index, index) -> f32
    %23 = "tensor.insert"(%arg29, %arg28, %arg30, %arg31) : (f32, tensor<2x3xf32>, index, index) -> tensor<2x3xf32>
    %24 = "tensor.from_elements"(%arg29, %22) : (f32, f32) -> tensor<2xf32>
    %25 = "tensor.from_elements"() : () -> tensor<0xindex>
    %26 = "tensor.from_elements"(%arg30, %arg31, %arg30, %arg31) : (index, index, index, index) -> tensor<2x2xindex>
    %27 = "tensor.splat"(%arg29) : (f32) -> tensor<4x4xf32>
    %28 = "tensor.splat"(%arg29, %arg32, %arg32) {tag = 1 : i32} : (f32, index, index) -> tensor<?x3x?xf32>
    "func.return"(%22) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x?xf32>, tensor<?x4xf32>, tensor<2x4xf32>) -> tensor<?x4xf32>, sym_name = "concat"}> ({
  ^bb0(%arg25: tensor<3x?xf32>, %arg26: tensor<?x4xf32>, %arg27: tensor<2x4xf32>):
    %20 = "tensor.concat"(%arg25, %arg26, %arg27) <{dim = 0 : i64}> : (tensor<3x?xf32>, tensor<?x4xf32>, tensor<2x4xf32>) -> tensor<?x4xf32>
    %21 = "tensor.concat"(%arg27) <{dim = 1 : i64}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%20) : (tensor<?x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3x4xf32>, tensor<?x4xf32>, tensor<2xi32>, index) -> (), sym_name = "reshapes"}> ({
  ^bb0(%arg21: tensor<2x3x4xf32>, %arg22: tensor<?x4xf32>, %arg23: tensor<2xi32>, %arg24: index):
    %13 = "tensor.collapse_shape"(%arg21) <{reassociation = [[0, 1], [2]]}> : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
    %14 = "tensor.expand_shape"(%13) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 3, 4>}> : (tensor<6x4xf32>) -> tensor<2x3x4xf32>
    %15 = "tensor.expand_shape"(%arg22, %arg24) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: -9223372036854775808, 2, 2, 2>}> : (tensor<?x4xf32>, index) -> tensor<?x2x2x2xf32>
    %16 = "tensor.collapse_shape"(%15) <{reassociation = [[0, 1, 2, 3]]}> : (tensor<?x2x2x2xf32>) -> tensor<?xf32>
    %17 = "tensor.reshape"(%arg21, %arg23) : (tensor<2x3x4xf32>, tensor<2xi32>) -> tensor<6x4xf32>
    %18 = "tensor.reshape"(%13, %arg23) : (tensor<6x4xf32>, tensor<2xi32>) -> tensor<*xf32>
    %19 = "tensor.collapse_shape"(%14) <{reassociation = [[0, 1, 2]]}> : (tensor<2x3x4xf32>) -> tensor<24xf32>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16x4xf32>, tensor<4x4xf32>, index, index) -> tensor<8x16x4xf32>, sym_name = "slices"}> ({
  ^bb0(%arg17: tensor<8x16x4xf32>, %arg18: tensor<4x4xf32>, %arg19: index, %arg20: index):
    %9 = "tensor.extract_slice"(%arg17, %arg19, %arg20) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808, 0>, static_sizes = array<i64: 4, -9223372036854775808, 4>, static_strides = array<i64: 1, 2, 1>}> : (tensor<8x16x4xf32>, index, index) -> tensor<4x?x4xf32>
    %10 = "tensor.extract_slice"(%arg17) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 2, 0>, static_sizes = array<i64: 4, 1, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x16x4xf32>) -> tensor<4x4xf32>
    %11 = "tensor.insert_slice"(%arg18, %arg17, %arg19) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 4, 1, 4>, static_strides = array<i64: 1, 1, 1>}> {tag} : (tensor<4x4xf32>, tensor<8x16x4xf32>, index) -> tensor<8x16x4xf32>
    %12 = "tensor.extract_slice"(%arg17, %arg19) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0, -9223372036854775808>, static_sizes = array<i64: 1, 1, 1>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x16x4xf32>, index) -> tensor<1x1x1xf32>
    "func.return"(%11) : (tensor<8x16x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x5x6xf32>, tensor<1x3x2xindex>, tensor<1x3x2xi32>) -> tensor<4x5x6xf32>, sym_name = "gather_scatter"}> ({
  ^bb0(%arg14: tensor<4x5x6xf32>, %arg15: tensor<1x3x2xindex>, %arg16: tensor<1x3x2xi32>):
    %6 = "tensor.gather"(%arg14, %arg16) <{gather_dims = array<i64: 1, 2>, unique}> : (tensor<4x5x6xf32>, tensor<1x3x2xi32>) -> tensor<1x3x4x1x1xf32>
    %7 = "tensor.gather"(%arg14, %arg15) <{gather_dims = array<i64: 0, 2>}> {tag} : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x5xf32>
    %8 = "tensor.scatter"(%6, %arg14, %arg15) <{scatter_dims = array<i64: 1, 2>, unique}> : (tensor<1x3x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32>
    "func.return"(%8) : (tensor<4x5x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x?xf32>, f32, index, index) -> tensor<?x3xindex>, sym_name = "regions"}> ({
  ^bb0(%arg4: tensor<2x?xf32>, %arg5: f32, %arg6: index, %arg7: index):
    %2 = "tensor.generate"(%arg6) ({
    ^bb0(%arg12: index, %arg13: index):
      %5 = "arith.addi"(%arg12, %arg13) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "tensor.yield"(%5) : (index) -> ()
    }) : (index) -> tensor<?x3xindex>
    %3 = "tensor.pad"(%arg4, %arg7) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 2, 0>, static_low = array<i64: 1, -9223372036854775808>}> ({
    ^bb0(%arg10: index, %arg11: index):
      "tensor.yield"(%arg5) : (f32) -> ()
    }) : (tensor<2x?xf32>, index) -> tensor<5x?xf32>
    %4 = "tensor.pad"(%arg4) <{nofold, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0>, static_low = array<i64: 0, 0>}> ({
    ^bb0(%arg8: index, %arg9: index):
      "tensor.yield"(%arg5) : (f32) -> ()
    }) : (tensor<2x?xf32>) -> tensor<2x?xf32>
    "func.return"(%2) : (tensor<?x3xindex>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xf32>, tensor<2xf32>) -> tensor<8xf32>, sym_name = "parallel"}> ({
  ^bb0(%arg0: tensor<8xf32>, %arg1: tensor<2xf32>):
    %0 = "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg2: index, %arg3: tensor<8xf32>):
      %1 = "arith.muli"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg1, %arg3, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<8xf32>, index) -> ()
      }) : () -> ()
    }) : (tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%0) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

