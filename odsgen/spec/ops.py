"""Building OpDefs from YAML `operations:` entries (after the resolver registered them)."""

from __future__ import annotations

import keyword

from typing import TYPE_CHECKING, Any

from odsgen.errors import DefinitionError
from odsgen.ir.core.diagnostics import error
from odsgen.spec.checks import check_op_snippets, valid_mnemonic
from odsgen.spec.constraints import ConstraintLibrary
from odsgen.spec.expressions import Expr, ExprParser, span_inside
from odsgen.spec.model import Dialect
from odsgen.spec.naming import identifier_problem, module_problem, snake_case
from odsgen.spec.op_model import (
    AttributeArg,
    Constraint,
    OpDef,
    Operand,
    OpTrait,
    RegionArg,
    SuccessorArg,
)
from odsgen.spec.reader import flag, located_text, snippet, text
from odsgen.spec.yaml_source import YNode

if TYPE_CHECKING:
    from odsgen.spec.resolve import _Resolver

_EMPTY = YNode([], None, "list")  # type: ignore[arg-type]

# Names an accessor may not take: they would shadow Operation's own members.
_RESERVED = {
    "name", "operands", "results", "properties", "attributes", "regions", "successors",
    "location", "parent", "print", "walk", "verify", "build", "result", "dialect_name",
    "parent_op", "set_operand",
}
# Except a lone single result called `result`: Operation.result already returns it.


def build_op(resolver: _Resolver, node: YNode, dialect: Dialect, library: ConstraintLibrary) -> OpDef:
    f = node.value
    name = f["name"].value
    class_name = text(f.get("className")) or name
    mnemonic = f["mnemonic"]
    if not valid_mnemonic(mnemonic.value):
        # MLIR's grammar; the name also goes into generated string literals.
        raise DefinitionError(error(f"invalid operation mnemonic '{mnemonic.value}'", mnemonic.span))
    hooks = f.get("hooks")
    if hooks is not None:
        problem = module_problem(hooks.value)
        if problem:
            raise DefinitionError(error(f"invalid module name: {problem}", hooks.span))
    seen: dict[str, YNode] = {}

    def claim(item: YNode) -> str:
        value_name = item.value["name"]
        # An ODS name may be a Python keyword (arith's `$in`): its accessor gets a `_`.
        problem = None if keyword.iskeyword(value_name.value) else identifier_problem(value_name.value)
        if problem:
            raise DefinitionError(error(f"invalid name: {problem}", value_name.span))
        if value_name.value in seen:
            raise DefinitionError(
                error(f"'{value_name.value}' is already used by this operation", value_name.span).note(
                    "previously used here", seen[value_name.value].span
                )
            )
        seen[value_name.value] = value_name
        py = snake_case(value_name.value)
        if py in _RESERVED or keyword.iskeyword(py):
            py += "_"
        return py

    def unnamed(item: YNode, what: str, index: int) -> tuple[str, str] | None:
        """ODS leaves some operands and results unnamed: an internal name (no accessor,
        not usable in the format), or None when the item is named."""
        if "name" in item.value:
            return None
        return f"_ods_{what}{index}", f"_ods_{what}{index}"

    arguments: list[Operand | AttributeArg] = []
    for index, item in enumerate(f.get("arguments", _EMPTY).value):
        internal = unnamed(item, "operand", index)
        use = library.use(item.value["constraint"], ("type", "attr", "prop"))
        if internal is not None:
            if use.constraint.kind != "type":
                raise DefinitionError(error("an attribute argument must be named", item.value["constraint"].span))
            arguments.append(
                Operand(internal[0], internal[1], use.constraint, use.arity, use.segment_attr,
                        item.value["constraint"].span, _effects(item), unnamed=True)
            )
            continue
        py = claim(item)
        loc = item.value["name"].span
        if use.constraint.kind == "type":
            arguments.append(
                Operand(item.value["name"].value, py, use.constraint, use.arity, use.segment_attr, loc, _effects(item))
            )
        else:
            optional = use.optional or use.constraint.optional
            arguments.append(AttributeArg(item.value["name"].value, py, use.constraint, optional, use.default, loc))
    results = []
    result_nodes = f.get("results", _EMPTY).value
    for index, item in enumerate(result_nodes):
        internal = unnamed(item, "result", index)
        use = library.use(item.value["constraint"], ("type",))
        if use.arity == "variadic_of_variadic":
            raise DefinitionError(error("results cannot be VariadicOfVariadic", item.value["constraint"].span))
        if internal is not None:
            results.append(
                Operand(internal[0], internal[1], use.constraint, use.arity, None, item.value["constraint"].span,
                        _effects(item), unnamed=True)
            )
            continue
        py = claim(item)
        if py == "result_" and len(result_nodes) == 1:
            py = "result"
        results.append(
            Operand(item.value["name"].value, py, use.constraint, use.arity, None, item.value["name"].span, _effects(item))
        )
    regions = []
    for item in f.get("regions", _EMPTY).value:
        use = library.use(item.value["constraint"], ("region",))
        variadic = use.arity == "variadic"
        if "name" not in item.value:
            # An unnamed region (ODS allows them): no accessor (py_name ""), no name in errors.
            regions.append(RegionArg("", "", use.constraint, variadic, item.value["constraint"].span))
            continue
        py = claim(item)
        regions.append(RegionArg(item.value["name"].value, py, use.constraint, variadic, item.value["name"].span))
    successors = []
    for item in f.get("successors", _EMPTY).value:
        if "name" not in item.value:
            raise DefinitionError(error("a successor must be named", item.value["constraint"].span))
        py = claim(item)
        use = library.use(item.value["constraint"], ("successor",))
        successors.append(
            SuccessorArg(item.value["name"].value, py, use.constraint, use.arity == "variadic", item.value["name"].span)
        )
    _check_variadics(arguments, results, f)
    traits = tuple(_trait(t, library) for t in f.get("traits", _EMPTY).value)
    for trait in traits:
        if trait.name == "AttrSizedOperandSegments" and not any(
            isinstance(a, Operand) and a.is_variable_length for a in arguments
        ):
            pass  # allowed (upstream allows it too)
    builders = tuple(resolver.builder(n, dialect) for n in f.get("builders", _EMPTY).value)
    used: dict[str, Constraint] = {}
    for value in [*arguments, *results, *regions, *successors]:
        _collect(value.constraint, used)
    fmt = f.get("assemblyFormat")
    if fmt is not None and flag(f.get("hasCustomAssemblyFormat")):
        raise DefinitionError(error("an operation cannot have both 'assemblyFormat' and 'hasCustomAssemblyFormat'", fmt.at_key()))
    op = OpDef(
        name=name,
        class_name=class_name,
        dialect=dialect,
        mnemonic=mnemonic.value,
        summary=text(f.get("summary")),
        description=text(f.get("description")),
        description_src=located_text(f.get("description")),
        arguments=tuple(arguments),
        results=tuple(results),
        regions=tuple(regions),
        successors=tuple(successors),
        traits=traits,
        assembly_format=snippet(fmt) if fmt is not None else None,
        has_custom_assembly_format=flag(f.get("hasCustomAssemblyFormat")),
        verifier=snippet(f["hasVerifier"]) if "hasVerifier" in f else None,
        region_verifier=snippet(f["hasRegionVerifier"]) if "hasRegionVerifier" in f else None,
        builders=builders,
        skip_default_builders=flag(f.get("skipDefaultBuilders")),
        extra_class_declaration=snippet(f["extraClassDeclaration"]) if "extraClassDeclaration" in f else None,
        hooks=text(f.get("hooks")) or dialect.custom_directives,
        loc=f["name"].span,
        constraint_defs=tuple(used.values()),
        folder=snippet(f["hasFolder"]) if "hasFolder" in f else None,
        canonicalizer=tuple(text(n) for n in f["hasCanonicalizer"].value) if "hasCanonicalizer" in f else (),
        canonicalize_method=snippet(f["hasCanonicalizeMethod"]) if "hasCanonicalizeMethod" in f else None,
    )
    check_op_snippets(op)
    return op


def _collect(constraint: Constraint, used: dict[str, Constraint]) -> None:
    """Every distinct constraint reachable from `constraint`, nested ones first."""
    for inner in constraint.nested:
        _collect(inner, used)
    if constraint.value_type is not None:
        _collect(constraint.value_type, used)
    used.setdefault(constraint.text, constraint)


def _check_variadics(arguments: list[Any], results: list[Operand], f: dict[str, YNode]) -> None:
    """Several variable-length operands (results) need a way to split them, as in ODS."""
    traits = {t.value.split("<")[0] for t in f.get("traits", _EMPTY).value}
    for values, sized, same, what in (
        ([a for a in arguments if isinstance(a, Operand)], "AttrSizedOperandSegments", "SameVariadicOperandSize", "operands"),
        (results, "AttrSizedResultSegments", "SameVariadicResultSize", "results"),
    ):
        variable = [v for v in values if v.is_variable_length]
        if len(variable) > 1 and sized not in traits and same not in traits:
            raise DefinitionError(
                error(
                    f"an operation with more than one variable-length {what[:-1]} needs the '{sized}' or "
                    f"'{same}' trait",
                    variable[1].loc,
                )
            )


# Traits whose second argument is a type constraint: TypeIs<"name", Type> and
# ElementTypeIs<"name", Type> (OpBase.td); it is resolved to its Constraint.
_TYPE_ARG_TRAITS = ("TypeIs", "ElementTypeIs")


def _trait(node: YNode, library: ConstraintLibrary) -> OpTrait:
    def fail(message: str, offset: int) -> DefinitionError:
        return DefinitionError(error(message, span_inside(node, offset)))

    expr = ExprParser(node.value, fail).parse()
    args = tuple(_plain(a) for a in expr.args)
    if expr.name in _TYPE_ARG_TRAITS:
        if len(expr.args) != 2 or not isinstance(expr.args[0], str) or not isinstance(expr.args[1], Expr):
            raise DefinitionError(error(f"'{expr.name}' takes a value name and a type constraint", node.span))
        constraint = library.instantiate(expr.args[1], node)
        if constraint.kind != "type":
            raise DefinitionError(error(f"'{expr.name}' takes a type constraint", node.span))
        args = (expr.args[0], constraint)
    return OpTrait(expr.name, args, node.value, node.span)


def _plain(value: Any) -> Any:
    """Trait arguments as plain values: strings, integers, names and tuples of them."""
    if isinstance(value, Expr):
        return value.source
    if isinstance(value, tuple):
        return tuple(_plain(v) for v in value)
    return value


_EFFECTS = {"MemRead": "read", "MemWrite": "write", "MemAlloc": "allocate", "MemFree": "free"}


def _effects(item: YNode) -> tuple[str, ...]:
    """The memory effects listed on an operand or result (`MemRead`, `MemAlloc<Resource>`)."""
    node = item.value.get("effects")
    if node is None:
        return ()
    out = []
    for entry in node.value:
        name = entry.value.partition("<")[0].strip()
        kind = _EFFECTS.get(name)
        if kind is None:
            from odsgen.spec.schema import did_you_mean

            raise DefinitionError(error(f"unknown memory effect '{name}'{did_you_mean(name, list(_EFFECTS))}", entry.span))
        out.append(kind)
    return tuple(out)
