"""The hand-written memref syntax (odsgen/dialect_hooks/memref.py) against mlir-opt 22:
memref.alloca_scope (hasCustomAssemblyFormat), custom<GlobalMemrefOpTypeAndInitialValue>
(memref.global) and custom<DynamicIndexList> (memref.subview), through the generated
classes of defs/memref.yaml and `odsgen opt` in-process.

Every expected text below is what mlir-opt 22 printed for the input shown (run as
`input.mlir`; standard output for VALID, standard error for INVALID).
"""

from __future__ import annotations

from typing import Any

import pytest

from odsgen.dialect_hooks import memref as hooks
from odsgen.ir.text.builtin_support import K_DYNAMIC
from odsgen.opt import OptOptions, make_context
from tests.opt_helpers import run_file


def _subview(lists: str) -> str:
    """A function whose subview of %m (with %i in scope) takes `lists`."""
    return (
        "func.func @f(%m: memref<8x16x4xf32>, %i: index) {\n"
        f"  %0 = memref.subview %m{lists} : memref<8x16x4xf32> to "
        "memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
        "  return\n"
        "}\n"
    )


VALID = """\
#d = dense<[1.0, 2.0]> : tensor<2xf32>
memref.global "private" @x : memref<2xf32> = dense<[0.0, 2.0]> {alignment = 64}
memref.global "private" @y : memref<4xi32>
memref.global @z : memref<3xf16> = uninitialized
memref.global constant @c : memref<2x3xi32, 1> = dense<7> {foo = "bar"}
memref.global "nested" @a : memref<2xf32> = #d
memref.global @r : memref<f32> = dense<"0x0000803F">
func.func @f(%m: memref<8x16x4xf32>, %i: index, %j: index) -> f32 {
  %g = memref.get_global @x : memref<2xf32>
  %0 = memref.subview %m[0, %i, 0] [8, 4, %j] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x?xf32, strided<[64, 4, 1], offset: ?>>
  %1 = memref.subview %m[0x2, [1], false] [1, 1, 1] [1, 1, 1] {foo} : memref<8x16x4xf32> to memref<1x1x1xf32, strided<[64, 4, 1], offset: 132>>
  %s = memref.alloca() : memref<f32>
  %2 = memref.subview %s[] [] [] : memref<f32> to memref<f32>
  %r = memref.alloca_scope -> f32 {
    %v = arith.constant 1.0 : f32
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  }
  %p:2 = memref.alloca_scope -> (f32, i32) {
    %v = arith.constant 2.0 : f32
    %w = arith.constant 3 : i32
    memref.alloca_scope.return %v, %w : f32, i32
  } {foo = 1}
  memref.alloca_scope -> () {
  } {bar}
  return %r : f32
}
"""

DEFAULT = """\
module {
  memref.global "private" @x : memref<2xf32> = dense<[0.000000e+00, 2.000000e+00]> {alignment = 64 : i64}
  memref.global "private" @y : memref<4xi32>
  memref.global @z : memref<3xf16> = uninitialized
  memref.global constant @c : memref<2x3xi32, 1> = dense<7> {foo = "bar"}
  memref.global "nested" @a : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
  memref.global @r : memref<f32> = dense<1.000000e+00>
  func.func @f(%arg0: memref<8x16x4xf32>, %arg1: index, %arg2: index) -> f32 {
    %0 = memref.get_global @x : memref<2xf32>
    %subview = memref.subview %arg0[0, %arg1, 0] [8, 4, %arg2] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x?xf32, strided<[64, 4, 1], offset: ?>>
    %subview_0 = memref.subview %arg0[2, 1, 0] [1, 1, 1] [1, 1, 1] {foo} : memref<8x16x4xf32> to memref<1x1x1xf32, strided<[64, 4, 1], offset: 132>>
    %alloca = memref.alloca() : memref<f32>
    %subview_1 = memref.subview %alloca[] [] [] : memref<f32> to memref<f32>
    %1 = memref.alloca_scope  -> (f32) {
      %cst = arith.constant 1.000000e+00 : f32
      memref.alloca_scope.return %cst : f32
    }
    memref.alloca_scope  {
      %alloca_2 = memref.alloca() : memref<4xf32>
    }
    %2:2 = memref.alloca_scope  -> (f32, i32) {
      %cst = arith.constant 2.000000e+00 : f32
      %c3_i32 = arith.constant 3 : i32
      memref.alloca_scope.return %cst, %c3_i32 : f32, i32
    } {foo = 1 : i64}
    memref.alloca_scope  {
    } {bar}
    return %1 : f32
  }
}

"""

GENERIC = """\
"builtin.module"() ({
  "memref.global"() <{alignment = 64 : i64, initial_value = dense<[0.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "x", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
  "memref.global"() <{sym_name = "y", sym_visibility = "private", type = memref<4xi32>}> : () -> ()
  "memref.global"() <{initial_value, sym_name = "z", type = memref<3xf16>}> : () -> ()
  "memref.global"() <{constant, initial_value = dense<7> : tensor<2x3xi32>, sym_name = "c", type = memref<2x3xi32, 1>}> {foo = "bar"} : () -> ()
  "memref.global"() <{initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "a", sym_visibility = "nested", type = memref<2xf32>}> : () -> ()
  "memref.global"() <{initial_value = dense<1.000000e+00> : tensor<f32>, sym_name = "r", type = memref<f32>}> : () -> ()
  "func.func"() <{function_type = (memref<8x16x4xf32>, index, index) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: memref<8x16x4xf32>, %arg1: index, %arg2: index):
    %0 = "memref.get_global"() <{name = @x}> : () -> memref<2xf32>
    %1 = "memref.subview"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808, 0>, static_sizes = array<i64: 8, 4, -9223372036854775808>, static_strides = array<i64: 1, 1, 1>}> : (memref<8x16x4xf32>, index, index) -> memref<8x4x?xf32, strided<[64, 4, 1], offset: ?>>
    %2 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 1, 0>, static_sizes = array<i64: 1, 1, 1>, static_strides = array<i64: 1, 1, 1>}> {foo} : (memref<8x16x4xf32>) -> memref<1x1x1xf32, strided<[64, 4, 1], offset: 132>>
    %3 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
    %4 = "memref.subview"(%3) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (memref<f32>) -> memref<f32>
    %5 = "memref.alloca_scope"() ({
      %10 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      "memref.alloca_scope.return"(%10) : (f32) -> ()
    }) : () -> f32
    "memref.alloca_scope"() ({
      %9 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
      "memref.alloca_scope.return"() : () -> ()
    }) : () -> ()
    %6:2 = "memref.alloca_scope"() ({
      %7 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
      %8 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      "memref.alloca_scope.return"(%7, %8) : (f32, i32) -> ()
    }) {foo = 1 : i64} : () -> (f32, i32)
    "memref.alloca_scope"() ({
      "memref.alloca_scope.return"() : () -> ()
    }) {bar} : () -> ()
    "func.return"(%5) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

"""

# name: (input, mlir-opt 22's standard error)
INVALID: dict[str, tuple[str, str]] = {
    "index_list_not_integer": (
        _subview("[0, x, 0] [8, 4, 1] [1, 1, 1]"),
        (
            "input.mlir:2:29: error: custom op 'memref.subview' expected integer value\n"
            "  %0 = memref.subview %m[0, x, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "                            ^\n"
            "input.mlir:2:8: error: custom op 'memref.subview' expected SSA value or integer\n"
            "  %0 = memref.subview %m[0, x, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "       ^\n"
        ),
    ),
    "index_list_float": (
        _subview("[0, 1.0, 0] [8, 4, 1] [1, 1, 1]"),
        (
            "input.mlir:2:29: error: custom op 'memref.subview' expected integer value\n"
            "  %0 = memref.subview %m[0, 1.0, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "                            ^\n"
            "input.mlir:2:8: error: custom op 'memref.subview' expected SSA value or integer\n"
            "  %0 = memref.subview %m[0, 1.0, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "       ^\n"
        ),
    ),
    "index_list_missing_comma": (
        _subview("[0, 1 0] [8, 4, 1] [1, 1, 1]"),
        (
            "input.mlir:2:30: error: expected ']' in dynamic index list\n"
            "  %0 = memref.subview %m[0, 1 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "                             ^\n"
            "input.mlir:2:8: error: custom op 'memref.subview' expected SSA value or integer\n"
            "  %0 = memref.subview %m[0, 1 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "       ^\n"
        ),
    ),
    "index_list_missing_lsquare": (
        _subview(" 0, 1, 0] [8, 4, 1] [1, 1, 1]"),
        (
            "input.mlir:2:25: error: expected '[' in dynamic index list\n"
            "  %0 = memref.subview %m 0, 1, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "                        ^\n"
            "input.mlir:2:8: error: custom op 'memref.subview' expected SSA value or integer\n"
            "  %0 = memref.subview %m 0, 1, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "       ^\n"
        ),
    ),
    "index_list_empty_entry": (
        _subview("[0, , 0] [8, 4, 1] [1, 1, 1]"),
        (
            "input.mlir:2:29: error: custom op 'memref.subview' expected integer value\n"
            "  %0 = memref.subview %m[0, , 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "                            ^\n"
            "input.mlir:2:8: error: custom op 'memref.subview' expected SSA value or integer\n"
            "  %0 = memref.subview %m[0, , 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "       ^\n"
        ),
    ),
    "index_list_too_large": (
        _subview("[0, 99999999999999999999, 0] [8, 4, 1] [1, 1, 1]"),
        (
            "input.mlir:2:29: error: custom op 'memref.subview' integer value too large\n"
            "  %0 = memref.subview %m[0, 99999999999999999999, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "                            ^\n"
            "input.mlir:2:8: error: custom op 'memref.subview' expected SSA value or integer\n"
            "  %0 = memref.subview %m[0, 99999999999999999999, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "       ^\n"
        ),
    ),
    "index_list_hex_too_large": (
        _subview("[0, 0xFFFFFFFFFFFFFFFF, 0] [8, 4, 1] [1, 1, 1]"),
        (
            "input.mlir:2:29: error: custom op 'memref.subview' integer value too large\n"
            "  %0 = memref.subview %m[0, 0xFFFFFFFFFFFFFFFF, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "                            ^\n"
            "input.mlir:2:8: error: custom op 'memref.subview' expected SSA value or integer\n"
            "  %0 = memref.subview %m[0, 0xFFFFFFFFFFFFFFFF, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "       ^\n"
        ),
    ),
    "index_list_minus_without_integer": (
        _subview("[0, -x, 0] [8, 4, 1] [1, 1, 1]"),
        (
            "input.mlir:2:30: error: expected integer value\n"
            "  %0 = memref.subview %m[0, -x, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "                             ^\n"
            "input.mlir:2:8: error: custom op 'memref.subview' expected SSA value or integer\n"
            "  %0 = memref.subview %m[0, -x, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "       ^\n"
        ),
    ),
    "index_list_scalable_unclosed": (
        _subview("[0, [1, 0] [8, 4, 1] [1, 1, 1]"),
        (
            "input.mlir:2:8: error: custom op 'memref.subview' expected SSA value or integer\n"
            "  %0 = memref.subview %m[0, [1, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "       ^\n"
        ),
    ),
    "index_list_scalable_after_value_unclosed": (
        _subview("[0, %i [ 1, 0] [8, 4, 1] [1, 1, 1]"),
        (
            "input.mlir:2:8: error: custom op 'memref.subview' expected SSA value or integer\n"
            "  %0 = memref.subview %m[0, %i [ 1, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "       ^\n"
        ),
    ),
    "index_list_scalable_value": (
        _subview("[0, [%i], 0] [8, 4, 1] [1, 1, 1]"),
        (
            "input.mlir:2:30: error: custom op 'memref.subview' expected integer value\n"
            "  %0 = memref.subview %m[0, [%i], 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "                             ^\n"
            "input.mlir:2:8: error: custom op 'memref.subview' expected SSA value or integer\n"
            "  %0 = memref.subview %m[0, [%i], 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "       ^\n"
        ),
    ),
    "index_list_typed_value": (
        _subview("[0, %i : index, 0] [8, 4, 1] [1, 1, 1]"),
        (
            "input.mlir:2:31: error: expected ']' in dynamic index list\n"
            "  %0 = memref.subview %m[0, %i : index, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "                              ^\n"
            "input.mlir:2:8: error: custom op 'memref.subview' expected SSA value or integer\n"
            "  %0 = memref.subview %m[0, %i : index, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "       ^\n"
        ),
    ),
    "index_list_bad_result_number": (
        _subview("[0, %i#x, 0] [8, 4, 1] [1, 1, 1]"),
        (
            "input.mlir:2:31: error: invalid SSA value result number\n"
            "  %0 = memref.subview %m[0, %i#x, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "                              ^\n"
            "input.mlir:2:31: error: custom op 'memref.subview' expected integer value\n"
            "  %0 = memref.subview %m[0, %i#x, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "                              ^\n"
            "input.mlir:2:8: error: custom op 'memref.subview' expected SSA value or integer\n"
            "  %0 = memref.subview %m[0, %i#x, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "       ^\n"
        ),
    ),
    "index_list_lexer_error": (
        _subview("[0, $, 0] [8, 4, 1] [1, 1, 1]"),
        (
            "input.mlir:2:29: error: unexpected character\n"
            "  %0 = memref.subview %m[0, $, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "                            ^\n"
        ),
    ),
    "index_list_lexer_error_after_value": (
        _subview("[0, %i$, 0] [8, 4, 1] [1, 1, 1]"),
        (
            "input.mlir:2:29: error: use of undeclared SSA value name\n"
            "  %0 = memref.subview %m[0, %i$, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "                            ^\n"
        ),
    ),
    "index_list_eof": (
        ("func.func @f(%m: memref<8x16x4xf32>) {\n" "  %0 = memref.subview %m[0, 1, 0"),
        (
            "input.mlir:2:31: error: expected ']' in dynamic index list\n"
            "  %0 = memref.subview %m[0, 1, 0\n"
            "                              ^\n"
            "input.mlir:2:8: error: custom op 'memref.subview' expected SSA value or integer\n"
            "  %0 = memref.subview %m[0, 1, 0\n"
            "       ^\n"
        ),
    ),
    "global_dynamic_shape": (
        "memref.global @b : memref<?xf32>\n",
        (
            "input.mlir:1:1: error: custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'\n"
            "memref.global @b : memref<?xf32>\n"
            "^\n"
        ),
    ),
    "global_not_memref": (
        "memref.global @c : tensor<2xf32>\n",
        (
            "input.mlir:1:1: error: custom op 'memref.global' type should be static shaped memref, but got 'tensor<2xf32>'\n"
            "memref.global @c : tensor<2xf32>\n"
            "^\n"
        ),
    ),
    "global_unranked": (
        "memref.global @k : memref<*xf32>\n",
        (
            "input.mlir:1:1: error: custom op 'memref.global' type should be static shaped memref, but got 'memref<*xf32>'\n"
            "memref.global @k : memref<*xf32>\n"
            "^\n"
        ),
    ),
    "global_not_elements": (
        "memref.global @e : memref<2xf32> = array<i32: 1, 2>\n",
        (
            "input.mlir:1:1: error: custom op 'memref.global' initial value should be a unit or elements attribute\n"
            "memref.global @e : memref<2xf32> = array<i32: 1, 2>\n"
            "^\n"
        ),
    ),
    "global_unit_keyword": (
        "memref.global @i : memref<2xf32> = unit\n",
        (
            "input.mlir:1:1: error: custom op 'memref.global' initial value should be a unit or elements attribute\n"
            "memref.global @i : memref<2xf32> = unit\n"
            "^\n"
        ),
    ),
    "global_string": (
        'memref.global "public" @q : memref<2xf32> = "foo"\n',
        (
            "input.mlir:1:1: error: custom op 'memref.global' initial value should be a unit or elements attribute\n"
            'memref.global "public" @q : memref<2xf32> = "foo"\n'
            "^\n"
        ),
    ),
    "global_scalar": (
        "memref.global @d : memref<2xf32> = 1.0\n",
        (
            "input.mlir:1:39: error: floating point value not valid for specified type\n"
            "memref.global @d : memref<2xf32> = 1.0\n"
            "                                      ^\n"
        ),
    ),
    "global_shape_mismatch": (
        "memref.global @f : memref<2xf32> = dense<[1.0]>\n",
        (
            "input.mlir:1:36: error: inferred shape of elements literal ([1]) does not match type ([2])\n"
            "memref.global @f : memref<2xf32> = dense<[1.0]>\n"
            "                                   ^\n"
        ),
    ),
    "global_explicit_type": (
        "memref.global @a : memref<2xf32> = dense<[0.0, 2.0]> : tensor<2xf32>\n",
        (
            "input.mlir:1:53: error: expected operation name in quotes\n"
            "memref.global @a : memref<2xf32> = dense<[0.0, 2.0]> : tensor<2xf32>\n"
            "                                                    ^\n"
        ),
    ),
    "global_missing_value": (
        "memref.global @j : memref<2xf32> =\n",
        (
            "input.mlir:1:35: error: expected attribute value\n"
            "memref.global @j : memref<2xf32> =\n"
            "                                  ^\n"
        ),
    ),
    "alloca_scope_no_region": (
        ("func.func @f() {\n" "  memref.alloca_scope -> (f32)\n" "  return\n" "}\n"),
        (
            "input.mlir:2:31: error: expected '{' to begin a region\n"
            "  memref.alloca_scope -> (f32)\n"
            "                              ^\n"
        ),
    ),
    "alloca_scope_bad_arrow": (
        ("func.func @f() {\n" "  memref.alloca_scope -> {\n" "  }\n" "  return\n" "}\n"),
        (
            "input.mlir:2:25: error: expected non-function type\n"
            "  memref.alloca_scope -> {\n"
            "                        ^\n"
        ),
    ),
    "alloca_scope_bad_attr_dict": (
        ("func.func @f() {\n" "  memref.alloca_scope {\n" "  } {a = }\n" "  return\n" "}\n"),
        ("input.mlir:3:9: error: expected attribute value\n" "  } {a = }\n" "        ^\n"),
    ),
    "alloca_scope_implicit_return_for_results": (
        ("func.func @f() {\n" "  %r = memref.alloca_scope -> (f32) {\n" "  }\n" "  return\n" "}\n"),
        (
            "input.mlir:2:8: error: 'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs\n"
            "  %r = memref.alloca_scope -> (f32) {\n"
            "       ^\n"
            "input.mlir:2:8: note: see current operation: \n"
            '%0 = "memref.alloca_scope"() ({\n'
            '  "memref.alloca_scope.return"() : () -> ()\n'
            "}) : () -> f32\n"
            "input.mlir:2:8: note: region branch point\n"
        ),
    ),
    "alloca_scope_region_arguments": (
        (
            "func.func @f() {\n"
            "  memref.alloca_scope {\n"
            "  ^bb0(%x: i32):\n"
            "  }\n"
            "  return\n"
            "}\n"
        ),
        (
            "input.mlir:2:3: error: 'memref.alloca_scope' op region should have no arguments\n"
            "  memref.alloca_scope {\n"
            "  ^\n"
            "input.mlir:2:3: note: see current operation: \n"
            '"memref.alloca_scope"() ({\n'
            "^bb0(%arg0: i32):\n"
            '  "memref.alloca_scope.return"() : () -> ()\n'
            "}) : () -> ()\n"
        ),
    ),
    "index_list_lexer_error_in_scalable": (
        _subview("[0, [1$], 0] [8, 4, 1] [1, 1, 1]"),
        (
            "input.mlir:2:31: error: unexpected character\n"
            "  %0 = memref.subview %m[0, [1$], 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "                              ^\n"
        ),
    ),
    "index_list_lexer_error_after_minus": (
        _subview("[0, -$, 0] [8, 4, 1] [1, 1, 1]"),
        (
            "input.mlir:2:30: error: unexpected character\n"
            "  %0 = memref.subview %m[0, -$, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "                             ^\n"
        ),
    ),
    "index_list_unterminated_string": (
        _subview('[0, "abc, 0] [8, 4, 1] [1, 1, 1]'),
        (
            "input.mlir:2:120: error: expected '\"' in string literal\n"
            '  %0 = memref.subview %m[0, "abc, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n'
            "                                                                                                                       ^\n"
        ),
    ),
    "index_list_huge_result_number": (
        _subview("[%i#99999999999999999999999, 0] [8, 4, 1] [1, 1, 1]"),
        (
            "input.mlir:2:28: error: invalid SSA value result number\n"
            "  %0 = memref.subview %m[%i#99999999999999999999999, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "                           ^\n"
            "input.mlir:2:28: error: custom op 'memref.subview' expected integer value\n"
            "  %0 = memref.subview %m[%i#99999999999999999999999, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "                           ^\n"
            "input.mlir:2:8: error: custom op 'memref.subview' expected SSA value or integer\n"
            "  %0 = memref.subview %m[%i#99999999999999999999999, 0] [8, 4, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4x1xf32, strided<[64, 4, 1]>>\n"
            "       ^\n"
        ),
    ),
    "global_lexer_error_in_value": (
        "memref.global @j : memref<2xf32> = dense<[1.0, $]>\n",
        (
            "input.mlir:1:48: error: unexpected character\n"
            "memref.global @j : memref<2xf32> = dense<[1.0, $]>\n"
            "                                               ^\n"
        ),
    ),
    "global_dynamic_shape_with_value": (
        "memref.global @j : memref<2x?xf32> = dense<1.0>\n",
        (
            "input.mlir:1:1: error: custom op 'memref.global' type should be static shaped memref, but got 'memref<2x?xf32>'\n"
            "memref.global @j : memref<2x?xf32> = dense<1.0>\n"
            "^\n"
        ),
    ),
    "global_twice_uninitialized": (
        "memref.global @j : memref<2xf32> = uninitialized uninitialized\n",
        (
            "input.mlir:1:50: error: custom op 'uninitialized' is unknown (tried 'builtin.uninitialized' as well)\n"
            "memref.global @j : memref<2xf32> = uninitialized uninitialized\n"
            "                                                 ^\n"
        ),
    ),
}


# -- printing and reading back ---------------------------------------------------------------


@pytest.mark.parametrize(
    "flags, expected",
    [([], DEFAULT), (["--mlir-print-op-generic"], GENERIC)],
    ids=["default", "generic"],
)
def test_prints_like_mlir_opt(flags: list[str], expected: str) -> None:
    assert run_file(flags, VALID.encode()) == (expected.encode(), b"", 0)


@pytest.mark.parametrize("text", [DEFAULT, GENERIC], ids=["from_default", "from_generic"])
def test_outputs_read_back(text: str) -> None:
    """mlir-opt prints its default output again from either of its outputs."""
    assert run_file([], text.encode()) == (DEFAULT.encode(), b"", 0)


# Scalable entries: MLIR 22 reads `[` after an optional SSA value, so `%v[]` is accepted.
# name: (subview lists, result type, mlir-opt 22's output line for the subview)
ACCEPTED: dict[str, tuple[str, str, str]] = {
    "value_then_empty_brackets": (
        "[0, %i[], 0] [8, 4, 1] [1, 1, 1]",
        "memref<8x4x1xf32, strided<[64, 4, 1], offset: ?>>",
        "%subview = memref.subview %arg0[0, %arg1, 0] [8, 4, 1] [1, 1, 1]",
    ),
    "scalable_integers": (
        "[[0], 1, [2]] [8, 4, 1] [1, [1], 1]",
        "memref<8x4x1xf32, strided<[64, 4, 1], offset: 6>>",
        "%subview = memref.subview %arg0[0, 1, 2] [8, 4, 1] [1, 1, 1]",
    ),
}


@pytest.mark.parametrize("name", list(ACCEPTED))
def test_scalable_entries(name: str) -> None:
    lists, result, printed = ACCEPTED[name]
    text = _subview(lists).replace("memref<8x4x1xf32, strided<[64, 4, 1]>>", result)
    expected = (
        "module {\n"
        "  func.func @f(%arg0: memref<8x16x4xf32>, %arg1: index) {\n"
        f"    {printed} : memref<8x16x4xf32> to {result}\n"
        "    return\n"
        "  }\n"
        "}\n\n"
    )
    assert run_file([], text.encode()) == (expected.encode(), b"", 0)


# -- parse errors ----------------------------------------------------------------------------


@pytest.mark.parametrize("name", list(INVALID))
def test_invalid(name: str) -> None:
    text, stderr = INVALID[name]
    assert run_file([], text.encode()) == (b"", stderr.encode(), 1)


# -- what the hooks build --------------------------------------------------------------------


def _ops(text: str) -> list[Any]:
    module = make_context(OptOptions()).parse_module(text, filename="t.mlir")
    return list(module.regions[0].blocks[0].operations)


def test_global_values() -> None:
    declaration, uninitialized, dense = _ops(
        "memref.global @a : memref<2xf32>\n"
        "memref.global @b : memref<2xf32> = uninitialized\n"
        "memref.global @c : memref<2x3xi32, strided<[3, 1]>, 1> = dense<7>\n"
    )
    assert declaration.is_external() and not declaration.is_uninitialized()
    assert uninitialized.is_uninitialized() and not uninitialized.is_external()
    # The initial value has the memref's tensor type: no layout, no memory space.
    value = dense._ods_prop("initial_value")
    assert str(value.type) == "tensor<2x3xi32>"
    assert str(dense._ods_prop("type")) == "memref<2x3xi32, strided<[3, 1]>, 1>"


def test_dynamic_index_list_values() -> None:
    (func,) = _ops(_subview("[%i, 2, %i] [1, %i, 4] []"))
    subview = func.regions[0].blocks[0].operations[0]
    assert subview._ods_prop("static_offsets").values == (K_DYNAMIC, 2, K_DYNAMIC)
    assert subview._ods_prop("static_sizes").values == (1, K_DYNAMIC, 4)
    assert subview._ods_prop("static_strides").values == ()
    argument = func.regions[0].blocks[0].arguments[1]
    assert subview._ods_operand_group(1) == [argument, argument]
    assert subview._ods_operand_group(2) == [argument]


def test_alloca_scope_implicit_return() -> None:
    """ensureTerminator: the return is located at the operation; only a body without a
    terminator gets one."""
    (func,) = _ops(
        "func.func @f() {\n"
        "  memref.alloca_scope {\n"
        "  }\n"
        "  memref.alloca_scope {\n"
        "    memref.alloca_scope.return\n"
        '  } loc("x":1:1)\n'
        "  return\n"
        "}\n"
    )
    implicit, explicit = func.regions[0].blocks[0].operations[:2]
    (added,) = implicit.regions[0].blocks[0].operations
    assert added.name == "memref.alloca_scope.return"
    assert added.location is implicit.location
    (kept,) = explicit.regions[0].blocks[0].operations
    assert str(kept.location) == 'loc("t.mlir":5:5)'


class _Recorder:
    """The printer primitives print_DynamicIndexList uses."""

    def __init__(self) -> None:
        self.text = ""

    def write(self, text: str) -> None:
        self.text += text

    def print_operand(self, value: Any) -> None:
        self.text += f"%{value}"


class _Array:
    def __init__(self, *values: int) -> None:
        self.values = values


@pytest.mark.parametrize(
    "values, integers, expected",
    [
        ([], _Array(), "[]"),
        (["a", "b"], _Array(K_DYNAMIC, 0, K_DYNAMIC), "[%a, 0, %b]"),
        ([], _Array(-1, 9223372036854775807), "[-1, 9223372036854775807]"),
        # An invalid op (fewer values than kDynamic entries) still prints.
        ([], _Array(K_DYNAMIC), "[<<NULL VALUE>>]"),
    ],
)
def test_print_dynamic_index_list(values: list[str], integers: Any, expected: str) -> None:
    printer = _Recorder()
    hooks.print_DynamicIndexList(printer, None, values, integers)
    assert printer.text == expected
