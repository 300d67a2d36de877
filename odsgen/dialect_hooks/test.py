"""User code the test dialect's definitions refer to (`module:function` snippets)."""

from __future__ import annotations

from odsgen.ir.core.op_base import from_parsed
from typing import Any


def describe_attr(attr: Any) -> str:
    return f"{type(attr).__name__} in {attr.dialect_name}"


def fold_override_builder(cls: Any, context: Any, a: int) -> Any:
    # A builder with a custom return type may return another attribute: here, 0 folds
    # to the parameterless SimpleEnum attribute `a`.
    if a == 0:
        from odsgen.dialects import test

        return test.SimpleEnumAttr.get(context, test.SimpleEnum.a)
    return cls._ods_get(context, a)


def verify_type_verification(emit_error: Any, param: Any) -> bool:
    """The type constraint AnyTypeOf<[I16, I32]> of upstream's TestTypeVerification."""
    from odsgen.dialects import builtin

    if not (isinstance(param, builtin.IntegerType) and param.width in (16, 32) and param.signedness == builtin.Signedness.Signless):
        emit_error("failed to verify 'param': 16-bit signless integer or 32-bit signless integer")
        return False
    return True


def parse_int_pair(parser: Any) -> tuple[int, int]:
    first = parser.parse_integer()
    parser.parse_star()
    return first, parser.parse_integer()


class MemRefElementMixin:
    """An existing mixin class used as a trait (`python: module:Class`)."""

    __slots__ = ()

    def is_memref_element(self) -> bool:
        return True


# -- hasCustomAssemblyFormat classes (TestTypes.cpp / TestAttributes.cpp) -----------------


def _parse_compound_a(parser: Any) -> tuple[int, Any, list[int]]:
    """`<` width `,` type `,` `[` ints `]` `>` (CompoundAType::parse / CompoundAAttr::parse)."""
    parser.parse_less()
    width = parser.parse_integer(32, True)
    parser.parse_comma()
    one_type = parser.parse_type()
    parser.parse_comma()
    parser.parse_lsquare()
    ints = []
    while (value := parser.parse_optional_integer(32, True)) is not None:
        ints.append(value)
        if not parser.parse_optional_comma():
            break
    parser.parse_rsquare()
    parser.parse_greater()
    return width, one_type, ints


def _print_compound_a(value: Any, printer: Any) -> None:
    printer.write(f"<{value.width_of_something}, ")
    printer.print_type(value.one_type)
    printer.write(", [" + ", ".join(str(i) for i in value.array_of_ints) + "]>")


def parse_compound_a_type(cls: Any, parser: Any) -> Any:
    return cls.get(parser.context, *_parse_compound_a(parser))


def parse_compound_a_attr(cls: Any, parser: Any) -> Any:
    return cls.get(parser.context, *_parse_compound_a(parser))


print_compound_a = _print_compound_a


# -- parameter parsers and printers ---------------------------------------------------------


def parse_int_array(parser: Any) -> tuple[int, ...]:
    """`[` int (`,` int)* `]` (TestAttributes.cpp parseIntArray)."""
    parser.parse_lsquare()
    ints = parser.parse_comma_separated_values(lambda: parser.parse_integer(32, True))
    parser.parse_rsquare()
    return tuple(ints)


def print_int_array(printer: Any, ints: Any) -> None:
    printer.write("[" + ", ".join(str(i) for i in ints) + "]")


def parse_default_valued_apfloat(parser: Any, default: Any) -> Any:
    """DefaultValuedAPFloat's parser: a FloatAttr's value if an attribute follows, the
    default if none does; any other attribute is an error."""
    from odsgen.dialects import builtin

    loc = parser.get_current_location()
    attr = parser.parse_optional_attribute()
    if attr is None:
        return default
    if not isinstance(attr, builtin.FloatAttr):
        parser.emit_error("invalid kind of attribute specified", loc)
    return attr.value


# -- custom directives (parse_<Name> returns the bound values; print_<Name>) ----------------


def parse_CustomTypeA(parser: Any) -> int:
    return parser.parse_integer(32, True)


def print_CustomTypeA(printer: Any, a: int) -> None:
    printer.write(str(a))


def parse_CustomTypeB(parser: Any, a: int) -> int | None:
    """`a` integers (ignored), then `b`; nothing when `a` is negative."""
    if a < 0:
        return None
    for _ in range(a):
        parser.parse_integer(32, True)
    return parser.parse_integer(32, True)


def print_CustomTypeB(printer: Any, a: int, b: int | None) -> None:
    if a < 0:
        return
    printer.write(" " + "".join(f"{i} " for i in range(a)) + str(b))


def parse_FooString(parser: Any) -> str:
    return parser.parse_string()


def print_FooString(printer: Any, foo: str) -> None:
    printer.write(f'"{foo}"')


def parse_BarString(parser: Any, foo: str) -> None:
    parser.parse_keyword(foo)


def print_BarString(printer: Any, foo: str) -> None:
    printer.write(foo)


def parse_TrueFalse(parser: Any) -> int:
    """An integer read as a C++ bool (`true`, `false`, 0 or 1), kept as 0 or 1."""
    return parser.parse_integer(1, False)


def print_TrueFalse(printer: Any, value: int | None) -> None:
    printer.write("true" if value else "false")


def parse_ConditionalAlias(parser: Any) -> Any:
    """A keyword or string as a StringAttr, else any attribute that is a StringAttr."""
    from odsgen.dialects import builtin

    text = parser.parse_optional_keyword_or_string()
    if text is not None:
        return builtin.StringAttr.get(parser.context, text)
    return parser.parse_custom_attribute_with_fallback(builtin.StringAttr)


def print_ConditionalAlias(printer: Any, value: Any) -> None:
    """The alias of the string attribute if it has one, else a keyword or string."""
    if printer.print_alias(value):
        return
    printer.print_keyword_or_string(value.value)


_FLOAT_SEMANTICS = {"float": "F32", "double": "F64", "fp80": "F80"}


def parse_CustomFloatAttr(parser: Any) -> tuple[Any, Any]:
    """`"float"|"double"|"fp80"` `:` a float of those semantics (AsmParser::parseFloat)."""
    from odsgen.dialects import builtin
    from odsgen.ir.numeric import apfloat

    name = parser.parse_string()
    type_str = builtin.StringAttr.get(parser.context, name)
    parser.parse_colon()
    semantics = _FLOAT_SEMANTICS.get(name)
    if semantics is None:
        parser.emit_error("unknown float type, expected 'float', 'double' or 'fp80'")
    sem = getattr(apfloat, semantics)
    value = parser.parse_float_literal(sem.size_in_bits)
    if isinstance(value, int):  # a hexadecimal literal: the bit pattern
        return type_str, apfloat.APFloat.from_bits(sem, value)
    return type_str, apfloat.APFloat.from_float(sem, value)


def print_CustomFloatAttr(printer: Any, type_str: Any, value: Any) -> None:
    printer.print_attribute(type_str)
    printer.write(" : ")
    printer.print_float(value)


# ShapedType::kDynamic
_DYNAMIC = -(1 << 63)


def parse_CustomStructAttr(parser: Any) -> int:
    if parser.parse_optional_question():
        return _DYNAMIC
    return parser.parse_integer(64, True)


def print_CustomStructAttr(printer: Any, value: int) -> None:
    printer.write("?" if value == _DYNAMIC else str(value))


def parse_CustomOptStructFieldAttr(parser: Any) -> Any:
    """An integer (as a one-element array of i64) or an ArrayAttr."""
    from odsgen.dialects import builtin

    value = parser.parse_optional_integer(64, True)
    if value is not None:
        i64 = builtin.IntegerType.get(parser.context, 64)
        return builtin.ArrayAttr.get(parser.context, [builtin.IntegerAttr.get(parser.context, i64, value)])
    return parser.parse_custom_attribute_with_fallback(builtin.ArrayAttr)


def print_CustomOptStructFieldAttr(printer: Any, attr: Any) -> None:
    from odsgen.dialects import builtin

    if attr is not None and len(attr.value) == 1 and isinstance(attr.value[0], builtin.IntegerAttr):
        printer.write(str(attr.value[0].value))
    else:
        printer.print_stripped_attribute(attr)


def parse_Offset(parser: Any, offset: int) -> int:
    """An integer stored `offset` higher than written (a string argument's value)."""
    return parser.parse_integer(32, True) + offset


def print_Offset(printer: Any, value: int, offset: int) -> None:
    printer.write(str(value - offset))


# -- operations -----------------------------------------------------------------------------
# What upstream's C++ provides for the operations of TestOpsSyntax.td. Custom directives
# follow odsgen/codegen/op_format_custom.py: `parse_<Name>(parser, *refs)` returns the
# value of each argument it binds (a tuple for several: an operand, None for an absent
# optional one, a list for a variadic one; likewise types, attributes and regions), and
# `print_<Name>(printer, op, *values)` prints every argument's value.


def ods_result_names(op: Any, set_name: Any, names: Any = None) -> None:
    """ODS's getAsmResultNames of an op with several named results (OpDefinitionsGen's
    genOpAsmInterface): the first value of each non-empty result group gets its name.
    `names` replaces the ODS names; an empty one (an unnamed result) keeps the default
    number but still starts a result group, as setNameFn(value, "") does."""
    for index, name in enumerate(op._ods_result_names if names is None else names):
        group = op._ods_result_group(index)
        if group:
            set_name(group[0], name)


def infer_i16(context: Any) -> list[Any]:
    """inferReturnTypes of FormatInferTypeOp / FormatInferType2Op: one i16."""
    from odsgen.dialects import builtin

    return [builtin.IntegerType.get(context, 16)]


def infer_operand_types(operands: Any) -> list[Any]:
    """inferReturnTypes of FormatInferAllTypesBaseOp: the operands' types."""
    return [value.type for value in operands]


def infer_region_argument_types(regions: Any) -> list[Any]:
    """inferReturnTypes of FormatInferTypeRegionsOp: the first region's argument types
    (none for an empty region). The format always parses the region."""
    region = regions[0]
    return [] if region.empty else [arg.type for arg in region.entry_block.arguments]


def infer_lhs_plus_rhs_bits(context: Any, lhs: Any, rhs: int) -> list[Any]:
    """inferReturnTypes of TestOpWithPropertiesAndInferredType: an integer type as wide
    as the sum of `lhs` (an IntegerAttr) and `rhs`."""
    from odsgen.dialects import builtin

    return [builtin.IntegerType.get(context, lhs.value + rhs)]


def verify_inferred_result_types(op: Any, inferred: list[Any]) -> Any:
    """InferTypeOpInterface's verifier (verifyInferredResultTypes, run with the region
    invariants): the results must have the inferred types; refineReturnTypes reports
    the mismatch, then the op "failed to infer returned types"."""
    from odsgen.dialect_hooks.func_support import type_list
    from odsgen.ir.verify.op_traits import OpError

    actual = [r.type for r in op.results]
    if inferred == actual:
        return None
    mismatch = (
        f"'{op.name}' op inferred type(s) {type_list(inferred)} are incompatible with return "
        f"type(s) of operation {type_list(actual)}"
    )
    return OpError("failed to infer returned types", preceding=[(mismatch, op)])


# TestOpDefs.cpp's SingleNoTerminatorCustomAsmOp::parse/print: just the region, whose
# terminators (it has none) are not printed; no attribute dictionary.


def parse_SingleNoTerminatorCustomAsmOp(parser: Any, cls: Any, loc: int) -> Any:
    with parser.custom_op(cls.OPERATION_NAME, loc):
        body = parser.parse_region_with_arguments()
        return from_parsed(cls, parser, loc, properties={}, attributes={}, regions=[body])


def print_SingleNoTerminatorCustomAsmOp(p: Any, op: Any) -> None:
    p.print_region(op.regions[0], print_entry_block_args=False, print_block_terminators=False)


# TestOpDefs.cpp's custom<DummyRegionRef>(ref($body)): parses and prints nothing.


def parse_DummyRegionRef(parser: Any, region: Any) -> None:
    return None


def print_DummyRegionRef(printer: Any, op: Any, region: Any) -> None:
    return None


def parse_AttrElideType(parser: Any, type_attr: Any) -> Any:
    """TestFormatUtils.cpp's parseAttrElideType: the attribute, parsed with the type."""
    return parser.parse_attribute(type_attr.value)


def print_AttrElideType(printer: Any, op: Any, type_attr: Any, attr: Any) -> None:
    printer.print_attribute_without_type(attr)


def parse_DimensionList(parser: Any) -> Any:
    """mlir::parseDimensionList (TestOpsSyntax.td's custom_dimension_list_attr): `[]` or
    `2x3`, each failure followed by "Failed parsing dimension list."."""
    from odsgen.dialects import builtin
    from odsgen.ir.core.diagnostics import ParseError

    i64 = builtin.IntegerType.get(parser.context, 64)
    if parser.parse_optional_lsquare():
        try:
            parser.parse_rsquare()
        except ParseError as failure:
            raise parser.with_error(failure, parser.op_message("Failed parsing dimension list.")) from None
        return builtin.DenseArrayAttr.get(parser.context, i64, ())
    try:
        dims = parser.parse_dimension_list(allow_dynamic=True, with_trailing_x=False)
    except ParseError as failure:
        raise parser.with_error(failure, parser.op_message("Failed parsing dimension list.")) from None
    if not dims:
        parser.emit_op_error('Failed parsing dimension list. Did you mean an empty list? It must be denoted by "[]".')
    return builtin.DenseArrayAttr.get(parser.context, i64, tuple(dims))


def print_DimensionList(printer: Any, op: Any, dims: Any) -> None:
    values = dims.values
    # AsmPrinter::printDimensionList: a dynamic size (ShapedType::kDynamic) is `?`.
    printer.write("x".join("?" if d == -(2**63) else str(d) for d in values) if values else "[]")


def parse_OptionalCustomParser(parser: Any) -> Any:
    """TestFormatUtils.cpp's parseOptionalCustomParser: `foo` and an attribute, or
    nothing (an optional parse result: None)."""
    if not parser.parse_optional_keyword("foo"):
        return None
    return parser.parse_attribute()


def print_OptionalCustomParser(printer: Any, op: Any, attr: Any) -> None:
    printer.write("foo ")
    printer.print_attribute(attr)


def verify_invalid_attr(op: Any, *where_and_name: Any) -> Any:
    """TestDialect::verifyOperationAttribute, verifyRegionArgAttribute and
    verifyRegionResultAttribute: `test.invalid_attr` is refused (op->emitError)."""
    from odsgen.ir.verify.problems import OpError

    name = where_and_name[-2]
    if name == "test.invalid_attr":
        return OpError("invalid to use 'test.invalid_attr'", op_prefix=False)
    return None


# TestOpDefs.cpp's PolyForOp: `%i, %j {...}`, region arguments of index type named by
# the `arg_names` attribute (OpAsmOpInterface::getAsmBlockArgumentNames); the printer
# leaves out the attribute dictionary, as upstream's does.


def parse_PolyForOp(parser: Any, cls: Any, loc: int) -> Any:
    from odsgen.dialects import builtin
    from odsgen.ir.text.parser_core import Delimiter

    with parser.custom_op(cls.OPERATION_NAME, loc):
        ivs = parser.parse_argument_list(Delimiter.NONE)
        for iv in ivs:
            iv.type = builtin.IndexType.get(parser.context)
        body = parser.parse_region_with_arguments(ivs)
        return from_parsed(cls, parser, loc, properties={}, attributes={}, regions=[body])


def print_PolyForOp(p: Any, op: Any) -> None:
    region = op.regions[0]
    p.write(" ")
    for i, arg in enumerate(region.blocks[0].arguments if region.blocks else ()):
        if i:
            p.write(", ")
        p.print_region_argument(arg, None, omit_type=True)
    p.write(" ")
    p.print_region(region, print_entry_block_args=False)


def polyfor_block_argument_names(op: Any, region: Any, set_name: Any) -> None:
    from odsgen.dialects import builtin

    names = op.attributes.get("arg_names")
    if not isinstance(names, builtin.ArrayAttr) or not region.blocks:
        return
    for arg, name in zip(region.blocks[0].arguments, names.value):
        if isinstance(name, builtin.StringAttr):
            set_name(arg, name.value)


# TestDialect.cpp's TestOpAsmInterface::getAlias, as in MLIR 22: string attributes named by
# their contents, tuples of !test.smpla, !test.int<unsigned, 8> (all final aliases).
_STRING_ALIASES = {
    "alias_test:dot_in_name": "test.alias",
    "alias_test:trailing_digit": "test_alias0",
    "alias_test:prefixed_digit": "0_test_alias",
    "alias_test:prefixed_symbol": "%test",
    "alias_test:tensor_encoding": "test_encoding",
}


def get_alias(obj: Any) -> tuple[str, bool] | None:
    from odsgen.dialects import builtin, test

    if isinstance(obj, builtin.StringAttr):
        name = _STRING_ALIASES.get(obj.value)
        return None if name is None else (name, True)
    if isinstance(obj, builtin.TupleType):
        if obj.types and all(isinstance(t, test.SimpleAType) for t in obj.types):
            return "test_tuple", True
        return None
    if isinstance(obj, test.TestRecursiveAliasType):
        return obj.name, True
    if isinstance(obj, test.TestIntegerType):
        if obj.signedness is test.SignednessSemantics.Unsigned and obj.width == 8:
            return "test_ui8", True
    return None
