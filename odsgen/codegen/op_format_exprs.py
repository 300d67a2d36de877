"""Python expressions shared by the parse and print lowering of op formats: the locals a
generated parser keeps per operand/attribute/region/successor, how a printer reaches
an op's values, and what an attribute's constraint says about its syntax.

`names` is the op view builder (codegen/op_view.OpViewBuilder): generated code refers
to other modules through `names.qualify(code)`, to constraint checkers through
`names.checker(constraint)`, to a hooks module through `names.hooks_alias(module)`,
and to enum classes through `names.module.class_ref(ClassRef)`.
"""

from __future__ import annotations

import re
from typing import Any

from odsgen.format import ast
from odsgen.format.op_format_checks import is_generic_attr, type_builder
from odsgen.spec.model import ClassRef, EnumDef
from odsgen.spec.op_model import AttributeArg, Constraint, OpDef, Operand

SYMBOL_NAME = "SymbolNameAttr"


def py_str(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def tuple_code(items: list[str] | tuple[str, ...]) -> str:
    """A tuple literal of strings, without a trailing comma black would keep exploded."""
    if len(items) == 1:
        return f"({py_str(items[0])},)"
    return "(" + ", ".join(py_str(i) for i in items) + ")"


# -- parser locals (one set per variable, as mlir-tblgen's genElementParserStorage) -------


def operands_local(name: str) -> str:
    return f"_ods_{name}_operands"


def loc_local(name: str) -> str:
    return f"_ods_{name}_loc"


def sizes_local(name: str) -> str:
    return f"_ods_{name}_sizes"


def types_local(name: str) -> str:
    return f"_ods_{name}_types"


def attr_local(name: str) -> str:
    return f"_ods_{name}_attr"


def region_local(name: str, variadic: bool) -> str:
    return f"_ods_{name}_regions" if variadic else f"_ods_{name}_region"


def successor_local(name: str, variadic: bool) -> str:
    return f"_ods_{name}_successors" if variadic else f"_ods_{name}_successor"


ATTRS = "_ods_attrs"  # the attribute dictionary parsed by attr-dict
ALL_OPERANDS = "_ods_all_operands"
ALL_OPERANDS_LOC = "_ods_all_operands_loc"
ALL_OPERAND_TYPES = "_ods_all_operand_types"
ALL_RESULT_TYPES = "_ods_all_result_types"
FULL_REGIONS = "_ods_full_regions"
FULL_SUCCESSORS = "_ods_full_successors"


def type_list_local(arg: ast.Element) -> str:
    """The parser's list of types for the argument of `type(...)`."""
    if isinstance(arg, ast.OpVariable):
        return types_local(arg.name)
    assert isinstance(arg, ast.Directive)
    return ALL_OPERAND_TYPES if arg.kind == "operands" else ALL_RESULT_TYPES


# -- how a printer reaches the op's values -------------------------------------------------


def _fixed(values: tuple[Operand, ...], sized: bool) -> bool:
    return not sized and all(v.arity == "single" for v in values)


def value_group(op: OpDef, kind: str, index: int) -> str:
    """The list of values of the index-th operand or result (getODSOperands)."""
    if kind == "operand":
        if _fixed(op.operands, op.has_trait("AttrSizedOperandSegments")):
            return f"op.operands[{index}:{index + 1}]"
        return f"_ods_operand_group(op, {index})"
    if _fixed(op.results, op.has_trait("AttrSizedResultSegments")):
        return f"list(op.results[{index}:{index + 1}])"
    return f"_ods_result_group(op, {index})"


def single_value(op: OpDef, kind: str, index: int) -> str:
    """The value of a single operand or result."""
    if kind == "operand":
        if _fixed(op.operands, op.has_trait("AttrSizedOperandSegments")):
            return f"op.operands[{index}]"
        return f"_ods_operand_group(op, {index})[0]"
    if _fixed(op.results, op.has_trait("AttrSizedResultSegments")):
        return f"op.results[{index}]"
    return f"_ods_result_group(op, {index})[0]"


def value_expr(op: OpDef, var: ast.OpVariable) -> str:
    """A variable's value as printers and custom directives see it: a Value (or None
    when optional), a list of values, groups for VariadicOfVariadic, an attribute
    (or None), a Region or list of them, a Block or list of them."""
    t = var.target
    if var.kind in ("operand", "result"):
        if t.arity == "single":
            return single_value(op, var.kind, var.index)
        group = value_group(op, var.kind, var.index)
        if t.arity == "optional":
            return f"({group} or [None])[0]"
        if t.arity == "variadic_of_variadic":
            return f"_ods_fmt.split_groups({group}, _ods_prop_of(op, {t.segment_attr!r}))"
        return group
    if var.kind == "attribute":
        # A property is passed as its interface value (ODS passes the storage's).
        return f"op._ods_prop_value({t.name!r})" if t.is_prop else f"_ods_prop_of(op, {t.name!r})"
    holders = "op.regions" if var.kind == "region" else "op.successors"
    return f"{holders}[{var.index}:]" if t.variadic else f"{holders}[{var.index}]"


def types_expr(op: OpDef, arg: ast.Element) -> str:
    """A list of the types of `type(...)`'s argument (TypeRange)."""
    if isinstance(arg, ast.Directive):
        what = "operands" if arg.kind == "operands" else "results"
        return f"[_ods_v.type for _ods_v in op.{what}]"
    assert isinstance(arg, ast.OpVariable)
    if arg.target.arity == "single":
        return f"[{single_value(op, arg.kind, arg.index)}.type]"
    return f"[_ods_v.type for _ods_v in {value_group(op, arg.kind, arg.index)}]"


# -- attributes ----------------------------------------------------------------------------


def enum_class(names: Any, enum: EnumDef) -> str:
    enum_ref = getattr(names, "enum_ref", None)
    if enum_ref is not None:
        return str(enum_ref(enum))
    return str(names.module.class_ref(ClassRef(enum.dialect, enum.name, "enum")))


def keyword_cases(enum: EnumDef) -> list[str]:
    """The case strings printed bare (ODS canFormatStringAsKeyword; a bit enum's cases
    only when they are a single bit)."""
    from odsgen.format.parser import literal_problem

    out = []
    for case in enum.cases:
        s = case.string
        keyword = bool(s) and (s[0].isalpha() or s[0] == "_") and literal_problem(s) is None
        if enum.is_bit_enum and (case.value <= 0 or case.value & (case.value - 1)):
            keyword = False
        if keyword:
            out.append(s)
    return out


def storage_class(names: Any, a: AttributeArg) -> str | None:
    storage = a.constraint.storage
    return None if is_generic_attr(a) else names.qualify(storage)


def attr_type(names: Any, a: AttributeArg, context: str) -> str:
    """The type an attribute's value is parsed with (ODS valueType's builder), or None."""
    builder = type_builder(a.constraint)
    return names.qualify(builder.replace("$_ctxt", context)) if builder else "None"


def const_attr(names: Any, c: Constraint, value: str, context: str) -> str:
    """ODS constBuilderCall of `value`."""
    assert c.const_builder is not None
    return names.qualify(c.const_builder.replace("$0", value).replace("$_ctxt", context))


def enum_const(names: Any, c: Constraint, member: str) -> str:
    """The attribute of a parsed enum case (`member`, an expression): the const builder
    with the case for `$0`; a builder spelling the case as a member of its enum class
    (`E.$0`) gets the whole `E.$0` replaced."""
    assert c.const_builder is not None
    code = re.sub(r"[A-Za-z_][\w.]*\.\$0", lambda _: member, c.const_builder)
    return names.qualify(code.replace("$0", member).replace("$_ctxt", "parser.context"))


def present_expr(names: Any, a: AttributeArg, value: str) -> str:
    """Whether attribute `a` (held by `value`, an expression evaluated once) counts as
    present for an optional-group anchor or an oilist clause: set, and not its
    default (mlir-tblgen 22's genOptionalGroupPrinterAnchor)."""
    if a.is_prop:
        return f"_ods_fmt.property_present(op, {a.name!r})"
    if a.default is None:
        return f"{value} is not None"
    default = const_attr(names, a.constraint, a.default, "_ods_v.context")
    return f"(_ods_v := {value}) is not None and _ods_v != {default}"


def enum_string(names: Any, a: AttributeArg, value: str) -> str:
    """The case string of an enum attribute's value (stringifyEnum)."""
    c = a.constraint
    assert c.enum is not None
    if c.enum_in_integer:
        return f"{enum_class(names, c.enum)}({value}.value).string"
    return f"{value}.value.string"


def dense_array_element(names: Any, a: AttributeArg, context: str) -> str | None:
    """The element type of a DenseI32ArrayAttr-like constraint (from its const builder),
    whose stripped syntax is `[1, 2]`; None for other attributes."""
    c = a.constraint
    if c.storage != "builtin.DenseArrayAttr" or c.const_builder is None:
        return None
    m = re.fullmatch(
        r"builtin\.DenseArrayAttr\.get\(\$_ctxt, (.*?), tuple\(.*\)\)", c.const_builder.strip()
    )
    return names.qualify(m.group(1).replace("$_ctxt", context)) if m else None


def needs_hooks(op: OpDef) -> str:
    return op.hooks or op.dialect.custom_directives or ""
