"""The property library (MLIR 22's mlir/IR/Properties.td), built in like the constraint
combinators: `I64Prop`, `IntProp<"int8_t">`, `StringProp`, `BoolProp`, `UnitProp`,
`ArrayProp<P>`, `IntArrayProp<I32Prop>`, `OptionalProp<P>` (`OptionalProp<P, 0>` for the
`some<...>` syntax), `DefaultValuedProp<P, "default">`, `ConfinedProp<P, "pred",
"summary">`, `EnumProp<Enum>` and `NamedEnumProp<Enum, "mnemonic">` (EnumAttr.td; a
default is the case's integer value).

Each instantiates to a Constraint of kind "prop" whose `prop` is the Python expression
building its runtime kind (odsgen.ir.text.properties, imported by generated modules as
`_ods_p`). Where ODS takes C++ (a default value, a predicate), odsgen takes Python: a
default is a Python literal of the interface value (`-1`, `'""'`, `[]`), a predicate an
expression over `$_self`, the interface value.
"""

from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING, Any, Callable

from odsgen.errors import DefinitionError
from odsgen.ir.core.diagnostics import error
from odsgen.spec.op_model import Constraint

if TYPE_CHECKING:
    from odsgen.spec.constraints import ConstraintLibrary
    from odsgen.spec.expressions import Expr
    from odsgen.spec.yaml_source import YNode

_INT_TYPE = re.compile(r"(u?)int(8|16|32|64)_t\Z")


def runtime_kind(c: Constraint) -> Any:
    """The property kind `c` builds, instantiated now (to check defaults at generation
    time). The only definition text in `c.prop` is repr'd literals and ConfinedProp
    predicates inside lambdas, which are never called here."""
    from odsgen.ir.text import properties

    assert c.prop is not None
    # An EnumProp names its enum's generated class, which need not exist yet: a stand-in
    # serves (checking a default only asks whether it is an int).
    names = {"_ods_p": properties, "__builtins__": {}}
    names.update({m: _EnumModule() for m in re.findall(r"\b(_ods_dialect_\w+|builtin)\.", c.prop)})
    return eval(c.prop, names, {})  # noqa: S307 - our own expression


class _EnumModule:
    """A generated module as runtime_kind sees it: every attribute an empty class."""

    def __getattr__(self, name: str) -> type:
        return type(name, (), {})


def _prop(summary: str, code: str) -> Constraint:
    return Constraint("prop", "", summary, "True", prop=code)


def _int_prop(lib: ConstraintLibrary, expr: Expr, node: YNode) -> Constraint:
    if not expr.args or not isinstance(expr.args[0], str):
        raise lib._error(node, expr, "'IntProp' takes a C integer type such as \"int64_t\"")
    storage = expr.args[0]
    m = _INT_TYPE.match(storage)
    if m is None:
        raise lib._error(node, expr, f"'IntProp' takes intN_t or uintN_t (N = 8, 16, 32, 64), not '{storage}'")
    summary = expr.args[1] if len(expr.args) > 1 and isinstance(expr.args[1], str) and expr.args[1] else storage
    return _prop(summary, f"_ods_p.IntProp({m.group(2)}, {not m.group(1)}, {summary!r})")


def _fixed(summary: str, code: str) -> Callable[[ConstraintLibrary, Expr, YNode], Constraint]:
    def make(lib: ConstraintLibrary, expr: Expr, node: YNode) -> Constraint:
        if expr.args:
            raise lib._error(node, expr, f"'{expr.name}' takes no arguments")
        return _prop(summary, code)

    return make


def _inner(lib: ConstraintLibrary, expr: Expr, node: YNode, what: str = "a property") -> Constraint:
    from odsgen.spec.expressions import Expr as _Expr

    if not expr.args or not isinstance(expr.args[0], _Expr):
        raise lib._error(node, expr, f"'{expr.name}' takes {what}")
    inner = lib.instantiate(expr.args[0], node)
    if inner.kind != "prop":
        raise lib._error(node, expr.args[0], f"'{expr.name}' takes a property, but '{expr.args[0].source}' is not one")
    return inner


def _array_prop(lib: ConstraintLibrary, expr: Expr, node: YNode) -> Constraint:
    inner = _inner(lib, expr, node)
    summary = expr.args[1] if len(expr.args) > 1 and isinstance(expr.args[1], str) and expr.args[1] else "array of " + inner.summary
    return _prop(summary, f"_ods_p.ArrayProp({inner.prop}, {summary!r})")


def _int_array_prop(lib: ConstraintLibrary, expr: Expr, node: YNode) -> Constraint:
    inner = _inner(lib, expr, node, "I32Prop or I64Prop")
    if inner.prop is None or not re.fullmatch(r"_ods_p\.IntProp\((32|64), True, .*\)", inner.prop):
        raise lib._error(node, expr.args[0], f"'IntArrayProp' takes I32Prop or I64Prop (a dense array), not '{expr.args[0].source}'")
    summary = expr.args[1] if len(expr.args) > 1 and isinstance(expr.args[1], str) and expr.args[1] else "array of " + inner.summary
    return _prop(summary, f"_ods_p.IntArrayProp({inner.prop}, {summary!r})")


def _optional_prop(lib: ConstraintLibrary, expr: Expr, node: YNode) -> Constraint:
    inner = _inner(lib, expr, node)
    delegate = True
    if len(expr.args) > 1:
        if expr.args[1] not in (0, 1):
            raise lib._error(node, expr, "'OptionalProp' takes a property and canDelegateParsing (0 or 1)")
        delegate = bool(expr.args[1])
    return _prop("optional " + inner.summary, f"_ods_p.OptionalProp({inner.prop}, {delegate})")


def _default_valued_prop(lib: ConstraintLibrary, expr: Expr, node: YNode) -> Constraint:
    from odsgen.spec.expressions import span_inside

    inner = _inner(lib, expr, node)
    if len(expr.args) != 2 or not isinstance(expr.args[1], (str, int)):
        raise lib._error(node, expr, "'DefaultValuedProp' takes a property and a default value")
    source = str(expr.args[1])
    where = span_inside(node, max(node.value.rfind(source), 0))
    try:
        value = ast.literal_eval(source.strip())
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        raise DefinitionError(error(f"default value '{source}' must be a Python literal of the property's value", where)) from None
    kind = runtime_kind(inner)
    if not kind.accepts(value):
        raise DefinitionError(error(f"default value '{source}' is not a value of '{inner.text or expr.args[0].source}' ({inner.summary})", where))
    return _prop(inner.summary, f"_ods_p.DefaultValuedProp({inner.prop}, {value!r})")


def _confined_prop(lib: ConstraintLibrary, expr: Expr, node: YNode) -> Constraint:
    from odsgen.spec.expressions import python_expression_problem, span_inside

    inner = _inner(lib, expr, node)
    if len(expr.args) < 2 or not isinstance(expr.args[1], str):
        raise lib._error(node, expr, "'ConfinedProp' takes a property, a predicate over $_self and a summary")
    predicate = expr.args[1]
    problem = python_expression_problem(predicate)
    if problem is not None:
        raise DefinitionError(error(f"invalid Python in the predicate of 'ConfinedProp': {problem}", span_inside(node, max(node.value.find(predicate), 0))))
    summary = expr.args[2] if len(expr.args) > 2 and isinstance(expr.args[2], str) and expr.args[2] else inner.summary
    # Parenthesised: the checked expression stays one expression of the lambda.
    body = predicate.replace("$_self", "value").replace("\n", " ")
    return _prop(summary, f"_ods_p.ConfinedProp({inner.prop}, lambda value: ({body}), {summary!r})")


def _enum_prop(lib: ConstraintLibrary, expr: Expr, node: YNode) -> Constraint:
    from odsgen.spec.expressions import Expr as _Expr

    named = expr.name == "NamedEnumProp"
    usage = "an enum and a mnemonic" if named else "an enum"
    if not expr.args or not isinstance(expr.args[0], _Expr) or expr.args[0].args or len(expr.args) != 1 + named:
        raise lib._error(node, expr, f"'{expr.name}' takes {usage}")
    found = lib.find_enum(expr.args[0].name, node.span) if lib.find_enum is not None else None
    if found is None:
        raise lib._error(node, expr.args[0], f"'{expr.name}' takes an enum, but '{expr.args[0].source}' is not one")
    enum, ref = found
    mnemonic = None
    if named:
        mnemonic = expr.args[1]
        if not isinstance(mnemonic, str) or not re.fullmatch(r"[A-Za-z_][\w$.]*", mnemonic):
            raise lib._error(node, expr, "'NamedEnumProp' takes an enum and a mnemonic (a keyword)")
    return _prop(enum.summary, f"_ods_p.EnumProp({ref}, {enum.width}, {mnemonic!r})")


def user_property(fields: dict[str, YNode], summary: str | None, dialect_hooks: str | None) -> Constraint:
    """A user-defined property kind (ODS `Property<"StorageType">`): a `kind: prop`
    constraint's `property` record naming hook functions of a hooks module (its `hooks`,
    else the dialect's customDirectives). Literals are checked here; the hooks are only
    named, and imported when the generated module first uses them."""
    from odsgen.spec.naming import annotation_problem, module_problem

    record = fields["property"]
    spec: dict[str, YNode] = record.value
    hooks = spec.get("hooks")
    module = hooks.value if hooks is not None else dialect_hooks
    if module is None:
        raise DefinitionError(error("a user-defined property needs 'hooks' (or the dialect's 'customDirectives')", record.span))
    if hooks is not None and (problem := module_problem(module)):
        raise DefinitionError(error(f"invalid module name: {problem}", hooks.span))
    names: dict[str, str | None] = {}
    for key in ("convertFromAttribute", "convertToAttribute", "parser", "optionalParser", "printer"):
        node = spec.get(key)
        if node is not None and not str(node.value).isidentifier():
            raise DefinitionError(error(f"'{key}' must name a function of {module}, not '{node.value}'", node.span))
        names[key] = None if node is None else str(node.value)
    literals: dict[str, Any] = {}
    for key in ("defaultValue", "storageTypeValueOverride"):
        node = spec.get(key)
        if node is None:
            continue
        try:
            literals[key] = ast.literal_eval(str(node.value).strip())
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            raise DefinitionError(error(f"'{key}' must be a Python literal of the property's value", node.span)) from None
    annotation_node = spec.get("interfaceType")
    annotation = str(annotation_node.value) if annotation_node is not None else "Any"
    if annotation_node is not None and (problem := annotation_problem(annotation)):
        raise DefinitionError(error(problem, annotation_node.span))
    summary = summary or str(spec["storageType"].value)
    zero = literals.get("storageTypeValueOverride", literals.get("defaultValue"))
    code = (
        f"_ods_p.UserProp({module!r}, {summary!r}, {annotation!r}, {names['convertFromAttribute']!r}, "
        f"{names['convertToAttribute']!r}, {zero!r}, parser={names['parser']!r}, "
        f"optional_parser={names['optionalParser']!r}, printer={names['printer']!r}"
    )
    if "defaultValue" in literals:
        code += f", default={literals['defaultValue']!r}"
    return _prop(summary, code + ")")


PROP_COMBINATORS: dict[str, Callable[[ConstraintLibrary, Expr, YNode], Constraint]] = {
    "IntProp": _int_prop,
    "I32Prop": _fixed("int32_t", "_ods_p.IntProp(32, True, 'int32_t')"),
    "I64Prop": _fixed("int64_t", "_ods_p.IntProp(64, True, 'int64_t')"),
    "StringProp": _fixed("string", "_ods_p.StringProp()"),
    "BoolProp": _fixed("boolean", "_ods_p.BoolProp()"),
    "UnitProp": _fixed("unit property", "_ods_p.UnitProp()"),
    "ArrayProp": _array_prop,
    "IntArrayProp": _int_array_prop,
    "OptionalProp": _optional_prop,
    "DefaultValuedProp": _default_valued_prop,
    "ConfinedProp": _confined_prop,
    "EnumProp": _enum_prop,
    "NamedEnumProp": _enum_prop,
}
