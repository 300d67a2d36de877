"""The located, validated definition model. Every node keeps its source span (`loc`).

These dataclasses are what the rest of odsgen sees; raw YAML never leaves `spec/`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from odsgen.ir.core.source import Span


@dataclass(frozen=True)
class Snippet:
    """Python code from YAML with `$_` placeholders, or a `module:function` reference.

    `origin(i)` maps an offset in `code` back into the YAML file, so errors inside the
    snippet point at the right line and column.
    """

    code: str
    loc: Span
    # (snippet offset, file offset) pairs at each line start, for block scalars.
    line_map: tuple[tuple[int, int], ...] = ()
    ref: str | None = None

    def origin(self, offset: int) -> Span:
        base_snippet, base_file = 0, self.loc.start + (1 if self._quoted else 0)
        for snippet_off, file_off in self.line_map:
            if snippet_off > offset:
                break
            base_snippet, base_file = snippet_off, file_off
        return self.loc.input.span(base_file + offset - base_snippet)

    @property
    def _quoted(self) -> bool:
        return not self.line_map and self.loc.text[:1] in ("'", '"')


@dataclass(frozen=True)
class Dialect:
    name: str
    summary: str
    description: str
    python_module: str | None
    file: str  # path of the defining YAML, relative, for headers
    loc: Span
    use_default_attr_parser: bool = True
    use_default_type_parser: bool = True
    dependent_dialects: tuple[str, ...] = ()
    custom_directives: str | None = None  # module providing parse_X/print_X
    description_src: Snippet | None = None  # the located description (for its examples)
    allow_unknown_operations: bool = False
    constant_materializer: Snippet | None = None  # hasConstantMaterializer
    # `module:function` hooks verifying the dialect's discardable attributes or naming
    # aliases, by the generated module's constant name (VERIFY_OPERATION_ATTRIBUTE, GET_ALIAS...).
    attribute_verifiers: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class EnumCase:
    symbol: str
    value: int
    string: str
    loc: Span

    @property
    def py_name(self) -> str:
        """The Python member name: keywords get a trailing underscore (`None` -> `None_`)."""
        import keyword

        return self.symbol + "_" if keyword.iskeyword(self.symbol) else self.symbol


@dataclass(frozen=True)
class EnumDef:
    name: str
    dialect: Dialect
    is_bit_enum: bool
    width: int  # 32 or 64
    summary: str
    description: str
    cases: tuple[EnumCase, ...]
    separator: str
    loc: Span
    description_src: Snippet | None = None  # the located description (for its examples)
    kind: str = "I32EnumAttr"  # the ODS class: I32EnumAttr... (EnumAttrInfo) or I32Enum... (EnumInfo)
    cpp_type: str = ""  # named in parse errors (ODS cppNamespace::className)

    @property
    def is_attr_info(self) -> bool:
        """An EnumAttrInfo (I32EnumAttr...), whose parameter parser/printer are ODS's
        `parameterParser`/`parameterPrinter`; else an EnumInfo (I32Enum...) parsed by its
        generated FieldParser."""
        return self.kind.endswith("Attr")


@dataclass(frozen=True)
class ClassRef:
    """A generated class referred to from another definition (maybe another dialect)."""

    dialect: Dialect
    class_name: str
    kind: str  # "attr", "type" or "enum"


@dataclass(frozen=True)
class ParamType:
    """A resolved parameter type: how values are annotated, checked, keyed and defaulted.

    `kind` is one of int, bool, float, str, attribute, type, def, enum, array, custom.
    """

    spelling: str
    kind: str
    annotation: str  # Python annotation text in the generated module
    int_range: tuple[int | None, int | None] = (None, None)
    element: ParamType | None = None  # for arrays
    ref: ClassRef | None = None  # for def and enum kinds
    base_class: str = ""  # for attribute/type kinds: "Attribute" or "Type"
    optional: bool = False  # OptionalParameter / OptionalArrayRefParameter
    default: Snippet | None = None
    self_type: bool = False  # AttributeSelfTypeParameter
    summary: str = ""
    param_class: ParameterClass | None = None


@dataclass(frozen=True)
class ParameterClass:
    name: str
    underlying: ParamType | None  # None when `type` is a plain Python annotation
    annotation: str
    summary: str
    syntax: str
    parser: Snippet | None
    printer: Snippet | None
    comparator: Snippet | None
    hash: Snippet | None
    convert_from_storage: Snippet | None
    default: Snippet | None
    loc: Span


@dataclass(frozen=True)
class Parameter:
    name: str  # as written in YAML/ODS (`$name` in formats)
    py_name: str  # snake_case Python name
    type: ParamType
    summary: str
    default: Snippet | None  # DefaultValuedParameter / defaultValue
    mutable: bool
    loc: Span
    cpp_type: str | None = None  # name in "which is to be a `...`" parse errors

    @property
    def is_optional(self) -> bool:
        """May be omitted when building or parsing (has a default, or is optional)."""
        return self.default is not None or self.type.optional or self.type.self_type


@dataclass(frozen=True)
class BuilderArg:
    name: str
    py_name: str
    annotation: str
    default: Snippet | None
    loc: Span


@dataclass(frozen=True)
class Builder:
    name: str
    args: tuple[BuilderArg, ...]
    body: Snippet | None
    return_type: str | None
    inferred_context: bool
    loc: Span


@dataclass(frozen=True)
class InterfaceMethod:
    name: str
    description: str
    return_type: str | None
    args: tuple[BuilderArg, ...]
    body: Snippet | None
    static: bool
    loc: Span


@dataclass(frozen=True)
class Interface:
    name: str
    dialect: Dialect
    kind: str  # "attr" or "type"
    summary: str
    description: str
    methods: tuple[InterfaceMethod, ...]
    loc: Span
    description_src: Snippet | None = None  # the located description (for its examples)


@dataclass(frozen=True)
class TraitDef:
    name: str
    dialect: Dialect
    summary: str
    description: str
    python_ref: str | None
    extra: Snippet | None
    loc: Span
    description_src: Snippet | None = None  # the located description (for its examples)


@dataclass(frozen=True)
class AttrOrTypeDef:
    kind: str  # "attr" or "type"
    name: str
    class_name: str
    dialect: Dialect
    mnemonic: str | None
    summary: str
    description: str
    parameters: tuple[Parameter, ...]
    builders: tuple[Builder, ...]
    skip_default_builders: bool
    gen_verify_decl: bool
    verify: Snippet | None
    gen_accessors: bool
    traits: tuple[Interface | TraitDef, ...]
    extra_class_declaration: Snippet | None
    assembly_format: Snippet | None  # a located string, so format errors point into it
    has_custom_assembly_format: bool
    enum: EnumDef | None
    loc: Span
    custom_directives: str | None = None  # module providing parse_X/print_X
    description_src: Snippet | None = None  # the located description (for its examples)
    ods_name: str | None = None  # ODS typeName/attrName, if given

    @property
    def qualified_name(self) -> str:
        prefix = self.dialect.name + "." if self.dialect.name != "builtin" else ""
        return prefix + (self.mnemonic or self.name)


@dataclass
class DialectSpec:
    """Everything one dialect defines, in definition order."""

    dialect: Dialect
    enums: list[EnumDef] = field(default_factory=list)
    interfaces: list[Interface] = field(default_factory=list)
    traits: list[TraitDef] = field(default_factory=list)
    parameter_classes: list[ParameterClass] = field(default_factory=list)
    attributes: list[AttrOrTypeDef] = field(default_factory=list)
    types: list[AttrOrTypeDef] = field(default_factory=list)
    operations: list = field(default_factory=list)  # OpDefs (op_model.py)
    patterns: list = field(default_factory=list)  # DRR PatternDefs (drr.py)
    imports: list[str] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)  # YAML files, relative, in load order
