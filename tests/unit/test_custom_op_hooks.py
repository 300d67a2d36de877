"""The hand-written custom assembly hooks (odsgen/dialect_hooks/{func,scf,arith}.py)
against mlir-opt 22.

The generated operation classes do not exist yet, so minimal RegisteredOp classes stand
in for them here: the ops with hand-written syntax call the hooks, and the few
declarative ones the tests need (func.return, scf.yield, scf.condition, scf.reduce)
have small parsers written with the OpAsmParser API. Expected texts are mlir-opt 22
outputs (--allow-unregistered-dialect) of the inputs shown; operations owned elsewhere
(memref, most of arith) are spelled in generic form with unregistered names.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from odsgen.dialect_hooks import arith as arith_hooks
from odsgen.dialect_hooks import func as func_hooks
from odsgen.dialect_hooks import scf as scf_hooks
from odsgen.dialects import builtin as b
from odsgen.ir import Context, ParseError
from odsgen.ir.core.op_base import RegisteredOp
from odsgen.ir.text.op_asm import OpAsmPrinterMixin, all_attributes

OPS = Path(__file__).resolve().parents[1] / "conformance" / "ops"
VARIANTS = {
    "default": {},
    "generic": {"generic": True},
    "local_scope": {"local_scope": True},
    "debuginfo": {"debuginfo": True},
    "generic_debuginfo_local": {"generic": True, "debuginfo": True, "local_scope": True},
    "pretty_debuginfo": {"debuginfo": True, "pretty_debuginfo": True},
}


# -- stand-ins for the generated classes ----------------------------------------------------


def _is(cls: type) -> Any:
    return lambda a: isinstance(a, cls)


def _hooked(name: str, hooks: Any, class_name: str, **fields: Any) -> type:
    """A RegisteredOp class whose syntax is the hook pair parse_/print_<class_name>."""
    parse = getattr(hooks, f"parse_{class_name}")
    namespace = {
        "__slots__": (),
        "OPERATION_NAME": name,
        "_ods_parse": classmethod(
            lambda cls, parser, _name, loc, _results: parse(parser, cls, loc)
        ),
        "_ods_print": staticmethod(getattr(hooks, f"print_{class_name}")),
        **fields,
    }
    return type(class_name, (RegisteredOp,), namespace)


def _parse_values(parser: Any, cls: Any, loc: int, prefix: list[Any]) -> Any:
    """`attr-dict ($values^ : type($values))?` after `prefix` operands."""
    attributes = parser.parse_optional_attr_dict()
    uses = parser.parse_operand_list()
    types = parser.parse_colon_type_list() if uses else []
    values = prefix + parser.resolve_operands(uses, types)
    return cls._ods_from_parsed(parser, loc, operands=values, attributes=attributes)


def _print_values(p: Any, values: list[Any]) -> None:
    if values:
        p.write(" ")
        p.print_operands(values)
        p.write(" : ")
        # Unbound: the alias walk's dry-run printer has only the printer primitives.
        OpAsmPrinterMixin.print_type_list(p, [v.type for v in values])


def _terminator(name: str, class_name: str) -> type:
    def parse(cls: Any, parser: Any, _name: str, loc: int, _results: Any) -> Any:
        with parser.custom_op(name, loc):
            return _parse_values(parser, cls, loc, [])

    def print_(p: Any, op: Any) -> None:
        p.print_optional_attr_dict(all_attributes(op))
        _print_values(p, op.operands)

    return type(
        class_name,
        (RegisteredOp,),
        {
            "__slots__": (),
            "OPERATION_NAME": name,
            "_ods_traits": frozenset({"IsTerminator"}),
            "_ods_parse": classmethod(parse),
            "_ods_print": staticmethod(print_),
        },
    )


def _parse_condition(cls: Any, parser: Any, _name: str, loc: int, _results: Any) -> Any:
    with parser.custom_op("scf.condition", loc):
        parser.parse_lparen()
        condition = parser.resolve_operand(
            parser.parse_operand(), b.IntegerType.get(parser.context, 1)
        )
        parser.parse_rparen()
        return _parse_values(parser, cls, loc, [condition])


def _print_condition(p: Any, op: Any) -> None:
    p.write("(")
    p.print_operand(op.operands[0])
    p.write(")")
    p.print_optional_attr_dict(all_attributes(op))
    _print_values(p, op.operands[1:])


def _parse_reduce(cls: Any, parser: Any, _name: str, loc: int, _results: Any) -> Any:
    return cls._ods_from_parsed(parser, loc, attributes=parser.parse_optional_attr_dict())


def _print_reduce(p: Any, op: Any) -> None:
    p.write(" ")  # the empty region list of upstream's format leaves a space
    p.print_optional_attr_dict(all_attributes(op))


def _constant_names(op: Any, set_name: Any) -> None:
    arith_hooks.get_asm_result_names_ConstantOp(op, set_name)


UNIT = (b.UnitAttr, _is(b.UnitAttr), "unit attribute")
FuncOp = _hooked(
    "func.func",
    func_hooks,
    "FuncOp",
    isolated_from_above=True,
    _ods_attr_info=(
        ("sym_name", b.StringAttr, _is(b.StringAttr), "string attribute"),
        ("function_type", b.TypeAttr, _is(b.TypeAttr), "type attribute of function type"),
        ("sym_visibility", b.StringAttr, _is(b.StringAttr), "string attribute"),
        ("no_inline", *UNIT),
        ("arg_attrs", b.ArrayAttr, _is(b.ArrayAttr), "Array of dictionary attributes"),
        ("res_attrs", b.ArrayAttr, _is(b.ArrayAttr), "Array of dictionary attributes"),
    ),
)
ReturnOp = _terminator("func.return", "ReturnOp")
YieldOp = _terminator("scf.yield", "YieldOp")
ConditionOp = type(
    "ConditionOp",
    (RegisteredOp,),
    {
        "__slots__": (),
        "OPERATION_NAME": "scf.condition",
        "_ods_traits": frozenset({"IsTerminator"}),
        "_ods_parse": classmethod(_parse_condition),
        "_ods_print": staticmethod(_print_condition),
    },
)
ReduceOp = type(
    "ReduceOp",
    (RegisteredOp,),
    {
        "__slots__": (),
        "OPERATION_NAME": "scf.reduce",
        "_ods_traits": frozenset({"IsTerminator"}),
        "_ods_parse": classmethod(_parse_reduce),
        "_ods_print": staticmethod(_print_reduce),
    },
)
ForOp = _hooked("scf.for", scf_hooks, "ForOp", _ods_attr_info=(("unsignedCmp", *UNIT),))
IfOp = _hooked("scf.if", scf_hooks, "IfOp")
WhileOp = _hooked("scf.while", scf_hooks, "WhileOp")
ExecuteRegionOp = _hooked(
    "scf.execute_region", scf_hooks, "ExecuteRegionOp", _ods_attr_info=(("no_inline", *UNIT),)
)
ParallelOp = _hooked(
    "scf.parallel",
    scf_hooks,
    "ParallelOp",
    _ods_operand_arity=("variadic", "variadic", "variadic", "variadic"),
    _ods_operand_segments="operandSegmentSizes",
    _ods_attr_info=(("operandSegmentSizes", b.DenseArrayAttr, None, "i32 dense array attribute"),),
)
InParallelOp = _hooked(
    "scf.forall.in_parallel", scf_hooks, "InParallelOp", _ods_traits=frozenset({"IsTerminator"})
)
ARRAY = (b.DenseArrayAttr, None, "i64 dense array attribute")
ForallOp = _hooked(
    "scf.forall",
    scf_hooks,
    "ForallOp",
    _ods_operand_arity=("variadic", "variadic", "variadic", "variadic"),
    _ods_operand_segments="operandSegmentSizes",
    _ods_attr_info=(
        ("staticLowerBound", *ARRAY),
        ("staticUpperBound", *ARRAY),
        ("staticStep", *ARRAY),
        ("mapping", b.ArrayAttr, None, "Device Mapping array attribute"),
        ("operandSegmentSizes", b.DenseArrayAttr, None, "i32 dense array attribute"),
    ),
)
ConstantOp = _hooked(
    "arith.constant",
    arith_hooks,
    "ConstantOp",
    _ods_attr_info=(("value", b.TypedAttr, _is(b.TypedAttr), "TypedAttr instance"),),
    _ods_traits=frozenset({"ConstantLike"}),
    get_asm_result_names=_constant_names,
)
SelectOp = _hooked("arith.select", arith_hooks, "SelectOp")

OPERATIONS = (
    FuncOp, ReturnOp, YieldOp, ConditionOp, ReduceOp, ForOp, IfOp, WhileOp,
    ExecuteRegionOp, ParallelOp, InParallelOp, ForallOp, ConstantOp, SelectOp,
)  # fmt: skip


def make_context() -> Context:
    ctx = Context(allow_unregistered_dialects=True)
    for cls in OPERATIONS:
        ctx.register_operation(cls)
    # Until op_parser resolves a prefix-less name through the enclosing operation's
    # default dialect (func.func's is `func`), `return` is found under its bare name.
    ctx._op_parsers["return"] = ReturnOp._ods_parse
    return ctx


def roundtrip(text: str, filename: str = "<string>", **flags: Any) -> str:
    module = make_context().parse_module(text, filename)
    return module.print(**flags) + "\n"


# -- whole modules against mlir-opt ------------------------------------------------------------

DATA = Path(__file__).resolve().parents[1] / "data" / "custom_op_hooks"
MODULES = [
    # (input, its expected outputs); locations.mlir is a conformance module as it is.
    (DATA / "scf_hooks.mlir", DATA / "expected"),  # scf_custom.mlir, other ops generic
    (DATA / "props.mlir", DATA / "expected"),  # properties_and_attrs.mlir, likewise
    (DATA / "custom_ops.mlir", DATA / "expected"),
    (DATA / "forall.mlir", DATA / "expected"),
    (OPS / "inputs" / "locations.mlir", OPS / "expected"),
]


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("source,expected", MODULES, ids=[m[0].stem for m in MODULES])
def test_module_matches_mlir_opt(source: Path, expected: Path, variant: str) -> None:
    want = (expected / f"{source.stem}.{variant}.mlir").read_text()
    assert roundtrip(source.read_text(), source.name, **VARIANTS[variant]) == want


@pytest.mark.parametrize("source", [m[0] for m in MODULES], ids=[m[0].stem for m in MODULES])
def test_generic_form_prints_the_same(source: Path) -> None:
    """mlir-opt's generic output, read back, prints as its custom output."""
    expected = MODULES[[m[0] for m in MODULES].index(source)][1]
    generic = (expected / f"{source.stem}.generic.mlir").read_text()
    assert roundtrip(generic, source.name) == (expected / f"{source.stem}.default.mlir").read_text()


ERRORS = [json.loads(line) for line in (DATA / "errors.jsonl").read_text().splitlines()]


@pytest.mark.parametrize("row", ERRORS, ids=[f"e{i}" for i in range(len(ERRORS))])
def test_errors_match_mlir_opt(row: dict) -> None:
    """The first error mlir-opt reports (with its first note), or none."""
    ctx = make_context()
    if row["error"] is None:
        ctx.parse_module(row["input"], "e.mlir")
        return
    with pytest.raises(ParseError) as info:
        ctx.parse_module(row["input"], "e.mlir")
    diagnostic = info.value.diagnostics[0]
    assert (diagnostic.span.line, diagnostic.span.column, diagnostic.message) == (
        row["line"], row["col"], row["error"],
    )  # fmt: skip
    if "note" in row:
        note = diagnostic.notes[0]
        assert [note.span.line, note.span.column, note.message] == row["note"]


# -- details ----------------------------------------------------------------------------------


def test_implicit_yield_goes_to_the_last_block_at_the_op_location() -> None:
    text = (
        'func.func @f(%a: index) {\n  scf.for %i = %a to %a step %a {\n    "u.x"() : () -> ()\n'
        '  ^bb1:\n    "u.y"() : () -> ()\n  }\n  return\n}\n'
    )
    module = make_context().parse_module(text, "t.mlir")
    loop = module.regions[0].blocks[0].operations[0].regions[0].blocks[0].operations[0]
    first, last = loop.regions[0].blocks
    assert [op.name for op in first.operations] == ["u.x"]
    assert [op.name for op in last.operations] == ["u.y", "scf.yield"]
    assert last.operations[-1].location is loop.location


def test_hooks_build_the_classes() -> None:
    module = make_context().parse_module(
        "func.func @f(%c: i1, %a: index) {\n  scf.for unsigned %i = %a to %a step %a {\n  }\n"
        "  scf.if %c {\n  }\n  return\n}\n"
    )
    func = module.regions[0].blocks[0].operations[0]
    loop, branch, ret = func.regions[0].blocks[0].operations
    assert (type(func), type(loop), type(branch), type(ret)) == (FuncOp, ForOp, IfOp, ReturnOp)
    assert isinstance(loop._ods_prop("unsignedCmp"), b.UnitAttr)
    assert func._ods_prop("sym_name").value == "f" and func._ods_prop("sym_visibility") is None
    assert isinstance(func._ods_prop("function_type").value, b.FunctionType)
    assert len(branch.regions) == 2 and not branch.regions[1].blocks  # no else: an empty region


def test_constant_value_from_the_dictionary_wins() -> None:
    # Upstream sets the parsed value, then the dictionary's (OperationState attributes);
    # the result type is the parsed value's.
    module = make_context().parse_module("%c = arith.constant {value = 1 : i64} 2 : i32\n")
    op = module.regions[0].blocks[0].operations[0]
    assert op._ods_prop("value").value == 1 and str(op.results[0].type) == "i32"


def test_func_default_dialect() -> None:
    assert func_hooks.print_FuncOp.default_dialect == "func"


def test_nested_operations_report_their_own_errors() -> None:
    """Inside a custom op's region, an OpAsmParser error of a nested operation carries
    its own name (the parser opens a scope per custom op), not the enclosing op's."""

    def parse(cls: Any, parser: Any, _name: str, loc: int, _results: Any) -> Any:
        parser.emit_op_error("nested failure", loc)

    nested = type(
        "NestedOp",
        (RegisteredOp,),
        {
            "__slots__": (),
            "OPERATION_NAME": "t.nested",
            "_ods_parse": classmethod(parse),
            "_ods_print": None,
        },
    )
    ctx = make_context()
    ctx.register_operation(nested)
    text = "func.func @f(%a: index) {\n  scf.for %i = %a to %a step %a {\n    t.nested\n  }\n  return\n}\n"
    with pytest.raises(ParseError) as info:
        ctx.parse_module(text)
    assert info.value.diagnostics[0].message == "custom op 't.nested' nested failure"


def _parse_index_switch(cls: Any, parser: Any, _name: str, loc: int, _results: Any) -> Any:
    """What ODS generates for `$arg attr-dict (`->` type($results)^)?
    custom<SwitchCases>($cases, $caseRegions) `\\n` `` `default` $defaultRegion`."""
    from odsgen.ir.text.op_asm import ensure_terminator

    with parser.custom_op("scf.index_switch", loc):
        arg = parser.parse_operand()
        attributes = parser.parse_optional_attr_dict()
        result_types = parser.parse_type_list() if parser.parse_optional_arrow() else []
        cases, regions = scf_hooks.parse_SwitchCases(parser)
        parser.parse_op_keyword("default")
        default = parser.parse_region_with_arguments()
        operand = parser.resolve_operand(arg, b.IndexType.get(parser.context))
        for region in [default, *regions]:
            ensure_terminator(region, scf_hooks._implicit_yield(parser, loc))
        return cls._ods_from_parsed(
            parser,
            loc,
            operands=[operand],
            result_types=result_types,
            properties={"cases": cases},
            attributes=attributes,
            regions=[default, *regions],
        )


def _print_index_switch(p: Any, op: Any) -> None:
    p.write(" ")
    p.print_operand(op.operands[0])
    p.print_optional_attr_dict(all_attributes(op), ("cases",))
    if op.results:
        p.write(" -> ")
        OpAsmPrinterMixin.print_type_list(p, [r.type for r in op.results])
    p.write(" ")
    scf_hooks.print_SwitchCases(p, op, op._ods_prop("cases"), op.regions[1:])
    p.print_newline()
    p.write("default ")
    yield_op = op.regions[0].blocks[0].operations[-1]
    p.print_region(op.regions[0], False, bool(yield_op.operands or yield_op.attributes))


IndexSwitchOp = type(
    "IndexSwitchOp",
    (RegisteredOp,),
    {
        "__slots__": (),
        "OPERATION_NAME": "scf.index_switch",
        "_ods_attr_info": (("cases", b.DenseArrayAttr, None, "i64 dense array attribute"),),
        "_ods_parse": classmethod(_parse_index_switch),
        "_ods_print": staticmethod(_print_index_switch),
    },
)

SWITCH = """func.func @f(%a: index, %b: i32) -> i32 {
  %0 = scf.index_switch %a -> i32
  case 2 {
    scf.yield %b : i32
  }
  case -5 {
    scf.yield %b : i32
  }
  default {
    scf.yield %b : i32
  }
  scf.index_switch %a
  default {
  }
  scf.index_switch %a case 1 { scf.yield } default { scf.yield }
  return %0 : i32
}
"""
# mlir-opt 22, without its final newline (the trailing spaces are upstream's).
SWITCH_PRINTED = """module {
  func.func @f(%arg0: index, %arg1: i32) -> i32 {
    %0 = scf.index_switch %arg0 -> i32 \n    case 2 {
      scf.yield %arg1 : i32
    }
    case -5 {
      scf.yield %arg1 : i32
    }
    default {
      scf.yield %arg1 : i32
    }
    scf.index_switch %arg0 \n    default {
    }
    scf.index_switch %arg0 \n    case 1 {
      scf.yield
    }
    default {
    }
    return %0 : i32
  }
}
"""


def test_switch_cases_directive() -> None:
    ctx = make_context()
    ctx.register_operation(IndexSwitchOp)
    assert ctx.parse_module(SWITCH).print() == SWITCH_PRINTED
    with pytest.raises(ParseError) as info:
        ctx.parse_module("func.func @f(%a: index) {\n  scf.index_switch %a case x {\n  }\n}\n")
    diagnostic = info.value.diagnostics[0]
    assert (diagnostic.span.column, diagnostic.message) == (
        28,
        "custom op 'scf.index_switch' expected integer value",
    )
