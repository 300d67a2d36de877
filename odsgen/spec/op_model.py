"""The located model of operations and of the constraints they use (ODS `Op`).

Constraints come from the YAML constraint library (`constraints:` sections) and are
instantiated per use: `TensorOf<[F32]>` becomes a Constraint whose summary and predicate
have the parameters substituted. Wrappers that change arity or optionality
(`Variadic`, `Optional`, `VariadicOfVariadic`, `OptionalAttr`, `DefaultValuedAttr`,
`VariadicRegion`, `VariadicSuccessor`) are unwrapped into the fields of the operand,
attribute, region or successor that uses them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from odsgen.ir.core.source import Span
from odsgen.spec.model import Builder, Dialect, EnumDef, Snippet


@dataclass(frozen=True)
class Constraint:
    """One instantiated constraint (`kind`: type, attr, region or successor).

    `predicate` is a Python expression over `$_self` (a Type, an Attribute, a Region or
    a Block) in which nested constraints appear as calls `$_check[N]($_self...)`, where
    N indexes `nested`; codegen gives each distinct constraint one checker function.
    """

    kind: str
    text: str  # canonical spelling, e.g. "TensorOf<[F32]>"; also the dedup key
    summary: str
    predicate: str  # "True" when anything is accepted
    nested: tuple[Constraint, ...] = ()
    # Types: a Python expression building the type from `$_ctxt` (ODS buildable types).
    builder: str | None = None
    type_class: str | None = None  # the class values have (ODS cppType), if one
    # Attributes: the Python class of the storage (for annotations), the builder of a
    # constant from `$0` (ODS constBuilderCall), and the type their values carry when
    # printed without one (ODS valueType, e.g. i64 for I64Attr).
    storage: str | None = None
    optional: bool = False  # ODS isOptional: absent means unset (UnitAttr)
    const_builder: str | None = None
    value_type: Constraint | None = None
    enum: EnumDef | None = None  # an enum attribute constraint (keyword syntax in formats)
    enum_in_integer: bool = False  # I32EnumAttr-style: stored as an IntegerAttr
    attr_class: str | None = None  # a dialect attribute class (DialectAttr constraint)
    # Regions: a block-count limit (SizedRegion<N>); other checks are in `predicate`.
    loc: Span | None = None
    # Properties (kind "prop"): the expression building the runtime kind (`_ods_p.`
    # is odsgen.ir.text.properties); see odsgen.spec.props.
    prop: str | None = None

    @property
    def is_any(self) -> bool:
        return self.predicate == "True"


@dataclass(frozen=True)
class Operand:
    name: str
    py_name: str
    constraint: Constraint
    arity: str  # "single", "optional", "variadic" or "variadic_of_variadic"
    segment_attr: str | None  # VariadicOfVariadic's segment sizes attribute
    loc: Span
    effects: tuple[str, ...] = ()  # "read", "write", "allocate", "free" (ODS MemRead...)
    unnamed: bool = False  # ODS `(outs AnyType)`: an internal `_ods_` name, no accessor

    @property
    def is_variable_length(self) -> bool:
        return self.arity != "single"

    @property
    def summary(self) -> str:
        """What an error says the value must be (ODS wraps Variadic's summary)."""
        if self.arity == "variadic":
            return "variadic of " + self.constraint.summary
        if self.arity == "variadic_of_variadic":
            return "variadic of variadic of " + self.constraint.summary
        return self.constraint.summary


Result = Operand  # results use the same fields (no variadic-of-variadic)


@dataclass(frozen=True)
class AttributeArg:
    """An inherent attribute (stored as a property, as MLIR 22 does by default), or a
    non-attribute property (constraint kind "prop", `is_prop`): both live in the
    properties dictionary and are bound the same way in formats."""

    name: str
    py_name: str
    constraint: Constraint
    optional: bool  # OptionalAttr / DefaultValuedOptionalAttr
    default: str | None  # DefaultValuedAttr's value, a `$0` for the const builder
    loc: Span

    @property
    def is_required(self) -> bool:
        return not self.optional and self.default is None

    @property
    def is_prop(self) -> bool:
        return self.constraint.kind == "prop"


@dataclass(frozen=True)
class RegionArg:
    name: str
    py_name: str
    constraint: Constraint
    variadic: bool
    loc: Span


@dataclass(frozen=True)
class SuccessorArg:
    name: str
    py_name: str
    constraint: Constraint
    variadic: bool
    loc: Span


@dataclass(frozen=True)
class OpTrait:
    """A trait or interface in an op's `traits:` list, as written: `HasParent<"x">`
    has name HasParent and args ("x",); list arguments are tuples."""

    name: str
    args: tuple[object, ...]
    text: str
    loc: Span


@dataclass(frozen=True)
class OpDef:
    name: str  # the ODS def name
    class_name: str
    dialect: Dialect
    mnemonic: str
    summary: str
    description: str
    arguments: tuple[Operand | AttributeArg, ...]  # in declaration order
    results: tuple[Operand, ...]
    regions: tuple[RegionArg, ...]
    successors: tuple[SuccessorArg, ...]
    traits: tuple[OpTrait, ...]
    assembly_format: Snippet | None
    has_custom_assembly_format: bool
    verifier: Snippet | None  # hasVerifier: body of `verify(self) -> str | None`
    region_verifier: Snippet | None
    builders: tuple[Builder, ...]
    skip_default_builders: bool
    extra_class_declaration: Snippet | None
    hooks: str | None  # module with parse_<Class>/print_<Class> and custom directives
    loc: Span
    description_src: Snippet | None = None
    constraint_defs: tuple[Constraint, ...] = field(default=())  # every distinct one used
    folder: Snippet | None = None  # hasFolder: body of `fold(self, adaptor)`
    canonicalizer: tuple[str, ...] = ()  # hasCanonicalizer: pattern references
    canonicalize_method: Snippet | None = None  # hasCanonicalizeMethod

    @property
    def op_name(self) -> str:
        return f"{self.dialect.name}.{self.mnemonic}"

    @property
    def operands(self) -> tuple[Operand, ...]:
        return tuple(a for a in self.arguments if isinstance(a, Operand))

    @property
    def attributes(self) -> tuple[AttributeArg, ...]:
        return tuple(a for a in self.arguments if isinstance(a, AttributeArg))

    def trait(self, name: str) -> OpTrait | None:
        return next((t for t in self.traits if t.name == name), None)

    def has_trait(self, name: str) -> bool:
        return self.trait(name) is not None
