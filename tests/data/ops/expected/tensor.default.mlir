module {
  func.func @casts(%arg0: tensor<4xi32>, %arg1: tensor<*xf32>, %arg2: tensor<?x4xf32>) -> tensor<4xf32> {
    %0 = tensor.bitcast %arg0 : tensor<4xi32> to tensor<4xf32>
    %1 = tensor.bitcast %arg0 : tensor<4xi32> to tensor<?xui32>
    %cast = tensor.cast %arg1 : tensor<*xf32> to tensor<?x?xf32>
    %cast_0 = tensor.cast %arg2 : tensor<?x4xf32> to tensor<2x?xf32>
    %cast_1 = tensor.cast %cast_0 : tensor<2x?xf32> to tensor<*xf32>
    return %0 : tensor<4xf32>
  }
  func.func @shapes(%arg0: tensor<4x?xf32>, %arg1: tensor<*xf32>, %arg2: index, %arg3: index) -> index {
    %dim = tensor.dim %arg0, %arg2 : tensor<4x?xf32>
    %dim_0 = tensor.dim {tag} %arg1, %arg2 : tensor<*xf32>
    %rank = tensor.rank %arg1 : tensor<*xf32>
    %rank_1 = tensor.rank %arg0 : tensor<4x?xf32>
    %0 = tensor.empty(%arg3) : tensor<2x?xf32>
    %1 = tensor.empty() : tensor<3xi8, "encoding">
    return %dim : index
  }
  func.func @elements(%arg0: tensor<2x3xf32>, %arg1: f32, %arg2: index, %arg3: index, %arg4: index) -> f32 {
    %extracted = tensor.extract %arg0[%arg2, %arg3] : tensor<2x3xf32>
    %inserted = tensor.insert %arg1 into %arg0[%arg2, %arg3] : tensor<2x3xf32>
    %from_elements = tensor.from_elements %arg1, %extracted : tensor<2xf32>
    %from_elements_0 = tensor.from_elements  : tensor<0xindex>
    %from_elements_1 = tensor.from_elements %arg2, %arg3, %arg2, %arg3 : tensor<2x2xindex>
    %splat = tensor.splat %arg1 : tensor<4x4xf32>
    %splat_2 = tensor.splat %arg1[%arg4, %arg4] {tag = 1 : i32} : tensor<?x3x?xf32>
    return %extracted : f32
  }
  func.func @concat(%arg0: tensor<3x?xf32>, %arg1: tensor<?x4xf32>, %arg2: tensor<2x4xf32>) -> tensor<?x4xf32> {
    %concat = tensor.concat dim(0) %arg0, %arg1, %arg2 : (tensor<3x?xf32>, tensor<?x4xf32>, tensor<2x4xf32>) -> tensor<?x4xf32>
    %concat_0 = tensor.concat dim(1) %arg2 : (tensor<2x4xf32>) -> tensor<2x4xf32>
    return %concat : tensor<?x4xf32>
  }
  func.func @reshapes(%arg0: tensor<2x3x4xf32>, %arg1: tensor<?x4xf32>, %arg2: tensor<2xi32>, %arg3: index) {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
    %expanded_0 = tensor.expand_shape %arg1 [[0, 1], [2, 3]] output_shape [%arg3, 2, 2, 2] : tensor<?x4xf32> into tensor<?x2x2x2xf32>
    %collapsed_1 = tensor.collapse_shape %expanded_0 [[0, 1, 2, 3]] : tensor<?x2x2x2xf32> into tensor<?xf32>
    %reshape = tensor.reshape %arg0(%arg2) : (tensor<2x3x4xf32>, tensor<2xi32>) -> tensor<6x4xf32>
    %reshape_2 = tensor.reshape %collapsed(%arg2) : (tensor<6x4xf32>, tensor<2xi32>) -> tensor<*xf32>
    %collapsed_3 = tensor.collapse_shape %expanded [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
    return
  }
  func.func @slices(%arg0: tensor<8x16x4xf32>, %arg1: tensor<4x4xf32>, %arg2: index, %arg3: index) -> tensor<8x16x4xf32> {
    %extracted_slice = tensor.extract_slice %arg0[0, %arg2, 0] [4, %arg3, 4] [1, 2, 1] : tensor<8x16x4xf32> to tensor<4x?x4xf32>
    %extracted_slice_0 = tensor.extract_slice %arg0[0, 2, 0] [4, 1, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4xf32>
    %inserted_slice = tensor.insert_slice %arg1 into %arg0[%arg2, 0, 0] [4, 1, 4] [1, 1, 1] {tag} : tensor<4x4xf32> into tensor<8x16x4xf32>
    %extracted_slice_1 = tensor.extract_slice %arg0[0, 0, %arg2] [1, 1, 1] [1, 1, 1] : tensor<8x16x4xf32> to tensor<1x1x1xf32>
    return %inserted_slice : tensor<8x16x4xf32>
  }
  func.func @gather_scatter(%arg0: tensor<4x5x6xf32>, %arg1: tensor<1x3x2xindex>, %arg2: tensor<1x3x2xi32>) -> tensor<4x5x6xf32> {
    %gather = tensor.gather %arg0[%arg2] gather_dims([1, 2]) unique : (tensor<4x5x6xf32>, tensor<1x3x2xi32>) -> tensor<1x3x4x1x1xf32>
    %gather_0 = tensor.gather %arg0[%arg1] gather_dims([0, 2]) {tag} : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x5xf32>
    %scatter = tensor.scatter %gather into %arg0[%arg1] scatter_dims([1, 2]) unique : (tensor<1x3x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32>
    return %scatter : tensor<4x5x6xf32>
  }
  func.func @regions(%arg0: tensor<2x?xf32>, %arg1: f32, %arg2: index, %arg3: index) -> tensor<?x3xindex> {
    %generated = tensor.generate %arg2 {
    ^bb0(%arg4: index, %arg5: index):
      %0 = arith.addi %arg4, %arg5 : index
      tensor.yield %0 : index
    } : tensor<?x3xindex>
    %padded = tensor.pad %arg0 low[1, %arg3] high[2, 0] {
    ^bb0(%arg4: index, %arg5: index):
      tensor.yield %arg1 : f32
    } : tensor<2x?xf32> to tensor<5x?xf32>
    %padded_0 = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
    ^bb0(%arg4: index, %arg5: index):
      tensor.yield %arg1 : f32
    } : tensor<2x?xf32> to tensor<2x?xf32>
    return %generated : tensor<?x3xindex>
  }
  func.func @parallel(%arg0: tensor<8xf32>, %arg1: tensor<2xf32>) -> tensor<8xf32> {
    %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0) -> (tensor<8xf32>) {
      %1 = arith.muli %arg2, %arg2 : index
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %arg1 into %arg3[%1] [2] [1] : tensor<2xf32> into tensor<8xf32>
      }
    }
    return %0 : tensor<8xf32>
  }
}

