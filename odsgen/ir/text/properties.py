"""Non-attribute properties (MLIR 22's mlir/IR/Properties.td): IntProp, StringProp,
BoolProp, UnitProp, ArrayProp, IntArrayProp, OptionalProp, DefaultValuedProp,
ConfinedProp and EnumProp.

A property's storage is kept in the operation's properties dictionary as the attribute
its `convertToAttribute` makes (`42 : i64`, `"s"`, `[1, 2]`...), the one form the
generic `<{...}>` syntax prints; so equality, hashing, cloning and CSE of properties are
those of the dictionary. Each kind below is the ODS record's hooks in Python:

- `from_attr(context, attr)`: convertFromAttribute then convertToAttribute, i.e. the
  canonical storage attribute (`3 : i8` for an I64Prop becomes `3 : i64`), or a
  `PropError` with MLIR's message (None: MLIR fails without one);
- `default(context)`: the storage a fresh operation starts with (defaultValue, else
  the storage type's zero value);
- `value(attr)` / `to_attr(context, value)`: the interface value (a Python int, str,
  bool, list or None) an accessor returns and a builder takes;
- `parse` / `parse_optional` / `print`: the custom-syntax parser, optionalParser and
  printer; a parser failing as MLIR's does without a message raises `PropError(None)`;
- `check(value)`: the predicate (ConfinedProp) on the interface value.
"""

from __future__ import annotations

from typing import Any, Callable

from odsgen.ir.core.helpers import builtin_dialect as _builtin
from odsgen.ir.text.parser_core import Delimiter


class PropError(Exception):
    """A property conversion or parse failure; `message` None when MLIR gives none."""

    def __init__(self, message: str | None) -> None:
        super().__init__(message)
        self.message = message


class Prop:
    summary = ""
    annotation = "Any"  # the interface value's Python type (accessors, builders, docs)
    # defaultValue: the interface value a fresh operation gets and prop-dict, attr-dict
    # and optional groups elide; `has_default` False when ODS's is empty.
    has_default = False
    default_value: Any = None
    # Whether formats may use it as `$name` (a parser and printer) and as an optional
    # group's anchor (an optionalParser): every built-in kind may.
    has_syntax = True
    has_optional_parser = True

    def from_attr(self, context: Any, attr: Any) -> Any:
        raise NotImplementedError

    def to_attr(self, context: Any, value: Any) -> Any:
        raise NotImplementedError

    def conversion_problem(self, context: Any, attr: Any) -> str | None:
        """Why `attr` cannot set this property (setPropertiesFromAttr's message), or None.

        MLIR fails a UnitProp from a non-boolean attribute without any message (mlir-opt
        then exits 1 printing nothing); odsgen names the problem instead."""
        try:
            self.from_attr(context, attr)
        except PropError as exc:
            return exc.message or f"expected unit or boolean attribute for a {self.summary}"
        return None

    def value(self, attr: Any) -> Any:
        raise NotImplementedError

    def zero(self) -> Any:
        """The storage type's value-initialised interface value."""
        raise NotImplementedError

    def default(self, context: Any) -> Any:
        return self.to_attr(context, self.default_value if self.has_default else self.zero())

    def is_default(self, attr: Any) -> bool:
        """Whether `attr` holds the default value (elided where ODS elides it)."""
        return self.has_default and attr is not None and self.value(attr) == self.default_value

    def check(self, value: Any) -> bool:
        return True

    def parse(self, parser: Any) -> Any:
        raise NotImplementedError

    def parse_optional(self, parser: Any) -> Any:
        """The optionalParser: the attribute, or None when no value is next."""
        raise NotImplementedError

    def print(self, printer: Any, attr: Any) -> None:
        raise NotImplementedError

    def accepts(self, value: Any) -> bool:
        """Whether `value` is an interface value of this property (checked on defaults
        and builder arguments)."""
        try:
            self.to_attr(None, value)
        except (TypeError, ValueError):
            return False
        return True


def _wrap(value: int, width: int) -> int:
    """`value` truncated to `width` bits, as a signed number (C++ integer conversion)."""
    if width == 1:
        return value & 1
    value &= (1 << width) - 1
    return value - (1 << width) if value >> (width - 1) else value


class IntProp(Prop):
    """IntProp<"intN_t"/"uintN_t">: an integer of a C++ storage type; attribute form
    `IntegerAttr` of signless iN."""

    annotation = "int"

    def __init__(self, width: int, signed: bool, summary: str) -> None:
        self.width, self.signed, self.summary = width, signed, summary

    def zero(self) -> Any:
        return 0

    def from_attr(self, context: Any, attr: Any) -> Any:
        b = _builtin()
        if not isinstance(attr, b.IntegerAttr):
            raise PropError("expected IntegerAttr for key `value`")
        return self.to_attr(context, _signed_value(attr))

    def to_attr(self, context: Any, value: Any) -> Any:
        if not isinstance(value, int) or isinstance(value, bool):
            raise TypeError(f"expected an int for a {self.summary} property, not {type(value).__name__}")
        if context is None:
            return None
        b = _builtin()
        return b.IntegerAttr.get(context, b.IntegerType.get(context, self.width), _wrap(value, self.width))

    def value(self, attr: Any) -> Any:
        v = attr.value
        return v % (1 << self.width) if not self.signed else _wrap(v, self.width)

    def parse(self, parser: Any) -> Any:
        return self.to_attr(parser.context, parser.parse_integer(self.width, self.signed))

    def parse_optional(self, parser: Any) -> Any:
        value = parser.parse_optional_integer(self.width, self.signed)
        return None if value is None else self.to_attr(parser.context, value)

    def print(self, printer: Any, attr: Any) -> None:
        printer.write(str(self.value(attr)))


def _signed_value(attr: Any) -> int:
    """APInt::getSExtValue of an IntegerAttr."""
    b = _builtin()
    t = attr.type
    width = t.width if isinstance(t, b.IntegerType) else 64
    return _wrap(attr.value, width)


class BoolProp(IntProp):
    """BoolProp: IntProp<"bool"> printed `true`/`false`; attribute form BoolAttr."""

    annotation = "bool"

    def __init__(self) -> None:
        super().__init__(1, False, "boolean")

    def zero(self) -> Any:
        return False

    def from_attr(self, context: Any, attr: Any) -> Any:
        b = _builtin()
        if not b.BoolAttr.classof(attr):
            # mlir-opt 22's message for a bool property (sic).
            raise PropError("expected string property to come from string attribute")
        return attr

    def to_attr(self, context: Any, value: Any) -> Any:
        if not isinstance(value, bool):
            raise TypeError(f"expected a bool for a boolean property, not {type(value).__name__}")
        return None if context is None else _builtin().BoolAttr.get(context, value)

    def value(self, attr: Any) -> Any:
        return bool(attr.value)

    def parse(self, parser: Any) -> Any:
        # FieldParser<bool>: an integer of 1 bit (`true`, `false`, 0 or 1).
        return self.to_attr(parser.context, bool(parser.parse_integer(1, False)))

    def parse_optional(self, parser: Any) -> Any:
        value = parser.parse_optional_integer(1, False)
        return None if value is None else self.to_attr(parser.context, bool(value))

    def print(self, printer: Any, attr: Any) -> None:
        printer.write("true" if attr.value else "false")


class StringProp(Prop):
    summary = "string"
    annotation = "str"

    def zero(self) -> Any:
        return ""

    def from_attr(self, context: Any, attr: Any) -> Any:
        b = _builtin()
        if not isinstance(attr, b.StringAttr):
            raise PropError("expected string property to come from string attribute")
        return self.to_attr(context, attr.value)

    def to_attr(self, context: Any, value: Any) -> Any:
        if not isinstance(value, str):
            raise TypeError(f"expected a str for a string property, not {type(value).__name__}")
        return None if context is None else _builtin().StringAttr.get(context, value)

    def value(self, attr: Any) -> Any:
        return attr.value

    def parse(self, parser: Any) -> Any:
        return self.to_attr(parser.context, parser.parse_string())

    def parse_optional(self, parser: Any) -> Any:
        value = parser.parse_optional_string()
        return None if value is None else self.to_attr(parser.context, value)

    def print(self, printer: Any, attr: Any) -> None:
        printer.print_string(attr.value)


class UnitProp(Prop):
    """UnitProp: a flag, `unit` / `unit_absent`; attribute form UnitAttr or `false`."""

    summary = "unit property"
    annotation = "bool"
    has_default = True
    default_value = False

    def zero(self) -> Any:
        return False

    def from_attr(self, context: Any, attr: Any) -> Any:
        b = _builtin()
        if isinstance(attr, b.UnitAttr):
            return attr
        if b.BoolAttr.classof(attr):
            return self.to_attr(context, bool(attr.value))
        raise PropError(None)  # convertFromAttribute fails without a message

    def to_attr(self, context: Any, value: Any) -> Any:
        if not isinstance(value, bool):
            raise TypeError(f"expected a bool for a unit property, not {type(value).__name__}")
        if context is None:
            return None
        b = _builtin()
        return b.UnitAttr.get(context) if value else b.BoolAttr.get(context, False)

    def value(self, attr: Any) -> Any:
        return isinstance(attr, _builtin().UnitAttr)

    def parse(self, parser: Any) -> Any:
        attr = self.parse_optional(parser)
        if attr is None:
            parser.emit_asm_error("expected 'unit' or 'unit_absent'", parser.tok_start)
        return attr

    def parse_optional(self, parser: Any) -> Any:
        keyword = parser.parse_optional_keyword(("unit", "unit_absent"))
        return None if keyword is None else self.to_attr(parser.context, keyword == "unit")

    def print(self, printer: Any, attr: Any) -> None:
        printer.write("unit" if self.value(attr) else "unit_absent")


class ArrayProp(Prop):
    """ArrayProp<P>: a list of P; attribute form an ArrayAttr of P's forms."""

    def __init__(self, element: Prop, summary: str = "") -> None:
        self.element = element
        self.summary = summary or "array of " + element.summary
        self.annotation = f"list[{element.annotation}]"

    def zero(self) -> Any:
        return []

    def from_attr(self, context: Any, attr: Any) -> Any:
        b = _builtin()
        if not isinstance(attr, b.ArrayAttr):
            raise PropError("expected array attribute")
        return b.ArrayAttr.get(context, tuple(self.element.from_attr(context, e) for e in attr.value))

    def to_attr(self, context: Any, value: Any) -> Any:
        if not isinstance(value, (list, tuple)):
            raise TypeError(f"expected a list for an {self.summary} property, not {type(value).__name__}")
        elements = tuple(self.element.to_attr(context, v) for v in value)
        return None if context is None else _builtin().ArrayAttr.get(context, elements)

    def value(self, attr: Any) -> Any:
        return [self.element.value(e) for e in self._elements(attr)]

    def _elements(self, attr: Any) -> Any:
        return attr.value

    def check(self, value: Any) -> bool:
        return all(self.element.check(v) for v in value)

    def _parse_list(self, parser: Any, optional: bool) -> Any:
        values: list[Any] = []
        delimiter = Delimiter.OPTIONAL_SQUARE if optional else Delimiter.SQUARE
        if not parser.parse_comma_separated_list(delimiter, lambda: values.append(self.element.parse(parser))):
            return None
        return self._from_elements(parser.context, values)

    def _from_elements(self, context: Any, elements: list[Any]) -> Any:
        return _builtin().ArrayAttr.get(context, tuple(elements))

    def parse(self, parser: Any) -> Any:
        return self._parse_list(parser, False)

    def parse_optional(self, parser: Any) -> Any:
        return self._parse_list(parser, True)

    def print(self, printer: Any, attr: Any) -> None:
        printer.write("[")
        for i, element in enumerate(self._element_attrs(attr)):
            if i:
                printer.write(", ")
            self.element.print(printer, element)
        printer.write("]")

    def _element_attrs(self, attr: Any) -> Any:
        return attr.value


class IntArrayProp(ArrayProp):
    """IntArrayProp<I32Prop/I64Prop>: attribute form a DenseI32/I64ArrayAttr."""

    def __init__(self, element: IntProp, summary: str = "") -> None:
        super().__init__(element, summary)
        self.width = element.width

    def _array_type(self, context: Any) -> Any:
        b = _builtin()
        return b.IntegerType.get(context, self.width)

    def from_attr(self, context: Any, attr: Any) -> Any:
        b = _builtin()
        element = getattr(attr, "element_type", None)
        if not (
            isinstance(attr, b.DenseArrayAttr)
            and isinstance(element, b.IntegerType)
            and element.width == self.width
            and element.signedness is b.Signedness.Signless
        ):
            raise PropError(f"expected DenseI{self.width}ArrayAttr for key `value`")
        return attr

    def to_attr(self, context: Any, value: Any) -> Any:
        if not isinstance(value, (list, tuple)):
            raise TypeError(f"expected a list for an {self.summary} property, not {type(value).__name__}")
        for v in value:
            self.element.to_attr(None, v)  # type checks only
        if context is None:
            return None
        ints = tuple(_wrap(v, self.width) for v in value)
        return _builtin().DenseArrayAttr.get(context, self._array_type(context), ints)

    def value(self, attr: Any) -> Any:
        return list(attr.values)

    def _from_elements(self, context: Any, elements: list[Any]) -> Any:
        return _builtin().DenseArrayAttr.get(context, self._array_type(context), tuple(e.value for e in elements))

    def _element_attrs(self, attr: Any) -> Any:
        context = attr.context
        return [self.element.to_attr(context, v) for v in attr.values]


class OptionalProp(Prop):
    """OptionalProp<P>: P or nothing; attribute form a 0- or 1-element ArrayAttr. It
    parses and prints as P (or `none`) when P has an optionalParser and no default
    (`delegates`), else as `none` / `some<P>`."""

    has_default = True
    default_value = None

    def __init__(self, base: Prop, can_delegate: bool = True) -> None:
        self.base = base
        self.summary = "optional " + base.summary
        self.annotation = f"{base.annotation} | None"
        # Every built-in kind has an optionalParser, so only a default prevents delegation.
        self.delegates = can_delegate and not base.has_default

    def zero(self) -> Any:
        return None

    def default(self, context: Any) -> Any:
        return _builtin().ArrayAttr.get(context, ())

    def is_default(self, attr: Any) -> bool:
        return attr is not None and not attr.value

    def from_attr(self, context: Any, attr: Any) -> Any:
        b = _builtin()
        if not isinstance(attr, b.ArrayAttr):
            raise PropError("expected optional properties to materialize as arrays")
        if len(attr.value) > 1:
            raise PropError("expected optional properties to become 0- or 1-element arrays")
        return b.ArrayAttr.get(context, tuple(self.base.from_attr(context, e) for e in attr.value))

    def to_attr(self, context: Any, value: Any) -> Any:
        inner = () if value is None else (self.base.to_attr(context, value),)
        return None if context is None else _builtin().ArrayAttr.get(context, inner)

    def value(self, attr: Any) -> Any:
        return self.base.value(attr.value[0]) if attr.value else None

    def check(self, value: Any) -> bool:
        return value is None or self.base.check(value)

    def _some(self, context: Any, inner: Any) -> Any:
        return _builtin().ArrayAttr.get(context, (inner,))

    def parse(self, parser: Any) -> Any:
        attr = self._parse(parser, False)
        assert attr is not None
        return attr

    def parse_optional(self, parser: Any) -> Any:
        return self._parse(parser, True)

    def _parse(self, parser: Any, optional: bool) -> Any:
        context = parser.context
        if self.delegates:
            if parser.parse_optional_keyword("none") is not None:
                return self.default(context)
            inner = self.base.parse_optional(parser)
            if inner is None:
                if optional:
                    return None
                raise PropError(None)
            return self._some(context, inner)
        loc = parser.tok_start
        keyword = parser.parse_optional_keyword(("none", "some"))
        if keyword is None:
            if optional:
                return None
            parser.emit_asm_error("expected 'none' or 'some<prop>'", loc)
        if keyword == "none":
            return self.default(context)
        parser.parse_less()
        inner = self.base.parse(parser)
        parser.parse_greater()
        return self._some(context, inner)

    def print(self, printer: Any, attr: Any) -> None:
        if not attr.value:
            printer.write("none")
        elif self.delegates:
            self.base.print(printer, attr.value[0])
        else:
            printer.write("some<")
            self.base.print(printer, attr.value[0])
            printer.write(">")


class _Wrapper(Prop):
    """A property with one field overridden; everything else is its base's."""

    def __init__(self, base: Prop) -> None:
        self.base = base
        self.summary = base.summary
        self.annotation = base.annotation
        self.has_default = base.has_default
        self.default_value = base.default_value

    def zero(self) -> Any:
        return self.base.zero()

    def default(self, context: Any) -> Any:
        return self.base.default(context)

    def is_default(self, attr: Any) -> bool:
        return self.base.is_default(attr)

    def from_attr(self, context: Any, attr: Any) -> Any:
        return self.base.from_attr(context, attr)

    def to_attr(self, context: Any, value: Any) -> Any:
        return self.base.to_attr(context, value)

    def value(self, attr: Any) -> Any:
        return self.base.value(attr)

    def check(self, value: Any) -> bool:
        return self.base.check(value)

    def parse(self, parser: Any) -> Any:
        return self.base.parse(parser)

    def parse_optional(self, parser: Any) -> Any:
        return self.base.parse_optional(parser)

    def print(self, printer: Any, attr: Any) -> None:
        self.base.print(printer, attr)


class DefaultValuedProp(_Wrapper):
    """DefaultValuedProp<P, default>: P with a default (an interface value)."""

    def __init__(self, base: Prop, default: Any) -> None:
        super().__init__(base)
        self.has_default = True
        self.default_value = default

    def default(self, context: Any) -> Any:
        return self.to_attr(context, self.default_value)

    def is_default(self, attr: Any) -> bool:
        return attr is not None and self.value(attr) == self.default_value


class ConfinedProp(_Wrapper):
    """ConfinedProp<P, pred, summary>: P whose interface value must satisfy `pred`."""

    def __init__(self, base: Prop, predicate: Callable[[Any], bool], summary: str = "") -> None:
        super().__init__(base)
        self.predicate = predicate
        if summary:
            self.summary = summary

    def check(self, value: Any) -> bool:
        return self.base.check(value) and bool(self.predicate(value))


# Generated modules reach every kind through this module (`_ods_p`).
from odsgen.ir.text.enum_properties import EnumProp  # noqa: E402  (it subclasses Prop)
from odsgen.ir.text.user_properties import UserProp  # noqa: E402,F401  (it subclasses Prop)
