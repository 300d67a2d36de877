"""Whole-format checks of an operation format (mlir-tblgen's OpFormatParser::verify),
and what they decide for codegen: how every operand and result type is resolved.

In order, as tblgen reports the first failure: `attr-dict` must appear; a `:` literal
must not follow an attribute parsed without a known type (its grammar takes a trailing
`: type`); a region must not follow `attr-dict` (both start with `{`); every result
type, operand, operand type, region and successor must be bound; adjacent `oilist`s
must not share keywords. Types missing from the format are resolved, as tblgen does,
from the traits `AllTypesMatch`, `SameTypeOperands`, `SameOperandsAndResultType` and
`TypesMatchWith` (a type seen in the format, an attribute's type, possibly
transformed), from a buildable constraint type, or, for results, by the op's
InferTypeOpInterface.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from odsgen.format import ast
from odsgen.format.lexer import FormatError
from odsgen.spec.op_model import AttributeArg, Constraint, OpDef, Operand, OpTrait

if TYPE_CHECKING:
    from odsgen.format.op_format import OpFormatParser

# Trait spellings (ODS class names) the checks look for.
TYPES_MATCH_WITH = ("TypesMatchWith", "OptionalTypesMatchWith", "RangedTypesMatchWith")
INFER_TYPE_TRAITS = (
    "InferTypeOpInterface",
    "InferTypeOpAdaptor",
    "InferTypeOpAdaptorWithIsCompatible",
    "InferTensorType",
    "InferTensorTypeAdaptor",
    "InferTensorTypeAdaptorWithIsCompatible",
)
IMPLICIT_TERMINATOR = ("SingleBlockImplicitTerminator", "SingleBlockImplicitTerminatorImpl")


@dataclass
class TypeResolution:
    """How a type missing from the format is found while parsing: a buildable type (an
    index into OpFormat.buildable_types), or the type of another operand/result (`var`,
    as ("operand"|"result", index)) or attribute, through an optional transformer (a
    Python expression over `$_self`)."""

    builder: int | None = None
    var: tuple[str, int] | None = None
    attr: AttributeArg | None = None
    transformer: str | None = None


@dataclass
class OpFormat:
    """A verified op format and the decisions codegen needs."""

    op: OpDef
    elements: list[ast.Element]
    all_operands: bool
    all_operand_types: bool
    all_result_types: bool
    infers_result_types: bool
    has_attr_dict: bool
    has_prop_dict: bool
    has_all_regions: bool
    has_all_successors: bool
    operand_types: list[TypeResolution]
    result_types: list[TypeResolution]
    buildable_types: list[str]  # type builder expressions (over `$_ctxt`), in first-use order
    used_attributes: list[AttributeArg]  # bound by the format, so elided from attr-dict
    inferred_attributes: list[str]  # segment-size attributes of VariadicOfVariadic operands
    implicit_terminator: str | None  # SingleBlockImplicitTerminator's op
    single_block: bool  # SingleBlock (and no implicit terminator)
    attr_sized_operands: bool = False
    attr_sized_results: bool = False
    notes: list[str] = field(default_factory=list)


def trait_args(trait: OpTrait) -> list[Any]:
    """A trait's arguments, with a single list argument (`AllTypesMatch<[...]>`) spread."""
    args = list(trait.args)
    if len(args) == 1 and isinstance(args[0], (tuple, list)):
        return list(args[0])
    return args


def declares_infer_type(op: OpDef) -> bool:
    """The op names InferTypeOpInterface itself (directly, through
    DeclareOpInterfaceMethods, or an adaptor trait list that implies it)."""
    return any(t.name in INFER_TYPE_TRAITS or "InferTypeOpInterface" in t.text for t in op.traits)


def all_result_types_known(op: OpDef) -> bool:
    """ODS Operator::allResultTypesKnown: every result type follows from an operand
    (SameOperandsAndResultType, AllTypesMatch) or an argument (TypesMatchWith). ODS
    then implements InferTypeOpInterface itself, and formats resolve result types
    through those traits rather than by inference. (A YAML trait list cannot tell an
    interface ODS added from one the author declared, so both count.)"""
    if not op.results or any(r.is_variable_length for r in op.results):
        return False
    if op.has_trait("SameOperandsAndResultType"):
        return any(not o.is_variable_length for o in op.operands)
    operands = {o.name for o in op.operands}
    arguments = operands | {a.name for a in op.attributes}
    parent: dict[str, str] = {}

    def find(name: str) -> str:
        while parent.get(name, name) != name:
            name = parent[name]
        return name

    derived: set[str] = set()
    for trait in op.traits:
        if trait.name in TYPES_MATCH_WITH and len(trait.args) >= 3:
            lhs, rhs = str(trait.args[1]), str(trait.args[2])
            if lhs in arguments:
                derived.add(rhs)
        elif trait.name == "AllTypesMatch":
            names = [str(n) for n in trait_args(trait)]
            for other in names[1:]:
                parent[find(other)] = find(names[0])
    for result in op.results:
        if result.name in derived:
            continue
        group = find(result.name)
        if not any(find(o) == group for o in operands):
            return False
    return True


def is_unit_attr(attr: AttributeArg) -> bool:
    return (
        attr.constraint.storage in ("builtin.UnitAttr", "UnitAttr")
        or attr.constraint.text == "UnitAttr"
        or attr.constraint.prop == "_ods_p.UnitProp()"
    )


def is_optional_attr(attr: AttributeArg) -> bool:
    """OptionalAttr-like: may be absent. A UnitAttr always is (ODS's UnitAttr sets
    `isOptional`: its absence means false)."""
    return attr.optional or is_unit_attr(attr)


def prop_has_default(attr: AttributeArg) -> bool:
    """A property with a default value and an optionalParser (so it can anchor an
    optional group: every built-in kind has one, a user-defined one may)."""
    if not attr.is_prop:
        return False
    from odsgen.spec.props import runtime_kind

    kind = runtime_kind(attr.constraint)
    return bool(kind.has_default and kind.has_optional_parser)


def prop_has_syntax(attr: AttributeArg) -> bool:
    """Whether a property can be `$name` in a format: it has a parser and a printer."""
    from odsgen.spec.props import runtime_kind

    return bool(runtime_kind(attr.constraint).has_syntax)


def type_builder(c: Constraint) -> str | None:
    """The buildable type an attribute's value carries (ODS valueType's builderCall)."""
    return c.value_type.builder if c.value_type is not None else None


def is_generic_attr(attr: AttributeArg) -> bool:
    """Parsed with the generic attribute parser (ODS storage `::mlir::Attribute`)."""
    return attr.constraint.storage in (None, "Attribute", "builtin.Attribute")


def is_enum_attr(attr: AttributeArg) -> bool:
    """Formatted as a keyword (ODS canFormatEnumAttr): an enum attribute of the
    EnumAttrInfo kind (I32EnumAttr..., stored as an integer) with a builder. A dialect
    attribute class wrapping an enum (ODS `EnumAttr<Dialect, Enum, "mnemonic">`) is an
    ordinary attribute: it prints with its own assembly format."""
    c = attr.constraint
    return c.enum is not None and c.attr_class is None and c.const_builder is not None


def verify_op_format(p: OpFormatParser, offset: int, elements: list[ast.Element]) -> OpFormat:
    op = p.op
    if not p.has_attr_dict:
        raise FormatError("'attr-dict' directive not found in custom assembly format", offset)
    fmt = OpFormat(
        op=op,
        elements=elements,
        all_operands=p.all_operands,
        all_operand_types=p.all_operand_types,
        all_result_types=p.all_result_types,
        infers_result_types=False,
        has_attr_dict=p.has_attr_dict,
        has_prop_dict=p.has_prop_dict,
        has_all_regions=p.has_all_regions,
        has_all_successors=p.has_all_successors,
        operand_types=[TypeResolution() for _ in op.operands],
        result_types=[TypeResolution() for _ in op.results],
        buildable_types=[],
        used_attributes=[p.attributes[i] for i in p.seen_attrs],
        inferred_attributes=[],
        implicit_terminator=None,
        single_block=False,
        attr_sized_operands=op.has_trait("AttrSizedOperandSegments"),
        attr_sized_results=op.has_trait("AttrSizedResultSegments"),
    )
    for trait in op.traits:
        if trait.name in IMPLICIT_TERMINATOR:
            fmt.implicit_terminator = str(trait_args(trait)[0]) if trait.args else ""
    fmt.single_block = fmt.implicit_terminator is None and op.has_trait("SingleBlock")

    resolvers = _type_resolvers(p)
    can_infer = declares_infer_type(op) and not all_result_types_known(op)
    _verify_attributes(p, fmt, offset, elements)
    _verify_results(p, fmt, offset, resolvers, can_infer)
    _verify_operands(p, fmt, offset, resolvers)
    _verify_bound(offset, op.regions, p.seen_regions, p.has_all_regions, "region")
    _verify_bound(offset, op.successors, p.seen_successors, p.has_all_successors, "successor")
    _verify_oilists(offset, elements)
    return fmt


# -- type resolvers from traits ------------------------------------------------------------

# name -> (resolving argument: ("operand"|"result"|"attribute", index), transformer)
Resolvers = dict[str, tuple[tuple[str, int], str | None]]


def _type_resolvers(p: OpFormatParser) -> Resolvers:
    op = p.op
    resolvers: Resolvers = {}

    def seen_arg(name: str) -> tuple[str, int] | None:
        for kind, items, seen in (
            ("operand", p.operands, p.seen_operand_types),
            ("result", list(op.results), p.seen_result_types),
        ):
            index = next((i for i, v in enumerate(items) if v.name == name), None)
            if index is not None:
                return (kind, index) if index in seen else None
        index = next((i for i, a in enumerate(p.attributes) if a.name == name), None)
        if index is not None and index in p.seen_attrs:
            return ("attribute", index)
        return None

    for trait in op.traits:
        if trait.name == "AllTypesMatch":
            names = [str(n) for n in trait_args(trait)]
            for i, name in enumerate(names):
                arg = seen_arg(name)
                if arg is None:
                    continue
                for j, other in enumerate(names):
                    if j != i:
                        resolvers[other] = (arg, None)
        elif trait.name in ("SameTypeOperands", "SameOperandsAndResultType"):
            with_results = trait.name == "SameOperandsAndResultType"
            if p.seen_operand_types:
                source = ("operand", min(p.seen_operand_types))
            elif with_results and p.seen_result_types:
                source = ("result", min(p.seen_result_types))
            else:
                continue
            for i, operand in enumerate(p.operands):
                if i not in p.seen_operand_types:
                    resolvers[operand.name] = (source, None)
            if with_results:
                for i, result in enumerate(op.results):
                    if i not in p.seen_result_types:
                        resolvers[result.name] = (source, None)
        elif trait.name in TYPES_MATCH_WITH:
            args = [str(a) for a in trait.args]
            if len(args) >= 4:
                arg = seen_arg(args[1])
                if arg is not None:
                    resolvers[args[2]] = (arg, args[3])
    return resolvers


def _resolution(p: OpFormatParser, resolver: tuple[tuple[str, int], str | None]) -> TypeResolution:
    (kind, index), transformer = resolver
    if kind == "attribute":
        return TypeResolution(attr=p.attributes[index], transformer=transformer)
    return TypeResolution(var=(kind, index), transformer=transformer)


def _buildable(fmt: OpFormat, builder: str) -> int:
    if builder not in fmt.buildable_types:
        fmt.buildable_types.append(builder)
    return fmt.buildable_types.index(builder)


def _not_buildable(offset: int, noun: str, index: int, value: Operand) -> FormatError:
    return FormatError(
        f"type of {noun} #{index}, named '{value.name}', is not buildable and a buildable type cannot be inferred",
        offset,
        note=(
            "suggest adding a type constraint to the operation or adding a "
            f"'type(${value.name})' directive to the custom assembly format",
            offset,
        ),
    )


def _verify_results(
    p: OpFormatParser, fmt: OpFormat, offset: int, resolvers: Resolvers, can_infer: bool
) -> None:
    op = p.op
    if fmt.all_result_types:
        return
    if op.results and not p.seen_result_types and can_infer:
        fmt.infers_result_types = True
        return
    for i, result in enumerate(op.results):
        if i in p.seen_result_types:
            continue
        if result.name in resolvers:
            fmt.result_types[i] = _resolution(p, resolvers[result.name])
            continue
        builder = result.constraint.builder
        if builder is None or result.is_variable_length:
            raise _not_buildable(offset, "result", i, result)
        fmt.result_types[i].builder = _buildable(fmt, builder)


def _verify_operands(p: OpFormatParser, fmt: OpFormat, offset: int, resolvers: Resolvers) -> None:
    for i, operand in enumerate(p.operands):
        if not fmt.all_operands and i not in p.seen_operands:
            raise FormatError(
                f"operand #{i}, named '{operand.name}', not found",
                offset,
                note=(
                    f"suggest adding a '${operand.name}' directive to the custom assembly format",
                    offset,
                ),
            )
        if fmt.all_operand_types or i in p.seen_operand_types:
            continue
        if operand.name in resolvers:
            fmt.operand_types[i] = _resolution(p, resolvers[operand.name])
            continue
        builder = operand.constraint.builder
        if builder is None or (fmt.all_operands and operand.is_variable_length):
            raise _not_buildable(offset, "operand", i, operand)
        fmt.operand_types[i].builder = _buildable(fmt, builder)


def _verify_bound(offset: int, items: tuple, seen: set[int], all_seen: bool, noun: str) -> None:
    if all_seen:
        return
    for i, item in enumerate(items):
        if i not in seen:
            raise FormatError(
                f"{noun} #{i}, named '{item.name}', not found",
                offset,
                note=(
                    f"suggest adding a '${item.name}' directive to the custom assembly format",
                    offset,
                ),
            )


def _verify_oilists(offset: int, elements: list[ast.Element]) -> None:
    """Keywords of an oilist must not start the next oilist or the literal after it."""
    prohibited: list[str] = []
    for element in elements:
        if isinstance(element, ast.OIList):
            for literal, _ in element.clauses:
                if literal.spelling in prohibited:
                    raise FormatError(
                        f"format ambiguity because {literal.spelling} is used in two adjacent oilist elements.",
                        offset,
                    )
            prohibited.extend(literal.spelling for literal, _ in element.clauses)
        elif isinstance(element, ast.Literal) and element.spelling in prohibited:
            raise FormatError(
                f"format ambiguity because {element.spelling} is used both in oilist element and the adjacent literal.",
                offset,
            )
        else:
            prohibited = []


# -- ambiguities: `:` after an untyped attribute, a region after attr-dict ------------------


def _verify_attributes(
    p: OpFormatParser, fmt: OpFormat, offset: int, elements: list[ast.Element]
) -> None:
    def untyped_attribute(e: ast.Element) -> bool:
        if not (isinstance(e, ast.OpVariable) and e.kind == "attribute") or e.target.is_prop:
            return False  # a property has its own parser, not the attribute parser
        return type_builder(e.target.constraint) is None and (
            e.qualified or is_generic_attr(e.target)
        )

    def colon(base: ast.Element, e: ast.Element) -> bool:
        if isinstance(e, ast.Literal) and e.spelling == ":":
            raise FormatError(
                f"format ambiguity caused by `:` literal found after attribute `{base.name}` "  # type: ignore[attr-defined]
                "which does not have a buildable type",
                offset,
            )
        return False

    def attr_dict(e: ast.Element) -> bool:
        return isinstance(e, ast.AttrDict) and not e.with_keyword

    def region(base: ast.Element, e: ast.Element) -> bool:
        if isinstance(e, ast.OpVariable) and e.kind == "region":
            raise FormatError(
                f"format ambiguity caused by `attr-dict` directive followed by region `{e.name}`",
                offset,
                note=("try using `attr-dict-with-keyword` instead", offset),
            )
        return False

    _verify_adjacent(untyped_attribute, colon, elements)
    _verify_adjacent(attr_dict, region, elements)
    for i in sorted(p.seen_operands):
        operand = p.operands[i]
        if operand.arity == "variadic_of_variadic" and operand.segment_attr:
            fmt.inferred_attributes.append(operand.segment_attr)


def _optionally_parsed(e: ast.Element) -> bool:
    """An element that may parse nothing (so it cannot end the scan for ambiguity)."""
    if isinstance(e, ast.OpVariable):
        t = e.target
        if e.kind == "attribute":
            return is_optional_attr(t) or t.default is not None or prop_has_default(t)
        if e.kind == "operand":
            return t.is_variable_length
        if e.kind in ("region", "successor"):
            return t.variadic
        return False
    return isinstance(e, (ast.Whitespace, ast.AttrDict))


Check = Callable[[ast.Element, ast.Element], bool]


def _check_range(
    base: ast.Element, invalid: Check, elements: list[ast.Element], guard: ast.Element | None = None
) -> bool | None:
    """Scan for an element after `base` that `invalid` rejects (it raises), skipping
    optionally parsed ones; True once a required element closes the scan, None at the
    end of the range."""
    for e in elements:
        invalid(base, e)
        if isinstance(e, ast.Optional):
            _check_range(base, invalid, e.then_elements, e.then_elements[0])
            _check_range(base, invalid, e.else_elements)
            continue
        if e is not guard and _optionally_parsed(e):
            continue
        return True
    return None


def _verify_adjacent(
    is_base: Callable[[ast.Element], bool], invalid: Check, elements: list[ast.Element]
) -> ast.Element | None:
    """Check what may follow each base element; returns a base whose scan reached the
    end of `elements` (an enclosing group continues it)."""
    for i, e in enumerate(elements):
        if is_base(e):
            base = e
        elif isinstance(e, ast.Optional):
            then_base = _verify_adjacent(is_base, invalid, e.then_elements)
            else_base = _verify_adjacent(is_base, invalid, e.else_elements)
            base = then_base or else_base  # type: ignore[assignment]
            if base is None:
                continue
        else:
            continue
        if _check_range(base, invalid, elements[i + 1 :]) is None:
            return base
    return None
