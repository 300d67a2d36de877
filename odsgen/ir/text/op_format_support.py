"""Runtime helpers of the parsers and printers generated from operation assembly
formats (imported by generated modules as `_ods_fmt`).

They cover what MLIR's generated C++ does with library calls: the `prop-dict`
directive (OpState::genericParseProperties / genericPrintProperties), enum attributes
spelled as keywords, implicit terminators (SingleBlockImplicitTerminator) and the
`printBlockTerminators` decision, VariadicOfVariadic groups, and type lists. The
printing helpers only call printer primitives (`write`, `print_type`,
`print_attribute`), so they work on the alias walk's dry-run printer too.
"""

from __future__ import annotations

import re
from functools import partial
from typing import Any, Iterable, Sequence

from odsgen.ir.core.attributes import Type
from odsgen.ir.core.helpers import builtin_dialect, dictionary_items, find_context
from odsgen.ir.core.operation import Block, Operation, Region
from odsgen.ir.text.asm_strings import keyword_or_string
from odsgen.ir.text.lexer import TokenKind
from odsgen.ir.text.op_asm import (
    OpAsmPrinterMixin,
    all_attributes,
    split_inherent,
    verify_inherent_attrs,
)
from odsgen.ir.text.op_asm import ensure_terminator as _ensure_terminator

# all_attributes, split_inherent and verify_inherent_attrs (op_asm.py) are used by
# generated code through this module too.
__all__ = ["all_attributes", "split_inherent", "verify_inherent_attrs"]


# -- parsing ------------------------------------------------------------------------------

_HASH = TokenKind.HASH_IDENTIFIER
_LESS = TokenKind.LESS
# `<...>` whose text alone decides what a custom attribute parser reads: no nested
# brackets, strings, comments, aliases or SSA names (parse_attribute_of).
_PLAIN_ANGLE_BODY = re.compile(r"<[^<>\"{}\[\]()#!@%^/]*>").match
_CUSTOM_ATTR_CACHE_LIMIT = 1 << 12


def parse_enum_keyword(
    parser: Any, name: str, keywords: Sequence[str], spellings: str, optional: bool
) -> str | None:
    """An enum attribute's case string: a keyword among `keywords`, or a string
    (ODS enumAttrParserCode). None when absent and `optional`; otherwise "expected
    string or keyword containing one of the following enum values for attribute
    'NAME' [SPELLINGS]" at the current token."""
    loc = parser.tok_start
    keyword = parser.parse_optional_keyword(keywords)
    if keyword is not None:
        return keyword
    text = parser.parse_optional_string()
    if text is None and not optional:
        parser.emit_op_error(
            f"expected string or keyword containing one of the following enum values for attribute '{name}' [{spellings}]",
            loc,
        )
    return text


def enum_case(parser: Any, enum: Any, name: str, text: str, loc: int) -> Any:
    """The case of `enum` spelled `text`, or "invalid NAME attribute specification"."""
    case = enum.symbolize(text)
    if case is None:
        parser.emit_op_error(f'invalid {name} attribute specification: "{text}"', loc)
    return case


def parse_attribute_of(parser: Any, cls: type, type: Any = None, custom: bool = False) -> Any:
    """AsmParser::parseAttribute(AttrT &, Type) in a custom op (with `custom`,
    parseCustomAttributeWithFallback: the body of a class with a syntax of its own
    unless `#` follows): an attribute that must be a `cls`. A body `<...>` holding no
    brackets, strings or alias and SSA sigils is parsed once per input, class and type,
    then looked up by its text (`overflow<nsw>` on every other arith op)."""
    loc = parser.tok_start
    if custom and parser.tok_kind is not _HASH and getattr(cls, "_ods_custom_syntax", False):
        parse = partial(parser.as_custom_op_parser, partial(cls.parse, parser, type))  # type: ignore[attr-defined]
        if parser.tok_kind is _LESS:
            cache = parser.state.custom_attrs.get((cls, type))
            if cache is None:
                cache = parser.state.custom_attrs[(cls, type)] = {}
            value = parser._parse_by_spelling(_PLAIN_ANGLE_BODY, parse, cache, _CUSTOM_ATTR_CACHE_LIMIT)
        else:
            value = parse()
    else:
        value = parser.parse_attribute(type)
    if not isinstance(value, cls):
        parser.emit_op_error("invalid kind of attribute specified", loc)
    return value


def parse_optional_attribute_of(parser: Any, cls: type, type: Any = None) -> Any:
    """parseOptionalAttribute(AttrT &, Type) in a custom op: None when no attribute
    starts here. Array, string and symbol reference attributes are only looked for at
    their own first token (`[`, a string, `@`), as MLIR's overloads for them do."""
    from odsgen.dialects import builtin

    first = {
        builtin.ArrayAttr: TokenKind.L_SQUARE,
        builtin.StringAttr: TokenKind.STRING,
        builtin.SymbolRefAttr: TokenKind.AT_IDENTIFIER,
    }.get(cls)
    if first is not None and parser.tok_kind is not first:
        return None
    loc = parser.tok_start
    value = parser.parse_optional_attribute(type)
    if value is not None and not isinstance(value, cls):
        parser.emit_op_error("invalid kind of attribute specified", loc)
    return value


def parse_symbol_name(parser: Any) -> Any:
    """A SymbolNameAttr: `@name` as a StringAttr."""
    name = parser.parse_optional_symbol_name()
    if name is None:
        parser.emit_op_error("expected valid '@'-identifier for symbol name", parser.tok_start)
    return parser.string_attr(name)


def parse_type_of(parser: Any, cls: type) -> Any:
    """parseCustomTypeWithFallback<TypeT> in a custom op: the body of a class with a
    syntax of its own unless `!` follows, else any type; another class is "invalid kind
    of type specified: expected NAME, but found 'T'"."""
    loc = parser.tok_start
    if parser.tok_kind is not TokenKind.EXCLAMATION_IDENTIFIER and getattr(
        cls, "_ods_custom_syntax", False
    ):
        value = parser.as_custom_op_parser(lambda: cls.parse(parser))  # type: ignore[attr-defined]
    else:
        value = parser.parse_type()
    return parser.expect_type_kind(value, cls, loc)


def parse_function_type(parser: Any) -> tuple[list[Any], list[Any]]:
    """`functional-type(...)`: a builtin function type, as (inputs, results)."""
    fn = parse_type_of(parser, builtin_dialect().FunctionType)
    return list(fn.inputs), list(fn.results)


def parse_type_groups(parser: Any) -> list[Any]:
    """`type($x)` of a VariadicOfVariadic operand: `(t, t), (), (t)`; the flat types."""
    types: list[Any] = []
    while parser.parse_optional_lparen():
        if not parser.parse_optional_rparen():
            types.extend(parser.parse_type_list())
            parser.parse_rparen()
        if not parser.parse_optional_comma():
            break
    return types


def parse_operand_groups(parser: Any) -> tuple[list[Any], list[int]]:
    """A VariadicOfVariadic operand: `(%a, %b), (), (%c)`; (flat operands, group sizes)."""
    operands: list[Any] = []
    sizes: list[int] = []
    while parser.parse_optional_lparen():
        group = parser.parse_operand_list()
        parser.parse_rparen()
        operands.extend(group)
        sizes.append(len(group))
        if not parser.parse_optional_comma():
            break
    return operands, sizes


def parse_prop_dict(parser: Any, cls: Any, properties: dict[str, Any], bound: Sequence[str] = ()) -> None:
    """`prop-dict`: an optional `<{...}>` whose entries become properties
    (setPropertiesFromParsedAttr: errors at the operation's name; without `<{...}>` the
    dictionary is empty). Unlike the generic form, a property without a default that
    the format does not bind elsewhere (`bound`) must be there, and unknown keys are
    errors."""
    from odsgen.dialects import builtin

    custom = getattr(cls, "parse_properties", None)
    if custom is not None:  # the op's own parseProperties (extraClassDeclaration)
        custom(parser, properties)
        return
    loc = parser.name_loc
    if parser.parse_optional_less():
        attr = parser.parse_attribute()
        parser.parse_greater()
    else:
        attr = builtin.DictionaryAttr.get(parser.context, {})
    converted, _ = cls.convert_properties(parser, attr, {}, loc, bound)
    if converted is not None:
        properties.update(dictionary_items(converted))


def parse_property(parser: Any, cls: Any, name: str, optional: bool = False) -> Any:
    """A property variable: its kind's parser (or as a group's anchor its optionalParser:
    None when absent). ODS's wrapper reports a failed parser with "invalid value for
    property NAME, expected SUMMARY" where the value starts, after the parser's own
    error if it emitted one."""
    from odsgen.ir.text.properties import PropError

    from odsgen.ir.core.diagnostics import ParseError

    kind = next(k for key, k in cls._ods_prop_info if key == name)
    if optional:  # an optional group's anchor: the optionalParser, unwrapped
        try:
            return kind.parse_optional(parser)
        except PropError:
            return None
    loc = parser.tok_start
    message = f"invalid value for property {name}, expected {kind.summary}"
    try:
        return kind.parse(parser)
    except PropError:
        parser.emit_asm_error(message, loc)
    except ParseError as exc:
        # The wrapper reports its own error after the parser's.
        exc.diagnostics.append(parser.make_error(parser.op_message(message), loc).diagnostic)
        raise


def property_value(cls: Any, context: Any, name: str, attr: Any) -> Any:
    """The interface value of property `name` whose storage is `attr` (None: not parsed
    yet, so its default), as `ref($name)` passes it to a custom directive."""
    kind = cls._ods_prop_kind(name)
    return kind.value(attr if attr is not None else kind.default(context))


def print_property(printer: Any, op: Operation, name: str) -> None:
    kind = op._ods_prop_kind(name)  # type: ignore[attr-defined]
    attr = op._ods_prop(name)  # type: ignore[attr-defined]
    kind.print(printer, attr if attr is not None else kind.default(op.context))


def property_present(op: Operation, name: str) -> bool:
    """A property as an optional group's anchor: present unless it has its default."""
    kind = op._ods_prop_kind(name)  # type: ignore[attr-defined]
    return not kind.is_default(op._ods_prop(name))  # type: ignore[attr-defined]


def type_list(value: Any) -> list[Any]:
    """A resolver's types as a list: one type, or a range of them (a transformer may
    return either, as TypesMatchWith does in ODS)."""
    return [value] if isinstance(value, Type) else list(value)


def i32_array(context: Any, values: Sequence[int]) -> Any:
    """A DenseI32ArrayAttr (segment sizes)."""
    from odsgen.dialects import builtin

    return builtin.DenseArrayAttr.get(context, builtin.IntegerType.get(context, 32), tuple(values))


def ensure_terminator(parser: Any, region: Region, terminator: str, loc: int) -> None:
    """SingleBlockImplicitTerminator: an empty region gets a block, a block without a
    terminator gets `terminator` (an op name), located at the parsed operation."""
    context = parser.context
    _ensure_terminator(
        region, lambda: context.create_operation(terminator, location=parser.deferred_location(loc))
    )


def ensure_block(region: Region) -> None:
    """SingleBlock: an empty region gets an empty block."""
    if not region.blocks:
        region.append(Block())


# -- printing -----------------------------------------------------------------------------


def print_types(printer: Any, types: Iterable[Any]) -> None:
    """`printer << TypeRange`: types separated by `, `."""
    OpAsmPrinterMixin.print_type_list(printer, types)


def print_functional_type(printer: Any, inputs: Iterable[Any], results: Iterable[Any]) -> None:
    OpAsmPrinterMixin.print_functional_types(printer, inputs, results)


def print_groups(printer: Any, groups: Iterable[Sequence[Any]], types: bool) -> None:
    """A VariadicOfVariadic operand (or its types): `(a, b), (c)`."""
    for i, group in enumerate(groups):
        if i:
            printer.write(", ")
        printer.write("(")
        if types:
            print_types(printer, [v.type for v in group])
        else:
            printer.print_operands(group)
        printer.write(")")


def split_groups(values: Sequence[Any], sizes: Any) -> list[list[Any]]:
    """A VariadicOfVariadic operand's values split by its segment sizes attribute."""
    out: list[list[Any]] = []
    start = 0
    for size in sizes.values if sizes is not None else ():
        out.append(list(values[start : start + size]))
        start += size
    return out


def print_terminator(region: Region) -> bool:
    """Whether an implicit terminator is printed: only when it carries something
    (attributes, operands or results), as the generated printers decide."""
    if not region.blocks or not region.blocks[0].operations:
        return True
    term = region.blocks[0].operations[-1]
    return bool(all_attributes(term) or term.operands or term.results)


def print_prop_dict(printer: Any, op: Operation, elided: Sequence[str] = ()) -> None:
    """`prop-dict` (genericPrintProperties): `<{...}>` without the properties the format
    prints elsewhere; nothing when there are none left. An op defining
    `print_properties(printer, elided)` (ODS's printProperties) prints them itself."""
    custom = getattr(op, "print_properties", None)
    if custom is not None:
        custom(printer, tuple(elided))
        return
    props = op.properties
    if props is None:
        return
    # Properties holding their default value are elided too (non-attribute ones).
    defaulted = [
        name for name, kind in getattr(op, "_ods_prop_info", ()) if kind.has_default and kind.is_default(op._ods_prop(name))  # type: ignore[attr-defined]
    ]
    if defaulted:
        elided = tuple(elided) + tuple(defaulted)
    if not elided:
        printer.write("<")
        printer.print_attribute(props)
        printer.write(">")
        return
    items = [(k, v) for k, v in dictionary_items(props).items() if k not in elided]
    if not items:
        return
    from odsgen.dialects import builtin

    printer.write("<{")
    for i, (name, value) in enumerate(items):
        printer.write((", " if i else "") + keyword_or_string(name))
        if not isinstance(value, builtin.UnitAttr):
            printer.write(" = ")
            printer.print_attribute(value)
    printer.write("}>")


def context_of(op: Operation) -> Any:
    """The context of an operation (for `$_ctxt` in custom directive arguments)."""
    return find_context(op)


# -- DenseI32ArrayAttr and friends: the stripped `[1, 2]` form ------------------------------


def parse_dense_array(parser: Any, element_type: Any) -> Any:
    """DenseArrayAttrImpl<T>::parse: `[` elements `]`, the element type given by the
    attribute's class (DenseI32ArrayAttr...), each element parsed as an integer (or
    `true`/`false` for i1) or a float."""
    from odsgen.dialects import builtin

    parser.parse_lsquare()
    values: list[Any] = []
    if not parser.parse_optional_rsquare():
        if isinstance(element_type, builtin.IntegerType):
            width = element_type.width
            element = lambda: (
                parser.parse_integer(width, True) if width > 1 else parser.parse_integer(1, False)
            )  # noqa: E731
        else:
            element = parser.parse_float
        values = parser.parse_comma_separated_values(element)
        parser.parse_rsquare()
    return builtin.DenseArrayAttr.get(parser.context, element_type, tuple(values))


def print_dense_array(printer: Any, attr: Any) -> None:
    """The stripped form of a dense array: `[1, 2]` (`[true, false]` for i1)."""
    from odsgen.dialects import builtin
    from odsgen.ir.numeric.numeric import format_float

    element_type = attr.element_type
    values = attr.values
    if isinstance(element_type, builtin.IntegerType):
        text = ", ".join(
            ("true" if v else "false") if element_type.width == 1 else str(v) for v in values
        )
    else:
        text = ", ".join(format_float(v)[0] for v in values)
    printer.write("[" + text + "]")
