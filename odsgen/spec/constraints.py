"""What constraint expressions (`Variadic<AnyType>`, `TensorOf<[F32]>`, ...) mean (their
syntax is odsgen.spec.expressions).

Constraints are defined in YAML (`constraints:` sections, the library in
defs/include/constraints.yaml) like ODS's TypeConstraint/AttrConstraint defs: a summary
(the text of verifier errors), a Python predicate over `$_self`, and optionally
parameters. An expression names a constraint with arguments; instantiating it
substitutes the arguments into the summary and predicate. A few combinators are
built in, because they work on lists of constraints: AnyTypeOf, AnyAttrOf, AllOf,
AnyOf, Not, ConfinedAttr, TypeAttrOf. Attribute and type classes of any dialect, and
integer enums, are constraints by their class names too.
"""

from __future__ import annotations

import ast
import re
import warnings
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, Callable

from odsgen.errors import DefinitionError
from odsgen.ir.core.diagnostics import error
from odsgen.ir.core.source import Span
from odsgen.spec.op_model import Constraint
from odsgen.spec.reader import text
from odsgen.spec.expressions import Expr, ExprParser, check_expression, parse_expr, span_inside
from odsgen.spec.yaml_source import YNode

# -- default values ---------------------------------------------------------------------

# The Python literals a default may be for attributes of these storage classes.
_LITERAL_KINDS = {
    "builtin.StringAttr": ((str,), "a string"),
    "builtin.IntegerAttr": ((int,), "an integer"),
    "builtin.BoolAttr": ((bool, int), "a boolean"),
    "builtin.FloatAttr": ((int, float), "a number"),
}


def default_problem(c: Constraint, default: str) -> str | None:
    """Why `default` cannot build a `c` attribute through its constBuilder (ODS pastes C++
    here; we check at generation time what would otherwise fail on first use)."""
    if c.enum is not None:
        symbols = [case.symbol for case in c.enum.cases]
        if default not in symbols:
            from odsgen.spec.schema import did_you_mean

            return f"'{default}' is not a case of enum '{c.enum.name}'{did_you_mean(default, symbols)}"
        return None
    assert c.const_builder is not None
    code = re.sub(r"\$(\w+)", lambda m: default if m.group(1) == "0" else "_" + m.group(1), c.const_builder)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(code.strip(), "<default>", "eval", dont_inherit=True)
    except SyntaxError as exc:
        return f"default value '{default}' does not make a Python expression of '{c.text}': {exc.msg}"
    kinds = _LITERAL_KINDS.get(c.storage or "")
    if kinds is not None:
        try:
            value = ast.literal_eval(default.strip())
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            value = None
        if not isinstance(value, kinds[0]) or (kinds[0] == (int,) and isinstance(value, bool)):
            return f"default value '{default}' of '{c.text}' must be {kinds[1]} literal"
    return None


# -- wrappers of operands, attributes, regions and successors -------------------------------


@dataclass(frozen=True)
class Use:
    """An instantiated argument constraint with its wrappers unwrapped."""

    constraint: Constraint
    arity: str = "single"  # single, optional, variadic, variadic_of_variadic
    segment_attr: str | None = None
    optional: bool = False  # attributes
    default: str | None = None  # attributes


_KIND_NAMES = {
    "type": "a type constraint",
    "attr": "an attribute constraint",
    "region": "a region constraint",
    "successor": "a successor constraint",
    "prop": "a property",
}
_CLASS_NAME = re.compile(r"[A-Za-z_]\w*(\.[A-Za-z_]\w*)*\Z")  # pasted into annotations and isinstance
_VALUE_WRAPPERS = {"Variadic": "variadic", "Optional": "optional", "VariadicOfVariadic": "variadic_of_variadic"}


class ConstraintLibrary:
    """The constraint definitions of every loaded file, instantiated on demand."""

    def __init__(self, find_class: Callable[[str, Span], Any], find_enum: Callable[[str, Span], Any] | None = None) -> None:
        # name -> (definition fields, the YAML node)
        self.defs: dict[str, dict[str, YNode]] = {}
        self.def_nodes: dict[str, YNode] = {}
        # Looks up `Name` among attribute/type classes and enums: returns a Constraint
        # or None (the resolver knows the dialects).
        self.find_class = find_class
        self.find_enum = find_enum  # an enum and its class's expression (EnumProp), or None
        # The customDirectives module of the dialect a definition file defines, or None
        # (user-defined properties' default hooks module).
        self.find_hooks: Callable[[Span], str | None] = lambda span: None
        self._cache: dict[tuple[str, str], Constraint] = {}

    def add(self, node: YNode) -> None:
        name = node.value["name"]
        if name.value in self.defs or name.value in _BUILTIN_COMBINATORS:
            prev = self.def_nodes.get(name.value)
            diag = error(f"duplicate constraint '{name.value}'", name.span)
            if prev is not None:
                diag = diag.note("previously defined here", prev.value["name"].span)
            raise DefinitionError(diag)
        for key in ("storage", "cppClass"):
            field = node.value.get(key)
            if field is not None and not _CLASS_NAME.match(field.value.strip()):
                raise DefinitionError(
                    error(f"'{key}' must be a Python class name such as 'builtin.IntegerAttr', not '{field.value}'", field.span)
                )
        for key in ("predicate", "builder", "constBuilder"):
            field = node.value.get(key)
            if field is not None:
                check_expression(field, key)
        self.defs[name.value] = node.value
        self.def_nodes[name.value] = node

    # -- uses ---------------------------------------------------------------------------

    def use(self, node: YNode, allowed: tuple[str, ...]) -> Use:
        """The constraint of an op argument, result, region or successor."""
        expr = parse_expr(node)
        wrapper = _VALUE_WRAPPERS.get(expr.name)
        if wrapper is not None:
            if not expr.args or not isinstance(expr.args[0], Expr):
                raise self._error(node, expr, f"'{expr.name}' takes a type constraint")
            inner = self.instantiate(expr.args[0], node)
            if inner.kind != "type":
                raise self._error(node, expr.args[0], f"'{expr.name}' takes a type constraint, not {_KIND_NAMES[inner.kind]}")
            segment = expr.args[1] if wrapper == "variadic_of_variadic" and len(expr.args) > 1 else None
            if wrapper == "variadic_of_variadic" and not isinstance(segment, str):
                raise self._error(node, expr, "'VariadicOfVariadic' takes a type constraint and a segment attribute name")
            return self._check_kind(Use(inner, wrapper, segment), node, expr, allowed)
        if expr.name in ("OptionalAttr", "DefaultValuedAttr", "DefaultValuedOptionalAttr"):
            if not expr.args or not isinstance(expr.args[0], Expr):
                raise self._error(node, expr, f"'{expr.name}' takes an attribute constraint")
            inner = self.instantiate(expr.args[0], node)
            if inner.kind != "attr":
                raise self._error(node, expr.args[0], f"'{expr.name}' takes an attribute constraint")
            default = None
            # ODS treats an empty default as none (Attribute::hasDefaultValue): the
            # attribute stays required, or optional for DefaultValuedOptionalAttr.
            if expr.name != "OptionalAttr" and len(expr.args) == 2 and expr.args[1] == "":
                use = Use(inner, optional=expr.name != "DefaultValuedAttr")
                return self._check_kind(use, node, expr, allowed)
            if expr.name != "OptionalAttr":
                if len(expr.args) != 2 or not isinstance(expr.args[1], (str, int)):
                    raise self._error(node, expr, f"'{expr.name}' takes an attribute constraint and a default value")
                default = str(expr.args[1])
                if inner.const_builder is None:
                    raise self._error(node, expr.args[0], f"'{inner.text}' has no constBuilder to build the default value")
                problem = default_problem(inner, default)
                if problem is not None:
                    where = node.value.rfind(default)
                    raise DefinitionError(error(problem, span_inside(node, max(where, 0))))
            use = Use(inner, optional=expr.name != "DefaultValuedAttr", default=default)
            return self._check_kind(use, node, expr, allowed)
        if expr.name in ("VariadicRegion", "VariadicSuccessor"):
            inner = self.instantiate(expr.args[0], node) if expr.args and isinstance(expr.args[0], Expr) else None
            if inner is None:
                raise self._error(node, expr, f"'{expr.name}' takes a constraint")
            return self._check_kind(Use(inner, "variadic"), node, expr, allowed)
        return self._check_kind(Use(self.instantiate(expr, node)), node, expr, allowed)

    def _check_kind(self, use: Use, node: YNode, expr: Expr, allowed: tuple[str, ...]) -> Use:
        if use.constraint.kind not in allowed:
            expected = " or ".join(_KIND_NAMES[k] for k in allowed)
            raise self._error(node, expr, f"expected {expected}, but '{expr.source}' is {_KIND_NAMES[use.constraint.kind]}")
        return use

    def _error(self, node: YNode, expr: Any, message: str) -> DefinitionError:
        offset = expr.offset if isinstance(expr, Expr) else 0
        return DefinitionError(error(message, span_inside(node, offset)))

    # -- instantiation --------------------------------------------------------------------

    def instantiate(self, expr: Expr, node: YNode) -> Constraint:
        key = _canonical(expr)
        # Class names resolve in the scope of the file that spells them (a dialect's own
        # `VectorType` before builtin's), so the cache is per file.
        cache_key = (node.span.input.name, key)
        cached = self._cache.get(cache_key)
        if cached is not None:
            return cached
        combinator = _BUILTIN_COMBINATORS.get(expr.name)
        if combinator is not None:
            result = replace(combinator(self, expr, node), text=key)
        elif expr.name in self.defs:
            result = replace(self._from_def(expr, node), text=key)
        else:
            # A class keeps the spelling class_constraint gives it (qualified outside
            # builtin): the text is the dedup key of checkers.
            found = self.find_class(expr.name, span_inside(node, expr.offset)) if not expr.args else None
            if found is None:
                raise self._error(node, expr, f"unknown constraint '{expr.name}'{self._hint(expr, node)}")
            result = found
        self._cache[cache_key] = result
        return result

    def _hint(self, expr: Expr, node: YNode) -> str:
        """What an ODS user most likely meant: a def's class name (`Qubit` for
        `QubitType`), the constraint library they did not include, or a near spelling."""
        from odsgen.spec.schema import did_you_mean

        if not expr.args:
            for suffix in ("Type", "Attr"):
                span = span_inside(node, expr.offset)
                if self.find_class(expr.name + suffix, span) is not None:
                    return f"; did you mean '{expr.name + suffix}' (the class of the definition)?"
        if expr.name in library_constraint_names() and expr.name not in self.defs:
            return (
                f"; '{expr.name}' is in the constraint library: add "
                "`include: [include/constraints.yaml]` to this file"
            )
        return did_you_mean(expr.name, list(self.defs) + list(_BUILTIN_COMBINATORS))

    def _from_def(self, expr: Expr, node: YNode) -> Constraint:
        fields = self.defs[expr.name]
        params = [p.value for p in fields.get("parameters", YNode([], node.span, "list")).value]
        if len(expr.args) != len(params):
            raise self._error(
                node, expr, f"'{expr.name}' takes {len(params)} argument{'s' if len(params) != 1 else ''}, got {len(expr.args)}"
            )
        kind = fields["kind"].value
        bindings = dict(zip(params, expr.args))
        nested: list[Constraint] = []

        def predicate_value(value: Any) -> str:
            if _int_list(value):
                return "[" + ", ".join(str(v) for v in value) + "]"
            if isinstance(value, Expr):
                nested.append(self.instantiate(value, node))
                return f"$_check[{len(nested) - 1}]"
            if isinstance(value, tuple):
                nested.append(self._any_of(value, node, kind))
                return f"$_check[{len(nested) - 1}]"
            return str(value)

        def summary_value(value: Any, each: str = "") -> str:
            if _int_list(value):  # ODS's !interleave(!foreach(v, list, v # each), "/")
                return "/".join(f"{v}{each}" for v in value)
            if isinstance(value, Expr):
                return self.instantiate(value, node).summary
            if isinstance(value, tuple):
                return self._any_of(value, node, kind).summary
            return str(value)

        def source_value(value: Any) -> str:
            if isinstance(value, Expr):
                return value.source
            if isinstance(value, tuple):
                return "[" + ", ".join(source_value(v) for v in value) + "]"
            if isinstance(value, str):
                return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
            return str(value)

        if "is" in fields:
            target = fields["is"]
            source = _substitute(target.value, bindings, source_value)
            base = self.instantiate(ExprParser(source, lambda m, o: DefinitionError(error(m, target.span))).parse(), target)
        elif kind == "prop" and "property" in fields:
            from odsgen.spec.props import user_property

            own = _substitute(text(fields.get("summary")), bindings, summary_value, True) if "summary" in fields else None
            base = user_property(fields, own, self.find_hooks(fields["name"].span))
        else:
            base = Constraint(kind, expr.source, "", "True")
        summary = _substitute(text(fields.get("summary")), bindings, summary_value, True) if "summary" in fields else base.summary
        predicate = base.predicate
        nested_base = base.nested
        if "predicate" in fields:
            predicate = _substitute(fields["predicate"].value.strip(), bindings, predicate_value)
            nested_base = tuple(nested)
        elif "is" in fields:
            nested_base = base.nested

        def field(name: str, inherited: Any) -> Any:
            if name not in fields:
                return inherited
            return _substitute(fields[name].value.strip(), bindings, source_value if name == "valueType" else str)

        value_type = base.value_type
        if "valueType" in fields:
            vt_node = fields["valueType"]
            vt_source = _substitute(vt_node.value, bindings, source_value)
            value_type = self.instantiate(ExprParser(vt_source, lambda m, o: DefinitionError(error(m, vt_node.span))).parse(), vt_node)
        if base.kind != kind:
            raise DefinitionError(
                error(f"constraint '{expr.name}' is a {kind} constraint but 'is' names a {base.kind} constraint", fields["is"].span)
            )
        prop = base.prop
        if kind == "prop":
            if "predicate" in fields:
                raise DefinitionError(
                    error("a property's predicate is given with 'ConfinedProp' in 'is'", fields["predicate"].span)
                )
            if "is" not in fields and "property" not in fields:
                raise DefinitionError(
                    error("a property constraint needs 'is' (a property of the library) or 'property' (its own kind)", fields["name"].span)
                )
            if "is" in fields and "property" in fields:
                raise DefinitionError(error("a property constraint takes 'is' or 'property', not both", fields["property"].span))
            if summary != base.summary:  # the summary errors show (ConfinedProp's newSummary)
                prop = f"_ods_p.ConfinedProp({base.prop}, lambda value: True, {summary!r})"
        return replace(
            base,
            kind=kind,
            summary=summary,
            predicate=predicate,
            nested=nested_base,
            builder=field("builder", base.builder),
            type_class=field("cppClass", base.type_class),
            optional=fields["isOptional"].value if "isOptional" in fields else base.optional,
            storage=field("storage", base.storage),
            const_builder=field("constBuilder", base.const_builder),
            value_type=value_type,
            loc=fields["name"].span,
            prop=prop,
        )

    def _any_of(self, items: tuple[Any, ...], node: YNode, kind: str) -> Constraint:
        constraints = [self._item(i, node) for i in items]
        if len(constraints) == 1:
            return constraints[0]
        combined = _combine(constraints, " or ", "any", kind)
        return replace(combined, text=("AnyTypeOf" if kind == "type" else "AnyAttrOf") + _canonical(items).join("<>"))

    def _item(self, item: Any, node: YNode) -> Constraint:
        if not isinstance(item, Expr):
            raise DefinitionError(error(f"expected a constraint in the list, got {item!r}", node.span))
        return self.instantiate(item, node)


def _int_list(value: Any) -> bool:
    return isinstance(value, tuple) and all(isinstance(v, int) and not isinstance(v, bool) for v in value)


def _substitute(template: str, bindings: dict[str, Any], render: Callable[..., str], suffixes: bool = False) -> str:
    """Replace `$name` for each parameter (longest names first, so `$a` never eats `$ab`).
    In a summary, `$name{D}` renders an integer list with each item suffixed (`0D/1D`)."""
    if not bindings:
        return template
    names = sorted(bindings, key=len, reverse=True)
    pattern = re.compile(r"\$(" + "|".join(re.escape(n) for n in names) + r")\b(?:\{([^{}$]*)\})?")

    def sub(m: re.Match[str]) -> str:
        value = bindings[m.group(1)]
        if suffixes and m.group(2) is not None and _int_list(value):
            return render(value, m.group(2))
        return render(value) + (m.group(0)[len(m.group(1)) + 1 :] if m.group(2) is not None else "")

    return pattern.sub(sub, template)


def _canonical(value: Any) -> str:
    if isinstance(value, Expr):
        if not value.args:
            return value.name
        return value.name + "<" + ", ".join(_canonical(a) for a in value.args) + ">"
    if isinstance(value, tuple):
        return "[" + ", ".join(_canonical(a) for a in value) + "]"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return str(value)


def _combine(parts: list[Constraint], joiner: str, how: str, kind: str) -> Constraint:
    """A constraint satisfied by any (or all) of `parts`; summaries joined like ODS."""
    calls = [f"$_check[{i}]($_self)" for i in range(len(parts))]
    predicate = "(" + (" or " if how == "any" else " and ").join(calls) + ")"
    return Constraint(kind, "", joiner.join(p.summary for p in parts), predicate, tuple(parts))


def _list_arg(lib: ConstraintLibrary, expr: Expr, node: YNode, index: int = 0) -> list[Constraint]:
    if len(expr.args) <= index or not isinstance(expr.args[index], tuple):
        raise lib._error(node, expr, f"'{expr.name}' takes a list of constraints")
    return [lib._item(i, node) for i in expr.args[index]]


def _summary_arg(expr: Expr, index: int) -> str | None:
    return expr.args[index] if len(expr.args) > index and isinstance(expr.args[index], str) else None


def _any_of(lib: ConstraintLibrary, expr: Expr, node: YNode) -> Constraint:
    parts = _list_arg(lib, expr, node)
    kind = parts[0].kind if parts else ("attr" if "Attr" in expr.name else "type")
    combined = _combine(parts, " or ", "any", kind)
    summary = _summary_arg(expr, 1)
    return replace(combined, summary=summary) if summary else combined


def _all_of(lib: ConstraintLibrary, expr: Expr, node: YNode) -> Constraint:
    parts = _list_arg(lib, expr, node)
    combined = _combine(parts, " and ", "all", parts[0].kind if parts else "type")
    summary = _summary_arg(expr, 1)
    return replace(combined, summary=summary) if summary else combined


def _not(lib: ConstraintLibrary, expr: Expr, node: YNode) -> Constraint:
    if len(expr.args) < 1 or not isinstance(expr.args[0], Expr):
        raise lib._error(node, expr, "'Not' takes a constraint")
    inner = lib.instantiate(expr.args[0], node)
    summary = _summary_arg(expr, 1) or "not " + inner.summary
    return Constraint(inner.kind, "", summary, "(not $_check[0]($_self))", (inner,))


def _confined(lib: ConstraintLibrary, expr: Expr, node: YNode) -> Constraint:
    """ConfinedAttr<A, [C...]>: A's storage, summary `A C1 C2...` (ODS's foldl)."""
    if len(expr.args) != 2 or not isinstance(expr.args[0], Expr):
        raise lib._error(node, expr, "'ConfinedAttr' takes an attribute constraint and a list of constraints")
    base = lib.instantiate(expr.args[0], node)
    extra = _list_arg(lib, expr, node, 1)
    parts = [base, *extra]
    calls = " and ".join(f"$_check[{i}]($_self)" for i in range(len(parts)))
    summary = " ".join([base.summary] + [c.summary for c in extra])
    return replace(base, summary=summary, predicate=f"({calls})", nested=tuple(parts))


def _type_attr_of(lib: ConstraintLibrary, expr: Expr, node: YNode) -> Constraint:
    if len(expr.args) != 1 or not isinstance(expr.args[0], Expr):
        raise lib._error(node, expr, "'TypeAttrOf' takes a type constraint")
    inner = lib.instantiate(expr.args[0], node)
    return Constraint(
        "attr",
        "",
        "type attribute of " + inner.summary,
        "(isinstance($_self, builtin.TypeAttr) and $_check[0]($_self.value))",
        (inner,),
        storage="builtin.TypeAttr",
        const_builder="builtin.TypeAttr.get($_ctxt, $0)",  # ODS: TypeAttr::get($0)
    )


_BUILTIN_COMBINATORS: dict[str, Callable[[ConstraintLibrary, Expr, YNode], Constraint]] = {
    "AnyTypeOf": _any_of,
    "AnyAttrOf": _any_of,
    "AnyOf": _any_of,
    "AllOf": _all_of,
    "AllAttrOf": _all_of,
    "Not": _not,
    "ConfinedAttr": _confined,
    "TypeAttrOf": _type_attr_of,
}


def _register_props() -> None:
    from odsgen.spec.props import PROP_COMBINATORS

    _BUILTIN_COMBINATORS.update(PROP_COMBINATORS)


_register_props()


@lru_cache(maxsize=1)
def library_constraint_names() -> frozenset[str]:
    """The names the shipped constraint library (defs/include/constraints.yaml) defines,
    read as plain YAML: only to suggest the include in an error."""
    import yaml

    from odsgen.spec.reader import shipped_defs_dir

    data = yaml.safe_load((shipped_defs_dir() / "include" / "constraints.yaml").read_text("utf-8"))
    return frozenset(
        entry["name"] for entry in data.get("constraints", []) if isinstance(entry, dict) and "name" in entry
    )
