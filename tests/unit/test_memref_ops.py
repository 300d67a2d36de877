"""The memref operations completed for MLIR 22 (defs/memref.yaml: dma_start, dma_wait,
generic_atomic_rmw, atomic_rmw, atomic_yield, prefetch, transpose, view, reinterpret_cast,
reshape, expand_shape, collapse_shape, extract_strided_metadata, extract_aligned_pointer_as_index,
distinct_objects, realloc, memory_space_cast, assume_alignment) against mlir-opt 22, and
their Python API: the builders that infer result types as upstream's do, and verifier
errors raised as VerifyError.

Every expected text below is what mlir-opt 22 printed for the input shown (run as
`input.mlir`; standard output for VALID, standard error for INVALID).
"""

from __future__ import annotations

from typing import Any

import pytest

from odsgen.dialects import builtin as b
from odsgen.dialects import memref
from odsgen.ir.core.diagnostics import VerifyError
from odsgen.ir.core.insertion import InsertionPoint
from odsgen.ir.numeric import affine
from odsgen.ir.verify.verifier import verify
from odsgen.opt import OptOptions, make_context
from tests.opt_helpers import run_file

VALID = (
    "func.func @f(%m: memref<4x4xf32>, %t: memref<1xi32>, %i: index, %v: f32, %b: memref<2048xi8>, %u: memref<*xf32>, %s: memref<1xi32>) {\n"
    "  memref.dma_start %m[%i, %i], %m[%i, %i], %i, %t[%i] : memref<4x4xf32>, memref<4x4xf32>, memref<1xi32>\n"
    "  memref.dma_start %m[%i, %i], %m[%i, %i], %i, %t[%i], %i, %i : memref<4x4xf32>, memref<4x4xf32>, memref<1xi32>\n"
    "  memref.dma_wait %t[%i], %i {x} : memref<1xi32>\n"
    "  %0 = memref.generic_atomic_rmw %m[%i, %i] : memref<4x4xf32> {\n"
    "  ^bb0(%old: f32):\n"
    "    %n = arith.addf %old, %v : f32\n"
    "    memref.atomic_yield %n : f32\n"
    "  } {foo = 1}\n"
    "  %1 = memref.atomic_rmw maxnumf %v, %m[%i, %i] {y} : (f32, memref<4x4xf32>) -> f32\n"
    "  memref.prefetch %m[%i, %i], read, locality<0>, instr : memref<4x4xf32>\n"
    "  %2 = memref.transpose %m (i, j) -> (j, i) {z = affine_map<(d0) -> (d0 * 2)>} : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>\n"
    "  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f32>, index, index, index, index, index\n"
    "  %3 = memref.view %b[%i][%i] : memref<2048xi8> to memref<?x4xf32>\n"
    "  %4 = memref.reinterpret_cast %u to offset: [%i], sizes: [4, %i], strides: [%i, 1] : memref<*xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>\n"
    "  %5 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 2, 4] : memref<4x4xf32> into memref<2x2x4xf32>\n"
    "  %6 = memref.collapse_shape %5 [[0, 1, 2]] : memref<2x2x4xf32> into memref<16xf32>\n"
    "  %7:2 = memref.distinct_objects %m, %b : memref<4x4xf32>, memref<2048xi8>\n"
    "  %8 = memref.realloc %s(%i) {alignment = 8} : memref<1xi32> to memref<?xi32>\n"
    "  %9 = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 3>\n"
    "  %10 = memref.assume_alignment %m, 64 : memref<4x4xf32>\n"
    "  %11 = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index\n"
    "  %12 = memref.reshape %6(%s) : (memref<16xf32>, memref<1xi32>) -> memref<?xf32>\n"
    "  return\n"
    "}\n"
)

DEFAULT = (
    "#map = affine_map<(d0) -> (d0 * 2)>\n"
    "module {\n"
    "  func.func @f(%arg0: memref<4x4xf32>, %arg1: memref<1xi32>, %arg2: index, %arg3: f32, %arg4: memref<2048xi8>, %arg5: memref<*xf32>, %arg6: memref<1xi32>) {\n"
    "    memref.dma_start %arg0[%arg2, %arg2], %arg0[%arg2, %arg2], %arg2, %arg1[%arg2] : memref<4x4xf32>, memref<4x4xf32>, memref<1xi32>\n"
    "    memref.dma_start %arg0[%arg2, %arg2], %arg0[%arg2, %arg2], %arg2, %arg1[%arg2], %arg2, %arg2 : memref<4x4xf32>, memref<4x4xf32>, memref<1xi32>\n"
    "    memref.dma_wait %arg1[%arg2], %arg2 {x} : memref<1xi32>\n"
    "    %0 = memref.generic_atomic_rmw %arg0[%arg2, %arg2] : memref<4x4xf32> {\n"
    "    ^bb0(%arg7: f32):\n"
    "      %4 = arith.addf %arg7, %arg3 : f32\n"
    "      memref.atomic_yield %4 : f32\n"
    "    } {foo = 1 : i64}\n"
    "    %1 = memref.atomic_rmw maxnumf %arg3, %arg0[%arg2, %arg2] {y} : (f32, memref<4x4xf32>) -> f32\n"
    "    memref.prefetch %arg0[%arg2, %arg2], read, locality<0>, instr : memref<4x4xf32>\n"
    "    %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) {z = #map} : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>\n"
    "    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x4xf32> -> memref<f32>, index, index, index, index, index\n"
    "    %view = memref.view %arg4[%arg2][%arg2] : memref<2048xi8> to memref<?x4xf32>\n"
    "    %reinterpret_cast = memref.reinterpret_cast %arg5 to offset: [%arg2], sizes: [4, %arg2], strides: [%arg2, 1] : memref<*xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>\n"
    "    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 2, 4] : memref<4x4xf32> into memref<2x2x4xf32>\n"
    "    %collapse_shape = memref.collapse_shape %expand_shape [[0, 1, 2]] : memref<2x2x4xf32> into memref<16xf32>\n"
    "    %2:2 = memref.distinct_objects %arg0, %arg4 : memref<4x4xf32>, memref<2048xi8>\n"
    "    %3 = memref.realloc %arg6(%arg2) {alignment = 8 : i64} : memref<1xi32> to memref<?xi32>\n"
    "    %memspacecast = memref.memory_space_cast %arg5 : memref<*xf32> to memref<*xf32, 3>\n"
    "    %assume_align = memref.assume_alignment %arg0, 64 : memref<4x4xf32>\n"
    "    %intptr = memref.extract_aligned_pointer_as_index %arg5 : memref<*xf32> -> index\n"
    "    %reshape = memref.reshape %collapse_shape(%arg6) : (memref<16xf32>, memref<1xi32>) -> memref<?xf32>\n"
    "    return\n"
    "  }\n"
    "}\n"
    "\n"
)

GENERIC = (
    "#map = affine_map<(d0, d1) -> (d1, d0)>\n"
    "#map1 = affine_map<(d0) -> (d0 * 2)>\n"
    '"builtin.module"() ({\n'
    '  "func.func"() <{function_type = (memref<4x4xf32>, memref<1xi32>, index, f32, memref<2048xi8>, memref<*xf32>, memref<1xi32>) -> (), sym_name = "f"}> ({\n'
    "  ^bb0(%arg0: memref<4x4xf32>, %arg1: memref<1xi32>, %arg2: index, %arg3: f32, %arg4: memref<2048xi8>, %arg5: memref<*xf32>, %arg6: memref<1xi32>):\n"
    '    "memref.dma_start"(%arg0, %arg2, %arg2, %arg0, %arg2, %arg2, %arg2, %arg1, %arg2) : (memref<4x4xf32>, index, index, memref<4x4xf32>, index, index, index, memref<1xi32>, index) -> ()\n'
    '    "memref.dma_start"(%arg0, %arg2, %arg2, %arg0, %arg2, %arg2, %arg2, %arg1, %arg2, %arg2, %arg2) : (memref<4x4xf32>, index, index, memref<4x4xf32>, index, index, index, memref<1xi32>, index, index, index) -> ()\n'
    '    "memref.dma_wait"(%arg1, %arg2, %arg2) {x} : (memref<1xi32>, index, index) -> ()\n'
    '    %0 = "memref.generic_atomic_rmw"(%arg0, %arg2, %arg2) ({\n'
    "    ^bb0(%arg7: f32):\n"
    '      %14 = "arith.addf"(%arg7, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32\n'
    '      "memref.atomic_yield"(%14) : (f32) -> ()\n'
    "    }) {foo = 1 : i64} : (memref<4x4xf32>, index, index) -> f32\n"
    '    %1 = "memref.atomic_rmw"(%arg3, %arg0, %arg2, %arg2) <{kind = 5 : i64}> {y} : (f32, memref<4x4xf32>, index, index) -> f32\n'
    '    "memref.prefetch"(%arg0, %arg2, %arg2) <{isDataCache = false, isWrite = false, localityHint = 0 : i32}> : (memref<4x4xf32>, index, index) -> ()\n'
    '    %2 = "memref.transpose"(%arg0) <{permutation = #map}> {z = #map1} : (memref<4x4xf32>) -> memref<4x4xf32, strided<[1, 4]>>\n'
    '    %3:6 = "memref.extract_strided_metadata"(%arg0) : (memref<4x4xf32>) -> (memref<f32>, index, index, index, index, index)\n'
    '    %4 = "memref.view"(%arg4, %arg2, %arg2) : (memref<2048xi8>, index, index) -> memref<?x4xf32>\n'
    '    %5 = "memref.reinterpret_cast"(%arg5, %arg2, %arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, 1>}> : (memref<*xf32>, index, index, index) -> memref<4x?xf32, strided<[?, 1], offset: ?>>\n'
    '    %6 = "memref.expand_shape"(%arg0) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 2, 4>}> : (memref<4x4xf32>) -> memref<2x2x4xf32>\n'
    '    %7 = "memref.collapse_shape"(%6) <{reassociation = [[0, 1, 2]]}> : (memref<2x2x4xf32>) -> memref<16xf32>\n'
    '    %8:2 = "memref.distinct_objects"(%arg0, %arg4) : (memref<4x4xf32>, memref<2048xi8>) -> (memref<4x4xf32>, memref<2048xi8>)\n'
    '    %9 = "memref.realloc"(%arg6, %arg2) <{alignment = 8 : i64}> : (memref<1xi32>, index) -> memref<?xi32>\n'
    '    %10 = "memref.memory_space_cast"(%arg5) : (memref<*xf32>) -> memref<*xf32, 3>\n'
    '    %11 = "memref.assume_alignment"(%arg0) <{alignment = 64 : i32}> : (memref<4x4xf32>) -> memref<4x4xf32>\n'
    '    %12 = "memref.extract_aligned_pointer_as_index"(%arg5) : (memref<*xf32>) -> index\n'
    '    %13 = "memref.reshape"(%7, %arg6) : (memref<16xf32>, memref<1xi32>) -> memref<?xf32>\n'
    '    "func.return"() : () -> ()\n'
    "  }) : () -> ()\n"
    "}) : () -> ()\n"
    "\n"
)

# name: (input, mlir-opt 22's standard error)
INVALID: dict[str, tuple[str, str]] = {
    "dma_start_one_stride_operand": (
        (
            "func.func @f(%m: memref<4x4xf32>, %t: memref<1xi32>, %i: index) {\n"
            "  memref.dma_start %m[%i, %i], %m[%i, %i], %i, %t[%i], %i : memref<4x4xf32>, memref<4x4xf32>, memref<1xi32>\n"
            "  return\n"
            "}\n"
        ),
        (
            "input.mlir:2:3: error: custom op 'memref.dma_start' expected two stride related operands\n"
            "  memref.dma_start %m[%i, %i], %m[%i, %i], %i, %t[%i], %i : memref<4x4xf32>, memref<4x4xf32>, memref<1xi32>\n"
            "  ^\n"
        ),
    ),
    "dma_start_two_types": (
        (
            "func.func @f(%m: memref<4x4xf32>, %t: memref<1xi32>, %i: index) {\n"
            "  memref.dma_start %m[%i, %i], %m[%i, %i], %i, %t[%i] : memref<4x4xf32>, memref<4x4xf32>\n"
            "  return\n"
            "}\n"
        ),
        (
            "input.mlir:2:3: error: custom op 'memref.dma_start' fewer/more types expected\n"
            "  memref.dma_start %m[%i, %i], %m[%i, %i], %i, %t[%i] : memref<4x4xf32>, memref<4x4xf32>\n"
            "  ^\n"
        ),
    ),
    "prefetch_locality_out_of_range": (
        (
            "func.func @f(%m: memref<4x4xf32>, %i: index) {\n"
            "  memref.prefetch %m[%i, %i], write, locality<4>, data : memref<4x4xf32>\n"
            "  return\n"
            "}\n"
        ),
        (
            "input.mlir:2:3: error: 'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3\n"
            "  memref.prefetch %m[%i, %i], write, locality<4>, data : memref<4x4xf32>\n"
            "  ^\n"
            'input.mlir:2:3: note: see current operation: "memref.prefetch"(%arg0, %arg1, %arg1) <{isDataCache = true, isWrite = true, localityHint = 4 : i32}> : (memref<4x4xf32>, index, index) -> ()\n'
        ),
    ),
    "prefetch_locality_not_integer": (
        (
            "func.func @f(%m: memref<4x4xf32>, %i: index) {\n"
            '  memref.prefetch %m[%i, %i], write, locality<"x">, data : memref<4x4xf32>\n'
            "  return\n"
            "}\n"
        ),
        (
            "input.mlir:2:47: error: custom op 'memref.prefetch' invalid kind of attribute specified\n"
            '  memref.prefetch %m[%i, %i], write, locality<"x">, data : memref<4x4xf32>\n'
            "                                              ^\n"
        ),
    ),
    "prefetch_not_a_memref": (
        (
            "func.func @f(%m: memref<4x4xf32>, %i: index) {\n"
            "  memref.prefetch %m[%i, %i], write, locality<1>, data : f32\n"
            "  return\n"
            "}\n"
        ),
        (
            "input.mlir:2:56: error: custom op 'memref.prefetch' invalid kind of type specified: expected builtin.memref, but found 'f32'\n"
            "  memref.prefetch %m[%i, %i], write, locality<1>, data : f32\n"
            "                                                       ^\n"
        ),
    ),
    "prefetch_too_few_indices": (
        (
            "func.func @f(%m: memref<4x4xf32>, %i: index) {\n"
            "  memref.prefetch %m[%i], write, locality<1>, data : memref<4x4xf32>\n"
            "  return\n"
            "}\n"
        ),
        (
            "input.mlir:2:3: error: 'memref.prefetch' op too few indices\n"
            "  memref.prefetch %m[%i], write, locality<1>, data : memref<4x4xf32>\n"
            "  ^\n"
            'input.mlir:2:3: note: see current operation: "memref.prefetch"(%arg0, %arg1) <{isDataCache = true, isWrite = true, localityHint = 1 : i32}> : (memref<4x4xf32>, index) -> ()\n'
        ),
    ),
    "transpose_result_not_memref": (
        (
            "func.func @f(%m: memref<4x4xf32>) {\n"
            "  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x4xf32> to f32\n"
            "  return\n"
            "}\n"
        ),
        (
            "input.mlir:2:8: error: 'memref.transpose' op result #0 must be strided memref of any type values, but got 'f32'\n"
            "  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x4xf32> to f32\n"
            "       ^\n"
            'input.mlir:2:8: note: see current operation: %0 = "memref.transpose"(%arg0) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<4x4xf32>) -> f32\n'
        ),
    ),
    "transpose_result_not_transposed": (
        (
            "func.func @f(%m: memref<4x4xf32>) {\n"
            "  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32>\n"
            "  return\n"
            "}\n"
        ),
        (
            "input.mlir:2:8: error: 'memref.transpose' op result type 'memref<4x4xf32>' is not equivalent to the canonical transposed input type 'memref<4x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 4)>>'\n"
            "  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32>\n"
            "       ^\n"
            'input.mlir:2:8: note: see current operation: %0 = "memref.transpose"(%arg0) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<4x4xf32>) -> memref<4x4xf32>\n'
        ),
    ),
    "generic_atomic_rmw_side_effect": (
        (
            "func.func @f(%m: memref<4x4xf32>, %i: index) {\n"
            "  %0 = memref.generic_atomic_rmw %m[%i, %i] : memref<4x4xf32> {\n"
            "  ^bb0(%old: f32):\n"
            "    memref.atomic_yield %old : f32\n"
            "  }\n"
            "  %1 = memref.generic_atomic_rmw %m[%i, %i] : memref<4x4xf32> {\n"
            "  ^bb0(%old: f32):\n"
            "    memref.store %old, %m[%i, %i] : memref<4x4xf32>\n"
            "    memref.atomic_yield %old : f32\n"
            "  }\n"
            "  return\n"
            "}\n"
        ),
        (
            "input.mlir:8:5: error: body of 'memref.generic_atomic_rmw' should contain only operations with no side effects\n"
            "    memref.store %old, %m[%i, %i] : memref<4x4xf32>\n"
            "    ^\n"
            'input.mlir:8:5: note: see current operation: "memref.store"(%arg2, %arg0, %arg1, %arg1) : (f32, memref<4x4xf32>, index, index) -> ()\n'
        ),
    ),
    "expand_shape_group_size": (
        (
            "func.func @f(%m: memref<4x4xf32>, %i: index) {\n"
            "  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 2, 4] : memref<4x4xf32> into memref<2x2x5xf32>\n"
            "  return\n"
            "}\n"
        ),
        (
            "input.mlir:2:8: error: 'memref.expand_shape' op collapsed dim size (4) must equal reassociation group size (5)\n"
            "  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 2, 4] : memref<4x4xf32> into memref<2x2x5xf32>\n"
            "       ^\n"
            'input.mlir:2:8: note: see current operation: %0 = "memref.expand_shape"(%arg0) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 2, 4>}> : (memref<4x4xf32>) -> memref<2x2x5xf32>\n'
        ),
    ),
    "collapse_shape_non_contiguous": (
        (
            "func.func @f(%m: memref<4x4xf32, strided<[4, 2]>>) {\n"
            "  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, strided<[4, 2]>> into memref<16xf32, strided<[2]>>\n"
            "  return\n"
            "}\n"
        ),
        (
            "input.mlir:2:8: error: 'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims\n"
            "  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, strided<[4, 2]>> into memref<16xf32, strided<[2]>>\n"
            "       ^\n"
            'input.mlir:2:8: note: see current operation: %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (memref<4x4xf32, strided<[4, 2]>>) -> memref<16xf32, strided<[2]>>\n'
        ),
    ),
    "subview_zero_size_dim_poisons_strides": (
        (
            "func.func @f(%m: memref<4x0x5xf32>) {\n"
            "  %0 = memref.subview %m[0, 0, 0] [1, 0, 5] [1, 1, 1] : memref<4x0x5xf32> to memref<1x0x5xf32, strided<[7, 5, 1]>>\n"
            "  return\n"
            "}\n"
        ),
        (
            "input.mlir:2:8: error: expected result type to be 'memref<1x0x5xf32, strided<[?, 5, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<1x0x5xf32, strided<[7, 5, 1]>>'\n"
            "  %0 = memref.subview %m[0, 0, 0] [1, 0, 5] [1, 1, 1] : memref<4x0x5xf32> to memref<1x0x5xf32, strided<[7, 5, 1]>>\n"
            "       ^\n"
            'input.mlir:2:8: note: see current operation: %0 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 0, 5>, static_strides = array<i64: 1, 1, 1>}> : (memref<4x0x5xf32>) -> memref<1x0x5xf32, strided<[7, 5, 1]>>\n'
        ),
    ),
    "subview_zero_offset_times_dynamic_stride": (
        (
            "func.func @f(%m: memref<?x?xf32>, %i: index) {\n"
            "  %0 = memref.subview %m[0, 1] [2, 1] [1, 1] : memref<?x?xf32> to memref<2x1xf32, strided<[?, ?]>>\n"
            "  return\n"
            "}\n"
        ),
        (
            "input.mlir:2:8: error: expected result type to be 'memref<2x1xf32, strided<[?, 1], offset: 1>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x1xf32, strided<[?, ?]>>'\n"
            "  %0 = memref.subview %m[0, 1] [2, 1] [1, 1] : memref<?x?xf32> to memref<2x1xf32, strided<[?, ?]>>\n"
            "       ^\n"
            'input.mlir:2:8: note: see current operation: %0 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 2, 1>, static_strides = array<i64: 1, 1>}> : (memref<?x?xf32>) -> memref<2x1xf32, strided<[?, ?]>>\n'
        ),
    ),
    "transpose_semi_affine_canonical_form": (
        (
            "func.func @f(%m: memref<8x?xf32>) {\n"
            "  %0 = memref.transpose %m (i, j) -> (i, j) : memref<8x?xf32> to memref<8x?xf32, strided<[4, 8]>>\n"
            "  return\n"
            "}\n"
        ),
        (
            "input.mlir:2:8: error: 'memref.transpose' op result type 'memref<8x?xf32, strided<[4, 8]>>' is not equivalent to the canonical transposed input type 'memref<8x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>'\n"
            "  %0 = memref.transpose %m (i, j) -> (i, j) : memref<8x?xf32> to memref<8x?xf32, strided<[4, 8]>>\n"
            "       ^\n"
            'input.mlir:2:8: note: see current operation: %0 = "memref.transpose"(%arg0) <{permutation = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<8x?xf32>) -> memref<8x?xf32, strided<[4, 8]>>\n'
        ),
    ),
    "cast_of_symbolic_floordiv_layout": (
        (
            "func.func @f(%m: memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0 floordiv 2)>>) {\n"
            "  %0 = memref.cast %m : memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0 floordiv 2)>> to memref<4x8xf32, strided<[?, ?], offset: ?>>\n"
            "  return\n"
            "}\n"
        ),
        (
            "input.mlir:2:8: error: 'memref.cast' op operand type 'memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0 floordiv 2)>>' and result type 'memref<4x8xf32, strided<[?, ?], offset: ?>>' are cast incompatible\n"
            "  %0 = memref.cast %m : memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0 floordiv 2)>> to memref<4x8xf32, strided<[?, ?], offset: ?>>\n"
            "       ^\n"
            'input.mlir:2:8: note: see current operation: %0 = "memref.cast"(%arg0) : (memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0 floordiv 2)>>) -> memref<4x8xf32, strided<[?, ?], offset: ?>>\n'
        ),
    ),
    "subview_of_symbolic_expression_stride": (
        (
            "func.func @f(%m: memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * (s0 + 1) + d1)>>) {\n"
            "  %0 = memref.subview %m[1, 2] [2, 2] [1, 1] : memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * (s0 + 1) + d1)>> to memref<2x2xf32, strided<[1, 1]>>\n"
            "  return\n"
            "}\n"
        ),
        (
            "input.mlir:2:8: error: expected result type to be 'memref<2x2xf32, strided<[?, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32, strided<[1, 1]>>'\n"
            "  %0 = memref.subview %m[1, 2] [2, 2] [1, 1] : memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * (s0 + 1) + d1)>> to memref<2x2xf32, strided<[1, 1]>>\n"
            "       ^\n"
            'input.mlir:2:8: note: see current operation: %0 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 2>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * (s0 + 1) + d1)>>) -> memref<2x2xf32, strided<[1, 1]>>\n'
        ),
    ),
    "extract_strided_metadata_inferred_types": (
        (
            "func.func @f(%m: memref<4x4xf32>) {\n"
            '  %0:6 = "memref.extract_strided_metadata"(%m) : (memref<4x4xf32>) -> (memref<f16>, index, index, index, index, index)\n'
            "  return\n"
            "}\n"
        ),
        (
            "input.mlir:2:10: error: 'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f16>', 'index', 'index', 'index', 'index', 'index'\n"
            '  %0:6 = "memref.extract_strided_metadata"(%m) : (memref<4x4xf32>) -> (memref<f16>, index, index, index, index, index)\n'
            "         ^\n"
            "input.mlir:2:10: error: 'memref.extract_strided_metadata' op failed to infer returned types\n"
            '  %0:6 = "memref.extract_strided_metadata"(%m) : (memref<4x4xf32>) -> (memref<f16>, index, index, index, index, index)\n'
            "         ^\n"
            'input.mlir:2:10: note: see current operation: %0:6 = "memref.extract_strided_metadata"(%arg0) : (memref<4x4xf32>) -> (memref<f16>, index, index, index, index, index)\n'
        ),
    ),
    "extract_strided_metadata_result_count": (
        (
            "func.func @f(%m: memref<4x4xf32>) {\n"
            "  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>\n"
            "  %1 = memref.extract_strided_metadata %0 : memref<4x4xf32, strided<[1, 4]>> -> memref<f32>, index, index, index, index, index\n"
            "  return\n"
            "}\n"
        ),
        (
            "input.mlir:3:3: error: operation defines 6 results but was provided 1 to bind\n"
            "  %1 = memref.extract_strided_metadata %0 : memref<4x4xf32, strided<[1, 4]>> -> memref<f32>, index, index, index, index, index\n"
            "  ^\n"
        ),
    ),
}


@pytest.mark.parametrize(
    "flags, expected",
    [([], DEFAULT), (["--mlir-print-op-generic"], GENERIC)],
    ids=["default", "generic"],
)
def test_prints_like_mlir_opt(flags: list[str], expected: str) -> None:
    assert run_file(flags, VALID.encode()) == (expected.encode(), b"", 0)


@pytest.mark.parametrize("text", [DEFAULT, GENERIC], ids=["from_default", "from_generic"])
def test_outputs_read_back(text: str) -> None:
    assert run_file([], text.encode()) == (DEFAULT.encode(), b"", 0)


@pytest.mark.parametrize("name", list(INVALID))
def test_invalid(name: str) -> None:
    text, stderr = INVALID[name]
    assert run_file([], text.encode()) == (b"", stderr.encode(), 1)


# -- the Python API --------------------------------------------------------------------------


def _function(text: str) -> tuple[Any, Any, list[Any]]:
    """The context, the module and the arguments of its one function `@f`."""
    context = make_context(OptOptions())
    module = context.parse_module(text, filename="t.mlir")
    func = module.regions[0].blocks[0].operations[0]
    return context, module, list(func.regions[0].blocks[0].arguments)


def test_builders_infer_result_types() -> None:
    context, module, (m, s) = _function(
        "func.func @f(%m: memref<4x6xf32>, %s: memref<4x6xf32, strided<[12, 2], offset: 3>>) {\n"
        "  return\n"
        "}\n"
    )
    metadata = memref.ExtractStridedMetadataOp.build_inferred(context, s)
    assert [str(r.type) for r in metadata.results] == ["memref<f32>"] + ["index"] * 5
    permutation = affine.AffineMap.get(2, 0, [affine.dim(1), affine.dim(0)])
    transpose = memref.TransposeOp.build_inferred(
        context, s, b.AffineMapAttr.get(context, permutation)
    )
    assert str(transpose.results[0].type) == "memref<6x4xf32, strided<[2, 12], offset: 3>>"
    collapse = memref.CollapseShapeOp.build_inferred(context, m, [[0, 1]])
    assert str(collapse.results[0].type) == "memref<24xf32>"
    subview = memref.SubViewOp.build_inferred(context, s, [1, 2], [2, 2], [1, 2])
    assert str(subview.results[0].type) == "memref<2x2xf32, strided<[12, 4], offset: 19>>"
    assert metadata.verify() and transpose.verify() and collapse.verify() and subview.verify()


def test_verifier_errors_are_raised() -> None:
    context, module, (m, i) = _function(
        "func.func @f(%m: memref<4x6xf32>, %i: index) {\n" "  return\n" "}\n"
    )
    block = module.regions[0].blocks[0].operations[0].regions[0].blocks[0]
    before_return = InsertionPoint(block.operations[0])
    op = memref.AssumeAlignmentOp.build(context, m, 12, ip=before_return)
    with pytest.raises(VerifyError) as info:
        verify(module, context)
    assert "'memref.assume_alignment' op alignment must be power of 2" in str(info.value)
    op.erase()
    memref.DmaWaitOp.build(context, m, i, tag_indices=[i], ip=before_return)
    with pytest.raises(VerifyError) as info:
        verify(module, context)
    assert (
        "'memref.dma_wait' op expected tagIndices to have the same number of elements as the "
        "tagMemRef rank, expected 2, but got 1"
    ) in str(info.value)
