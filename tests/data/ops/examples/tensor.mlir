// The tensor dialect: every operation, in custom and generic forms.
func.func @casts(%a: tensor<4xi32>, %u: tensor<*xf32>, %d: tensor<?x4xf32>) -> tensor<4xf32> {
  %b = tensor.bitcast %a : tensor<4xi32> to tensor<4xf32>
  %c = tensor.bitcast %a : tensor<4xi32> to tensor<?xui32>
  %r = tensor.cast %u : tensor<*xf32> to tensor<?x?xf32>
  %s = tensor.cast %d : tensor<?x4xf32> to tensor<2x?xf32>
  %t = "tensor.cast"(%s) : (tensor<2x?xf32>) -> tensor<*xf32>
  return %b : tensor<4xf32>
}

func.func @shapes(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %i: index, %n: index) -> index {
  %d = tensor.dim %t, %i : tensor<4x?xf32>
  %e = tensor.dim {tag} %u, %i : tensor<*xf32>
  %r = tensor.rank %u : tensor<*xf32>
  %q = "tensor.rank"(%t) : (tensor<4x?xf32>) -> index
  %empty = tensor.empty(%n) : tensor<2x?xf32>
  %enc = tensor.empty() : tensor<3xi8, "encoding">
  return %d : index
}

func.func @elements(%t: tensor<2x3xf32>, %v: f32, %i: index, %j: index, %n: index) -> f32 {
  %x = tensor.extract %t[%i, %j] : tensor<2x3xf32>
  %y = tensor.insert %v into %t[%i, %j] : tensor<2x3xf32>
  %f = tensor.from_elements %v, %x : tensor<2xf32>
  %g = tensor.from_elements : tensor<0xindex>
  %h = "tensor.from_elements"(%i, %j, %i, %j) : (index, index, index, index) -> tensor<2x2xindex>
  %s = tensor.splat %v : tensor<4x4xf32>
  %sd = tensor.splat %v[%n, %n] {tag = 1 : i32} : tensor<?x3x?xf32>
  return %x : f32
}

func.func @concat(%a: tensor<3x?xf32>, %b: tensor<?x4xf32>, %c: tensor<2x4xf32>) -> tensor<?x4xf32> {
  %0 = tensor.concat dim(0) %a, %b, %c : (tensor<3x?xf32>, tensor<?x4xf32>, tensor<2x4xf32>) -> tensor<?x4xf32>
  %1 = tensor.concat dim(1) %c : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<?x4xf32>
}

func.func @reshapes(%a: tensor<2x3x4xf32>, %d: tensor<?x4xf32>, %s: tensor<2xi32>, %n: index) {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %e = tensor.expand_shape %c [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  %f = tensor.expand_shape %d [[0, 1], [2, 3]] output_shape [%n, 2, 2, 2] : tensor<?x4xf32> into tensor<?x2x2x2xf32>
  %g = tensor.collapse_shape %f [[0, 1, 2, 3]] : tensor<?x2x2x2xf32> into tensor<?xf32>
  %h = tensor.reshape %a(%s) : (tensor<2x3x4xf32>, tensor<2xi32>) -> tensor<6x4xf32>
  %u = tensor.reshape %c(%s) : (tensor<6x4xf32>, tensor<2xi32>) -> tensor<*xf32>
  %z = tensor.collapse_shape %e [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
  return
}

func.func @slices(%t: tensor<8x16x4xf32>, %small: tensor<4x4xf32>, %i: index, %j: index) -> tensor<8x16x4xf32> {
  %a = tensor.extract_slice %t[0, %i, 0] [4, %j, 4] [1, 2, 1] : tensor<8x16x4xf32> to tensor<4x?x4xf32>
  %b = tensor.extract_slice %t[0, 2, 0] [4, 1, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4xf32>
  %c = tensor.insert_slice %small into %t[%i, 0, 0] [4, 1, 4] [1, 1, 1] {tag} : tensor<4x4xf32> into tensor<8x16x4xf32>
  %d = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0, -9223372036854775808>, static_sizes = array<i64: 1, 1, 1>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x16x4xf32>, index) -> tensor<1x1x1xf32>
  return %c : tensor<8x16x4xf32>
}

func.func @gather_scatter(%src: tensor<4x5x6xf32>, %idx: tensor<1x3x2xindex>, %idx32: tensor<1x3x2xi32>) -> tensor<4x5x6xf32> {
  %g = tensor.gather %src[%idx32] gather_dims([1, 2]) unique : (tensor<4x5x6xf32>, tensor<1x3x2xi32>) -> tensor<1x3x4x1x1xf32>
  %r = tensor.gather %src[%idx] gather_dims([0, 2]) {tag} : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x5xf32>
  %s = tensor.scatter %g into %src[%idx] scatter_dims([1, 2]) unique : (tensor<1x3x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32>
  return %s : tensor<4x5x6xf32>
}

func.func @regions(%t: tensor<2x?xf32>, %v: f32, %n: index, %l: index) -> tensor<?x3xindex> {
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<?x3xindex>
  %p = tensor.pad %t low[1, %l] high[2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<2x?xf32> to tensor<5x?xf32>
  %q = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<2x?xf32> to tensor<2x?xf32>
  return %g : tensor<?x3xindex>
}

func.func @parallel(%t: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %off = arith.muli %i, %i : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
