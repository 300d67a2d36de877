"""How one parameter value is parsed and printed by generated format code: ODS's
FieldParser role and `printer << value`, chosen from the parameter's type unless its
parameter class brings `parser`/`printer` snippets; plus presence tests for optional ones.
"""

from __future__ import annotations

from typing import Any

from odsgen.spec.model import AttrOrTypeDef, Parameter, ParamType

# C++ `int` (the one integer spelling without a range in the parameter table).
DEFAULT_INT = (32, True)


def local(param: Parameter) -> str:
    """The local variable holding a parameter while parsing."""
    return f"_ods_{param.py_name}"


def cpp_type(p: Parameter) -> str:
    """The parameter type as ODS names it in "which is to be a `...`" messages."""
    return p.cpp_type or p.type.spelling


def _value_type(t: ParamType) -> ParamType:
    """The type whose FieldParser applies: a parameter class's underlying type."""
    if t.kind == "custom" and t.element is not None:
        return t.element
    return t


def int_width(t: ParamType) -> tuple[int | None, bool]:
    """(bits, signed) of an integer parameter's C++ type, as AsmParser::parseInteger<IntT>
    checks it; None bits for APInt (any size)."""
    lo, hi = t.int_range
    if hi is not None:
        return (hi.bit_length() + (1 if lo is not None and lo < 0 else 0)), not (lo == 0)
    if "APInt" in t.spelling:
        return None, True
    return DEFAULT_INT


def _is_enum_parameter(p: Parameter, d: AttrOrTypeDef) -> bool:
    """The `value` of an enum attribute (ODS EnumParameter)."""
    return d.enum is not None and p.name == "value" and p.type.kind == "enum"


def field_parser(p: Parameter, d: AttrOrTypeDef, names: Any) -> str:
    """Expression parsing one value of `p` (ODS's FieldParser<T>, or the class's parser)."""
    pc = p.type.param_class
    if pc is not None and pc.parser is not None:
        return names.code(pc.parser, {"_parser": "parser", "_ctxt": "parser.context", "_type": "self_type"}, "parser")
    if _is_enum_parameter(p, d) and p.type.ref is not None:
        return f"parser.parse_enum_parameter({names.class_ref(p.type.ref)})"
    return value_parser(p.type, names, optional=p.type.optional)


def value_parser(t: ParamType, names: Any, optional: bool = False) -> str:
    t = _value_type(t)
    kind = t.kind
    if kind == "int":
        bits, signed = int_width(t)
        method = "parse_optional_integer" if optional else "parse_integer"
        return f"parser.{method}({bits}, {signed})"
    if kind == "bool":
        # FieldParser<bool> is parseInteger: `true`, `false`, 0 or 1.
        return "parser.parse_integer(1, False) == 1"
    if kind == "float":
        return "parser.parse_float()"
    if kind == "str":
        return "parser.parse_optional_string()" if optional else "parser.parse_string()"
    if kind == "type":
        return "parser.parse_optional_type()" if optional else "parser.parse_type()"
    if kind == "attribute":
        return "parser.parse_optional_attribute()" if optional else "parser.parse_attribute()"
    if kind == "def" and t.ref is not None:
        cls = names.class_ref(t.ref)
        if t.base_class == "Type":
            return f"parser.parse_optional_type_of({cls})" if optional else f"parser.parse_custom_type_with_fallback({cls})"
        return f"parser.parse_optional_attribute_of({cls})" if optional else f"parser.parse_custom_attribute_with_fallback({cls})"
    if kind == "enum" and t.ref is not None:
        cls = names.class_ref(t.ref)
        return f"parser.parse_optional_enum({cls})" if optional else f"parser.parse_enum({cls})"
    if kind == "array" and t.element is not None:
        # FieldParser of a container: one or more elements separated by commas (an
        # OptionalArrayRefParameter parses the same way; only groups make it optional).
        inner = value_parser(t.element, names)
        return f"tuple(parser.parse_comma_separated_values(lambda: {inner}))"
    return "parser.parse_attribute()"


def field_printer(p: Parameter, value: str, qualified: bool, d: AttrOrTypeDef, names: Any) -> list[str]:
    """Statements printing `value` of `p`: `qualified(...)` prints in full (`<<`), else the
    parameter class's printer or printStrippedAttrOrType."""
    pc = p.type.param_class
    if pc is not None and pc.printer is not None and not qualified:
        what = f"{pc.name} printer"
        return names.code(pc.printer, {"_printer": "printer", "_self": value}, f"printer, {value}", what).splitlines()
    if _is_enum_parameter(p, d) and d.enum is not None and d.enum.is_attr_info:
        # EnumParameter of an EnumAttrInfo: its parameterPrinter, `<< stringify(value)`.
        return [f"printer.write({value}.string)"]
    return value_printer(p.type, value, qualified)


def value_printer(t: ParamType, value: str, qualified: bool = False) -> list[str]:
    t = _value_type(t)
    kind = t.kind
    if kind == "int":
        return [f"printer.write(str({value}))"]
    if kind == "bool":
        return [f'printer.write("true" if {value} else "false")']
    if kind == "float":
        return [f"printer.print_float({value})"]
    if kind == "str":
        # StringRefParameter (and Python `str`) print with printString; a C++
        # std::string parameter streams as is (`<< value`), as upstream prints it.
        if "std::string" in t.spelling:
            return [f"printer.write({value})"]
        return [f"printer.print_string({value})"]
    if kind == "type":
        return [f"printer.print_type({value})"]
    if kind == "attribute":
        return [f"printer.print_attribute({value})"]
    if kind == "def":
        if t.ref is not None and t.ref.dialect.name == "builtin":
            qualified = True  # builtin classes have no `print`: printed in full either way
        if t.base_class == "Type":
            return [f"printer.print_type({value})" if qualified else f"printer.print_stripped_type({value})"]
        return [f"printer.print_attribute({value})" if qualified else f"printer.print_stripped_attribute({value})"]
    if kind == "enum":
        # The operator<< ODS generates for an enum.
        return [f"printer.print_enum({value})"]
    if kind == "array" and t.element is not None:
        if _value_type(t.element).kind == "int":
            return [f'printer.write(", ".join([str(_ods_e) for _ods_e in {value}]))']
        inner = value_printer(t.element, "_ods_e", qualified)
        return [
            f"for _ods_i, _ods_e in enumerate({value}):",
            "    if _ods_i:",
            '        printer.write(", ")',
            *("    " + line for line in inner),
        ]
    return [f"printer.print_attribute({value})"]


def equals_default(p: Parameter, value: str, names: Any, context: str = "self.context", prefix: str = "self._") -> str:
    """`value == default` with the parameter's comparator (ODS `comparator`)."""
    default = names.default_expr(p, context, prefix)
    pc = p.type.param_class
    if pc is not None and pc.comparator is not None:
        return f"_ods_{pc.name}_compare({value}, {default})"
    if _value_type(p.type).kind == "float":
        # APFloatParameter's comparator is bitwiseIsEqual (0.0 and -0.0 differ).
        names.needs.add("checks")
        return f"_ods_checks.float_key({value}) == _ods_checks.float_key({default})"
    return f"{value} == {default}"


def print_guard(p: Parameter, names: Any) -> str:
    """Condition under which optional `p` is printed: present and not equal to its default
    (ODS genPrintGuard: `!(comparator(value, default))`)."""
    value = f"self._{p.py_name}"
    if p.default is None:
        if p.type.kind == "array" and p.type.optional:
            # OptionalArrayRefParameter: the default is the empty array.
            return f"{value}"
        return f"{value} is not None"
    return f"not ({equals_default(p, value, names)})"


def probe_present(p: Parameter) -> str:
    """Whether an optional group's first parameter parsed a value (`*_result_x`): an
    std::optional (OptionalParameter) when it holds one, other values when truthy."""
    var = local(p)
    t = _value_type(p.type)
    if p.type.optional or t.kind in ("attribute", "type", "def", "str", "array"):
        return f"{var} is not None"
    return f"bool({var})"
