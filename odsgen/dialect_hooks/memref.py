"""Hand-written syntax of the memref dialect (defs/memref.yaml), as MLIR 22 writes it.

- `memref.alloca_scope` (hasCustomAssemblyFormat; AllocaScopeOp::parse/print in
  mlir/lib/Dialect/MemRef/IR/MemRefOps.cpp):

      memref.alloca_scope (-> type | -> (types))? region attr-dict

  `parse_AllocaScopeOp(parser, cls, loc)` runs inside the `parser.custom_op(...)` block
  its caller opened; `print_AllocaScopeOp(printer, op)` writes from a leading space.
  A body without a terminator gets `memref.alloca_scope.return` on parsing
  (SingleBlockImplicitTerminator); the terminators are printed only when the op has
  results.
- `custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value)` of memref.global
  (parse/printGlobalMemrefOpTypeAndInitialValue, MemRefOps.cpp):
  `memref-type (= (uninitialized | elements-attribute-without-its-type))?`.
- `custom<DynamicIndexList>($values, $integers)` of memref.subview: imported from
  odsgen/dialect_hooks/view_like.py, which tensor shares.

Custom directives follow odsgen/codegen/op_format_custom.py: `parse_<Name>(parser)`
returns one value per bound argument, `print_<Name>(printer, op, *values)`.
"""

from __future__ import annotations

from typing import Any

from odsgen.ir.text.builtin_support import has_static_shape
from odsgen.ir.text.op_asm import (
    OpAsmPrinterMixin as _P,
    all_attributes,
    ensure_terminator,
    split_inherent,
)
from odsgen.ir.core.operation import Operation
from odsgen.ir.core.helpers import builtin_dialect as _builtin

# custom<DynamicIndexList> of memref.subview is shared with tensor (view_like.py).
from odsgen.dialect_hooks.view_like import parse_DynamicIndexList, print_DynamicIndexList  # noqa: F401

# Called unbound so that the alias walk's dry-run printer can run these hooks too.
_type_list = _P.print_type_list


# -- memref.alloca_scope --------------------------------------------------------------------


def parse_AllocaScopeOp(parser: Any, cls: Any, loc: int) -> Operation:
    """`(-> types)? region attr-dict`."""
    result_types = parser.parse_optional_arrow_type_list()
    body = parser.parse_region_with_arguments()
    # ensureTerminator builds the return at the operation's location (result.location).
    ensure_terminator(
        body,
        lambda: parser.context.create_operation(
            "memref.alloca_scope.return", location=parser.file_location(loc)
        ),
    )
    attributes = parser.parse_optional_attr_dict()
    properties: dict[str, Any] = {}
    discardable = split_inherent(cls, attributes, properties)
    return cls._ods_from_parsed(
        parser,
        loc,
        result_types=result_types,
        properties=properties,
        attributes=discardable,
        regions=[body],
    )


def print_AllocaScopeOp(p: Any, op: Any) -> None:
    # Upstream writes ' ' and then " -> (": two spaces before the arrow or the region.
    p.write(" ")
    if op.results:
        p.write(" -> (")
        _type_list(p, [r.type for r in op.results])
        p.write(")")
    p.write(" ")
    p.print_region(
        op.regions[0], print_entry_block_args=False, print_block_terminators=bool(op.results)
    )
    p.print_optional_attr_dict(all_attributes(op))


# -- custom<GlobalMemrefOpTypeAndInitialValue> ---------------------------------------------


def parse_GlobalMemrefOpTypeAndInitialValue(parser: Any) -> tuple[Any, Any]:
    """`type (= (uninitialized | attribute))?` -> (the TypeAttr, the initial value: None,
    a UnitAttr for `uninitialized`, or an elements attribute). The attribute is parsed
    with the memref's tensor type, so `dense<...>` carries no `: type` here."""
    b = _builtin()
    context = parser.context
    type = parser.parse_type()
    # Both errors are reported at the operation's name (parser.getNameLoc()).
    if not isinstance(type, b.MemRefType) or not has_static_shape(type):
        parser.emit_op_error(
            f"type should be static shaped memref, but got '{parser.type_text(type)}'",
            parser.name_loc,
        )
    type_attr = b.TypeAttr.get(context, type)
    if not parser.parse_optional_equal():
        return type_attr, None
    if parser.parse_optional_keyword("uninitialized") is not None:
        return type_attr, b.UnitAttr.get(context)
    # getTensorTypeFromMemRefType: the shape and element type; layout and memory space go.
    tensor_type = b.RankedTensorType.get(context, type.shape, type.element_type)
    initial_value = parser.parse_attribute(type=tensor_type)
    if not isinstance(initial_value, b.ElementsAttr):
        parser.emit_op_error(
            "initial value should be a unit or elements attribute", parser.name_loc
        )
    return type_attr, initial_value


def print_GlobalMemrefOpTypeAndInitialValue(p: Any, op: Any, type: Any, initial_value: Any) -> None:
    p.print_attribute(type)
    if initial_value is None:  # a declaration (isExternal)
        return
    p.write(" = ")
    if isinstance(initial_value, _builtin().UnitAttr):
        p.write("uninitialized")
    else:
        p.print_attribute_without_type(initial_value)
