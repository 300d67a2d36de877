"""Resolving parameter types and argument annotations against visible definitions.

`param_type` turns an ODS spelling (`ArrayRefParameter<int64_t>`, `IntegerType`, a
parameter class...) into a ParamType; builder and method arguments get annotations.
"""

from __future__ import annotations

import ast
import builtins
from dataclasses import replace
from typing import Any, Protocol

from odsgen.errors import DefinitionError
from odsgen.ir.core.diagnostics import error
from odsgen.spec import schema
from odsgen.spec.model import BuilderArg, ClassRef, Dialect, ParameterClass, ParamType, Snippet
from odsgen.spec.naming import annotation_problem, identifier_problem, snake_case
from odsgen.spec.param_types import SCALARS, WRAPPERS, StrArg, TypeExpr, parse_type_expr
from odsgen.spec.reader import snippet, text
from odsgen.spec.snippets import make_ref
from odsgen.spec.yaml_source import YNode

# Bare names a builder annotation may use without an `imports:` line: generated modules
# import them themselves (odsgen.ir's IR classes, collections.abc's generic aliases).
IR_ANNOTATION_NAMES = frozenset(
    {"Attribute", "Block", "BlockArgument", "Context", "InsertionPoint", "OpResult", "Operation", "Region", "Type", "Value"}
)
ABC_ANNOTATION_NAMES = frozenset({"Callable", "Iterable", "Mapping", "Sequence"})


def bound_names(import_lines: list[str]) -> set[str]:
    """The names that valid `imports:` lines bind (resolve.py has checked them)."""
    names: set[str] = set()
    for line in import_lines:
        for stmt in ast.parse(line).body:
            if isinstance(stmt, (ast.Import, ast.ImportFrom)):
                names.update((alias.asname or alias.name).split(".")[0] for alias in stmt.names)
    return names


class Scopes(Protocol):
    """The name lookup that resolve.py provides."""

    param_class_nodes: dict[str, tuple[YNode, Any]]

    def lookup(self, name: str, dialect: Dialect, kinds: tuple[str, ...], span: Any) -> Any: ...

    def ref(self, entry: Any) -> ClassRef: ...

    def known_names(self, kinds: tuple[str, ...]) -> list[str]: ...


class TypeResolver:
    """Resolves type spellings in the scopes of the loaded dialects."""

    def __init__(self, scopes: Scopes, imported: set[str]) -> None:
        self.scopes = scopes
        self.param_classes: dict[str, ParameterClass] = {}
        # Names bound by the files' `imports:` lines, and Python's builtins: a bare name
        # from these may be used as an annotation (other bare names must resolve).
        self.imported = imported | set(dir(builtins)) | IR_ANNOTATION_NAMES | ABC_ANNOTATION_NAMES

    def parameter_class(self, name: str, dialect: Dialect) -> ParameterClass:
        if name in self.param_classes:
            return self.param_classes[name]
        node, _unit = self.scopes.param_class_nodes[name]
        f = node.value
        type_node = f["type"]
        try:
            underlying: ParamType | None = self.param_type(type_node.value, type_node, dialect)
            annotation = underlying.annotation
        except DefinitionError:
            # Not a parameter type: a Python annotation such as `tuple[int, int]`.
            underlying = None
            annotation = type_node.value
            problem = annotation_problem(annotation)
            if problem:
                raise DefinitionError(error(f"unknown parameter type '{annotation}'", type_node.span)) from None
            if annotation.isidentifier() and annotation not in self.imported:
                raise
        opt = {k: snippet(f[k]) for k in ("parser", "printer", "comparator", "hash", "convertFromStorage", "defaultValue") if k in f}
        pc = ParameterClass(
            name=name,
            underlying=underlying,
            annotation=annotation,
            summary=text(f.get("summary")),
            syntax=text(f.get("syntax")),
            parser=opt.get("parser"),
            printer=opt.get("printer"),
            comparator=opt.get("comparator"),
            hash=opt.get("hash"),
            convert_from_storage=opt.get("convertFromStorage"),
            default=opt.get("defaultValue"),
            loc=f["name"].span,
        )
        self.param_classes[name] = pc
        return pc

    def param_type(self, spelling: str, node: YNode, dialect: Dialect) -> ParamType:
        return self._resolve_expr(parse_type_expr(spelling, node.span), dialect)

    def _resolve_expr(self, expr: TypeExpr, dialect: Dialect) -> ParamType:
        name = expr.name.removeprefix("::").removeprefix("mlir::").removeprefix("llvm::")
        args = expr.args
        spelling = _spell(expr)

        def type_arg(i: int) -> ParamType:
            if len(args) <= i:
                raise DefinitionError(error(f"'{name}' expects a parameter type argument", expr.span))
            arg = args[i]
            if isinstance(arg, StrArg):
                return self._resolve_expr(parse_type_expr(arg.value, arg.span.input.span(arg.span.start - 1, arg.span.end + 1)), dialect)
            return self._resolve_expr(arg, dialect)

        def str_arg(i: int) -> StrArg | None:
            if len(args) <= i:
                return None
            arg = args[i]
            if not isinstance(arg, StrArg):
                raise DefinitionError(error(f"argument {i + 1} of '{name}' must be a quoted string", arg.span))
            return arg

        def summary(i: int) -> str:
            arg = str_arg(i)
            return arg.value if arg is not None else ""

        if name in ("ArrayRefParameter", "OptionalArrayRefParameter"):
            element = type_arg(0)
            return ParamType(spelling, "array", f"tuple[{element.annotation}, ...]", element=element,
                             optional=name.startswith("Optional"), summary=summary(1))
        if name == "OptionalParameter":
            inner = type_arg(0)
            return _replace(inner, spelling=spelling, optional=True, summary=summary(1))
        if name == "DefaultValuedParameter":
            inner = type_arg(0)
            default = str_arg(1)
            if default is None:
                raise DefinitionError(error("'DefaultValuedParameter' needs a default value argument", expr.span))
            return _replace(inner, spelling=spelling, default=_arg_snippet(default), summary=summary(2))
        if name == "StringRefParameter":
            default = str_arg(1)
            return ParamType(spelling, "str", "str", summary=summary(0),
                             default=_arg_snippet(default) if default else None)
        if name == "APFloatParameter":
            return ParamType(spelling, "float", "float", summary=summary(0))
        if name == "APIntParameter":
            return ParamType(spelling, "int", "int", summary=summary(0))
        if name == "AttributeSelfTypeParameter":
            none_type = self.scopes.lookup("NoneType", dialect, ("type",), expr.span)
            ref = self.scopes.ref(none_type) if none_type is not None else None
            return ParamType(spelling, "type", "Type", base_class="Type", self_type=True, ref=ref, summary=summary(0))
        if name in ("AttrParameter", "TypeParameter", "AttrOrTypeParameter"):
            return _replace(type_arg(0), spelling=spelling, summary=summary(1))
        if args:
            raise DefinitionError(error(f"'{name}' does not take arguments", expr.span))
        scalar = SCALARS.get(name)
        if scalar is not None:
            base = {"attribute": "Attribute", "type": "Type"}.get(scalar.kind, "")
            return ParamType(spelling, scalar.kind, scalar.annotation, int_range=scalar.int_range, base_class=base)
        if name in self.scopes.param_class_nodes:
            pc = self.parameter_class(name, dialect)
            if pc.underlying is not None:
                return _replace(pc.underlying, spelling=spelling, kind="custom", param_class=pc,
                                default=pc.default, summary=pc.summary, element=pc.underlying)
            return ParamType(spelling, "custom", pc.annotation, param_class=pc, default=pc.default, summary=pc.summary)
        entry = self.scopes.lookup(name, dialect, ("attr", "type", "enum"), expr.span)
        if entry is not None:
            ref = self.scopes.ref(entry)
            annotation = _annotation(ref, dialect)
            if entry.kind == "enum":
                return ParamType(spelling, "enum", annotation, ref=ref)
            base = "Attribute" if entry.kind == "attr" else "Type"
            return ParamType(spelling, "def", annotation, ref=ref, base_class=base)
        candidates = list(SCALARS) + list(WRAPPERS) + list(self.scopes.param_class_nodes) + self.scopes.known_names(("attr", "type", "enum"))
        hint = schema.did_you_mean(name, candidates)
        raise DefinitionError(error(f"unknown parameter type '{expr.name}'{hint}", expr.span))

    def arguments(self, node: YNode | None, dialect: Dialect) -> tuple[BuilderArg, ...]:
        """Builder/method arguments; a default followed by no default is an error."""
        args: list[BuilderArg] = []
        names: set[str] = set()
        for item in (node.value if node is not None else []):
            f = item.value
            name = f["name"]
            py_name = snake_case(name.value)
            problem = identifier_problem(py_name)
            if problem:
                raise DefinitionError(error(f"invalid argument name: {problem}", name.span))
            if py_name in names:
                raise DefinitionError(error(f"duplicate argument '{name.value}'", name.span))
            names.add(py_name)
            default = snippet(f["default"]) if "default" in f else None
            if default is None and args and args[-1].default is not None:
                raise DefinitionError(
                    error(
                        f"argument '{name.value}' has no default but follows an argument with one; "
                        "Python requires defaulted arguments last",
                        name.span,
                    )
                )
            args.append(BuilderArg(name.value, py_name, self.annotation(f["type"], dialect), default, name.span))
        return tuple(args)

    def annotation(self, node: YNode, dialect: Dialect) -> str:
        """A builder argument's annotation: a parameter type, else a Python annotation."""
        try:
            return self.param_type(node.value, node, dialect).annotation
        except DefinitionError:
            if node.value.isidentifier() and node.value not in self.imported:
                raise
            problem = annotation_problem(node.value)
            if problem:
                raise DefinitionError(error(problem, node.span)) from None
            return node.value


def _arg_snippet(arg: StrArg) -> Snippet:
    return Snippet(arg.value, arg.span.input.span(arg.span.start - 1, arg.span.end + 1), (), make_ref(arg.value))


def _replace(ptype: ParamType, **changes) -> ParamType:
    return replace(ptype, **changes)


def _spell(expr: TypeExpr) -> str:
    if not expr.args:
        return expr.name
    parts = [f'"{a.value}"' if isinstance(a, StrArg) else _spell(a) for a in expr.args]
    return f"{expr.name}<{', '.join(parts)}>"


def _annotation(ref: ClassRef, from_dialect: Dialect) -> str:
    if ref.dialect.name == from_dialect.name:
        return ref.class_name
    return f"{ref.dialect.name}.{ref.class_name}"
