"""Record what mlir-opt 22 prints for the func/arith/cf/scf/memref/tensor operation tests.

Writes everything under tests/data/ops/ that tests/test_ops_oracle.py reads (the tests
never run mlir-opt):

    .venv/bin/python tests/tools/record_ops_oracle.py [--mlir-opt PATH]

* `examples/*.mlir` are hand-written programs (inputs, not generated). Each one is run
  from inside `examples/` as `mlir-opt --allow-unregistered-dialect FLAGS NAME.mlir` for
  every variant of VARIANTS, and the exact standard output is written to
  `expected/NAME.VARIANT.mlir`. mlir-opt must accept every example (status 0, nothing on
  standard error).
* Round trip: the generic output is fed back to mlir-opt (default flags, as standard
  input) and must print the default output again (asserted: a failure makes the
  recorder exit 1 after writing everything). The default output is fed back with
  --mlir-print-op-generic; what that prints is written to `roundtrip/NAME.generic.mlir`
  and usually equals the generic output (not always: the custom forms drop a few things
  the generic form keeps, e.g. empty `arg_attrs = []` or attributes equal to their
  default value). `roundtrip.json` says, per example, whether each direction reproduced
  the output exactly.
* `invalid.jsonl` holds one verifier or parser rule violation per line, sorted by id:
  `{"id", "op", "rule", "input", "diagnostics"}`. `input` is written to `input.mlir` in an
  empty temporary directory and run there as `mlir-opt --allow-unregistered-dialect
  input.mlir`; it must fail (status 1, nothing on standard output, at least one error).
  `diagnostics` is the list of diagnostics on standard error, each `FILE:LINE:COL:
  SEVERITY: MESSAGE` without the source line and caret that follow it; a message that
  spans several lines (a "see current operation" note printing an operation with
  regions) is kept whole, its lines joined with "\\n" (see parse_diagnostics).
* `manifest.json` lists the examples, the variants with their flags, and the counts.

Everything is regenerated from scratch and deterministically (sorted names and ids).
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import textwrap
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
DATA = ROOT / "tests" / "data" / "ops"
EXAMPLES = DATA / "examples"
EXPECTED = DATA / "expected"
ROUNDTRIP = DATA / "roundtrip"

U = "--allow-unregistered-dialect"

# Variant name -> extra mlir-opt flags (after --allow-unregistered-dialect).
VARIANTS: dict[str, list[str]] = {
    "default": [],
    "generic": ["--mlir-print-op-generic"],
    "debuginfo": ["--mlir-print-debuginfo"],
}

# -- diagnostics ---------------------------------------------------------------------------

_HEADER = re.compile(
    r"^(?:[^\s:][^:]*:\d+:\d+|<unknown>:0|loc\(unknown\)): (?:error|warning|note|remark): "
)
_CARET = re.compile(r"^ *\^~*$")


def parse_diagnostics(stderr: str) -> list[str]:
    """The diagnostics of an mlir-opt (or odsgen opt) standard error text.

    Each diagnostic starts with a `FILE:LINE:COL: SEVERITY: ` header line. The lines up to
    the next header belong to it: the last two are the source line and the caret line when
    the last one is a caret line (they are dropped); any others continue the message (a
    multi-line message) and are kept, joined to the header with "\\n". Lines before the
    first header are kept as they are (there should be none)."""
    entries: list[list[str]] = []
    lines = stderr.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    for line in lines:
        if _HEADER.match(line) or not entries:
            entries.append([line])
        else:
            entries[-1].append(line)
    result = []
    for header, *rest in entries:
        if len(rest) >= 2 and _CARET.match(rest[-1]):
            rest = rest[:-2]
        result.append("\n".join([header, *rest]))
    return result


# -- invalid cases ---------------------------------------------------------------------------


def fn(body: str, args: str = "", results: str = "", name: str = "f") -> str:
    """`func.func @NAME(ARGS) -> RESULTS { BODY }` with BODY dedented and indented by 2."""
    signature = f"func.func @{name}({args})" + (f" -> {results}" if results else "")
    inner = textwrap.indent(textwrap.dedent(body).strip("\n"), "  ")
    return f"{signature} {{\n{inner}\n}}\n"


def raw(text: str) -> str:
    return textwrap.dedent(text).lstrip("\n")


# (id, op, rule, input). Ids are `OP.RULE_DETAIL`, unique; the file is sorted by id.
CASES: list[tuple[str, str, str, str]] = []


def case(ident: str, op: str, rule: str, text: str) -> None:
    CASES.append((ident, op, rule, text))


# ---- func.func -----------------------------------------------------------------------------
case(
    "func.func.isolated_from_above",
    "func.func",
    "IsolatedFromAbove",
    raw(
        """
    %c = "test.value"() : () -> i32
    func.func @f() {
      "test.use"(%c) : (i32) -> ()
      return
    }
    """
    ),
)
case(
    "func.func.symbol_redefinition",
    "func.func",
    "SymbolTable redefinition",
    raw(
        """
    func.func @f() {
      return
    }
    func.func @f() {
      return
    }
    """
    ),
)
case(
    "func.func.symbol_redefinition_nested_module",
    "func.func",
    "SymbolTable redefinition",
    raw(
        """
    module @m {
      func.func private @g()
      func.func private @g(i32)
    }
    """
    ),
)
case(
    "func.func.public_declaration",
    "func.func",
    "hand-written: declaration visibility",
    "func.func public @decl(i32) -> i32\n",
)
case(
    "func.func.bad_visibility_generic",
    "func.func",
    "Symbol: visibility value",
    raw(
        """
    "func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "bogus"}> ({
    }) : () -> ()
    """
    ),
)
case(
    "func.func.missing_function_type",
    "func.func",
    "missing required attribute",
    raw(
        """
    "func.func"() <{sym_name = "f"}> ({
    }) : () -> ()
    """
    ),
)
case(
    "func.func.missing_sym_name",
    "func.func",
    "missing required attribute",
    raw(
        """
    "func.func"() <{function_type = () -> ()}> ({
    }) : () -> ()
    """
    ),
)
case(
    "func.func.function_type_not_function",
    "func.func",
    "attribute constraint",
    raw(
        """
    "func.func"() <{function_type = i32, sym_name = "f"}> ({
    }) : () -> ()
    """
    ),
)
case(
    "func.func.sym_name_not_string",
    "func.func",
    "attribute constraint",
    raw(
        """
    "func.func"() <{function_type = () -> (), sym_name = 3 : i64}> ({
    }) : () -> ()
    """
    ),
)
case(
    "func.func.region_count",
    "func.func",
    "region count",
    raw(
        """
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    }, {
    }) : () -> ()
    """
    ),
)
case(
    "func.func.result_count",
    "func.func",
    "result count",
    raw(
        """
    %0 = "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    }) : () -> i32
    """
    ),
)
case(
    "func.func.entry_block_arg_count",
    "func.func",
    "hand-written: entry block arguments",
    raw(
        """
    "func.func"() <{function_type = (i32, i32) -> (), sym_name = "f"}> ({
    ^bb0(%a: i32):
      "func.return"() : () -> ()
    }) : () -> ()
    """
    ),
)
case(
    "func.func.entry_block_arg_type",
    "func.func",
    "hand-written: entry block arguments",
    raw(
        """
    "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
    ^bb0(%a: f32):
      "func.return"() : () -> ()
    }) : () -> ()
    """
    ),
)
case(
    "func.func.arg_attrs_count",
    "func.func",
    "hand-written: argument attribute count",
    raw(
        """
    "func.func"() <{arg_attrs = [{}, {}], function_type = (i32) -> (), sym_name = "f", sym_visibility = "private"}> ({
    }) : () -> ()
    """
    ),
)
case(
    "func.func.res_attrs_count",
    "func.func",
    "hand-written: result attribute count",
    raw(
        """
    "func.func"() <{function_type = () -> i32, res_attrs = [{}, {}], sym_name = "f", sym_visibility = "private"}> ({
    }) : () -> ()
    """
    ),
)
case(
    "func.func.arg_attr_not_dialect",
    "func.func",
    "hand-written: dialect attributes only",
    "func.func private @f(i1 {non_dialect_attr = 10})\n",
)
case(
    "func.func.result_attr_not_dialect",
    "func.func",
    "hand-written: dialect attributes only",
    "func.func private @f() -> (i1 {non_dialect_attr = 10})\n",
)
case("func.func.parse_empty_body", "func.func", "custom syntax", "func.func @f() {}\n")
case(
    "func.func.parse_mixed_arguments",
    "func.func",
    "custom syntax",
    "func.func @f(%a: i32, f32) {\n  return\n}\n",
)
case(
    "func.func.parse_missing_colon",
    "func.func",
    "custom syntax",
    "func.func @f(%a i32) {\n  return\n}\n",
)
case("func.func.parse_variadic", "func.func", "custom syntax", "func.func private @f(...)\n")
case("func.func.parse_bad_name", "func.func", "custom syntax", "func.func @$bad()\n")
case("func.func.parse_missing_name", "func.func", "custom syntax", "func.func (i32) -> i32\n")
case(
    "func.func.parse_inferred_attribute",
    "func.func",
    "custom syntax",
    'func.func @f() attributes {sym_visibility = "private"} {\n  return\n}\n',
)
case(
    "func.func.parse_unterminated_arguments",
    "func.func",
    "custom syntax",
    "func.func @f(%a: i32 {\n  return\n}\n",
)
case(
    "func.func.parse_named_entry_block",
    "func.func",
    "custom syntax",
    raw(
        """
    func.func @f(%a: i32) {
    ^bb0(%b: i32):
      return
    }
    """
    ),
)
case(
    "func.func.parse_duplicate_argument",
    "func.func",
    "custom syntax",
    "func.func @f(%a: i32, %a: i32) {\n  return\n}\n",
)
case(
    "func.func.no_terminator",
    "func.func",
    "Terminator: block without terminator",
    fn("%0 = arith.constant 1 : i32", results="i32"),
)

# ---- func.return ---------------------------------------------------------------------------
case(
    "func.return.operand_count",
    "func.return",
    "hand-written: operand count",
    raw(
        """
    func.func @f() -> i32 {
      return
    }
    """
    ),
)
case(
    "func.return.operand_count_extra",
    "func.return",
    "hand-written: operand count",
    fn("return %a, %a : i32, i32", args="%a: i32", results="i32"),
)
case(
    "func.return.operand_type",
    "func.return",
    "hand-written: operand type",
    fn('%0 = "test.val"() : () -> f32\nreturn %0 : f32', results="i32"),
)
case(
    "func.return.parent_scf_if",
    "func.return",
    "HasParent",
    fn(
        raw(
            """
    scf.if %c {
      func.return
    }
    return
    """
        ),
        args="%c: i1",
    ),
)
case(
    "func.return.parent_unregistered",
    "func.return",
    "HasParent",
    raw(
        """
    "test.region"() ({
      "func.return"() : () -> ()
    }) : () -> ()
    """
    ),
)
case(
    "func.return.not_last",
    "func.return",
    "Terminator not last",
    fn(
        raw(
            """
    return
    "test.after"() : () -> ()
    """
        )
    ),
)
case(
    "func.return.parse_missing_type",
    "func.return",
    "custom syntax",
    fn("return %a", args="%a: i32", results="i32"),
)
case(
    "func.return.parse_type_count",
    "func.return",
    "custom syntax",
    fn("return %a : i32, i32", args="%a: i32", results="i32"),
)

# ---- func.call -----------------------------------------------------------------------------
case(
    "func.call.undefined_callee",
    "func.call",
    "hand-written: callee is a function",
    fn("call @missing() : () -> ()\nreturn"),
)
case(
    "func.call.callee_not_function",
    "func.call",
    "hand-written: callee is a function",
    raw(
        """
    module @other {
    }
    func.func @f() {
      "func.call"() <{callee = @other}> : () -> ()
      return
    }
    """
    ),
)
case(
    "func.call.operand_count",
    "func.call",
    "hand-written: operand count",
    raw(
        """
    func.func private @g(i32, i32)
    func.func @f(%a: i32) {
      call @g(%a) : (i32) -> ()
      return
    }
    """
    ),
)
case(
    "func.call.operand_type",
    "func.call",
    "hand-written: operand type",
    raw(
        """
    func.func private @g(i32)
    func.func @f(%a: f32) {
      call @g(%a) : (f32) -> ()
      return
    }
    """
    ),
)
case(
    "func.call.result_count",
    "func.call",
    "hand-written: result count",
    raw(
        """
    func.func private @g() -> i32
    func.func @f() {
      call @g() : () -> ()
      return
    }
    """
    ),
)
case(
    "func.call.result_type",
    "func.call",
    "hand-written: result type",
    raw(
        """
    func.func private @g() -> (i32, f32)
    func.func @f() {
      %0:2 = call @g() : () -> (f32, i32)
      return
    }
    """
    ),
)
case(
    "func.call.missing_callee",
    "func.call",
    "missing required attribute",
    fn('"func.call"() : () -> ()\nreturn'),
)
case(
    "func.call.callee_not_symbol",
    "func.call",
    "attribute constraint",
    fn('"func.call"() <{callee = "f"}> : () -> ()\nreturn'),
)
case(
    "func.call.callee_nested_reference",
    "func.call",
    "attribute constraint",
    fn('"func.call"() <{callee = @a::@b}> : () -> ()\nreturn'),
)
case("func.call.parse_missing_type", "func.call", "custom syntax", fn("call @f()\nreturn"))
case(
    "func.call.parse_not_function_type",
    "func.call",
    "custom syntax",
    fn("%0 = call @f() : i32\nreturn"),
)

# ---- func.call_indirect --------------------------------------------------------------------
case(
    "func.call_indirect.callee_not_function",
    "func.call_indirect",
    "operand type constraint",
    fn('"func.call_indirect"(%a) : (i32) -> ()\nreturn', args="%a: i32"),
)
case(
    "func.call_indirect.input_mismatch",
    "func.call_indirect",
    "TypesMatchWith: callee inputs",
    fn(
        '%0 = "func.call_indirect"(%f, %x) : ((i32) -> i32, f32) -> i32\nreturn',
        args="%f: (i32) -> i32, %x: f32",
    ),
)
case(
    "func.call_indirect.result_mismatch",
    "func.call_indirect",
    "TypesMatchWith: callee results",
    fn(
        '%0 = "func.call_indirect"(%f, %x) : ((i32) -> i32, i32) -> i64\nreturn',
        args="%f: (i32) -> i32, %x: i32",
    ),
)
case(
    "func.call_indirect.no_operands",
    "func.call_indirect",
    "operand count",
    fn('"func.call_indirect"() : () -> ()\nreturn'),
)
case(
    "func.call_indirect.parse_use_type",
    "func.call_indirect",
    "custom syntax",
    fn("%0 = call_indirect %f(%x) : (i64) -> i32\nreturn", args="%f: (i32) -> i32, %x: i32"),
)

# ---- func.constant -------------------------------------------------------------------------
case(
    "func.constant.undefined_function",
    "func.constant",
    "hand-written: reference",
    fn("%0 = constant @qux : () -> ()\nreturn"),
)
case(
    "func.constant.type_mismatch",
    "func.constant",
    "hand-written: reference type",
    fn("%0 = constant @f : (i32) -> ()\nreturn"),
)
case(
    "func.constant.missing_value",
    "func.constant",
    "missing required attribute",
    fn('%0 = "func.constant"() : () -> (() -> ())\nreturn'),
)
case(
    "func.constant.parse_not_symbol",
    "func.constant",
    "custom syntax",
    fn('%0 = constant "f" : () -> ()\nreturn'),
)

# ---- arith: integer binary -----------------------------------------------------------------
for op, ty in [
    ("addi", "f32"),
    ("subi", "vector<4xf32>"),
    ("muli", "tensor<2xf16>"),
    ("divsi", "f64"),
    ("divui", "bf16"),
    ("ceildivsi", "f32"),
    ("ceildivui", "f32"),
    ("floordivsi", "f32"),
    ("remsi", "f32"),
    ("remui", "f32"),
    ("andi", "f32"),
    ("ori", "vector<2xf32>"),
    ("xori", "f32"),
    ("shli", "f32"),
    ("shrsi", "f32"),
    ("shrui", "f32"),
    ("maxsi", "f32"),
    ("maxui", "f32"),
    ("minsi", "f32"),
    ("minui", "f32"),
]:
    case(
        f"arith.{op}.operand_type",
        f"arith.{op}",
        "operand type constraint",
        fn(f'%0 = "arith.{op}"(%a, %a) : ({ty}, {ty}) -> {ty}\nreturn', args=f"%a: {ty}"),
    )
for op in ["addi", "divsi", "remui", "xori", "shrui"]:
    case(
        f"arith.{op}.same_operands_and_result_type",
        f"arith.{op}",
        "SameOperandsAndResultType",
        fn(f'%0 = "arith.{op}"(%a, %a) : (i32, i32) -> i64\nreturn', args="%a: i32"),
    )
case(
    "arith.subi.same_operand_types",
    "arith.subi",
    "SameOperandsAndResultType",
    fn('%0 = "arith.subi"(%a, %b) : (i32, i16) -> i32\nreturn', args="%a: i32, %b: i16"),
)
case(
    "arith.addi.operand_count",
    "arith.addi",
    "operand count",
    fn('%0 = "arith.addi"(%a) : (i32) -> i32\nreturn', args="%a: i32"),
)
case(
    "arith.addi.result_count",
    "arith.addi",
    "result count",
    fn('%0:2 = "arith.addi"(%a, %a) : (i32, i32) -> (i32, i32)\nreturn', args="%a: i32"),
)
case(
    "arith.addi.region_count",
    "arith.addi",
    "region count",
    fn('%0 = "arith.addi"(%a, %a) ({\n}) : (i32, i32) -> i32\nreturn', args="%a: i32"),
)
case(
    "arith.addi.successor_count",
    "arith.addi",
    "successor count",
    fn(
        raw(
            """
    %0 = "arith.addi"(%a, %a) [^bb1] : (i32, i32) -> i32
    ^bb1:
      return
    """
        ),
        args="%a: i32",
    ),
)
case(
    "arith.addi.overflow_property_type",
    "arith.addi",
    "attribute constraint",
    fn(
        '%0 = "arith.addi"(%a, %a) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32\nreturn',
        args="%a: i32",
    ),
)
case(
    "arith.addi.parse_overflow_keyword",
    "arith.addi",
    "custom syntax",
    fn("%0 = arith.addi %a, %a overflow<bad> : i32\nreturn", args="%a: i32"),
)
case(
    "arith.muli.parse_overflow_missing_angle",
    "arith.muli",
    "custom syntax",
    fn("%0 = arith.muli %a, %a overflow nsw : i32\nreturn", args="%a: i32"),
)
case(
    "arith.addi.parse_missing_type",
    "arith.addi",
    "custom syntax",
    fn("%0 = arith.addi %a, %a\nreturn", args="%a: i32"),
)
case(
    "arith.addi.parse_three_operands",
    "arith.addi",
    "custom syntax",
    fn("%0 = arith.addi %a, %a, %a : i32\nreturn", args="%a: i32"),
)
case(
    "arith.addi.parse_type_mismatch_use",
    "arith.addi",
    "custom syntax",
    fn("%0 = arith.addi %a, %b : i32\nreturn", args="%a: i32, %b: i64"),
)
case(
    "arith.addi.custom_form_float",
    "arith.addi",
    "operand type constraint",
    fn("%0 = arith.addi %a, %a : f32\nreturn", args="%a: f32"),
)
case(
    "arith.divui.exact_property_type",
    "arith.divui",
    "attribute constraint",
    fn(
        '%0 = "arith.divui"(%a, %a) <{isExact = 2 : i32}> : (i32, i32) -> i32\nreturn',
        args="%a: i32",
    ),
)
case(
    "arith.shrsi.parse_exact_twice",
    "arith.shrsi",
    "custom syntax",
    fn("%0 = arith.shrsi %a, %a exact exact : i32\nreturn", args="%a: i32"),
)
case(
    "arith.andi.parse_overflow_not_allowed",
    "arith.andi",
    "custom syntax",
    fn("%0 = arith.andi %a, %a overflow<nsw> : i32\nreturn", args="%a: i32"),
)

# ---- arith: extended -----------------------------------------------------------------------
case(
    "arith.addui_extended.operand_type",
    "arith.addui_extended",
    "operand type constraint",
    fn("%r:2 = arith.addui_extended %a, %a : f32, i1\nreturn", args="%a: f32"),
)
case(
    "arith.addui_extended.overflow_type",
    "arith.addui_extended",
    "result type constraint",
    fn("%r:2 = arith.addui_extended %a, %a : i32, i32\nreturn", args="%a: i32"),
)
case(
    "arith.addui_extended.scalar_overflow",
    "arith.addui_extended",
    "hand-written: shapes",
    fn("%r:2 = arith.addui_extended %a, %a : vector<8xi32>, i1\nreturn", args="%a: vector<8xi32>"),
)
case(
    "arith.addui_extended.overflow_shape",
    "arith.addui_extended",
    "hand-written: shapes",
    fn(
        "%r:2 = arith.addui_extended %a, %a : vector<8xi32>, vector<4xi1>\nreturn",
        args="%a: vector<8xi32>",
    ),
)
case(
    "arith.addui_extended.sum_type",
    "arith.addui_extended",
    "AllTypesMatch",
    fn('%r:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i64, i1)\nreturn', args="%a: i32"),
)
case(
    "arith.addui_extended.result_count",
    "arith.addui_extended",
    "result count",
    fn('%r = "arith.addui_extended"(%a, %a) : (i32, i32) -> i32\nreturn', args="%a: i32"),
)
case(
    "arith.mulsi_extended.high_type",
    "arith.mulsi_extended",
    "AllTypesMatch",
    fn('%r:2 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> (i32, i64)\nreturn', args="%a: i32"),
)
case(
    "arith.mului_extended.operand_type",
    "arith.mului_extended",
    "operand type constraint",
    fn('%r:2 = "arith.mului_extended"(%a, %a) : (f32, f32) -> (f32, f32)\nreturn', args="%a: f32"),
)
case(
    "arith.mului_extended.parse_two_types",
    "arith.mului_extended",
    "custom syntax",
    fn("%r:2 = arith.mului_extended %a, %a : i32, i32\nreturn", args="%a: i32"),
)

# ---- arith: float binary/unary -------------------------------------------------------------
for op in ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"]:
    case(
        f"arith.{op}.operand_type",
        f"arith.{op}",
        "operand type constraint",
        fn(f'%0 = "arith.{op}"(%a, %a) : (i32, i32) -> i32\nreturn', args="%a: i32"),
    )
case(
    "arith.negf.operand_type",
    "arith.negf",
    "operand type constraint",
    fn('%0 = "arith.negf"(%a) : (index) -> index\nreturn', args="%a: index"),
)
case(
    "arith.negf.operand_count",
    "arith.negf",
    "operand count",
    fn('%0 = "arith.negf"(%a, %a) : (f32, f32) -> f32\nreturn', args="%a: f32"),
)
case(
    "arith.negf.same_operands_and_result_type",
    "arith.negf",
    "SameOperandsAndResultType",
    fn('%0 = "arith.negf"(%a) : (f32) -> f64\nreturn', args="%a: f32"),
)
case(
    "arith.mulf.same_operands_and_result_type",
    "arith.mulf",
    "SameOperandsAndResultType",
    fn(
        '%0 = "arith.mulf"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>\nreturn',
        args="%a: vector<4xf32>",
    ),
)
case(
    "arith.addf.fastmath_property_type",
    "arith.addf",
    "attribute constraint",
    fn(
        '%0 = "arith.addf"(%a, %a) <{fastmath = 1 : i32}> : (f32, f32) -> f32\nreturn',
        args="%a: f32",
    ),
)
case(
    "arith.addf.parse_fastmath_keyword",
    "arith.addf",
    "custom syntax",
    fn("%0 = arith.addf %a, %a fastmath<bogus> : f32\nreturn", args="%a: f32"),
)
case(
    "arith.addf.parse_parenthesized",
    "arith.addf",
    "custom syntax",
    fn("%0 = arith.addf(%a, %a) : f32\nreturn", args="%a: f32"),
)
case(
    "arith.divf.custom_form_integer",
    "arith.divf",
    "operand type constraint",
    fn("%0 = arith.divf %a, %a : i32\nreturn", args="%a: i32"),
)

# ---- arith.constant ------------------------------------------------------------------------
case(
    "arith.constant.value_type_mismatch",
    "arith.constant",
    "AllTypesMatch: value and result",
    fn('%0 = "arith.constant"() <{value = 1.0 : f32}> : () -> i32\nreturn'),
)
case(
    "arith.constant.value_width_mismatch",
    "arith.constant",
    "AllTypesMatch: value and result",
    fn('%0 = "arith.constant"() <{value = 100 : i64}> : () -> i1\nreturn'),
)
case(
    "arith.constant.string_value",
    "arith.constant",
    "AllTypesMatch: value and result",
    fn('%0 = "arith.constant"() <{value = "xyz"}> : () -> i32\nreturn'),
)
case(
    "arith.constant.missing_value",
    "arith.constant",
    "missing required attribute",
    fn('%0 = "arith.constant"() : () -> i32\nreturn'),
)
case(
    "arith.constant.not_typed_attr",
    "arith.constant",
    "attribute constraint",
    fn('%0 = "arith.constant"() <{value = [1, 2]}> : () -> i32\nreturn'),
)
case(
    "arith.constant.unsigned_result",
    "arith.constant",
    "hand-written: signless integer",
    fn("%0 = arith.constant 0 : ui32\nreturn"),
)
case(
    "arith.constant.signed_result",
    "arith.constant",
    "hand-written: signless integer",
    fn("%0 = arith.constant 0 : si8\nreturn"),
)
case(
    "arith.constant.scalable_non_splat",
    "arith.constant",
    "hand-written: scalable vector",
    fn("%0 = arith.constant dense<[0, 1]> : vector<[2]xi32>\nreturn"),
)
case(
    "arith.constant.dense_shape_mismatch",
    "arith.constant",
    "AllTypesMatch: value and result",
    fn(
        '%0 = "arith.constant"() <{value = dense<1> : tensor<2xi32>}> : () -> tensor<3xi32>\nreturn'
    ),
)
case(
    "arith.constant.result_count",
    "arith.constant",
    "result count",
    fn('"arith.constant"() <{value = 1 : i32}> : () -> ()\nreturn'),
)
case(
    "arith.constant.parse_missing_value",
    "arith.constant",
    "custom syntax",
    fn("%0 = arith.constant\nreturn"),
)
case(
    "arith.constant.parse_out_of_range",
    "arith.constant",
    "custom syntax",
    fn("%0 = arith.constant 256 : i8\nreturn"),
)
case(
    "arith.constant.parse_float_for_int",
    "arith.constant",
    "custom syntax",
    fn("%0 = arith.constant 1.5 : i32\nreturn"),
)

# ---- arith.cmpi / arith.cmpf ---------------------------------------------------------------
case(
    "arith.cmpi.missing_predicate",
    "arith.cmpi",
    "missing required attribute",
    fn('%0 = "arith.cmpi"(%a, %a) {foo = 1} : (i32, i32) -> i1\nreturn', args="%a: i32"),
)
case(
    "arith.cmpi.predicate_out_of_range",
    "arith.cmpi",
    "attribute constraint",
    fn(
        '%0 = "arith.cmpi"(%a, %a) <{predicate = 42 : i64}> : (i32, i32) -> i1\nreturn',
        args="%a: i32",
    ),
)
case(
    "arith.cmpi.predicate_wrong_type",
    "arith.cmpi",
    "attribute constraint",
    fn('%0 = "arith.cmpi"(%a, %a) <{predicate = "eq"}> : (i32, i32) -> i1\nreturn', args="%a: i32"),
)
case(
    "arith.cmpi.operand_type",
    "arith.cmpi",
    "operand type constraint",
    fn(
        '%0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (f32, f32) -> i1\nreturn',
        args="%a: f32",
    ),
)
case(
    "arith.cmpi.result_type",
    "arith.cmpi",
    "result type constraint",
    fn(
        '%0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32\nreturn',
        args="%a: i32",
    ),
)
case(
    "arith.cmpi.result_shape",
    "arith.cmpi",
    "TypesMatchWith: result shape",
    fn(
        '%0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<3xi1>\nreturn',
        args="%a: vector<4xi32>",
    ),
)
case(
    "arith.cmpi.result_scalar_for_vector",
    "arith.cmpi",
    "TypesMatchWith: result shape",
    fn(
        '%0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> i1\nreturn',
        args="%a: vector<4xi32>",
    ),
)
case(
    "arith.cmpi.same_operand_types",
    "arith.cmpi",
    "SameTypeOperands",
    fn(
        '%0 = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> : (i32, i64) -> i1\nreturn',
        args="%a: i32, %b: i64",
    ),
)
case(
    "arith.cmpi.parse_bad_predicate",
    "arith.cmpi",
    "custom syntax",
    fn("%0 = arith.cmpi bogus, %a, %a : i32\nreturn", args="%a: i32"),
)
case(
    "arith.cmpi.parse_float_predicate",
    "arith.cmpi",
    "custom syntax",
    fn("%0 = arith.cmpi oeq, %a, %a : i32\nreturn", args="%a: i32"),
)
case(
    "arith.cmpi.parse_missing_predicate",
    "arith.cmpi",
    "custom syntax",
    fn("%0 = arith.cmpi %a, %a : i32\nreturn", args="%a: i32"),
)
case(
    "arith.cmpi.custom_form_float",
    "arith.cmpi",
    "operand type constraint",
    fn("%0 = arith.cmpi eq, %a, %a : f32\nreturn", args="%a: f32"),
)
case(
    "arith.cmpf.predicate_out_of_range",
    "arith.cmpf",
    "attribute constraint",
    fn(
        '%0 = "arith.cmpf"(%a, %a) <{predicate = 16 : i64}> : (f32, f32) -> i1\nreturn',
        args="%a: f32",
    ),
)
case(
    "arith.cmpf.missing_predicate",
    "arith.cmpf",
    "missing required attribute",
    fn('%0 = "arith.cmpf"(%a, %a) : (f32, f32) -> i1\nreturn', args="%a: f32"),
)
case(
    "arith.cmpf.operand_type",
    "arith.cmpf",
    "operand type constraint",
    fn("%0 = arith.cmpf oeq, %a, %a : i32\nreturn", args="%a: i32"),
)
case(
    "arith.cmpf.result_type",
    "arith.cmpf",
    "result type constraint",
    fn(
        '%0 = "arith.cmpf"(%a, %a) <{predicate = 1 : i64}> : (f32, f32) -> f32\nreturn',
        args="%a: f32",
    ),
)
case(
    "arith.cmpf.result_shape",
    "arith.cmpf",
    "TypesMatchWith: result shape",
    fn(
        '%0 = "arith.cmpf"(%a, %a) <{predicate = 1 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<3xi1>\nreturn',
        args="%a: vector<2xf32>",
    ),
)
case(
    "arith.cmpf.same_operand_types",
    "arith.cmpf",
    "SameTypeOperands",
    fn(
        '%0 = "arith.cmpf"(%a, %b) <{predicate = 1 : i64}> : (f32, f64) -> i1\nreturn',
        args="%a: f32, %b: f64",
    ),
)
case(
    "arith.cmpf.parse_integer_predicate",
    "arith.cmpf",
    "custom syntax",
    fn("%0 = arith.cmpf sge, %a, %a : f32\nreturn", args="%a: f32"),
)
case(
    "arith.cmpf.parse_unordered_eq",
    "arith.cmpf",
    "custom syntax",
    fn("%0 = arith.cmpf eq, %a, %a : f32\nreturn", args="%a: f32"),
)

# ---- arith.select --------------------------------------------------------------------------
case(
    "arith.select.condition_type",
    "arith.select",
    "operand type constraint",
    fn('%0 = "arith.select"(%c, %a, %a) : (i32, f32, f32) -> f32\nreturn', args="%c: i32, %a: f32"),
)
case(
    "arith.select.condition_shape",
    "arith.select",
    "PredOpTrait: condition shape",
    fn(
        "%0 = arith.select %c, %a, %a : vector<3xi1>, vector<4xf32>\nreturn",
        args="%c: vector<3xi1>, %a: vector<4xf32>",
    ),
)
case(
    "arith.select.condition_zero_rank",
    "arith.select",
    "PredOpTrait: condition shape",
    fn(
        "%0 = arith.select %c, %a, %a : tensor<i1>, tensor<2xi64>\nreturn",
        args="%c: tensor<i1>, %a: tensor<2xi64>",
    ),
)
case(
    "arith.select.condition_encoding",
    "arith.select",
    "hand-written: condition shape",
    fn(
        '%0 = arith.select %c, %a, %a : tensor<8xi1, "bar">, tensor<8xi32, "foo">\nreturn',
        args='%c: tensor<8xi1, "bar">, %a: tensor<8xi32, "foo">',
    ),
)
case(
    "arith.select.value_types",
    "arith.select",
    "AllTypesMatch",
    fn(
        '%0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32\nreturn',
        args="%c: i1, %a: i32, %b: i64",
    ),
)
case(
    "arith.select.result_type",
    "arith.select",
    "AllTypesMatch",
    fn('%0 = "arith.select"(%c, %a, %a) : (i1, i32, i32) -> i64\nreturn', args="%c: i1, %a: i32"),
)
case(
    "arith.select.operand_count",
    "arith.select",
    "operand count",
    fn('%0 = "arith.select"(%c, %a) : (i1, i32) -> i32\nreturn', args="%c: i1, %a: i32"),
)
case(
    "arith.select.parse_missing_type",
    "arith.select",
    "custom syntax",
    fn("%0 = arith.select %c, %a, %a\nreturn", args="%c: i1, %a: i32"),
)

# ---- arith casts ---------------------------------------------------------------------------
for op, src, dst in [
    ("extsi", "i16", "i15"),
    ("extsi", "i16", "i16"),
    ("extui", "i16", "i8"),
    ("trunci", "i16", "i17"),
    ("trunci", "i16", "i16"),
    ("extf", "f32", "f16"),
    ("extf", "f16", "f16"),
    ("truncf", "f16", "f32"),
    ("truncf", "f32", "f32"),
    ("bitcast", "f16", "f32"),
    ("index_cast", "index", "index"),
    ("index_castui", "i32", "i64"),
]:
    tag = "same_width" if src == dst else f"{src}_to_{dst}"
    case(
        f"arith.{op}.incompatible_{tag}",
        f"arith.{op}",
        "hand-written: cast compatibility",
        fn(f"%0 = arith.{op} %a : {src} to {dst}\nreturn", args=f"%a: {src}"),
    )
for op, src, dst, which in [
    ("extsi", "index", "i64", "operand"),
    ("extui", "i1", "index", "result"),
    ("trunci", "f32", "i16", "operand"),
    ("extf", "i32", "f64", "operand"),
    ("truncf", "f64", "i32", "result"),
    ("sitofp", "f32", "f64", "operand"),
    ("uitofp", "i32", "i64", "result"),
    ("fptosi", "i32", "i16", "operand"),
    ("fptoui", "f32", "f16", "result"),
    ("index_cast", "f32", "index", "operand"),
    ("index_castui", "index", "f32", "result"),
    ("bitcast", "index", "i64", "operand"),
]:
    case(
        f"arith.{op}.{which}_type",
        f"arith.{op}",
        f"{which} type constraint",
        fn(f"%0 = arith.{op} %a : {src} to {dst}\nreturn", args=f"%a: {src}"),
    )
case(
    "arith.extsi.vector_shape",
    "arith.extsi",
    "SameOperandsAndResultShape",
    fn("%0 = arith.extsi %a : vector<4xi8> to vector<2xi16>\nreturn", args="%a: vector<4xi8>"),
)
case(
    "arith.extui.scalar_to_vector",
    "arith.extui",
    "SameOperandsAndResultShape",
    fn("%0 = arith.extui %a : i8 to vector<2xi16>\nreturn", args="%a: i8"),
)
case(
    "arith.extsi.tensor_dims",
    "arith.extsi",
    "PredOpTrait: same tensor dimensions",
    fn("%0 = arith.extsi %a : tensor<4xi32> to tensor<?xi64>\nreturn", args="%a: tensor<4xi32>"),
)
case(
    "arith.bitcast.tensor_dims",
    "arith.bitcast",
    "PredOpTrait: same tensor dimensions",
    fn("%0 = arith.bitcast %a : tensor<?xf32> to tensor<4xi32>\nreturn", args="%a: tensor<?xf32>"),
)
case(
    "arith.index_cast.tensor_dims",
    "arith.index_cast",
    "PredOpTrait: same tensor dimensions",
    fn(
        "%0 = arith.index_cast %a : tensor<index> to tensor<2xi64>\nreturn",
        args="%a: tensor<index>",
    ),
)
case(
    "arith.truncf.scalable_shape",
    "arith.truncf",
    "SameOperandsAndResultShape",
    fn(
        "%0 = arith.truncf %a : vector<[4]xf64> to vector<4xf32>\nreturn",
        args="%a: vector<[4]xf64>",
    ),
)
case(
    "arith.truncf.rounding_mode_value",
    "arith.truncf",
    "attribute constraint",
    fn('%0 = "arith.truncf"(%a) <{roundingmode = 9 : i32}> : (f64) -> f32\nreturn', args="%a: f64"),
)
case(
    "arith.truncf.parse_rounding_mode",
    "arith.truncf",
    "custom syntax",
    fn("%0 = arith.truncf %a sideways : f64 to f32\nreturn", args="%a: f64"),
)
case(
    "arith.extsi.parse_missing_to",
    "arith.extsi",
    "custom syntax",
    fn("%0 = arith.extsi %a : i8 i32\nreturn", args="%a: i8"),
)
case(
    "arith.extsi.operand_count",
    "arith.extsi",
    "operand count",
    fn('%0 = "arith.extsi"(%a, %a) : (i8, i8) -> i32\nreturn', args="%a: i8"),
)
case(
    "arith.sitofp.result_count",
    "arith.sitofp",
    "result count",
    fn('"arith.sitofp"(%a) : (i8) -> ()\nreturn', args="%a: i8"),
)
case(
    "arith.trunci.overflow_parse",
    "arith.trunci",
    "custom syntax",
    fn("%0 = arith.trunci %a overflow<exact> : i64 to i32\nreturn", args="%a: i64"),
)
case(
    "arith.scaling_extf.scale_type",
    "arith.scaling_extf",
    "operand type constraint",
    fn(
        '%0 = "arith.scaling_extf"(%a, %s) : (f4E2M1FN, i8) -> f32\nreturn',
        args="%a: f4E2M1FN, %s: i8",
    ),
)

# ---- cf.br ---------------------------------------------------------------------------------
case(
    "cf.br.successor_operand_count",
    "cf.br",
    "hand-written: successor operands",
    fn(
        raw(
            """
    cf.br ^bb1
    ^bb1(%x: i32):
      return
    """
        )
    ),
)
case(
    "cf.br.successor_operand_type",
    "cf.br",
    "hand-written: successor operands",
    fn(
        raw(
            """
    "cf.br"(%a) [^bb1] : (i64) -> ()
    ^bb1(%x: i32):
      return
    """
        ),
        args="%a: i64",
    ),
)
case(
    "cf.br.successor_count",
    "cf.br",
    "successor count",
    fn(
        raw(
            """
    "cf.br"() [^bb1, ^bb1] : () -> ()
    ^bb1:
      return
    """
        )
    ),
)
case("cf.br.no_successor", "cf.br", "successor count", fn('"cf.br"() : () -> ()'))
case("cf.br.undefined_block", "cf.br", "custom syntax", fn("cf.br ^missing"))
case(
    "cf.br.not_last",
    "cf.br",
    "Terminator not last",
    fn(
        raw(
            """
    cf.br ^bb1
    "test.after"() : () -> ()
    ^bb1:
      return
    """
        )
    ),
)
case(
    "cf.br.to_entry_block",
    "cf.br",
    "region: entry block predecessors",
    fn(
        raw(
            """
    cf.br ^bb0
    """
        )
    ).replace("{\n", "{\n^bb0:\n", 1),
)
case(
    "cf.br.parse_missing_caret",
    "cf.br",
    "custom syntax",
    fn(
        raw(
            """
    cf.br bb1
    ^bb1:
      return
    """
        )
    ),
)
case(
    "cf.br.parse_operand_type_count",
    "cf.br",
    "custom syntax",
    fn(
        raw(
            """
    cf.br ^bb1(%a : i32, i32)
    ^bb1(%x: i32):
      return
    """
        ),
        args="%a: i32",
    ),
)

# ---- cf.cond_br ----------------------------------------------------------------------------
case(
    "cf.cond_br.condition_type",
    "cf.cond_br",
    "operand type constraint",
    fn(
        raw(
            """
    "cf.cond_br"(%a) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb1:
      return
    """
        ),
        args="%a: i32",
    ),
)
case(
    "cf.cond_br.segments_missing",
    "cf.cond_br",
    "AttrSizedOperandSegments",
    fn(
        raw(
            """
    "cf.cond_br"(%c, %a) [^bb1, ^bb2] : (i1, i32) -> ()
    ^bb1(%x: i32):
      return
    ^bb2:
      return
    """
        ),
        args="%c: i1, %a: i32",
    ),
)
case(
    "cf.cond_br.segments_total",
    "cf.cond_br",
    "AttrSizedOperandSegments",
    fn(
        raw(
            """
    "cf.cond_br"(%c, %a) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32) -> ()
    ^bb1(%x: i32):
      return
    ^bb2:
      return
    """
        ),
        args="%c: i1, %a: i32",
    ),
)
case(
    "cf.cond_br.segments_length",
    "cf.cond_br",
    "AttrSizedOperandSegments",
    fn(
        raw(
            """
    "cf.cond_br"(%c, %a) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1>}> : (i1, i32) -> ()
    ^bb1(%x: i32):
      return
    ^bb2:
      return
    """
        ),
        args="%c: i1, %a: i32",
    ),
)
case(
    "cf.cond_br.true_operand_count",
    "cf.cond_br",
    "hand-written: successor operands",
    fn(
        raw(
            """
    cf.cond_br %c, ^bb1, ^bb2
    ^bb1(%x: i32):
      return
    ^bb2:
      return
    """
        ),
        args="%c: i1",
    ),
)
case(
    "cf.cond_br.false_operand_type",
    "cf.cond_br",
    "hand-written: successor operands",
    fn(
        raw(
            """
    "cf.cond_br"(%c, %a) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, f32) -> ()
    ^bb1:
      return
    ^bb2(%x: i32):
      return
    """
        ),
        args="%c: i1, %a: f32",
    ),
)
case(
    "cf.cond_br.successor_count",
    "cf.cond_br",
    "successor count",
    fn(
        raw(
            """
    "cf.cond_br"(%c) [^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:
      return
    """
        ),
        args="%c: i1",
    ),
)
case(
    "cf.cond_br.weights_count",
    "cf.cond_br",
    "hand-written: branch weights",
    fn(
        raw(
            """
    cf.cond_br %c weights([100]), ^bb1, ^bb2
    ^bb1:
      return
    ^bb2:
      return
    """
        ),
        args="%c: i1",
    ),
)
case(
    "cf.cond_br.weights_zero",
    "cf.cond_br",
    "hand-written: branch weights",
    fn(
        raw(
            """
    cf.cond_br %c weights([0, 0]), ^bb1, ^bb2
    ^bb1:
      return
    ^bb2:
      return
    """
        ),
        args="%c: i1",
    ),
)
case(
    "cf.cond_br.parse_missing_comma",
    "cf.cond_br",
    "custom syntax",
    fn(
        raw(
            """
    cf.cond_br %c ^bb1, ^bb2
    ^bb1:
      return
    ^bb2:
      return
    """
        ),
        args="%c: i1",
    ),
)
case(
    "cf.cond_br.parse_one_successor",
    "cf.cond_br",
    "custom syntax",
    fn(
        raw(
            """
    cf.cond_br %c, ^bb1
    ^bb1:
      return
    """
        ),
        args="%c: i1",
    ),
)

# ---- cf.switch -----------------------------------------------------------------------------
case(
    "cf.switch.case_count",
    "cf.switch",
    "hand-written: case values and destinations",
    fn(
        raw(
            """
    "cf.switch"(%f) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb1:
      return
    """
        ),
        args="%f: i32",
    ),
)
case(
    "cf.switch.case_value_type",
    "cf.switch",
    "hand-written: case value type",
    fn(
        raw(
            """
    "cf.switch"(%f) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb1:
      return
    """
        ),
        args="%f: i32",
    ),
)
case(
    "cf.switch.case_operand_segments",
    "cf.switch",
    "hand-written: case operand segments",
    fn(
        raw(
            """
    "cf.switch"(%f, %f) [^bb1, ^bb2] <{case_operand_segments = array<i32: 2>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
    ^bb1:
      return
    ^bb2(%x: i32):
      return
    """
        ),
        args="%f: i32",
    ),
)
case(
    "cf.switch.flag_type",
    "cf.switch",
    "operand type constraint",
    fn(
        raw(
            """
    "cf.switch"(%f) [^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
    ^bb1:
      return
    """
        ),
        args="%f: f32",
    ),
)
case(
    "cf.switch.default_operand_count",
    "cf.switch",
    "hand-written: successor operands",
    fn(
        raw(
            """
    cf.switch %f : i32, [
      default: ^bb1
    ]
    ^bb1(%x: i32):
      return
    """
        ),
        args="%f: i32",
    ),
)
case(
    "cf.switch.case_operand_type",
    "cf.switch",
    "hand-written: successor operands",
    fn(
        raw(
            """
    cf.switch %f : i32, [
      default: ^bb1,
      3: ^bb2(%f : i32)
    ]
    ^bb1:
      return
    ^bb2(%x: i64):
      return
    """
        ),
        args="%f: i32",
    ),
)
case(
    "cf.switch.parse_missing_default",
    "cf.switch",
    "custom syntax",
    fn(
        raw(
            """
    cf.switch %f : i32, [
      45: ^bb1
    ]
    ^bb1:
      return
    """
        ),
        args="%f: i32",
    ),
)
case(
    "cf.switch.parse_case_value",
    "cf.switch",
    "custom syntax",
    fn(
        raw(
            """
    cf.switch %f : i32, [
      default: ^bb1,
      "hello": ^bb1
    ]
    ^bb1:
      return
    """
        ),
        args="%f: i32",
    ),
)
case(
    "cf.switch.parse_missing_comma",
    "cf.switch",
    "custom syntax",
    fn(
        raw(
            """
    cf.switch %f : i32, [
      default: ^bb1,
      1: ^bb1
      2: ^bb1
    ]
    ^bb1:
      return
    """
        ),
        args="%f: i32",
    ),
)
case(
    "cf.switch.parse_missing_type",
    "cf.switch",
    "custom syntax",
    fn(
        raw(
            """
    cf.switch %f, [
      default: ^bb1
    ]
    ^bb1:
      return
    """
        ),
        args="%f: i32",
    ),
)

# ---- cf.assert -----------------------------------------------------------------------------
case(
    "cf.assert.missing_msg",
    "cf.assert",
    "missing required attribute",
    fn('"cf.assert"(%c) : (i1) -> ()\nreturn', args="%c: i1"),
)
case(
    "cf.assert.msg_not_string",
    "cf.assert",
    "attribute constraint",
    fn('"cf.assert"(%c) <{msg = 3 : i32}> : (i1) -> ()\nreturn', args="%c: i1"),
)
case(
    "cf.assert.condition_type",
    "cf.assert",
    "operand type constraint",
    fn('"cf.assert"(%c) <{msg = "m"}> : (i32) -> ()\nreturn', args="%c: i32"),
)
case(
    "cf.assert.operand_count",
    "cf.assert",
    "operand count",
    fn('"cf.assert"() <{msg = "m"}> : () -> ()\nreturn'),
)
case(
    "cf.assert.parse_missing_message",
    "cf.assert",
    "custom syntax",
    fn("cf.assert %c\nreturn", args="%c: i1"),
)
case(
    "cf.assert.parse_message_not_string",
    "cf.assert",
    "custom syntax",
    fn("cf.assert %c, 42\nreturn", args="%c: i1"),
)

# ---- scf.for -------------------------------------------------------------------------------
for index, name in enumerate(["lower", "upper", "step"]):
    operands = ["%i", "%i", "%i"]
    types = ["index", "index", "index"]
    operands[index], types[index] = "%f", "f32"
    case(
        f"scf.for.{name}_bound_type" if name != "step" else "scf.for.step_type",
        "scf.for",
        "operand type constraint",
        fn(
            f'"scf.for"({", ".join(operands)}) ({{\n^bb0(%iv: index):\n  scf.yield\n}}) : ({", ".join(types)}) -> ()\nreturn',
            args="%i: index, %f: f32",
        ),
    )
case(
    "scf.for.bound_types_match",
    "scf.for",
    "AllTypesMatch: bounds and step",
    fn(
        '"scf.for"(%i, %j, %i) ({\n^bb0(%iv: index):\n  scf.yield\n}) : (index, i32, index) -> ()\nreturn',
        args="%i: index, %j: i32",
    ),
)
case(
    "scf.for.region_count",
    "scf.for",
    "region count",
    fn(
        '"scf.for"(%i, %i, %i) ({\n  scf.yield\n}, {\n  scf.yield\n}) : (index, index, index) -> ()\nreturn',
        args="%i: index",
    ),
)
case(
    "scf.for.two_blocks",
    "scf.for",
    "SizedRegion<1>",
    fn(
        raw(
            """
    "scf.for"(%i, %i, %i) ({
    ^bb1(%iv: index):
      scf.yield
    ^bb2:
      scf.yield
    }) : (index, index, index) -> ()
    return
    """
        ),
        args="%i: index",
    ),
)
case(
    "scf.for.induction_variable_type",
    "scf.for",
    "hand-written: induction variable",
    fn(
        raw(
            """
    "scf.for"(%i, %i, %i) ({
    ^bb0(%iv: f32):
      scf.yield
    }) : (index, index, index) -> ()
    return
    """
        ),
        args="%i: index",
    ),
)
case(
    "scf.for.results_vs_inits",
    "scf.for",
    "hand-written: loop-carried values",
    fn(
        raw(
            """
    "scf.for"(%i, %i, %i, %x) ({
    ^bb0(%iv: index, %acc: f32):
      scf.yield %acc : f32
    }) : (index, index, index, f32) -> ()
    return
    """
        ),
        args="%i: index, %x: f32",
    ),
)
case(
    "scf.for.result_type",
    "scf.for",
    "hand-written: loop-carried values",
    fn(
        raw(
            """
    %r = "scf.for"(%i, %i, %i, %x) ({
    ^bb0(%iv: index, %acc: f32):
      scf.yield %acc : f32
    }) : (index, index, index, f32) -> f64
    return
    """
        ),
        args="%i: index, %x: f32",
    ),
)
case(
    "scf.for.iter_arg_count",
    "scf.for",
    "hand-written: loop-carried values",
    fn(
        raw(
            """
    %r = "scf.for"(%i, %i, %i, %x) ({
    ^bb0(%iv: index, %a: f32, %b: f32):
      scf.yield %a, %b : f32, f32
    }) : (index, index, index, f32) -> f32
    return
    """
        ),
        args="%i: index, %x: f32",
    ),
)
case(
    "scf.for.yield_count",
    "scf.for",
    "hand-written: loop-carried values",
    fn(
        raw(
            """
    %r:2 = "scf.for"(%i, %i, %i, %x, %x) ({
    ^bb0(%iv: index, %a: f32, %b: f32):
      scf.yield %a : f32
    }) : (index, index, index, f32, f32) -> (f32, f32)
    return
    """
        ),
        args="%i: index, %x: f32",
    ),
)
case(
    "scf.for.yield_type",
    "scf.for",
    "hand-written: loop-carried values",
    fn(
        raw(
            """
    %r = scf.for %iv = %i to %i step %i iter_args(%a = %x) -> (f32) {
      %c = arith.constant 1 : i32
      scf.yield %c : i32
    }
    return
    """
        ),
        args="%i: index, %x: f32",
    ),
)
case(
    "scf.for.implicit_terminator",
    "scf.for",
    "SingleBlockImplicitTerminator",
    fn(
        raw(
            """
    "scf.for"(%i, %i, %i) ({
    ^bb0(%iv: index):
      "test.op"() : () -> ()
    }) : (index, index, index) -> ()
    return
    """
        ),
        args="%i: index",
    ),
)
case(
    "scf.for.empty_region",
    "scf.for",
    "hand-written: body block",
    fn('"scf.for"(%i, %i, %i) ({\n}) : (index, index, index) -> ()\nreturn', args="%i: index"),
)
case(
    "scf.for.parse_missing_step",
    "scf.for",
    "custom syntax",
    fn(
        raw(
            """
    scf.for %iv = %i to %i {
    }
    return
    """
        ),
        args="%i: index",
    ),
)
case(
    "scf.for.parse_missing_to",
    "scf.for",
    "custom syntax",
    fn(
        raw(
            """
    scf.for %iv = %i %i step %i {
    }
    return
    """
        ),
        args="%i: index",
    ),
)
case(
    "scf.for.parse_iter_args_count",
    "scf.for",
    "custom syntax",
    fn(
        raw(
            """
    %r:2 = scf.for %iv = %i to %i step %i iter_args(%a = %x) -> (f32, f32) {
      scf.yield %a, %a : f32, f32
    }
    return
    """
        ),
        args="%i: index, %x: f32",
    ),
)
case(
    "scf.for.parse_iter_arg_type",
    "scf.for",
    "custom syntax",
    fn(
        raw(
            """
    %r = scf.for %iv = %i to %i step %i iter_args(%a = %x) -> (i32) {
      scf.yield %a : i32
    }
    return
    """
        ),
        args="%i: index, %x: f32",
    ),
)

# ---- scf.if --------------------------------------------------------------------------------
case(
    "scf.if.condition_type",
    "scf.if",
    "operand type constraint",
    fn('"scf.if"(%i) ({\n  scf.yield\n}, {\n}) : (index) -> ()\nreturn', args="%i: index"),
)
case(
    "scf.if.region_count",
    "scf.if",
    "region count",
    fn('"scf.if"(%c) ({\n  scf.yield\n}, {\n}, {\n}) : (i1) -> ()\nreturn', args="%c: i1"),
)
case(
    "scf.if.two_blocks",
    "scf.if",
    "SizedRegion<1>",
    fn(
        raw(
            """
    "scf.if"(%c) ({
    ^bb0:
      scf.yield
    ^bb1:
      scf.yield
    }, {
    }) : (i1) -> ()
    return
    """
        ),
        args="%c: i1",
    ),
)
case(
    "scf.if.block_argument",
    "scf.if",
    "hand-written: region arguments",
    fn(
        raw(
            """
    "scf.if"(%c) ({
    ^bb0(%x: index):
      scf.yield
    }, {
    }) : (i1) -> ()
    return
    """
        ),
        args="%c: i1",
    ),
)
case(
    "scf.if.missing_else",
    "scf.if",
    "hand-written: else with results",
    fn(
        raw(
            """
    %r = scf.if %c -> (f32) {
      scf.yield %x : f32
    }
    return
    """
        ),
        args="%c: i1, %x: f32",
    ),
)
case(
    "scf.if.yield_count",
    "scf.if",
    "RegionBranchOpInterface: yield count",
    fn(
        raw(
            """
    %r:2 = scf.if %c -> (f32, f32) {
      scf.yield %x : f32
    } else {
      scf.yield %x, %x : f32, f32
    }
    return
    """
        ),
        args="%c: i1, %x: f32",
    ),
)
case(
    "scf.if.yield_type",
    "scf.if",
    "RegionBranchOpInterface: yield types",
    fn(
        raw(
            """
    %r = scf.if %c -> (f32) {
      scf.yield %x : f32
    } else {
      scf.yield %i : i32
    }
    return
    """
        ),
        args="%c: i1, %x: f32, %i: i32",
    ),
)
case(
    "scf.if.implicit_terminator_with_results",
    "scf.if",
    "RegionBranchOpInterface: yield count (implicit terminator)",
    fn(
        raw(
            """
    %r = scf.if %c -> (f32) {
    } else {
      scf.yield %x : f32
    }
    return
    """
        ),
        args="%c: i1, %x: f32",
    ),
)
case(
    "scf.if.wrong_terminator",
    "scf.if",
    "SingleBlockImplicitTerminator",
    fn(
        raw(
            """
    "scf.if"(%c) ({
      "test.terminator"() : () -> ()
    }, {
    }) : (i1) -> ()
    return
    """
        ),
        args="%c: i1",
    ),
)
case(
    "scf.if.parse_missing_condition",
    "scf.if",
    "custom syntax",
    fn(
        raw(
            """
    scf.if {
    }
    return
    """
        )
    ),
)
case(
    "scf.if.parse_missing_region", "scf.if", "custom syntax", fn("scf.if %c\nreturn", args="%c: i1")
)

# ---- scf.while / scf.condition -------------------------------------------------------------
case(
    "scf.while.before_terminator",
    "scf.while",
    "hand-written: before terminator",
    fn(
        raw(
            """
    scf.while : () -> () {
      "test.other"() : () -> ()
    } do {
      scf.yield
    }
    return
    """
        )
    ),
)
case(
    "scf.while.after_terminator",
    "scf.while",
    "hand-written: after terminator",
    fn(
        raw(
            """
    %t = arith.constant true
    scf.while : () -> () {
      scf.condition(%t)
    } do {
      "test.other"() : () -> ()
    }
    return
    """
        )
    ),
)
case(
    "scf.while.empty_region",
    "scf.while",
    "SizedRegion<1>",
    fn(
        raw(
            """
    scf.while : () -> () {
    } do {
    }
    return
    """
        )
    ),
)
case(
    "scf.while.empty_block",
    "scf.while",
    "hand-written: non-empty block",
    fn(
        raw(
            """
    scf.while : () -> () {
    ^bb0:
    } do {
    ^bb0:
    }
    return
    """
        )
    ),
)
case(
    "scf.while.after_argument_count",
    "scf.while",
    "RegionBranchOpInterface: successor inputs",
    fn(
        raw(
            """
    %t = arith.constant true
    scf.while : () -> () {
      scf.condition(%t)
    } do {
    ^bb0(%x: i32):
      scf.yield
    }
    return
    """
        )
    ),
)
case(
    "scf.while.after_argument_type",
    "scf.while",
    "RegionBranchOpInterface: successor inputs",
    fn(
        raw(
            """
    %t = arith.constant true
    %r = scf.while : () -> (i1) {
      scf.condition(%t) %t : i1
    } do {
    ^bb0(%x: i32):
      scf.yield
    }
    return
    """
        )
    ),
)
case(
    "scf.while.result_count",
    "scf.while",
    "RegionBranchOpInterface: successor inputs",
    fn(
        raw(
            """
    %t = arith.constant true
    scf.while : () -> () {
      scf.condition(%t) %t : i1
    } do {
    ^bb0(%x: i1):
      scf.yield
    }
    return
    """
        )
    ),
)
case(
    "scf.while.before_argument_type",
    "scf.while",
    "RegionBranchOpInterface: successor inputs",
    fn(
        raw(
            """
    %r = "scf.while"(%x) ({
    ^bb0(%a: f32):
      %c = "test.cond"() : () -> i1
      "scf.condition"(%c, %a) : (i1, f32) -> ()
    }, {
    ^bb0(%b: f32):
      "scf.yield"(%b) : (f32) -> ()
    }) : (i32) -> f32
    return
    """
        ),
        args="%x: i32",
    ),
)
case(
    "scf.while.parse_type_count",
    "scf.while",
    "custom syntax",
    fn(
        raw(
            """
    %t = arith.constant true
    scf.while : (i32) -> () {
      scf.condition(%t)
    } do {
      scf.yield
    }
    return
    """
        )
    ),
)
case(
    "scf.while.parse_missing_do",
    "scf.while",
    "custom syntax",
    fn(
        raw(
            """
    %t = arith.constant true
    scf.while : () -> () {
      scf.condition(%t)
    } {
      scf.yield
    }
    return
    """
        )
    ),
)
case(
    "scf.condition.parent",
    "scf.condition",
    "HasParent",
    fn('%t = arith.constant true\n"test.region"() ({\n  scf.condition(%t)\n}) : () -> ()\nreturn'),
)
case(
    "scf.condition.condition_type",
    "scf.condition",
    "operand type constraint",
    fn(
        raw(
            """
    scf.while : () -> () {
      %c = "test.cond"() : () -> i32
      "scf.condition"(%c) : (i32) -> ()
    } do {
      scf.yield
    }
    return
    """
        )
    ),
)

# ---- scf.yield -----------------------------------------------------------------------------
case("scf.yield.parent_func", "scf.yield", "HasParent", fn("scf.yield"))
case(
    "scf.yield.parent_unregistered",
    "scf.yield",
    "HasParent",
    fn('"test.region"() ({\n  scf.yield\n}) : () -> ()\nreturn'),
)
case(
    "scf.yield.not_last",
    "scf.yield",
    "Terminator not last",
    fn(
        raw(
            """
    scf.if %c {
      scf.yield
      "test.after"() : () -> ()
    }
    return
    """
        ),
        args="%c: i1",
    ),
)
case(
    "scf.yield.parse_missing_type",
    "scf.yield",
    "custom syntax",
    fn(
        raw(
            """
    %r = scf.if %c -> (f32) {
      scf.yield %x
    } else {
      scf.yield %x : f32
    }
    return
    """
        ),
        args="%c: i1, %x: f32",
    ),
)

# ---- scf.execute_region --------------------------------------------------------------------
case(
    "scf.execute_region.region_arguments",
    "scf.execute_region",
    "hand-written: region arguments",
    fn(
        raw(
            """
    "scf.execute_region"() ({
    ^bb0(%i: i32):
      scf.yield
    }) : () -> ()
    return
    """
        )
    ),
)
case(
    "scf.execute_region.yield_type",
    "scf.execute_region",
    "RegionBranchOpInterface: yield types",
    fn(
        raw(
            """
    %r = scf.execute_region -> i32 {
      %f = arith.constant 1.0 : f32
      scf.yield %f : f32
    }
    return
    """
        )
    ),
)
case(
    "scf.execute_region.empty_region",
    "scf.execute_region",
    "hand-written: non-empty region",
    fn('"scf.execute_region"() ({\n}) : () -> ()\nreturn'),
)

# ---- scf.index_switch ----------------------------------------------------------------------
case(
    "scf.index_switch.case_count",
    "scf.index_switch",
    "hand-written: case regions",
    fn(
        raw(
            """
    "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
      scf.yield
    }) : (index) -> ()
    return
    """
        ),
        args="%i: index",
    ),
)
case(
    "scf.index_switch.duplicate_case",
    "scf.index_switch",
    "hand-written: duplicate case",
    fn(
        raw(
            """
    scf.index_switch %i
    case 0 {
      scf.yield
    }
    case 0 {
      scf.yield
    }
    default {
      scf.yield
    }
    return
    """
        ),
        args="%i: index",
    ),
)
case(
    "scf.index_switch.yield_count",
    "scf.index_switch",
    "hand-written: region results",
    fn(
        raw(
            """
    scf.index_switch %i
    default {
      scf.yield %i : index
    }
    return
    """
        ),
        args="%i: index",
    ),
)
case(
    "scf.index_switch.yield_type",
    "scf.index_switch",
    "hand-written: region results",
    fn(
        raw(
            """
    %r = scf.index_switch %i -> index
    case 0 {
      scf.yield %x : i32
    }
    default {
      scf.yield %i : index
    }
    return
    """
        ),
        args="%i: index, %x: i32",
    ),
)
case(
    "scf.index_switch.wrong_terminator",
    "scf.index_switch",
    "hand-written: region terminator",
    fn(
        raw(
            """
    "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
      "scf.yield"() : () -> ()
    }, {
      "test.terminator"() : () -> ()
    }) : (index) -> ()
    return
    """
        ),
        args="%i: index",
    ),
)
case(
    "scf.index_switch.argument_type",
    "scf.index_switch",
    "operand type constraint",
    fn(
        raw(
            """
    "scf.index_switch"(%i) <{cases = array<i64>}> ({
      scf.yield
    }) : (i32) -> ()
    return
    """
        ),
        args="%i: i32",
    ),
)
case(
    "scf.index_switch.parse_missing_default",
    "scf.index_switch",
    "custom syntax",
    fn(
        raw(
            """
    scf.index_switch %i
    case 0 {
      scf.yield
    }
    return
    """
        ),
        args="%i: index",
    ),
)

# ---- scf.parallel / scf.reduce / scf.forall ------------------------------------------------
case(
    "scf.parallel.induction_variable_type",
    "scf.parallel",
    "hand-written: induction variables",
    fn(
        raw(
            """
    "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%iv: f32):
      scf.reduce
    }) : (index, index, index) -> ()
    return
    """
        ),
        args="%i: index",
    ),
)
case(
    "scf.parallel.induction_variable_count",
    "scf.parallel",
    "hand-written: induction variables",
    fn(
        raw(
            """
    "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%a: index, %b: index):
      scf.reduce
    }) : (index, index, index) -> ()
    return
    """
        ),
        args="%i: index",
    ),
)
case(
    "scf.parallel.no_bounds",
    "scf.parallel",
    "hand-written: at least one bound",
    fn(
        raw(
            """
    scf.parallel () = () to () step () {
    }
    return
    """
        )
    ),
)
case(
    "scf.parallel.zero_step",
    "scf.parallel",
    "hand-written: positive step",
    fn(
        raw(
            """
    %c0 = arith.constant 0 : index
    scf.parallel (%iv) = (%i) to (%i) step (%c0) {
    }
    return
    """
        ),
        args="%i: index",
    ),
)
case(
    "scf.parallel.reduction_count",
    "scf.parallel",
    "hand-written: results and reductions",
    fn(
        raw(
            """
    %z = arith.constant 1.0 : f32
    %r = scf.parallel (%iv) = (%i) to (%i) step (%i) init (%z) -> f32 {
    }
    return
    """
        ),
        args="%i: index",
    ),
)
case(
    "scf.parallel.wrong_terminator",
    "scf.parallel",
    "hand-written: body terminator",
    fn(
        raw(
            """
    scf.parallel (%iv) = (%i) to (%i) step (%i) {
      scf.yield
    }
    return
    """
        ),
        args="%i: index",
    ),
)
case(
    "scf.parallel.parse_bound_count",
    "scf.parallel",
    "custom syntax",
    fn(
        raw(
            """
    scf.parallel (%iv) = (%i) to (%i, %i) step (%i) {
    }
    return
    """
        ),
        args="%i: index",
    ),
)
case(
    "scf.reduce.parent",
    "scf.reduce",
    "HasParent",
    fn(
        raw(
            """
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }
    return
    """
        ),
        args="%x: f32",
    ),
)
case(
    "scf.reduce.block_arguments",
    "scf.reduce",
    "hand-written: reduction region",
    fn(
        raw(
            """
    %z = arith.constant 0.0 : f32
    %r = scf.parallel (%iv) = (%i) to (%i) step (%i) init (%z) -> f32 {
      scf.reduce(%z : f32) {
      ^bb0(%l: f32, %m: i32):
        scf.reduce.return %l : f32
      }
    }
    return
    """
        ),
        args="%i: index",
    ),
)
case(
    "scf.reduce.return_type",
    "scf.reduce.return",
    "hand-written: reduction result type",
    fn(
        raw(
            """
    %z = arith.constant 0.0 : f32
    %r = scf.parallel (%iv) = (%i) to (%i) step (%i) init (%z) -> f32 {
      scf.reduce(%z : f32) {
      ^bb0(%l: f32, %m: f32):
        scf.reduce.return %i : index
      }
    }
    return
    """
        ),
        args="%i: index",
    ),
)
case(
    "scf.forall.parse_result_count",
    "scf.forall",
    "custom syntax",
    fn(
        raw(
            """
    %r:2 = scf.forall (%iv) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>, tensor<4xf32>) {
    }
    return
    """
        ),
        args="%n: index, %t: tensor<4xf32>",
    ),
)

# ---- memref --------------------------------------------------------------------------------
case(
    "memref.load.index_count",
    "memref.load",
    "hand-written: index count",
    fn("%0 = memref.load %m[%i] : memref<4x4xf32>\nreturn", args="%m: memref<4x4xf32>, %i: index"),
)
case(
    "memref.load.index_type",
    "memref.load",
    "operand type constraint",
    fn(
        '%0 = "memref.load"(%m, %i) : (memref<4xf32>, i32) -> f32\nreturn',
        args="%m: memref<4xf32>, %i: i32",
    ),
)
case(
    "memref.load.result_type",
    "memref.load",
    "TypesMatchWith: element type",
    fn(
        '%0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> f64\nreturn',
        args="%m: memref<4xf32>, %i: index",
    ),
)
case(
    "memref.load.not_memref",
    "memref.load",
    "operand type constraint",
    fn(
        '%0 = "memref.load"(%t, %i) : (tensor<4xf32>, index) -> f32\nreturn',
        args="%t: tensor<4xf32>, %i: index",
    ),
)
case(
    "memref.load.parse_missing_type",
    "memref.load",
    "custom syntax",
    fn("%0 = memref.load %m[%i]\nreturn", args="%m: memref<4xf32>, %i: index"),
)
case(
    "memref.load.parse_missing_brackets",
    "memref.load",
    "custom syntax",
    fn("%0 = memref.load %m : memref<4xf32>\nreturn", args="%m: memref<4xf32>"),
)
case(
    "memref.store.index_count",
    "memref.store",
    "hand-written: index count",
    fn(
        "memref.store %v, %m[%i, %i] : memref<4xf32>\nreturn",
        args="%v: f32, %m: memref<4xf32>, %i: index",
    ),
)
case(
    "memref.store.value_type",
    "memref.store",
    "TypesMatchWith: element type",
    fn(
        '"memref.store"(%v, %m, %i) : (f64, memref<4xf32>, index) -> ()\nreturn',
        args="%v: f64, %m: memref<4xf32>, %i: index",
    ),
)
case(
    "memref.store.parse_missing_comma",
    "memref.store",
    "custom syntax",
    fn(
        "memref.store %v %m[%i] : memref<4xf32>\nreturn",
        args="%v: f32, %m: memref<4xf32>, %i: index",
    ),
)
case(
    "memref.alloc.dynamic_dim_count",
    "memref.alloc",
    "hand-written: dynamic sizes",
    fn("%0 = memref.alloc() : memref<?x4xf32>\nreturn"),
)
case(
    "memref.alloc.dynamic_dim_count_extra",
    "memref.alloc",
    "hand-written: dynamic sizes",
    fn("%0 = memref.alloc(%n) : memref<4xf32>\nreturn", args="%n: index"),
)
case(
    "memref.alloc.symbol_count",
    "memref.alloc",
    "hand-written: symbol operands",
    fn("%0 = memref.alloc()[%n] : memref<4xf32>\nreturn", args="%n: index"),
)
case(
    "memref.alloc.result_not_memref",
    "memref.alloc",
    "result type constraint",
    fn(
        '%0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> tensor<4xf32>\nreturn'
    ),
)
case(
    "memref.alloc.unranked",
    "memref.alloc",
    "result type constraint",
    fn(
        '%0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<*xf32>\nreturn'
    ),
)
case(
    "memref.alloc.alignment_not_power_of_two",
    "memref.alloc",
    "attribute constraint",
    fn("%0 = memref.alloc() {alignment = 3 : i64} : memref<4xf32>\nreturn"),
)
case(
    "memref.alloc.segments_total",
    "memref.alloc",
    "AttrSizedOperandSegments",
    fn(
        '%0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 0, 0>}> : (index) -> memref<?xf32>\nreturn',
        args="%n: index",
    ),
)
case(
    "memref.alloc.size_type",
    "memref.alloc",
    "operand type constraint",
    fn(
        '%0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> memref<?xf32>\nreturn',
        args="%n: i64",
    ),
)
case(
    "memref.alloc.parse_missing_type",
    "memref.alloc",
    "custom syntax",
    fn("%0 = memref.alloc()\nreturn"),
)
case(
    "memref.alloca.dynamic_dim_count",
    "memref.alloca",
    "hand-written: dynamic sizes",
    fn("%0 = memref.alloca(%n, %n) : memref<?xf32>\nreturn", args="%n: index"),
)
case(
    "memref.alloca.alignment_negative",
    "memref.alloca",
    "attribute constraint",
    fn("%0 = memref.alloca() {alignment = -8 : i64} : memref<4xf32>\nreturn"),
)
case(
    "memref.dealloc.not_memref",
    "memref.dealloc",
    "operand type constraint",
    fn('"memref.dealloc"(%t) : (tensor<4xf32>) -> ()\nreturn', args="%t: tensor<4xf32>"),
)
case(
    "memref.dealloc.operand_count",
    "memref.dealloc",
    "operand count",
    fn('"memref.dealloc"() : () -> ()\nreturn'),
)
case(
    "memref.dim.index_type",
    "memref.dim",
    "operand type constraint",
    fn(
        '%0 = "memref.dim"(%m, %i) : (memref<?xf32>, i32) -> index\nreturn',
        args="%m: memref<?xf32>, %i: i32",
    ),
)
case(
    "memref.dim.source_type",
    "memref.dim",
    "operand type constraint",
    fn(
        '%0 = "memref.dim"(%t, %i) : (tensor<?xf32>, index) -> index\nreturn',
        args="%t: tensor<?xf32>, %i: index",
    ),
)
case(
    "memref.dim.result_type",
    "memref.dim",
    "result type constraint",
    fn(
        '%0 = "memref.dim"(%m, %i) : (memref<?xf32>, index) -> i64\nreturn',
        args="%m: memref<?xf32>, %i: index",
    ),
)
case(
    "memref.dim.parse_missing_type",
    "memref.dim",
    "custom syntax",
    fn("%0 = memref.dim %m, %i\nreturn", args="%m: memref<?xf32>, %i: index"),
)
case(
    "memref.cast.shape_mismatch",
    "memref.cast",
    "hand-written: cast compatibility",
    fn("%0 = memref.cast %m : memref<4xf32> to memref<8xf32>\nreturn", args="%m: memref<4xf32>"),
)
case(
    "memref.cast.element_type",
    "memref.cast",
    "hand-written: cast compatibility",
    fn("%0 = memref.cast %m : memref<4xf32> to memref<4xi32>\nreturn", args="%m: memref<4xf32>"),
)
case(
    "memref.cast.rank_mismatch",
    "memref.cast",
    "hand-written: cast compatibility",
    fn("%0 = memref.cast %m : memref<4xf32> to memref<4x1xf32>\nreturn", args="%m: memref<4xf32>"),
)
case(
    "memref.cast.memory_space",
    "memref.cast",
    "hand-written: cast compatibility",
    fn("%0 = memref.cast %m : memref<4xf32> to memref<4xf32, 1>\nreturn", args="%m: memref<4xf32>"),
)
case(
    "memref.cast.unranked_to_unranked",
    "memref.cast",
    "hand-written: cast compatibility",
    fn("%0 = memref.cast %m : memref<*xf32> to memref<*xf32>\nreturn", args="%m: memref<*xf32>"),
)
case(
    "memref.cast.not_memref",
    "memref.cast",
    "operand type constraint",
    fn(
        '%0 = "memref.cast"(%t) : (tensor<4xf32>) -> memref<4xf32>\nreturn',
        args="%t: tensor<4xf32>",
    ),
)
case(
    "memref.cast.parse_missing_to",
    "memref.cast",
    "custom syntax",
    fn("%0 = memref.cast %m : memref<4xf32> memref<?xf32>\nreturn", args="%m: memref<4xf32>"),
)

# ---- symbols and modules -------------------------------------------------------------------
case(
    "builtin.module.symbol_redefinition_mixed",
    "builtin.module",
    "SymbolTable redefinition",
    raw(
        """
    func.func private @s()
    module @s {
    }
    """
    ),
)


# ---- builtin.unrealized_conversion_cast, and where unprefixed names are looked up ----------
case(
    "builtin.unrealized_conversion_cast.no_results",
    "builtin.unrealized_conversion_cast",
    "hasVerifier",
    fn('"builtin.unrealized_conversion_cast"(%a) : (i32) -> ()\nreturn', args="%a: i32"),
)
case(
    "builtin.unrealized_conversion_cast.type_count",
    "builtin.unrealized_conversion_cast",
    "custom syntax",
    fn("%0 = builtin.unrealized_conversion_cast %a, %a : i32 to i64\nreturn", args="%a: i32"),
)
case(
    "builtin.unrealized_conversion_cast.missing_to",
    "builtin.unrealized_conversion_cast",
    "custom syntax",
    fn("%0 = builtin.unrealized_conversion_cast %a : i32 i64\nreturn", args="%a: i32"),
)
# Inside func.func only `func.` is tried for a name without a dialect, not `builtin.`.
case(
    "builtin.unrealized_conversion_cast.unprefixed_in_func",
    "builtin.unrealized_conversion_cast",
    "custom syntax",
    fn("%0 = unrealized_conversion_cast to i32\nreturn"),
)
case("builtin.module.unprefixed_in_func", "builtin.module", "custom syntax", fn("module {}\nreturn"))
case("builtin.module.zero_operands", "builtin.module", "ZeroOperands", '%0 = "test.v"() : () -> i32\n"builtin.module"(%0) ({\n}) : (i32) -> ()\n')
case("builtin.module.region_arguments", "builtin.module", "NoRegionArguments", '"builtin.module"() ({\n^bb0(%a: i32):\n}) : () -> ()\n')
case("builtin.module.two_blocks", "builtin.module", "SingleBlock", '"builtin.module"() ({\n  "test.a"() : () -> ()\n^bb1:\n  "test.b"() : () -> ()\n}) : () -> ()\n')
case("builtin.module.undialected_attribute", "builtin.module", "hasVerifier", "module attributes {foo = 1} {\n}\n")
case("builtin.module.sym_name_not_string", "builtin.module", "properties", '"builtin.module"() <{sym_name = 3}> ({\n}) : () -> ()\n')


# ---- tensor --------------------------------------------------------------------------------
T8 = "%t: tensor<8xf32>"


def forall(insert: str, args: str) -> str:
    """A function whose scf.forall over tensor<8xf32> holds `insert` in its in_parallel."""
    return fn(
        f"""
        %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {{
          scf.forall.in_parallel {{
            {insert}
          }}
        }}
        return
        """,
        args=args,
    )


case("tensor.bitcast.bit_width", "tensor.bitcast", "CastOpInterface", fn("%0 = tensor.bitcast %a : tensor<4xi32> to tensor<4xf16>\nreturn", args="%a: tensor<4xi32>"))
case("tensor.bitcast.index", "tensor.bitcast", "operand type constraint", fn("%0 = tensor.bitcast %a : tensor<?xindex> to tensor<?xi64>\nreturn", args="%a: tensor<?xindex>"))
case("tensor.bitcast.shape", "tensor.bitcast", "CastOpInterface", fn("%0 = tensor.bitcast %a : tensor<4xi32> to tensor<5xf32>\nreturn", args="%a: tensor<4xi32>"))
case("tensor.cast.element_type", "tensor.cast", "CastOpInterface", fn("%0 = tensor.cast %a : tensor<*xf32> to tensor<*xi32>\nreturn", args="%a: tensor<*xf32>"))
case("tensor.concat.dynamic_mismatch", "tensor.concat", "hand-written: inferred shape", fn("%0 = tensor.concat dim(1) %a, %b : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<3x?xf32>\nreturn", args="%a: tensor<?x3xf32>, %b: tensor<2x?xf32>"))
case("tensor.concat.no_inputs_generic", "tensor.concat", "hand-written: inputs", fn('%0 = "tensor.concat"() <{dim = 0 : i64}> : () -> tensor<2xf32>\nreturn'))
case("tensor.dim.unranked_index", "tensor.dim", "operand type constraint", fn("%0 = tensor.dim %t, %i : tensor<f32>\nreturn", args="%t: tensor<f32>, %i: i32"))
case("tensor.empty.unranked_generic", "tensor.empty", "result type constraint", fn('%0 = "tensor.empty"(%i) : (index) -> tensor<*xf32>\nreturn', args="%i: index"))
case("tensor.expand_shape.dynamic_count", "tensor.expand_shape", "hand-written: output shape", fn('%0 = "tensor.expand_shape"(%a, %s) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 4, -9223372036854775808>}> : (tensor<?x?xf32>, index) -> tensor<?x4x?xf32>\nreturn', args="%a: tensor<?x?xf32>, %s: index"))
case("tensor.expand_shape.map_size", "tensor.expand_shape", "hand-written: reassociation", fn("%0 = tensor.expand_shape %a [[0, 1, 2]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>\nreturn", args="%a: tensor<8xf32>"))
case("tensor.expand_shape.rank", "tensor.expand_shape", "hand-written: ranks", fn("%0 = tensor.expand_shape %a [[0, 1]] output_shape [8] : tensor<2x4xf32> into tensor<8xf32>\nreturn", args="%a: tensor<2x4xf32>"))
case("tensor.expand_shape.static_from_dynamic", "tensor.expand_shape", "hand-written: shapes", fn("%0 = tensor.expand_shape %a [[0, 1]] output_shape [%s, 4] : tensor<8xf32> into tensor<?x4xf32>\nreturn", args="%a: tensor<8xf32>, %s: index"))
case("tensor.collapse_shape.count", "tensor.collapse_shape", "hand-written: reassociation", fn("%0 = tensor.collapse_shape %a [[0], [1]] : tensor<2x4xf32> into tensor<8xf32>\nreturn", args="%a: tensor<2x4xf32>"))
case("tensor.collapse_shape.element_type", "tensor.collapse_shape", "hand-written: collapsed type", fn("%0 = tensor.collapse_shape %a [[0, 1]] : tensor<2x4xf32> into tensor<8xi32>\nreturn", args="%a: tensor<2x4xf32>"))
case("tensor.collapse_shape.gap", "tensor.collapse_shape", "hand-written: reassociation", fn("%0 = tensor.collapse_shape %a [[0], [2]] : tensor<2x4x3xf32> into tensor<2x12xf32>\nreturn", args="%a: tensor<2x4x3xf32>"))
case("tensor.collapse_shape.not_contiguous", "tensor.collapse_shape", "hand-written: reassociation", fn("%0 = tensor.collapse_shape %a [[1, 0]] : tensor<2x4xf32> into tensor<8xf32>\nreturn", args="%a: tensor<2x4xf32>"))
case("tensor.collapse_shape.static_from_dynamic", "tensor.collapse_shape", "hand-written: shapes", fn("%0 = tensor.collapse_shape %a [[0, 1]] : tensor<?x4xf32> into tensor<8xf32>\nreturn", args="%a: tensor<?x4xf32>"))
case("tensor.extract.result_type", "tensor.extract", "TypesMatchWith", fn('%0 = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> i32\nreturn', args="%t: tensor<4xf32>, %i: index"))
case("tensor.extract.unranked", "tensor.extract", "custom syntax", fn("%0 = tensor.extract %t[%i] : tensor<*xf32>\nreturn", args="%t: tensor<*xf32>, %i: index"))
case("tensor.extract_slice.dynamic_count", "tensor.extract_slice", "OffsetSizeAndStrideOpInterface", fn('%0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<8xf32>, index) -> tensor<2xf32>\nreturn', args=T8 + ", %i: index"))
case("tensor.extract_slice.negative_size", "tensor.extract_slice", "OffsetSizeAndStrideOpInterface", fn("%0 = tensor.extract_slice %t[0][-2][1] : tensor<8xf32> to tensor<?xf32>\nreturn", args=T8))
case("tensor.extract_slice.offset_out_of_bounds", "tensor.extract_slice", "hand-written: bounds", fn("%0 = tensor.extract_slice %t[8][1][1] : tensor<8xf32> to tensor<1xf32>\nreturn", args=T8))
case("tensor.extract_slice.slice_out_of_bounds", "tensor.extract_slice", "hand-written: bounds", fn("%0 = tensor.extract_slice %t[0, 4][8, 4][1, 2] : tensor<8x8xf32> to tensor<8x4xf32>\nreturn", args="%t: tensor<8x8xf32>"))
case("tensor.extract_slice.encoding_size", "tensor.extract_slice", "hand-written: result type", fn('%0 = tensor.extract_slice %t[0, 0][4, 4][1, 1] : tensor<8x4xf32, "e"> to tensor<4x5xf32>\nreturn', args='%t: tensor<8x4xf32, "e">'))
case("tensor.from_elements.too_many", "tensor.from_elements", "TypesMatchWith", fn("%0 = tensor.from_elements %a, %a, %a : tensor<2xindex>\nreturn", args="%a: index"))
case("tensor.gather.encoding", "tensor.gather", "hand-written: result type", fn('%0 = tensor.gather %s[%i] gather_dims([0, 2]) : (tensor<4x5x6xf32, "e">, tensor<1x2x2xindex>) -> tensor<1x2x1xf32>\nreturn', args='%s: tensor<4x5x6xf32, "e">, %i: tensor<1x2x2xindex>'))
case("tensor.gather.float_indices", "tensor.gather", "operand type constraint", fn("%0 = tensor.gather %s[%i] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xf32>) -> tensor<1x2x5xf32>\nreturn", args="%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xf32>"))
case("tensor.generate.no_terminator", "tensor.generate", "SingleBlockImplicitTerminator", fn("%0 = tensor.generate %m {\n^bb0(%i : index):\n} : tensor<?xindex>\nreturn", args="%m: index"))
case("tensor.generate.two_blocks", "tensor.generate", "SizedRegion", fn("%0 = tensor.generate %m {\n^bb0(%i : index):\n  cf.br ^bb1\n^bb1:\n  tensor.yield %i : index\n} : tensor<?xindex>\nreturn", args="%m: index"))
case("tensor.insert.result_type", "tensor.insert", "TypesMatchWith", fn('%0 = "tensor.insert"(%a, %t, %i) : (f32, tensor<2xf32>, index) -> tensor<3xf32>\nreturn', args="%a: f32, %t: tensor<2xf32>, %i: index"))
case("tensor.insert_slice.out_of_bounds", "tensor.insert_slice", "hand-written: bounds", fn("%0 = tensor.insert_slice %s into %t[9][4][1] : tensor<4xf32> into tensor<8xf32>\nreturn", args="%s: tensor<4xf32>, " + T8))
case("tensor.insert_slice.rank_reduction", "tensor.insert_slice", "hand-written: source type", fn("%0 = tensor.insert_slice %s into %t[0, 0][2, 4][1, 1] : tensor<4xf32> into tensor<8x8xf32>\nreturn", args="%s: tensor<4xf32>, %t: tensor<8x8xf32>"))
case("tensor.pad.infer_failure", "tensor.pad", "hand-written: inferred type", fn("%0 = tensor.pad %a low[1] high[2] {\n^bb0(%i : index, %j : index):\n  tensor.yield %v : f32\n} : tensor<3x4xf32> to tensor<6x9xf32>\nreturn", args="%a: tensor<3x4xf32>, %v: f32"))
case("tensor.pad.rank", "tensor.pad", "hand-written: inferred type", fn("%0 = tensor.pad %a low[%l, 2] high[2, 3] {\n^bb0(%i : index, %j : index):\n  tensor.yield %v : f32\n} : tensor<?x4xf32> to tensor<3x?x?xf32>\nreturn", args="%a: tensor<?x4xf32>, %l: index, %v: f32"))
case("tensor.pad.two_values", "tensor.pad", "tensor.yield operands", fn("%0 = tensor.pad %a low[1, 2] high[2, 3] {\n^bb0(%i : index, %j : index):\n  tensor.yield %v, %v : f32, f32\n} : tensor<3x4xf32> to tensor<6x9xf32>\nreturn", args="%a: tensor<3x4xf32>, %v: f32"))
case("tensor.parallel_insert_slice.out_of_bounds", "tensor.parallel_insert_slice", "hand-written: bounds", forall("tensor.parallel_insert_slice %s into %o[7] [2] [1] : tensor<2xf32> into tensor<8xf32>", T8 + ", %s: tensor<2xf32>"))
case("tensor.parallel_insert_slice.parent", "tensor.parallel_insert_slice", "hand-written: parent", fn("tensor.parallel_insert_slice %s into %t[0] [2] [1] : tensor<2xf32> into tensor<8xf32>\nreturn", args=T8 + ", %s: tensor<2xf32>"))
case("tensor.parallel_insert_slice.rank", "tensor.parallel_insert_slice", "hand-written: source type", forall("tensor.parallel_insert_slice %s into %o[0] [2] [1] : tensor<2x1x1xf32> into tensor<8xf32>", T8 + ", %s: tensor<2x1x1xf32>"))
case("tensor.parallel_insert_slice.size", "tensor.parallel_insert_slice", "hand-written: source type", forall("tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<3xf32> into tensor<8xf32>", T8 + ", %s: tensor<3xf32>"))
case("tensor.rank.result_type", "tensor.rank", "result type constraint", fn('%0 = "tensor.rank"(%t) : (tensor<4xf32>) -> i32\nreturn', args="%t: tensor<4xf32>"))
case("tensor.reshape.float_shape", "tensor.reshape", "operand type constraint", fn("%0 = tensor.reshape %a(%s) : (tensor<4xf32>, tensor<2xf32>) -> tensor<2x2xf32>\nreturn", args="%a: tensor<4xf32>, %s: tensor<2xf32>"))
case("tensor.reshape.shape_rank", "tensor.reshape", "operand type constraint", fn("%0 = tensor.reshape %a(%s) : (tensor<4xf32>, tensor<2x2xi32>) -> tensor<2x2xf32>\nreturn", args="%a: tensor<4xf32>, %s: tensor<2x2xi32>"))
case("tensor.splat.input_type", "tensor.splat", "TypesMatchWith", fn('%0 = "tensor.splat"(%v) : (f32) -> tensor<4xi32>\nreturn', args="%v: f32"))
case("tensor.yield.parent", "tensor.yield", "ParentOneOf", fn("tensor.yield %v : f32", args="%v: f32"))


# -- running mlir-opt ----------------------------------------------------------------------


def run(
    mlir_opt: str, args: list[str], cwd: Path, stdin: str | None = None
) -> subprocess.CompletedProcess:
    return subprocess.run(
        [mlir_opt, *args],
        cwd=cwd,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )


def record_examples(mlir_opt: str) -> tuple[list[str], dict, list[str]]:
    """Write expected/NAME.VARIANT.mlir for every example; returns (names, round-trip
    results, failures of the asserted round trip)."""
    names = sorted(path.stem for path in EXAMPLES.glob("*.mlir"))
    if not names:
        sys.exit(f"no examples in {EXAMPLES}")
    for directory in (EXPECTED, ROUNDTRIP):
        directory.mkdir(parents=True, exist_ok=True)
        for stale in directory.glob("*.mlir"):
            stale.unlink()
    roundtrip: dict[str, dict[str, bool]] = {}
    failures: list[str] = []
    for name in names:
        outputs = {}
        for variant, flags in VARIANTS.items():
            result = run(mlir_opt, [U, *flags, f"{name}.mlir"], EXAMPLES)
            if result.returncode != 0 or result.stderr:
                sys.exit(f"mlir-opt rejected example {name}.mlir ({variant}):\n{result.stderr}")
            outputs[variant] = result.stdout
            (EXPECTED / f"{name}.{variant}.mlir").write_text(result.stdout)
        with tempfile.TemporaryDirectory() as tmp:
            back = run(mlir_opt, [U], Path(tmp), stdin=outputs["generic"])
            forth = run(
                mlir_opt, [U, "--mlir-print-op-generic"], Path(tmp), stdin=outputs["default"]
            )
        if back.returncode != 0 or forth.returncode != 0:
            sys.exit(f"mlir-opt rejected its own output for {name}:\n{back.stderr}{forth.stderr}")
        (ROUNDTRIP / f"{name}.generic.mlir").write_text(forth.stdout)
        generic_to_default = back.stdout == outputs["default"]
        default_to_generic = forth.stdout == outputs["generic"]
        roundtrip[name] = {
            "generic_to_default": generic_to_default,
            "default_to_generic": default_to_generic,
        }
        if not generic_to_default:
            failures.append(
                f"{name}: the generic output does not print the default output again\n{back.stderr}"
            )
        if not default_to_generic:
            print(
                f"note: {name}: the default output does not print the generic output again",
                file=sys.stderr,
            )
    return names, roundtrip, failures


def record_invalid(mlir_opt: str) -> list[dict]:
    idents = [ident for ident, *_ in CASES]
    duplicates = sorted(ident for ident, count in Counter(idents).items() if count > 1)
    if duplicates:
        sys.exit(f"duplicate invalid case ids: {duplicates}")
    rows = []
    for ident, op, rule, text in sorted(CASES):
        with tempfile.TemporaryDirectory() as tmp:
            (Path(tmp) / "input.mlir").write_text(text)
            result = run(mlir_opt, [U, "input.mlir"], Path(tmp))
        diagnostics = parse_diagnostics(result.stderr)
        if (
            result.returncode != 1
            or result.stdout
            or not any(": error: " in d.split("\n")[0] for d in diagnostics)
        ):
            sys.exit(
                f"invalid case {ident} was not rejected cleanly (status {result.returncode}):\n"
                f"{result.stdout}{result.stderr}"
            )
        if not all(d.startswith("input.mlir:") for d in diagnostics):
            sys.exit(f"invalid case {ident}: unexpected diagnostic text:\n{result.stderr}")
        rows.append(
            {"id": ident, "op": op, "rule": rule, "input": text, "diagnostics": diagnostics}
        )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    options = parser.parse_args()
    version = run(options.mlir_opt, ["--version"], ROOT).stdout
    names, roundtrip, failures = record_examples(options.mlir_opt)
    rows = record_invalid(options.mlir_opt)
    with (DATA / "invalid.jsonl").open("w") as stream:
        for row in rows:
            stream.write(json.dumps(row, sort_keys=True) + "\n")
    (DATA / "roundtrip.json").write_text(json.dumps(roundtrip, indent=2, sort_keys=True) + "\n")
    manifest = {
        "mlir_opt_version": " ".join(version.split()),
        "examples": names,
        "variants": {variant: [U, *flags] for variant, flags in VARIANTS.items()},
        "invalid_cases": len(rows),
        "invalid_cases_by_op": dict(sorted(Counter(row["op"] for row in rows).items())),
    }
    (DATA / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
    print(f"{len(names)} examples x {len(VARIANTS)} variants, {len(rows)} invalid cases")
    if failures:
        print("round-trip failures:\n" + "\n".join(failures), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
