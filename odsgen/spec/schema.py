"""The YAML definition language, declared once as data.

The reader validates every file against these records (unknown keys, value kinds,
required fields), and `odsgen schema` turns the same records into a JSON Schema, so the
two can never disagree. Field names mirror ODS.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass

from odsgen.errors import DefinitionError
from odsgen.ir.core.diagnostics import error
from odsgen.spec.yaml_source import YNode


@dataclass(frozen=True)
class Scalar:
    kind: str  # "string", "boolean", "integer", "snippet"
    doc: str = ""
    enum: tuple[str, ...] = ()


@dataclass(frozen=True)
class ListOf:
    item: Scalar | Record
    doc: str = ""


@dataclass(frozen=True)
class Record:
    name: str
    fields: dict[str, Field]
    doc: str = ""


@dataclass(frozen=True)
class Field:
    type: Scalar | ListOf | Record
    required: bool = False
    doc: str = ""


def _f(kind: str, doc: str = "", required: bool = False, enum: tuple[str, ...] = ()) -> Field:
    return Field(Scalar(kind, enum=enum), required, doc)


STRING_LIST = ListOf(Scalar("string"))

DIALECT = Record(
    "Dialect",
    {
        "name": _f("string", "The dialect namespace, e.g. `arith`.", True),
        "summary": _f("string", "One-line summary."),
        "description": _f("string", "Markdown description."),
        "pythonModule": _f("string", "Import path of the generated module."),
        "cppNamespace": _f("string", "Accepted for ODS compatibility; unused."),
        "dependentDialects": Field(STRING_LIST, doc="Dialects loaded with this one."),
        "useDefaultAttributePrinterParser": _f("boolean", "Dispatch `#dialect.x` by mnemonic."),
        "useDefaultTypePrinterParser": _f("boolean", "Dispatch `!dialect.x` by mnemonic."),
        "customDirectives": _f("string", "Module with parse_<Name>/print_<Name> for custom<Name>."),
        "allowUnknownOperations": _f("boolean", "Operations of this dialect it does not define are accepted (Dialect::allowUnknownOperations)."),
        "verifyOperationAttribute": _f(
            "string",
            "`module:function` checking an operation's discardable attribute of this dialect: "
            "(op, name, attr) -> error message or None (Dialect::verifyOperationAttribute).",
        ),
        "verifyRegionArgAttribute": _f(
            "string",
            "`module:function` checking a function argument's attribute of this dialect: "
            "(op, region_index, arg_index, name, attr) -> error message or None.",
        ),
        "verifyRegionResultAttribute": _f(
            "string",
            "`module:function` checking a function result's attribute of this dialect: "
            "(op, region_index, result_index, name, attr) -> error message or None.",
        ),
        "getAlias": _f(
            "string",
            "`module:function` naming attributes and types of any dialect in printed text "
            "(OpAsmDialectInterface::getAlias): (attr or type) -> (alias, final) or None; "
            "asked after the builtin dialect, in namespace order, a final alias ending the search.",
        ),
        "operationSyntax": _f(
            "string",
            "`module:function` returning {operation name: (parse, print)} for operations of this "
            "dialect it does not define (Dialect::getParseOperationHook/getOperationPrinter), called "
            "when the dialect loads: parse(parser, name, loc, results) -> operation; print(printer, op), "
            "or None for the generic form.",
        ),
        "hasConstantMaterializer": _f(
            "snippet",
            "Body of `materialize_constant(context, value, type, location)`: the constant operation for a folded "
            "attribute (built at the current insertion point), or None; or `module:function`.",
        ),
    },
    "The dialect this file defines (its header).",
)

ARGUMENT = Record(
    "Argument",
    {
        "name": _f("string", "Argument name.", True),
        "type": _f("string", "Parameter type (as for parameters) or a Python annotation.", True),
        "default": _f("snippet", "Default value (ODS CArg), a Python expression."),
    },
)

PARAMETER = Record(
    "Parameter",
    {
        "name": _f("string", "Parameter name, as ODS `$name`.", True),
        "type": _f(
            "string",
            "Parameter type: `unsigned`, `Type`, `ArrayRefParameter<int64_t>`, a class...",
            True,
        ),
        "summary": _f("string", "Documentation of the parameter."),
        "defaultValue": _f("snippet", "Python default; makes the parameter optional."),
        "mutable": _f("boolean", "Excluded from the uniquing key; set once via set_<name>."),
        "cppType": _f("string", "Type name shown in parse errors (ODS's C++ type), if not `type`."),
    },
)

BUILDER = Record(
    "Builder",
    {
        "name": _f("string", "Python classmethod name (default `get`)."),
        "parameters": Field(ListOf(ARGUMENT), doc="Builder arguments, ODS `(ins ...)`."),
        "body": _f("snippet", "Python body; `$_get($_ctxt, ...)` builds the instance."),
        "returnType": _f("string", "Return annotation, if not the class itself."),
        "inferredContext": _f("boolean", "No context argument (WithInferredContext)."),
    },
)

ATTR_OR_TYPE_FIELDS: dict[str, Field] = {
    "name": _f("string", "ODS def name; the class is <name>Attr / <name>Type.", True),
    "base": _f("string", "A class in `classes:` whose fields this def inherits."),
    "className": _f("string", "Python class name (ODS cppClassName)."),
    "mnemonic": _f("string", "Keyword after `#dialect.` / `!dialect.`."),
    "summary": _f("string", "One-line summary."),
    "description": _f("string", "Markdown description."),
    "parameters": Field(ListOf(PARAMETER), doc="Parameters, ODS `(ins ...)`."),
    "builders": Field(ListOf(BUILDER), doc="Custom builders."),
    "skipDefaultBuilders": _f("boolean", "Do not generate `get`/`get_checked`."),
    "genVerifyDecl": _f("boolean", "Run `verify` in builders; generate `get_checked`."),
    "verify": _f("snippet", "Verifier body (parameters in scope) or `module:function`."),
    "genAccessors": _f("boolean", "Generate a property per parameter (default true)."),
    "traits": Field(STRING_LIST, doc="Traits and interfaces of this def."),
    "extraClassDeclaration": _f("snippet", "Python code pasted into the class body."),
    "assemblyFormat": _f("string", "Declarative assembly format."),
    "hasCustomAssemblyFormat": _f("boolean", "The class provides `parse`/`print` itself."),
    "enum": _f("string", "Makes this an enum attribute over the named enum (ODS EnumAttr)."),
    "customDirectives": _f("string", "Module with parse_<Name>/print_<Name> (overrides the dialect's)."),
}

ATTR_DEF = Record(
    "AttrDef",
    {
        **ATTR_OR_TYPE_FIELDS,
        "attrName": _f("string", "ODS attrName, shown in parse errors (default `dialect.mnemonic`)."),
    },
    "An attribute definition (ODS AttrDef).",
)
TYPE_DEF = Record(
    "TypeDef",
    {
        **{k: v for k, v in ATTR_OR_TYPE_FIELDS.items() if k != "enum"},
        "typeName": _f(
            "string",
            "ODS typeName, shown in \"invalid kind of type specified: expected NAME\" (default `dialect.mnemonic`).",
        ),
    },
    "A type definition (ODS TypeDef).",
)
CLASS_DEF = Record(
    "Class",
    {k: Field(v.type, k == "name", v.doc) for k, v in ATTR_OR_TYPE_FIELDS.items()},
    "Shared fields for defs, like a TableGen class; a def names it as `base`.",
)

ENUM_CASE = Record(
    "EnumCase",
    {
        "symbol": _f("string", "Python/C++ symbol.", True),
        "value": _f("integer", "Integer value (a bit mask for bit enums).", True),
        "string": _f("string", "Spelling in IR (default: the symbol)."),
    },
)

ENUM = Record(
    "Enum",
    {
        "name": _f("string", "Enum class name.", True),
        "kind": _f(
            "string",
            "ODS enum class.",
            enum=(
                "I32EnumAttr", "I64EnumAttr", "I32BitEnumAttr", "I64BitEnumAttr",
                "I32Enum", "I64Enum", "I32BitEnum", "I64BitEnum",
            ),
        ),
        "cppType": _f("string", "C++ type named in parse errors (ODS `cppNamespace::className`; default `::name`)."),
        "summary": _f("string", "One-line summary."),
        "description": _f("string", "Markdown description."),
        "cases": Field(ListOf(ENUM_CASE), True, "The cases."),
        "separator": _f("string", "Bit enums: separator between printed flags (default `|`)."),
    },
)

INTERFACE_METHOD = Record(
    "InterfaceMethod",
    {
        "name": _f("string", "Python method name.", True),
        "description": _f("string", "Documentation."),
        "returnType": _f("string", "Return annotation."),
        "arguments": Field(ListOf(ARGUMENT), doc="Arguments after self."),
        "body": _f("snippet", "Default implementation; without one every def must implement it."),
        "static": _f("boolean", "A classmethod rather than an instance method."),
    },
)

INTERFACE = Record(
    "Interface",
    {
        "name": _f("string", "Interface class name.", True),
        "kind": _f("string", "What it applies to.", True, ("AttrInterface", "TypeInterface")),
        "summary": _f("string", "One-line summary."),
        "description": _f("string", "Markdown description."),
        "methods": Field(ListOf(INTERFACE_METHOD), doc="Declared methods."),
    },
)

TRAIT = Record(
    "Trait",
    {
        "name": _f("string", "Trait class name.", True),
        "summary": _f("string", "One-line summary."),
        "description": _f("string", "Markdown description."),
        "python": _f("string", "An existing mixin class `module:Class` to use instead."),
        "extraClassDeclaration": _f("snippet", "Methods of the generated mixin."),
    },
)

PARAMETER_CLASS = Record(
    "ParameterClass",
    {
        "name": _f("string", "Name used as a parameter `type`.", True),
        "type": _f("string", "Underlying parameter type or Python annotation.", True),
        "summary": _f("string", "Documentation (ODS desc)."),
        "syntax": _f("string", "Documentation of the textual syntax."),
        "parser": _f("snippet", "Expression parsing a value with `$_parser`."),
        "printer": _f("snippet", "Statement printing `$_self` with `$_printer`."),
        "comparator": _f("snippet", "Equality of `$_lhs` and `$_rhs` for uniquing."),
        "hash": _f("snippet", "Hash of `$_self` agreeing with `comparator`."),
        "convertFromStorage": _f("snippet", "Accessor value from the stored `$_self`."),
        "defaultValue": _f("snippet", "Default value; makes parameters of this class optional."),
    },
)

OP_VALUE = Record(
    "OpValue",
    {
        "name": _f(
            "string",
            "Name, as ODS `$name`; an operand or result may be left unnamed as in ODS "
            "(`(outs AnyType)`): it gets no accessor and cannot appear in the format.",
        ),
        "constraint": _f(
            "string",
            "Constraint expression: a type constraint (an operand/result), an attribute "
            "constraint (an inherent attribute), a region or successor constraint; with "
            "wrappers such as `Variadic<AnyType>`, `OptionalAttr<StrAttr>`.",
            True,
        ),
        "summary": _f("string", "Documentation."),
        "effects": Field(
            STRING_LIST,
            doc="Memory effects on this operand or result (ODS Arg/Res decorators): MemRead, MemWrite, "
            "MemAlloc, MemFree, optionally with a resource (`MemAlloc<AutomaticAllocationScopeResource>`).",
        ),
    },
)

# ODS regions may be unnamed (`(region SizedRegion<1>)`): no accessor, and no name in
# the constraint's error message.
OP_REGION = Record(
    "OpRegion",
    {
        "name": _f("string", "Name, as ODS `$name`; left out for an unnamed region (no accessor)."),
        "constraint": _f("string", "Region constraint, e.g. `SizedRegion<1>`, `VariadicRegion<AnyRegion>`.", True),
        "summary": _f("string", "Documentation."),
    },
)

OP_DEF = Record(
    "OpDef",
    {
        "name": _f("string", "ODS def name; the Python class name (default `<Name>Op`).", True),
        "mnemonic": _f("string", "The operation name after `dialect.`.", True),
        "className": _f("string", "Python class name."),
        "summary": _f("string", "One-line summary."),
        "description": _f("string", "Markdown description."),
        "arguments": Field(ListOf(OP_VALUE), doc="ODS `(ins ...)`: operands and inherent attributes."),
        "results": Field(ListOf(OP_VALUE), doc="ODS `(outs ...)`."),
        "regions": Field(ListOf(OP_REGION), doc="ODS `(region ...)`."),
        "successors": Field(ListOf(OP_VALUE), doc="ODS `(successor ...)`."),
        "traits": Field(STRING_LIST, doc="Traits and interfaces, e.g. `Pure`, `HasParent<\"func.func\">`."),
        "assemblyFormat": _f("string", "Declarative assembly format."),
        "hasCustomAssemblyFormat": _f(
            "boolean", "Parsed and printed by `parse_<Class>`/`print_<Class>` of the hooks module."
        ),
        "hasVerifier": _f("snippet", "Body of `verify(self) -> str | None` (a message fails), or `module:function`."),
        "hasRegionVerifier": _f("snippet", "Like hasVerifier, run after the nested operations."),
        "hasFolder": _f(
            "snippet",
            "Body of `fold(self, adaptor)` (`adaptor.<operand>` is its constant attribute or None): "
            "returns None, an Attribute or Value per result (a list for several), or `module:function`.",
        ),
        "hasCanonicalizer": Field(
            STRING_LIST, doc="Canonicalization patterns: `package.module:PatternClass` or a DRR pattern's name."
        ),
        "hasCanonicalizeMethod": _f(
            "snippet", "Body of `canonicalize(op, rewriter) -> bool` (a pattern of benefit 1), or `module:function`."
        ),
        "builders": Field(ListOf(BUILDER), doc="Custom builders: classmethods taking a context; `$_build(...)` calls the default `build`."),
        "skipDefaultBuilders": _f("boolean", "Do not generate the default `build`."),
        "extraClassDeclaration": _f("snippet", "Python code pasted into the class body."),
        "hooks": _f("string", "Module with parse_<Class>/print_<Class> and custom directives (default: the dialect's)."),
    },
    "An operation definition (ODS Op).",
)

USER_PROPERTY = Record(
    "UserProperty",
    {
        "storageType": _f("string", "What the property holds (its summary when the constraint gives none).", True),
        "interfaceType": _f("string", "Python annotation of the value accessors return and builders take (default Any)."),
        "convertFromAttribute": _f(
            "string", "Hook `(attr) -> value`; raises odsgen.ir.text.properties.PropError(message) for a bad attribute.", True
        ),
        "convertToAttribute": _f("string", "Hook `(context, value) -> Attribute`: the storage the operation keeps.", True),
        "parser": _f("string", "Hook `(parser) -> value` for `$prop` in a format."),
        "optionalParser": _f("string", "Hook `(parser) -> value | None` for `$prop` anchoring an optional group."),
        "printer": _f("string", "Hook `(printer, value)` for `$prop` in a format."),
        "defaultValue": _f("string", "Python literal of the default value (prop-dict and optional groups elide it)."),
        "storageTypeValueOverride": _f("string", "Python literal of a fresh storage's value (default: defaultValue)."),
        "hooks": _f("string", "Module of the hooks (default: the dialect's customDirectives)."),
    },
    "A user-defined property kind (ODS `Property<\"StorageType\">`): hook functions of a hooks module.",
)

CONSTRAINT_DEF = Record(
    "ConstraintDef",
    {
        "name": _f("string", "Constraint name, used in op definitions.", True),
        "kind": _f("string", "What it constrains (`prop`: a non-attribute property, defined with `is` or `property`).", True, ("type", "attr", "region", "successor", "prop")),
        "parameters": Field(STRING_LIST, doc="Parameter names; `$name` in the fields below."),
        "summary": _f("string", "What a value must be; the text of verifier errors."),
        "description": _f("string", "Markdown description."),
        "predicate": _f(
            "snippet",
            "Python expression over `$_self`; a constraint-valued parameter `$p` is called as `$p(x)`.",
        ),
        "is": _f("string", "Another constraint expression this one means (its summary may be overridden)."),
        "builder": _f("snippet", "Types: expression building the type from `$_ctxt` (buildable type)."),
        "cppClass": _f(
            "string",
            "Types: the Python class values have (ODS cppType), parsed and printed as that class in formats.",
        ),
        "storage": _f("string", "Attributes: Python class of the stored attribute."),
        "isOptional": _f("boolean", "Attributes: may be absent without OptionalAttr (ODS isOptional, e.g. UnitAttr)."),
        "constBuilder": _f("snippet", "Attributes: expression building a constant from `$0` and `$_ctxt`."),
        "valueType": _f("string", "Attributes: type constraint of the value, elided when printed."),
        "property": Field(USER_PROPERTY, doc="Properties: a user-defined property kind instead of `is`."),
    },
    "A type, attribute, region or successor constraint (ODS TypeConstraint, AttrConstraint...).",
)

PATTERN_DEF = Record(
    "PatternDef",
    {
        "name": _f("string", "The pattern's name: its generated class, and its name in `hasCanonicalizer`.", True),
        "source": _f("string", "The source DAG in DRR syntax, e.g. `(Arith_AddIOp:$res $x, (ConstantLikeMatcher APIntAttr:$c), $ovf)`.", True),
        "result": _f("string", "The result DAG (Pat), or a bound `$value`."),
        "results": Field(STRING_LIST, doc="One result DAG per result of the root (Pattern)."),
        "constraints": Field(STRING_LIST, doc="Extra constraints, e.g. `(IsScalarOrSplatNegativeOne $c0)`."),
        "benefit": _f("integer", "Added to the benefit, which starts as the source's operation count (addBenefit)."),
        "summary": _f("string", "What the pattern does."),
    },
    "A declarative rewrite rule (DRR Pat / Pattern).",
)

NATIVE_CODE_CALL = Record(
    "NativeCodeCall",
    {
        "name": _f("string", "Name used as a DAG operator.", True),
        "code": _f("snippet", "Python expression; `$0`..`$N` are the arguments, `$_builder` the context, `$_loc` the location.", True),
        "summary": _f("string", "What it computes."),
    },
    "A DRR NativeCodeCall.",
)

PATTERN_CONSTRAINT = Record(
    "PatternConstraint",
    {
        "name": _f("string", "Name used as a DAG operator in `constraints`.", True),
        "predicate": _f("snippet", "Python condition over `$0`..`$N`.", True),
        "summary": _f("string", "What it checks."),
    },
    "A DRR Constraint (CPred).",
)

PATTERN_VALUE = Record(
    "PatternValue",
    {
        "name": _f("string", "Name usable as a DAG leaf.", True),
        "value": _f("string", "The leaf it stands for, e.g. `ConstantEnumCase<Arith_IntegerOverflowAttr, \"none\">`.", True),
    },
    "A named DAG leaf (a TableGen defvar).",
)

FILE = Record(
    "DefinitionFile",
    {
        "dialect": Field(DIALECT, doc="Present in a file that defines a dialect."),
        "include": Field(STRING_LIST, doc="Other YAML files whose definitions are visible here."),
        "imports": Field(STRING_LIST, doc="Python import lines that snippets rely on."),
        "classes": Field(ListOf(CLASS_DEF), doc="Shared bases (TableGen classes)."),
        "enums": Field(ListOf(ENUM), doc="Enums."),
        "interfaces": Field(ListOf(INTERFACE), doc="Attribute and type interfaces."),
        "traits": Field(ListOf(TRAIT), doc="Native traits."),
        "parameterClasses": Field(ListOf(PARAMETER_CLASS), doc="Reusable parameter classes."),
        "attributes": Field(ListOf(ATTR_DEF), doc="Attribute definitions."),
        "types": Field(ListOf(TYPE_DEF), doc="Type definitions."),
        "constraints": Field(ListOf(CONSTRAINT_DEF), doc="Type, attribute, region and successor constraints."),
        "operations": Field(ListOf(OP_DEF), doc="Operation definitions."),
        "patterns": Field(ListOf(PATTERN_DEF), doc="Declarative rewrite rules (DRR)."),
        "nativeCodeCalls": Field(ListOf(NATIVE_CODE_CALL), doc="DRR native code calls."),
        "patternConstraints": Field(ListOf(PATTERN_CONSTRAINT), doc="DRR constraints."),
        "patternValues": Field(ListOf(PATTERN_VALUE), doc="Named DRR leaves (defvar)."),
    },
    "An odsgen definition file.",
)

_KIND_NAMES = {
    "string": "a string",
    "snippet": "a string of Python code",
    "boolean": "a boolean",
    "integer": "an integer",
    "list": "a list",
    "mapping": "a mapping",
    "null": "null",
    "number": "a number",
}


def did_you_mean(name: str, candidates: list[str]) -> str:
    close = difflib.get_close_matches(name, candidates, n=1, cutoff=0.6)
    return f"; did you mean '{close[0]}'?" if close else ""


def validate(node: YNode, spec: Record | ListOf | Scalar, what: str) -> None:
    """Check `node` against `spec`, raising a located DefinitionError on the first problem."""
    if isinstance(spec, Record):
        if node.kind != "mapping":
            _wrong_kind(node, "mapping", what)
        for key, child in node.value.items():
            field_spec = spec.fields.get(key)
            if field_spec is None:
                hint = did_you_mean(key, list(spec.fields))
                raise DefinitionError(error(f"unknown key '{key}' in {what}{hint}", child.at_key()))
            validate(child, field_spec.type, f"'{key}'")
        for key, field_spec in spec.fields.items():
            if field_spec.required and key not in node.value:
                raise DefinitionError(
                    error(f"missing required key '{key}' in {what}", _head(node))
                )
    elif isinstance(spec, ListOf):
        if node.kind != "list":
            _wrong_kind(node, "list", what)
        item_what = f"an item of {what}" if isinstance(spec.item, Scalar) else spec.item.name
        for item in node.value:
            validate(item, spec.item, item_what if isinstance(spec.item, Scalar) else f"{item_what}")
    else:
        expected = "string" if spec.kind == "snippet" else spec.kind
        if spec.kind == "boolean" and node.kind == "integer" and node.value in (0, 1):
            node.value, node.kind = bool(node.value), "boolean"  # ODS spells flags 0/1
        if node.kind != expected:
            _wrong_kind(node, spec.kind, what)
        if spec.enum and node.value not in spec.enum:
            hint = did_you_mean(node.value, list(spec.enum))
            choices = ", ".join(spec.enum)
            raise DefinitionError(
                error(f"invalid value '{node.value}' for {what}: expected one of {choices}{hint}", node.span)
            )


def _head(node: YNode):
    # Point at the mapping's first key rather than its whole extent.
    first = next(iter(node.value.values()), None) if isinstance(node.value, dict) else None
    return first.at_key() if first is not None else node.span


def _wrong_kind(node: YNode, expected: str, what: str) -> None:
    got = _KIND_NAMES.get(node.kind, node.kind)
    raise DefinitionError(error(f"expected {_KIND_NAMES[expected]} for {what}, got {got}", node.span))
