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
- `custom<DynamicIndexList>($values, $integers)` of memref.subview (also
  memref.reinterpret_cast's lists and memref.expand_shape's output_shape): imported from
  odsgen/dialect_hooks/view_like.py, which tensor shares.
- `memref.dma_start`, `memref.generic_atomic_rmw`, `memref.prefetch`, `memref.transpose`
  (hasCustomAssemblyFormat; DmaStartOp/GenericAtomicRMWOp/PrefetchOp/TransposeOp::parse
  and print, MemRefOps.cpp), each opening its own `custom_op` scope:

      memref.dma_start %src[idx], %dst[idx], %n, %tag[idx] (, %stride, %n_per_stride)?
          : src-type, dst-type, tag-type
      memref.generic_atomic_rmw %m[idx] : memref-type region attr-dict
      memref.prefetch %m[idx], (read|write), locality<hint>, (data|instr) : memref-type
      memref.transpose %m affine-map attr-dict : memref-type to type

  dma_start and prefetch read no attribute dictionary, as upstream's parsers.

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
from odsgen.ir.core.operation import Operation, Value
from odsgen.ir.text.parser_core import Delimiter
from odsgen.ir.core.helpers import builtin_dialect as _builtin
from odsgen.ir.core.op_base import from_parsed

# custom<DynamicIndexList> is shared with tensor (view_like.py).
from odsgen.dialect_hooks.view_like import (
    parse_DynamicIndexList,
    print_DynamicIndexList,
)  # noqa: F401

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
            "memref.alloca_scope.return", location=parser.deferred_location(loc)
        ),
    )
    attributes = parser.parse_optional_attr_dict()
    properties: dict[str, Any] = {}
    discardable = split_inherent(cls, attributes, properties)
    return from_parsed(
        cls,
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


# -- memref.dma_start -------------------------------------------------------------------------


def parse_DmaStartOp(parser: Any, cls: Any, loc: int) -> Operation:
    """`%src[idx], %dst[idx], %n, %tag[idx] (, %stride, %per_stride)? : types` (no
    attribute dictionary: upstream's parser reads none)."""
    b = _builtin()
    with parser.custom_op(cls.OPERATION_NAME, loc):
        src = parser.parse_operand()
        src_indices = parser.parse_operand_list(Delimiter.SQUARE)
        parser.parse_comma()
        dst = parser.parse_operand()
        dst_indices = parser.parse_operand_list(Delimiter.SQUARE)
        parser.parse_comma()
        num_elements = parser.parse_operand()
        parser.parse_comma()
        tag = parser.parse_operand()
        tag_indices = parser.parse_operand_list(Delimiter.SQUARE)
        stride = parser.parse_trailing_operand_list()
        if stride and len(stride) != 2:
            parser.emit_op_error("expected two stride related operands", parser.name_loc)
        types = parser.parse_colon_type_list()
        if len(types) != 3:
            parser.emit_op_error("fewer/more types expected", parser.name_loc)
        index = b.IndexType.get(parser.context)
        operands = [parser.resolve_operand(src, types[0])]
        operands += parser.resolve_operands(src_indices, index)
        operands.append(parser.resolve_operand(dst, types[1]))
        operands += parser.resolve_operands(dst_indices, index)
        operands.append(parser.resolve_operand(num_elements, index))
        operands.append(parser.resolve_operand(tag, types[2]))
        operands += parser.resolve_operands(tag_indices, index)
        operands += parser.resolve_operands(stride, index)
        return from_parsed(cls, parser, loc, operands=operands)


def print_DmaStartOp(p: Any, op: Any) -> None:
    from odsgen.dialect_hooks.memref_access_support import dma_start_parts

    parts = dma_start_parts(op)

    def memref_and_indices(memref: Value, indices: list[Value]) -> None:
        p.print_operand(memref)
        p.write("[")
        p.print_operands(indices)
        p.write("]")

    p.write(" ")
    memref_and_indices(*parts.src)
    p.write(", ")
    memref_and_indices(*parts.dst)
    p.write(", ")
    p.print_operand(parts.num_elements)
    p.write(", ")
    memref_and_indices(*parts.tag)
    if parts.stride:
        p.write(", ")
        p.print_operands(parts.stride)
    p.print_optional_attr_dict(all_attributes(op))
    p.write(" : ")
    _type_list(p, [parts.src[0].type, parts.dst[0].type, parts.tag[0].type])


# -- memref.generic_atomic_rmw ----------------------------------------------------------------


def parse_GenericAtomicRMWOp(parser: Any, cls: Any, loc: int) -> Operation:
    """`%memref[indices] : memref-type region attr-dict`; the result is the element."""
    b = _builtin()
    with parser.custom_op(cls.OPERATION_NAME, loc):
        memref = parser.parse_operand()
        indices = parser.parse_operand_list(Delimiter.SQUARE)
        type_loc = parser.tok_start
        memref_type = parser.parse_colon_type()
        operands = [parser.resolve_operand(memref, memref_type)]
        operands += parser.resolve_operands(indices, b.IndexType.get(parser.context))
        body = parser.parse_region_with_arguments()
        attributes = parser.parse_optional_attr_dict()
        parser.expect_type_kind(memref_type, b.MemRefType, type_loc)
        properties: dict[str, Any] = {}
        discardable = split_inherent(cls, attributes, properties)
        return from_parsed(
            cls,
            parser,
            loc,
            operands=operands,
            result_types=[memref_type.element_type],
            properties=properties,
            attributes=discardable,
            regions=[body],
        )


def print_GenericAtomicRMWOp(p: Any, op: Any) -> None:
    p.write(" ")
    p.print_operand(op.operands[0])
    p.write("[")
    p.print_operands(op.operands[1:])
    p.write("] : ")
    p.print_type(op.operands[0].type)
    p.write(" ")
    p.print_region(op.regions[0])
    p.print_optional_attr_dict(all_attributes(op))


# -- memref.prefetch ----------------------------------------------------------------------------


def parse_PrefetchOp(parser: Any, cls: Any, loc: int) -> Operation:
    """`%memref[indices], (read|write), locality<hint>, (data|instr) : memref-type`."""
    b = _builtin()
    context = parser.context
    with parser.custom_op(cls.OPERATION_NAME, loc):
        memref = parser.parse_operand()
        indices = parser.parse_operand_list(Delimiter.SQUARE)
        parser.parse_comma()
        read_or_write = parser.parse_keyword()
        parser.parse_comma()
        parser.parse_op_keyword("locality")
        parser.parse_less()
        hint_loc = parser.tok_start
        hint = parser.parse_attribute(type=b.IntegerType.get(context, 32))
        if not isinstance(hint, b.IntegerAttr):  # parseAttribute<IntegerAttr>
            parser.emit_op_error("invalid kind of attribute specified", hint_loc)
        parser.parse_greater()
        parser.parse_comma()
        cache_type = parser.parse_keyword()
        memref_type = parser.parse_colon_type_of(b.MemRefType)
        operands = [parser.resolve_operand(memref, memref_type)]
        operands += parser.resolve_operands(indices, b.IndexType.get(context))
        if read_or_write not in ("read", "write"):
            parser.emit_op_error("rw specifier has to be 'read' or 'write'", parser.name_loc)
        if cache_type not in ("data", "instr"):
            parser.emit_op_error("cache type has to be 'data' or 'instr'", parser.name_loc)
        properties = {
            "localityHint": hint,
            "isWrite": b.BoolAttr.get(context, read_or_write == "write"),
            "isDataCache": b.BoolAttr.get(context, cache_type == "data"),
        }
        return from_parsed(cls, parser, loc, operands=operands, properties=properties)


def print_PrefetchOp(p: Any, op: Any) -> None:
    p.write(" ")
    p.print_operand(op.operands[0])
    p.write("[")
    p.print_operands(op.operands[1:])
    p.write("], ")
    p.write("write" if _flag(op, "isWrite") else "read")
    p.write(", locality<")
    hint = op._ods_prop("localityHint")
    p.write(str(hint.value) if hint is not None else "<<NULL ATTRIBUTE>>")
    p.write(">, ")
    p.write("data" if _flag(op, "isDataCache") else "instr")
    p.print_optional_attr_dict(all_attributes(op), ("localityHint", "isWrite", "isDataCache"))
    p.write(" : ")
    p.print_type(op.operands[0].type)


def _flag(op: Any, name: str) -> bool:
    attr = op._ods_prop(name)
    return bool(attr is not None and attr.value)


# -- memref.transpose ---------------------------------------------------------------------------


def parse_TransposeOp(parser: Any, cls: Any, loc: int) -> Operation:
    """`%in affine-map attr-dict : memref-type to memref-type`."""
    from odsgen.ir.text.affine_parser import parse_affine_map

    b = _builtin()
    with parser.custom_op(cls.OPERATION_NAME, loc):
        source = parser.parse_operand()
        permutation, end = parse_affine_map(parser.input, parser.tok_start, expect_close=False)
        parser.reset_token(end)
        attributes = parser.parse_optional_attr_dict()
        source_type = parser.parse_colon_type_of(b.MemRefType)
        operands = [parser.resolve_operand(source, source_type)]
        # The result type is any type here (the verifier checks it), as in MLIR 22.
        parser.parse_op_keyword("to")
        result_type = parser.parse_type()
        properties: dict[str, Any] = {}
        discardable = split_inherent(cls, attributes, properties)
        properties["permutation"] = b.AffineMapAttr.get(parser.context, permutation)
        return from_parsed(
            cls,
            parser,
            loc,
            operands=operands,
            result_types=[result_type],
            properties=properties,
            attributes=discardable,
        )


def print_TransposeOp(p: Any, op: Any) -> None:
    p.write(" ")
    p.print_operand(op.operands[0])
    p.write(" ")
    permutation = op._ods_prop("permutation")
    p.write(str(permutation.value) if permutation is not None else "<<NULL AFFINE MAP>>")
    p.print_optional_attr_dict(all_attributes(op), ("permutation",))
    p.write(" : ")
    p.print_type(op.operands[0].type)
    p.write(" to ")
    p.print_type(op.results[0].type)
