"""The test dialect's user-defined properties and the custom directives taking
properties (upstream's TestOps.td "Test Properties", with their C++ in TestOpDefs.cpp /
TestDialect.cpp and TestFormatUtils.cpp), ported with mlir-opt 22's messages.

Interface values: MyPropStruct is its `content` string; PropertiesWithCustomPrint is
`(label, value)`; VersionedProperties is `(value1, value2)` (C++ `int`s, 32 bits).
"""

from __future__ import annotations

from typing import Any

from odsgen.ir.text.parser_core import Delimiter
from odsgen.ir.text.properties import PropError


def _builtin() -> Any:
    from odsgen.dialects import builtin

    return builtin


def _i32(context: Any, value: int) -> Any:
    """Builder::getI32IntegerAttr (the value truncated to 32 bits)."""
    b = _builtin()
    value &= 0xFFFFFFFF
    return b.IntegerAttr.get(context, b.IntegerType.get(context, 32), value - (1 << 32) if value >> 31 else value)


def _dict_entry(attr: Any, key: str, cls: Any) -> Any:
    """DictionaryAttr::getAs<cls>(key): the entry if it is a `cls`, else None."""
    for name, value in attr.value:
        if name == key:
            return value if isinstance(value, cls) else None
    return None


def _sext(attr: Any) -> int:
    """APInt::getSExtValue of an IntegerAttr."""
    b = _builtin()
    width = attr.type.width if isinstance(attr.type, b.IntegerType) else 64
    value = attr.value & ((1 << width) - 1)
    return value - (1 << width) if width and value >> (width - 1) else value


# -- MyPropStruct (MyStructProperty): a string, stored as a StringAttr ---------------------


def my_struct_from_attr(attr: Any) -> str:
    if not isinstance(attr, _builtin().StringAttr):
        raise PropError(f"Expect StringAttr but got {attr}")
    return attr.value


def my_struct_to_attr(context: Any, content: str) -> Any:
    return _builtin().StringAttr.get(context, content)


# -- PropertiesWithCustomPrint: `label is value`, stored as {label = "..", value = N : i32} --


def custom_print_from_attr(attr: Any) -> tuple[str, int]:
    b = _builtin()
    if not isinstance(attr, b.DictionaryAttr):
        raise PropError("expected DictionaryAttr to set TestProperties")
    label = _dict_entry(attr, "label", b.StringAttr)
    if label is None:
        raise PropError("expected StringAttr for key `label`")
    value = _dict_entry(attr, "value", b.IntegerAttr)
    if value is None:
        raise PropError("expected IntegerAttr for key `value`")
    return label.value, _sext(value)


def custom_print_to_attr(context: Any, prop: tuple[str, int]) -> Any:
    b = _builtin()
    label, value = prop
    return b.DictionaryAttr.get(context, {"label": b.StringAttr.get(context, label), "value": _i32(context, value)})


def custom_parse_properties(parser: Any) -> tuple[str, int]:
    label = parser.parse_keyword_or_string()
    parser.parse_keyword("is")
    return label, parser.parse_integer(32, True)


def custom_print_properties(printer: Any, prop: tuple[str, int]) -> None:
    printer.print_keyword_or_string(prop[0])
    printer.write(f" is {prop[1]}")


# -- VersionedProperties: `value1 | value2`, stored as {value1 = N : i32, value2 = M : i32} --


def versioned_from_attr(attr: Any) -> tuple[int, int]:
    b = _builtin()
    if not isinstance(attr, b.DictionaryAttr):
        raise PropError("expected DictionaryAttr to set VersionedProperties")
    values = []
    for key in ("value1", "value2"):
        entry = _dict_entry(attr, key, b.IntegerAttr)
        if entry is None:
            raise PropError(f"expected IntegerAttr for key `{key}`")
        values.append(_sext(entry))
    return values[0], values[1]


def versioned_to_attr(context: Any, prop: tuple[int, int]) -> Any:
    b = _builtin()
    return b.DictionaryAttr.get(context, {"value1": _i32(context, prop[0]), "value2": _i32(context, prop[1])})


def versioned_parse_properties(parser: Any) -> tuple[int, int]:
    value1 = parser.parse_integer(32, True)
    parser.parse_vertical_bar()
    return value1, parser.parse_integer(32, True)


def versioned_print_properties(printer: Any, prop: tuple[int, int]) -> None:
    printer.write(f"{prop[0]} | {prop[1]}")


# -- custom directives over properties (TestFormatUtils.cpp) ------------------------------


def parse_UsingPropertyInCustom(parser: Any) -> list[int]:
    values: list[int] = []
    parser.parse_comma_separated_list(Delimiter.SQUARE, lambda: values.append(parser.parse_integer(64, True)))
    return values


def print_UsingPropertyInCustom(printer: Any, op: Any, values: list[int]) -> None:
    printer.write("[" + ", ".join(str(v) for v in values) + "]")


def parse_IntProperty(parser: Any) -> int:
    return parser.parse_integer(64, True)


def print_IntProperty(printer: Any, op: Any, value: int) -> None:
    printer.write(str(value))


def parse_SumProperty(parser: Any, first: int) -> int:
    loc = parser.tok_start
    second = parser.parse_integer(64, True)
    parser.parse_equal()
    total = parser.parse_integer(64, True)
    if total != second + first:
        parser.emit_asm_error("Expected sum to equal first + second", loc)
    return second


def print_SumProperty(printer: Any, op: Any, second: int, first: int) -> None:
    printer.write(f"{second} = {second + first}")
