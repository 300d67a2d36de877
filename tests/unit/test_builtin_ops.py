"""The builtin dialect's operations, generated from defs/builtin.yaml like every other
dialect's: builtin.module and builtin.unrealized_conversion_cast. Their syntax and
verifier messages are checked against mlir-opt 22 by tests/test_ops_oracle.py (the
builtin_cast example and the builtin.* invalid cases) and the conformance suite; this
covers the Python side."""

from __future__ import annotations

from odsgen.dialects import builtin as b
from odsgen.ir.core.context import Context
from odsgen.ir.core.operation import Block, Region
from odsgen.ir.text.printer import print_operation
from odsgen.ir.verify.verifier import verify


def module(context: Context, **fields):  # type: ignore[no-untyped-def]
    return context.create_operation("builtin.module", regions=[Region([Block()])], **fields)


def test_builtin_operations_are_generated_classes() -> None:
    context = Context()
    assert {cls.OPERATION_NAME for cls in b.OPERATIONS} == {
        "builtin.module",
        "builtin.unrealized_conversion_cast",
    }
    assert type(module(context)) is b.ModuleOp
    assert b.ModuleOp.default_dialect == "builtin" and b.ModuleOp.optional_symbol
    assert "NoTerminator" in b.ModuleOp._ods_traits and b.ModuleOp.graph_regions


def test_a_module_prints_even_without_a_context_to_ask() -> None:
    # Nothing in an empty module leads the printer to its context: the builtin
    # operations' printers are found from the generated module itself.
    assert print_operation(module(Context())) == "module {\n}\n"


def test_module_name_and_attributes_through_the_api() -> None:
    context = Context()
    name = b.StringAttr.get(context, "m")
    op = module(
        context,
        properties=b.DictionaryAttr.get(context, {"sym_name": name}),
        attributes={"test.flag": b.UnitAttr.get(context)},
    )
    assert op.sym_name is name
    assert print_operation(op) == "module @m attributes {test.flag} {\n}\n"
    verify(op, context, {})


def test_module_verifier_wants_dialect_prefixed_attribute_names() -> None:
    context = Context()
    op = module(context, attributes={"foo": b.UnitAttr.get(context)})
    assert op._ods_verify() == "can only contain attributes with dialect-prefixed names, found: 'foo'"


def test_unrealized_conversion_cast_needs_a_result() -> None:
    context = Context()
    cast = context.create_operation("builtin.unrealized_conversion_cast", result_types=[b.IndexType.get(context)])
    assert cast._ods_verify() is None
    empty = context.create_operation("builtin.unrealized_conversion_cast")
    assert empty._ods_verify() == "expected at least one result for cast operation"
