"""Printing builtin attributes exactly as mlir-opt 22 does (AsmPrinter.cpp's
printAttributeImpl, printDenseIntOrFPElementsAttr, printDenseArrayAttr, ...).

`print_builtin_attribute(printer, attr, elide_type)` writes `attr` through the printer
core's methods (`write`, `print_type`, `print_attribute`, `print_string`,
`print_keyword_or_string`, `print_symbol_name`, `print_location`) and returns False for
an attribute that is not builtin.

`elide_type` is MLIR's AttrTypeElision, spelled as the printer core spells it: False
(Never) always prints the ` : type` suffix of typed attributes, "may" (May; array elements
and memref layouts/memory spaces) leaves it off for i64 integers and f64 floats (unless
printed in hex), True (Must, printAttributeWithoutType) never prints it. A NoneType is
never printed.

State kept on the printer: `distinct[N]<...>` numbers come from `printer.distinct_id(a)`
(numbered from 0 in order of first appearance), or a `printer.distinct_ids` dict if the
printer has no such method. dense_resource keys print with `print_keyword_or_string`;
recording them for the `{-# dialect_resources #-}` section is the printer core's job.
With `printer.options.elide_elements_limit` set (MLIR's --mlir-elide-elementsattrs-if-larger,
16 for diagnostics), larger non-splat dense and sparse elements print as
`dense_resource<__elided__>`.
"""

from __future__ import annotations

import struct
from typing import Any, Callable

from odsgen.dialects import builtin as _b
from odsgen.ir.numeric.numeric import format_float
from odsgen.ir.text.asm_strings import escape as escape_string
from odsgen.ir.text.builtin_support import K_DYNAMIC


# AttrTypeElision values (the printer core's convention).
ELIDE_NEVER = False
ELIDE_MAY = "may"
ELIDE_MUST = True
_MAY = ELIDE_MAY

# printerFlags' default: elements attributes with more elements print as a hex string.
HEX_ELEMENT_LIMIT = 100

# What an elided elements attribute prints as (printElidedElementsAttr), before its type.
ELIDED_ELEMENTS = "dense_resource<__elided__>"

_IntegerType = _b.IntegerType
_IndexType = _b.IndexType
_ComplexType = _b.ComplexType
_NoneType = _b.NoneType
_UnitAttr = _b.UnitAttr
_SIGNLESS = _b.Signedness.Signless
_Float64Type = _b.Float64Type


def print_builtin_attribute(printer: Any, attr: Any, elide_type: Any = False) -> bool:
    """Print a builtin attribute; False (nothing printed) for other attributes."""
    handler = _PRINTERS.get(type(attr))
    if handler is None:
        if isinstance(attr, _b.LocationAttr) and attr.dialect_name == "builtin":
            printer.print_location(attr)
            return True
        return False
    handler(printer, attr, elide_type)
    return True


def _suffix(printer: Any, type_: Any, elide_type: Any) -> None:
    """The ` : type` of a typed attribute, unless elided or a NoneType."""
    if elide_type is not True and elide_type != "must" and type(type_) is not _NoneType:
        printer.write(" : ")
        printer.print_type(type_)


# --- Scalars -------------------------------------------------------------------------------


def _print_integer(printer: Any, attr: Any, elide_type: Any) -> None:
    type_ = attr._type
    if type(type_) is _IntegerType and type_.signedness is _SIGNLESS:
        width = type_.width
        if width == 1:
            # Boolean attributes always elide the type.
            printer.write("true" if attr._value else "false")
            return
        printer.write(str(attr._value))
        if width == 64 and elide_type == _MAY:
            return
    else:
        printer.write(str(attr._value))
    _suffix(printer, type_, elide_type)


def _print_float(printer: Any, attr: Any, elide_type: Any) -> None:
    text, printed_hex = format_float(attr._value)
    printer.write(text)
    type_ = attr._type
    if elide_type == _MAY and type(type_) is _Float64Type and not printed_hex:
        return
    _suffix(printer, type_, elide_type)


def _print_string(printer: Any, attr: Any, elide_type: Any) -> None:
    printer.print_string(attr._value)
    _suffix(printer, attr._type, elide_type)


def _print_unit(printer: Any, attr: Any, elide_type: Any) -> None:
    printer.write("unit")


def _print_type_attr(printer: Any, attr: Any, elide_type: Any) -> None:
    printer.print_type(attr._value)


def _print_symbol_ref(printer: Any, attr: Any, elide_type: Any) -> None:
    _print_symbol_name(printer, attr._root_reference.value)
    for nested in attr._nested_references:
        printer.write("::")
        _print_symbol_name(printer, nested._root_reference.value)


def _print_symbol_name(printer: Any, name: str) -> None:
    if not name:
        printer.write("@<<INVALID EMPTY SYMBOL>>")
    else:
        printer.print_symbol_name(name)


# --- Containers ----------------------------------------------------------------------------


def _print_array(printer: Any, attr: Any, elide_type: Any) -> None:
    printer.write("[")
    first = True
    print_attribute = printer.print_attribute
    for element in attr._value:
        if not first:
            printer.write(", ")
        first = False
        print_attribute(element, _MAY)
    printer.write("]")


def _print_dictionary(printer: Any, attr: Any, elide_type: Any) -> None:
    printer.write("{")
    first = True
    for name, value in attr._value:
        if not first:
            printer.write(", ")
        first = False
        printer.print_keyword_or_string(name)
        # Unit attributes print as the bare name.
        if type(value) is not _UnitAttr:
            printer.write(" = ")
            printer.print_attribute(value)
    printer.write("}")


def _print_distinct(printer: Any, attr: Any, elide_type: Any) -> None:
    distinct_id = getattr(printer, "distinct_id", None)
    if distinct_id is not None:
        number = distinct_id(attr)
    else:
        ids = getattr(printer, "distinct_ids", None)
        if ids is None:
            ids = printer.distinct_ids = {}
        number = ids.get(attr)
        if number is None:
            number = ids[attr] = len(ids)
    printer.write(f"distinct[{number}]<")
    referenced = attr._referenced_attr
    if type(referenced) is not _UnitAttr:
        printer.print_attribute(referenced)
    printer.write(">")


def _print_opaque(printer: Any, attr: Any, elide_type: Any) -> None:
    printer.write(dialect_symbol_text("#", attr._dialect_namespace.value, attr._attr_data))
    _suffix(printer, attr._type, elide_type)


def dialect_symbol_text(prefix: str, dialect: str, data: str) -> str:
    """printDialectSymbol: `#dialect.data` when the data is simple enough, else
    `#dialect<data>`."""
    if _is_pretty_enough(data):
        return f"{prefix}{dialect}.{data}"
    return f"{prefix}{dialect}<{data}>"


def _is_pretty_enough(name: str) -> bool:
    """isDialectSymbolSimpleEnoughForPrettyForm."""
    if not name or not (name[0].isascii() and name[0].isalpha()):
        return False
    for index, char in enumerate(name):
        if not ((char.isascii() and char.isalnum()) or char in "._"):
            return char == "<" and name[-1] == ">"
    return True


# --- Affine, strided -----------------------------------------------------------------------


def _print_affine_map(printer: Any, attr: Any, elide_type: Any) -> None:
    printer.write(f"affine_map<{attr._value}>")


def _print_integer_set(printer: Any, attr: Any, elide_type: Any) -> None:
    printer.write(f"affine_set<{attr._value}>")


def _print_strided(printer: Any, attr: Any, elide_type: Any) -> None:
    strides = ", ".join("?" if s == K_DYNAMIC else str(s) for s in attr._strides)
    offset = attr._offset
    if offset == 0:
        printer.write(f"strided<[{strides}]>")
    else:
        printer.write(f"strided<[{strides}], offset: {'?' if offset == K_DYNAMIC else offset}>")


# --- Dense elements ------------------------------------------------------------------------


def _should_elide(printer: Any, attr: Any) -> bool:
    """OpPrintingFlags::shouldElideElementsAttr: more elements than the printer's
    `options.elide_elements_limit` (when set), and not a splat."""
    options = getattr(printer, "options", None)
    limit = getattr(options, "elide_elements_limit", None)
    if limit is None:
        return False
    return limit < _num_elements(attr._type.shape) and len(attr._values) != 1


def _print_dense_int_or_fp(printer: Any, attr: Any, elide_type: Any) -> None:
    if _should_elide(printer, attr):
        printer.write(ELIDED_ELEMENTS)
    else:
        printer.write("dense<" + dense_elements_text(attr, True) + ">")
    _suffix(printer, attr._type, elide_type)


_print_dense_string = _print_dense_int_or_fp


def _print_sparse(printer: Any, attr: Any, elide_type: Any) -> None:
    indices = attr._indices
    if _should_elide(printer, indices) or _should_elide(printer, attr._values):
        printer.write(ELIDED_ELEMENTS)
    elif _num_elements(indices._type.shape):
        text = dense_elements_text(indices, False) + ", " + dense_elements_text(attr._values, True)
        printer.write(f"sparse<{text}>")
    else:
        printer.write("sparse<>")
    _suffix(printer, attr._type, elide_type)


def _print_dense_resource(printer: Any, attr: Any, elide_type: Any) -> None:
    printer.write("dense_resource<")
    printer.print_keyword_or_string(attr._raw_handle)
    printer.write(">")
    _suffix(printer, attr._type, elide_type)


def _print_dense_array(printer: Any, attr: Any, elide_type: Any) -> None:
    printer.write("array<")
    element_type = attr._element_type
    printer.print_type(element_type)
    values = attr._values
    if values:
        if type(element_type) is _IntegerType:
            if element_type.width == 1:
                text = ", ".join("true" if v else "false" for v in values)
            else:
                text = ", ".join(map(str, values))
        else:
            text = ", ".join(format_float(v)[0] for v in values)
        printer.write(": " + text)
    printer.write(">")


def _num_elements(shape: Any) -> int:
    count = 1
    for dim in shape:
        count *= dim
    return count


def _quoted(value: str) -> str:
    return '"' + escape_string(value) + '"'


def _element_formatter(type_: Any) -> Callable[[Any], str]:
    """printDenseIntElement / printFloatValue / printEscapedString for one element type."""
    if isinstance(type_, _ComplexType):
        inner = _element_formatter(type_.element_type)
        return lambda v: "(" + inner(v[0]) + "," + inner(v[1]) + ")"
    if type(type_) is _IntegerType:
        if type_.width == 1:
            return lambda v: "true" if v else "false"
        return str
    if type(type_) is _IndexType:
        return str
    if isinstance(type_, _b.FloatType):
        return lambda v: format_float(v)[0]
    return _quoted


def dense_elements_text(attr: Any, allow_hex: bool) -> str:
    """The text between `dense<` and `>` of a DenseIntOrFPElementsAttr or
    DenseStringElementsAttr (printDenseElementsAttr): a splat prints its one value, large
    numeric attributes a hex string (if allowed), others nested lists."""
    type_ = attr._type
    values = attr._values
    element_type = type_.element_type
    if type(attr) is _b.DenseStringElementsAttr:
        format_element = _quoted
    else:
        format_element = _element_formatter(element_type)
    if len(values) == 1:
        return format_element(values[0])
    shape = type_.shape
    count = _num_elements(shape)
    if count == 0:
        return ""
    if allow_hex and count > HEX_ELEMENT_LIMIT and type(attr) is _b.DenseIntOrFPElementsAttr:
        return '"0x' + raw_data(element_type, values).hex().upper() + '"'
    items = [format_element(v) for v in values]
    # Group innermost dimensions first: [[a, b], [c, d]].
    for dim in reversed(shape[1:]):
        items = ["[" + ", ".join(items[i : i + dim]) + "]" for i in range(0, len(items), dim)]
    return "[" + ", ".join(items) + "]"


_STRUCT_CODES = {8: "b", 16: "h", 32: "i", 64: "q"}


def raw_data(element_type: Any, values: Any) -> bytes:
    """The little-endian buffer MLIR keeps for dense elements (as printed in hex): i1 is
    bit-packed, other integers and floats take whole bytes, complex values real then
    imaginary."""
    if isinstance(element_type, _ComplexType):
        inner = element_type.element_type
        flat = [part for value in values for part in value]
        return raw_data(inner, flat)
    if type(element_type) is _IndexType:
        width = 64
    elif type(element_type) is _IntegerType:
        width = element_type.width
        if width == 1:
            bits = 0
            for index, value in enumerate(values):
                if value:
                    bits |= 1 << index
            return bits.to_bytes((len(values) + 7) // 8, "little")
    else:
        width = element_type.get_width()
        nbytes = (width + 7) // 8
        return b"".join(v.bits.to_bytes(nbytes, "little") for v in values)
    code = _STRUCT_CODES.get(width)
    if code is not None and all(-(1 << (width - 1)) <= v < (1 << (width - 1)) for v in values):
        return struct.pack(f"<{len(values)}{code}", *values)
    nbytes = (width + 7) // 8
    mask = (1 << width) - 1
    return b"".join((v & mask).to_bytes(nbytes, "little") for v in values)


def _print_location(printer: Any, attr: Any, elide_type: Any) -> None:
    printer.print_location(attr)


_PRINTERS: dict[type, Callable[[Any, Any, Any], None]] = {
    _b.IntegerAttr: _print_integer,
    _b.FloatAttr: _print_float,
    _b.StringAttr: _print_string,
    _b.UnitAttr: _print_unit,
    _b.TypeAttr: _print_type_attr,
    _b.SymbolRefAttr: _print_symbol_ref,
    _b.ArrayAttr: _print_array,
    _b.DictionaryAttr: _print_dictionary,
    _b.DistinctAttr: _print_distinct,
    _b.OpaqueAttr: _print_opaque,
    _b.AffineMapAttr: _print_affine_map,
    _b.IntegerSetAttr: _print_integer_set,
    _b.StridedLayoutAttr: _print_strided,
    _b.DenseIntOrFPElementsAttr: _print_dense_int_or_fp,
    _b.DenseStringElementsAttr: _print_dense_string,
    _b.SparseElementsAttr: _print_sparse,
    _b.DenseResourceElementsAttr: _print_dense_resource,
    _b.DenseArrayAttr: _print_dense_array,
    _b.UnknownLoc: _print_location,
    _b.FileLineColRange: _print_location,
    _b.NameLoc: _print_location,
    _b.CallSiteLoc: _print_location,
    _b.FusedLoc: _print_location,
    _b.OpaqueLoc: _print_location,
}
