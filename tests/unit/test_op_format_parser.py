"""The operation-format parser agrees with mlir-tblgen 22 on every recorded format
(tests/data/op_format_oracle.json, from tests/tools/record_op_format_oracle.py):
accepted ones parse, rejected ones fail with the same message at the same column and
the same note; plus the shape of the trees and of the type resolution."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from odsgen.errors import DefinitionError
from odsgen.format import ast
from odsgen.format.lexer import FormatError
from odsgen.format.op_format import OpFormatParser, parse_op_format

from tests.unit.op_format_helpers import make_op

ORACLE = json.loads(
    (Path(__file__).resolve().parent.parent / "data" / "op_format_oracle.json").read_text()
)


def _parse(op, fmt: str):  # type: ignore[no-untyped-def]
    parser = OpFormatParser(fmt, op)
    elements = parser.parse()
    return elements, parser.result


def _row_op(row: dict):  # type: ignore[no-untyped-def]
    return make_op(
        row["arguments"], row["results"], row["regions"], row["successors"], row["traits"]
    )


@pytest.mark.parametrize(
    "row", ORACLE, ids=[f"{i}:{r['format'] or '<empty>'}" for i, r in enumerate(ORACLE)]
)
def test_matches_mlir_tblgen(row: dict) -> None:
    op = _row_op(row)
    if row["error"] is None:
        _parse(op, row["format"])
        return
    with pytest.raises(FormatError) as info:
        _parse(op, row["format"])
    assert (info.value.message, info.value.offset) == (row["error"], row["column"])
    note = info.value.note[0] if info.value.note else None
    assert note == row["note"]


def test_tree_shape() -> None:
    op = make_op(
        "AnyType:$x, OptionalAttr<I64Attr>:$o, UnitAttr:$u",
        "AnyType:$r",
        "AnyRegion:$body",
        "AnySuccessor:$dest",
    )
    elements, fmt = _parse(
        op,
        '$x (`o` $o^)? ($u^ `u`)? custom<F>($dest, ref($x), "1") attr-dict-with-keyword $body `:` functional-type($x, $r)',
    )
    x, group, unit, custom, attrs, body, colon, fn = elements
    assert isinstance(x, ast.OpVariable) and (x.kind, x.index) == ("operand", 0)
    assert (
        isinstance(group, ast.Optional)
        and isinstance(group.anchor, ast.OpVariable)
        and group.anchor.kind == "attribute"
    )
    assert isinstance(unit, ast.Optional) and unit.first_then is unit.anchor
    assert isinstance(custom, ast.Custom) and [type(a) for a in custom.args] == [
        ast.OpVariable,
        ast.Ref,
        ast.String,
    ]
    assert isinstance(attrs, ast.AttrDict) and attrs.with_keyword
    assert isinstance(body, ast.OpVariable) and body.kind == "region"
    assert isinstance(colon, ast.Literal)
    assert isinstance(fn, ast.FunctionalType) and fn.results.kind == "result"  # type: ignore[attr-defined]
    assert [a.name for a in fmt.used_attributes] == ["o", "u"]


def test_type_resolution_from_traits_and_builders() -> None:
    op = make_op(
        "I1:$c, AnyType:$x, AnyType:$y", "AnyType:$r", traits='AllTypesMatch<["x", "y", "r"]>'
    )
    _, fmt = _parse(op, "$c `,` $x `,` $y attr-dict `:` type($y)")
    assert fmt.buildable_types == ["builtin.IntegerType.get($_ctxt, 1)"]
    assert fmt.operand_types[0].builder == 0
    assert fmt.operand_types[1].var == ("operand", 2) and fmt.operand_types[2].var is None
    assert fmt.result_types[0].var == ("operand", 2)

    op = make_op("AnyType:$x", "AnyType:$r", traits='TypesMatchWith<"", "x", "r", "f($_self)">')
    _, fmt = _parse(op, "$x attr-dict `:` type($x)")
    assert (
        fmt.result_types[0].var == ("operand", 0) and fmt.result_types[0].transformer == "f($_self)"
    )

    op = make_op(
        "AnyType:$x", "AnyType:$r", traits="DeclareOpInterfaceMethods<InferTypeOpInterface>"
    )
    _, fmt = _parse(op, "$x attr-dict `:` type($x)")
    assert fmt.infers_result_types


def test_elided_attributes_and_terminators() -> None:
    op = make_op(
        'VariadicOfVariadic<AnyType, "segs">:$groups, DenseI32ArrayAttr:$segs',
        regions="AnyRegion:$body",
        traits='SingleBlockImplicitTerminator<"test.yield">, AttrSizedOperandSegments',
    )
    _, fmt = _parse(op, "$groups attr-dict-with-keyword $body `:` type($groups)")
    assert fmt.inferred_attributes == ["segs"] and fmt.implicit_terminator == "test.yield"
    assert fmt.attr_sized_operands and not fmt.single_block


def test_definition_error_points_into_the_format() -> None:
    op = make_op("AnyType:$x", "AnyType:$r", fmt="$x attr-dict `:` type($x) type($x) type($r)")
    with pytest.raises(DefinitionError) as info:
        parse_op_format(op)
    text = str(info.value)
    assert "'type' of 'x' is already bound" in text
    assert "in the assembly format of operation 'test.t1'" in text


def test_no_format_is_none() -> None:
    assert parse_op_format(make_op("AnyType:$x")) is None


def test_unit_attr_is_optional_even_when_not_marked() -> None:
    """A bare UnitAttr is optional in ODS (`isOptional`): it may anchor groups and
    sit in oilists even when the model does not mark it optional."""
    from dataclasses import replace

    op = make_op("UnitAttr:$u")
    unit = replace(op.attributes[0], optional=False)
    op = replace(op, arguments=(unit,))
    _parse(op, "(`u` $u^)? attr-dict")
    _parse(op, "oilist(`x` $u) attr-dict")
