"""Resolution: loaded units -> the model, with every name, base and type resolved.

Runs in three passes so definitions may refer to each other in any order:
1. dialects and every named definition are registered (bases merged first, since a base
   may set `className`);
2. enums, interfaces, traits and parameter classes are built;
3. attributes and types are built, their parameter types resolved, then checked
   (see checks.py).
"""

from __future__ import annotations

import ast
import keyword
from dataclasses import dataclass
from pathlib import Path

from odsgen.errors import DefinitionError
from odsgen.ir.core.diagnostics import error
from odsgen.spec import schema
from odsgen.ir.core.source import Span
from odsgen.spec.checks import MATERIALIZER, check_def, check_snippet
from odsgen.spec.class_constraints import BUILTIN, ClassConstraints
from odsgen.spec.constraints import ConstraintLibrary
from odsgen.spec.drr import build_patterns
from odsgen.spec.ops import build_op
from odsgen.spec.model import (
    AttrOrTypeDef,
    Builder,
    ClassRef,
    Dialect,
    DialectSpec,
    EnumCase,
    EnumDef,
    Interface,
    InterfaceMethod,
    Parameter,
    ParamType,
    Snippet,
    TraitDef,
)
from odsgen.spec.naming import annotation_problem, identifier_problem, module_problem, snake_case
from odsgen.spec.param_types import SCALARS, WRAPPERS
from odsgen.spec.types import TypeResolver, _annotation
from odsgen.spec.reader import Reader, Unit, flag, located_text, snippet, text
from odsgen.spec.yaml_source import YNode



@dataclass
class _Entry:
    """A named definition before it is built: its node (bases merged) and where it lives."""

    kind: str  # attr, type, enum, interface, trait
    name: str  # the name references use (class name for attrs/types)
    node: YNode
    merged: dict[str, YNode]
    unit: Unit
    dialect: Dialect


def resolve(reader: Reader, inputs: list[Unit]) -> list[DialectSpec]:
    """Build the DialectSpecs of the dialects defined by `inputs` (others are context)."""
    return _Resolver(reader).run(inputs)


class _Resolver(ClassConstraints):
    def __init__(self, reader: Reader) -> None:
        self.reader = reader
        self.dialects: dict[str, Dialect] = {}
        self.dialect_units: dict[str, Unit] = {}
        # dialect name -> definition name -> entry (attrs/types by class name).
        self.scopes: dict[str, dict[str, _Entry]] = {}
        self.classes: dict[str, YNode] = {}  # TableGen-like bases, global
        self.param_class_nodes: dict[str, tuple[YNode, Unit]] = {}
        self.types = TypeResolver(self, _imported_names(reader))
        self.built: dict[tuple[str, str], object] = {}
        self.constraints = ConstraintLibrary(self.class_constraint, self.find_enum)
        self.constraints.find_hooks = self._dialect_hooks_of

    def _dialect_hooks_of(self, span: Span) -> str | None:
        """The customDirectives module of the dialect defined in `span`'s file."""
        for name, unit in self.dialect_units.items():
            if unit.input is span.input:
                return self.dialects[name].custom_directives
        return None

    # -- pass 1: registration ---------------------------------------------------------

    def run(self, inputs: list[Unit]) -> list[DialectSpec]:
        units = list(self.reader.units.values())
        if not any(u.dialect_name == BUILTIN for u in units):
            from odsgen.spec.reader import shipped_defs_dir

            self.reader.load(shipped_defs_dir() / "builtin.yaml")
            units = list(self.reader.units.values())
        for unit in units:
            self._register_globals(unit)
        for unit in units:
            if unit.dialect_name is not None:
                self._register_dialect(unit)
        for unit in units:
            if unit.dialect_name is not None:
                self._register_defs(unit)
        specs = []
        input_dialects = [u.dialect_name for u in inputs if u.dialect_name is not None]
        for unit in units:
            name = unit.dialect_name
            if name is not None and name in input_dialects:
                specs.append(self._build_dialect(unit))
        return specs

    def _register_globals(self, unit: Unit) -> None:
        for node in unit.items("constraints"):
            self.constraints.add(node)
        for node in unit.items("classes"):
            name = node.value["name"]
            self._claim(self.classes, name, node, "class")
        for node in unit.items("parameterClasses"):
            name = node.value["name"]
            if name.value in SCALARS or name.value in WRAPPERS:
                raise DefinitionError(
                    error(f"parameter class '{name.value}' redefines a built-in parameter type", name.span)
                )
            self._claim(self.param_class_nodes, name, (node, unit), "parameter class")

    def _claim(self, table: dict, name_node: YNode, value: object, what: str) -> None:
        name = name_node.value
        if name in table:
            previous = table[name]
            prev_node = previous[0] if isinstance(previous, tuple) else previous
            prev_span = prev_node.node.value["name"].span if isinstance(prev_node, _Entry) else prev_node.value["name"].span
            raise DefinitionError(
                error(f"duplicate {what} '{name}'", name_node.span).note("previously defined here", prev_span)
            )
        table[name] = value

    def _register_dialect(self, unit: Unit) -> None:
        header = unit.root["dialect"]
        fields = header.value
        name = fields["name"].value
        # MLIR dialect names may be Python keywords (`async`): the module is imported by
        # name (importlib), and generated code refers to it only through prefixed aliases.
        problem = None if keyword.iskeyword(name) else identifier_problem(name)
        if problem:
            raise DefinitionError(error(f"invalid dialect name: {problem}", fields["name"].span))
        if name in self.dialects:
            raise DefinitionError(
                error(f"dialect '{name}' is defined twice", fields["name"].span).note(
                    "previously defined here", self.dialects[name].loc
                )
            )
        python_module = text(fields.get("pythonModule")) or None
        for key in ("pythonModule", "customDirectives"):
            _check_module(fields.get(key))
        verifiers = []
        for key, constant in _ATTRIBUTE_VERIFIERS:
            node = fields.get(key)
            if node is None:
                continue
            module, _, function = str(node.value).partition(":")
            if module_problem(module) or not function.isidentifier():
                raise DefinitionError(error(f"'{key}' must be `package.module:function`", node.span))
            verifiers.append((constant, str(node.value)))
        for dependent in fields.get("dependentDialects", YNode([], header.span, "list")).value:
            problem = None if keyword.iskeyword(dependent.value) else identifier_problem(dependent.value)
            if problem:
                raise DefinitionError(error(f"invalid dialect name: {problem}", dependent.span))
        self.dialects[name] = Dialect(
            name=name,
            summary=text(fields.get("summary")),
            description=text(fields.get("description")),
            description_src=located_text(fields.get("description")),
            python_module=python_module,
            file=unit.rel,
            loc=fields["name"].span,
            use_default_attr_parser=flag(fields.get("useDefaultAttributePrinterParser"), True),
            use_default_type_parser=flag(fields.get("useDefaultTypePrinterParser"), True),
            custom_directives=text(fields.get("customDirectives")) or None,
            allow_unknown_operations=flag(fields.get("allowUnknownOperations")),
            constant_materializer=snippet(fields["hasConstantMaterializer"]) if "hasConstantMaterializer" in fields else None,
            dependent_dialects=tuple(n.value for n in fields.get("dependentDialects", YNode([], header.span, "list")).value),
            attribute_verifiers=tuple(verifiers),
        )
        check_snippet(self.dialects[name].constant_materializer, MATERIALIZER, "body")
        self.dialect_units[name] = unit
        self.scopes[name] = {}

    def _register_defs(self, unit: Unit) -> None:
        dialect = self.dialects[unit.dialect_name or ""]
        scope = self.scopes[dialect.name]
        for section, kind in (("enums", "enum"), ("interfaces", "interface"), ("traits", "trait")):
            for node in unit.items(section):
                self._add(scope, _Entry(kind, node.value["name"].value, node, node.value, unit, dialect))
        for node in unit.items("operations"):
            name = text(node.value.get("className")) or node.value["name"].value
            self._add(scope, _Entry("op", name, node, node.value, unit, dialect))
        for section, kind, record in (("attributes", "attr", schema.ATTR_DEF), ("types", "type", schema.TYPE_DEF)):
            for node in unit.items(section):
                merged = self._merge_bases(node, record)
                suffix = "Attr" if kind == "attr" else "Type"
                name = text(merged.get("className")) or merged["name"].value + suffix
                self._add(scope, _Entry(kind, name, node, merged, unit, dialect))

    def _add(self, scope: dict[str, _Entry], entry: _Entry) -> None:
        if entry.name in scope:
            other = scope[entry.name]
            raise DefinitionError(
                error(f"duplicate definition of '{entry.name}' in dialect '{entry.dialect.name}'", entry.node.value["name"].span)
                .note("previously defined here", other.node.value["name"].span)
            )
        problem = identifier_problem(entry.name)
        if problem:
            where = entry.merged.get("className") or entry.node.value["name"]
            raise DefinitionError(error(f"invalid class name: {problem}", where.span))
        scope[entry.name] = entry

    def _merge_bases(self, node: YNode, record: schema.Record) -> dict[str, YNode]:
        """The def's fields over its bases' fields (TableGen `let` semantics)."""
        chain: list[YNode] = [node]
        seen = {id(node)}
        current = node
        while "base" in current.value:
            base_node = current.value["base"]
            base = self.classes.get(base_node.value)
            if base is None:
                hint = schema.did_you_mean(base_node.value, list(self.classes))
                raise DefinitionError(error(f"undefined base class '{base_node.value}'{hint}", base_node.span))
            if id(base) in seen:
                raise DefinitionError(error(f"base class cycle through '{base_node.value}'", base_node.span))
            seen.add(id(base))
            chain.append(base)
            current = base
        merged: dict[str, YNode] = {}
        for item in reversed(chain):
            merged.update({k: v for k, v in item.value.items() if k != "base"})
        merged["name"] = node.value["name"]
        for key, value in merged.items():
            if key not in record.fields:
                raise DefinitionError(
                    error(f"key '{key}' inherited from a base is not valid in {record.name}", value.at_key())
                )
        return merged

    # -- lookups ----------------------------------------------------------------------

    def lookup(self, name: str, dialect: Dialect, kinds: tuple[str, ...], span) -> _Entry | None:
        """Find a definition: qualified `dialect.Name`, else own dialect, builtin, others."""
        if "." in name:
            prefix, _, rest = name.rpartition(".")
            entry = self.scopes.get(prefix, {}).get(rest)
            return entry if entry is not None and entry.kind in kinds else None
        order = [dialect.name, BUILTIN] + [d for d in self.scopes if d not in (dialect.name, BUILTIN)]
        found: list[_Entry] = []
        for scope_name in order:
            entry = self.scopes[scope_name].get(name)
            if entry is not None and entry.kind in kinds:
                if scope_name in (dialect.name, BUILTIN):
                    return entry
                found.append(entry)
        if len(found) > 1:
            names = " and ".join(f"'{e.dialect.name}'" for e in found)
            raise DefinitionError(error(f"ambiguous reference '{name}': defined in dialects {names}; qualify it", span))
        return found[0] if found else None

    def known_names(self, kinds: tuple[str, ...]) -> list[str]:
        return [n for scope in self.scopes.values() for n, e in scope.items() if e.kind in kinds]

    def ref(self, entry: _Entry) -> ClassRef:
        return ClassRef(entry.dialect, entry.name, entry.kind)

    # -- pass 2 and 3: building -------------------------------------------------------

    def _build_dialect(self, unit: Unit) -> DialectSpec:
        dialect = self.dialects[unit.dialect_name or ""]
        spec = DialectSpec(dialect)
        spec.sources = [unit.rel] + [u.rel for u in _transitive_includes(unit) if u.dialect_name is None]
        spec.imports = [n.value for u in [unit, *_transitive_includes(unit)] if u.dialect_name in (None, dialect.name) for n in u.items("imports")]
        for entry in self.scopes[dialect.name].values():
            if entry.kind == "enum":
                spec.enums.append(self.enum(entry))
            elif entry.kind == "interface":
                spec.interfaces.append(self.interface(entry))
            elif entry.kind == "trait":
                spec.traits.append(self.trait(entry))
        for entry in self.scopes[dialect.name].values():
            if entry.kind == "attr":
                spec.attributes.append(self.attr_or_type(entry))
            elif entry.kind == "type":
                spec.types.append(self.attr_or_type(entry))
        mnemonics: dict[str, Span] = {}
        for entry in self.scopes[dialect.name].values():
            if entry.kind == "op":
                op = build_op(self, entry.node, dialect, self.constraints)
                if op.mnemonic in mnemonics:
                    raise DefinitionError(
                        error(f"duplicate operation '{op.op_name}'", entry.node.value["mnemonic"].span).note(
                            "previously defined here", mnemonics[op.mnemonic]
                        )
                    )
                mnemonics[op.mnemonic] = entry.node.value["mnemonic"].span
                spec.operations.append(op)
        spec.patterns = build_patterns(
            unit.items("patterns"),
            {key: unit.items(key) for key in ("nativeCodeCalls", "patternConstraints", "patternValues")},
            spec.operations,
            self.constraints,
        )
        used = {p.type.param_class.name for d in spec.attributes + spec.types for p in d.parameters if p.type.param_class}
        spec.parameter_classes = [pc for name, pc in self.types.param_classes.items() if name in used]
        _check_mnemonics(spec.attributes, "attribute")
        _check_mnemonics(spec.types, "type")
        return spec

    def enum(self, entry: _Entry) -> EnumDef:
        fields = entry.merged
        kind = text(fields.get("kind"), "I32EnumAttr")
        cases = []
        seen_symbols: dict[str, YNode] = {}
        for node in fields["cases"].value:
            symbol = node.value["symbol"]
            problem = identifier_problem(symbol.value) if not keyword.iskeyword(symbol.value) else None
            if problem:
                raise DefinitionError(error(f"invalid enum case symbol: {problem}", symbol.span))
            if symbol.value in seen_symbols:
                raise DefinitionError(error(f"duplicate enum case '{symbol.value}'", symbol.span))
            seen_symbols[symbol.value] = symbol
            cases.append(
                EnumCase(symbol.value, node.value["value"].value, text(node.value.get("string"), symbol.value), symbol.span)
            )
        width = 64 if "64" in kind else 32
        for node in fields["cases"].value:
            value = node.value["value"]
            if not 0 <= value.value < 1 << width:  # ODS's underlying type is uint32_t/uint64_t
                raise DefinitionError(
                    error(f"enum case value {value.value} is out of range for {kind} (0 to {(1 << width) - 1})", value.span)
                )
        summary = text(fields.get("summary"))
        if not summary and "Bit" not in kind:
            # ODS's default summary (IntEnum / IntEnumAttr), named in parse errors.
            values = ", ".join(str(c.value) for c in cases)
            summary = f"allowed {f'i{width}' if not kind.endswith('Attr') else f'{width}-bit signless integer'} cases: {values}"
        return EnumDef(
            name=entry.name,
            dialect=entry.dialect,
            is_bit_enum="Bit" in kind,
            width=width,
            kind=kind,
            cpp_type=text(fields.get("cppType")) or "::" + entry.name,
            summary=summary,
            description=text(fields.get("description")),
            description_src=located_text(fields.get("description")),
            cases=tuple(cases),
            separator=text(fields.get("separator"), "|"),
            loc=fields["name"].span,
        )

    def interface(self, entry: _Entry) -> Interface:
        fields = entry.merged
        methods = []
        for node in fields.get("methods", _EMPTY).value:
            m = node.value
            name = m["name"]
            problem = identifier_problem(name.value)
            if problem:
                raise DefinitionError(error(f"invalid method name: {problem}", name.span))
            methods.append(
                InterfaceMethod(
                    name=name.value,
                    description=text(m.get("description")),
                    return_type=_annotation_text(m.get("returnType")),
                    args=self.types.arguments(m.get("arguments"), entry.dialect),
                    body=snippet(m["body"]) if "body" in m else None,
                    static=flag(m.get("static")),
                    loc=name.span,
                )
            )
        return Interface(
            name=entry.name,
            dialect=entry.dialect,
            kind="attr" if fields["kind"].value == "AttrInterface" else "type",
            summary=text(fields.get("summary")),
            description=text(fields.get("description")),
            description_src=located_text(fields.get("description")),
            methods=tuple(methods),
            loc=fields["name"].span,
        )

    def trait(self, entry: _Entry) -> TraitDef:
        fields = entry.merged
        python = fields.get("python")
        if python is not None and ":" not in python.value:
            raise DefinitionError(error("'python' must name a class as 'module:Class'", python.span))
        return TraitDef(
            name=entry.name,
            dialect=entry.dialect,
            summary=text(fields.get("summary")),
            description=text(fields.get("description")),
            description_src=located_text(fields.get("description")),
            python_ref=python.value if python is not None else None,
            extra=snippet(fields["extraClassDeclaration"]) if "extraClassDeclaration" in fields else None,
            loc=fields["name"].span,
        )

    def attr_or_type(self, entry: _Entry) -> AttrOrTypeDef:
        f = entry.merged
        dialect = entry.dialect
        enum_def = None
        param_nodes = list(f.get("parameters", _EMPTY).value)
        parameters: list[Parameter] = []
        if "enum" in f:
            enum_entry = self.lookup(f["enum"].value, dialect, ("enum",), f["enum"].span)
            if enum_entry is None:
                raise DefinitionError(error(f"unknown enum '{f['enum'].value}'", f["enum"].span))
            enum_def = self.enum(enum_entry)
            if param_nodes:
                raise DefinitionError(error("an enum attribute takes no 'parameters' (it has 'value')", f["parameters"].at_key()))
            ref = self.ref(enum_entry)
            ptype = ParamType(enum_def.name, "enum", _annotation(ref, dialect), ref=ref)
            parameters.append(
                Parameter("value", "value", ptype, enum_def.summary, None, False, f["enum"].span, cpp_type=enum_def.cpp_type)
            )
        for node in param_nodes:
            pf = node.value
            ptype = self.types.param_type(pf["type"].value, pf["type"], dialect)
            default = snippet(pf["defaultValue"]) if "defaultValue" in pf else ptype.default
            parameters.append(
                Parameter(
                    name=pf["name"].value,
                    py_name=snake_case(pf["name"].value),
                    type=ptype,
                    summary=text(pf.get("summary")) or ptype.summary,
                    default=default,
                    mutable=flag(pf.get("mutable")),
                    loc=pf["name"].span,
                    cpp_type=text(pf.get("cppType")) or None,
                )
            )
        builders = tuple(self.builder(n, dialect) for n in f.get("builders", _EMPTY).value)
        traits = []
        for trait_node in f.get("traits", _EMPTY).value:
            found = self.lookup(trait_node.value, dialect, ("interface", "trait"), trait_node.span)
            if found is None:
                hint = schema.did_you_mean(trait_node.value, self.known_names(("interface", "trait")))
                raise DefinitionError(error(f"unknown trait or interface '{trait_node.value}'{hint}", trait_node.span))
            traits.append(self.interface(found) if found.kind == "interface" else self.trait(found))
        fmt = f.get("assemblyFormat")
        verify = snippet(f["verify"]) if "verify" in f else None
        mnemonic = text(f.get("mnemonic")) or None
        if enum_def is not None and fmt is None and mnemonic is not None and not flag(f.get("hasCustomAssemblyFormat")):
            # ODS EnumAttr's default format, located at the `enum` key.
            fmt_snippet: Snippet | None = Snippet("`<` $value `>`", f["enum"].span)
        else:
            fmt_snippet = snippet(fmt) if fmt is not None else None
        definition = AttrOrTypeDef(
            kind=entry.kind,
            name=f["name"].value,
            class_name=entry.name,
            dialect=dialect,
            mnemonic=mnemonic,
            summary=text(f.get("summary")),
            description=text(f.get("description")),
            description_src=located_text(f.get("description")),
            parameters=tuple(parameters),
            builders=builders,
            skip_default_builders=flag(f.get("skipDefaultBuilders")),
            gen_verify_decl=flag(f.get("genVerifyDecl")) or verify is not None,
            verify=verify,
            gen_accessors=flag(f.get("genAccessors"), True),
            traits=tuple(traits),
            extra_class_declaration=snippet(f["extraClassDeclaration"]) if "extraClassDeclaration" in f else None,
            assembly_format=fmt_snippet,
            has_custom_assembly_format=flag(f.get("hasCustomAssemblyFormat")),
            enum=enum_def,
            loc=f["name"].span,
            custom_directives=_checked_module(f.get("customDirectives")) or dialect.custom_directives,
            ods_name=text(f.get("typeName" if entry.kind == "type" else "attrName")) or None,
        )
        check_def(definition, f)
        return definition

    def builder(self, node: YNode, dialect: Dialect) -> Builder:
        f = node.value
        name_node = f.get("name")
        name = text(name_node, "get")
        problem = identifier_problem(name)
        if problem:
            raise DefinitionError(error(f"invalid builder name: {problem}", name_node.span if name_node else node.span))
        return Builder(
            name=name,
            args=self.types.arguments(f.get("parameters"), dialect),
            body=snippet(f["body"]) if "body" in f else None,
            return_type=_annotation_text(f.get("returnType")),
            inferred_context=flag(f.get("inferredContext")),
            loc=name_node.span if name_node else node.span,
        )


_EMPTY = YNode([], None, "list")  # type: ignore[arg-type]


def _annotation_text(node: YNode | None) -> str | None:
    """A `returnType`: pasted after `->`, so it must only name types."""
    if node is None or not node.value:
        return None
    problem = annotation_problem(node.value)
    if problem:
        raise DefinitionError(error(problem, node.span))
    return node.value


# Dialect keys naming `module:function` hooks (attribute verification, aliases), and the
# generated module's constants.
_ATTRIBUTE_VERIFIERS = (
    ("verifyOperationAttribute", "VERIFY_OPERATION_ATTRIBUTE"),
    ("verifyRegionArgAttribute", "VERIFY_REGION_ARG_ATTRIBUTE"),
    ("verifyRegionResultAttribute", "VERIFY_REGION_RESULT_ATTRIBUTE"),
    ("getAlias", "GET_ALIAS"),
    ("operationSyntax", "OPERATION_SYNTAX"),
)


def _check_module(node: YNode | None) -> None:
    """A module name from YAML (pythonModule, customDirectives, hooks) is pasted into imports."""
    if node is not None and node.value:
        problem = module_problem(node.value)
        if problem:
            raise DefinitionError(error(f"invalid module name: {problem}", node.span))


def _checked_module(node: YNode | None) -> str | None:
    _check_module(node)
    return text(node) or None


def _transitive_includes(unit: Unit) -> list[Unit]:
    seen: list[Unit] = []
    stack = list(unit.includes)
    while stack:
        current = stack.pop(0)
        if current not in seen:
            seen.append(current)
            stack.extend(current.includes)
    return seen


def _imported_names(reader: Reader) -> set[str]:
    """Names bound by every loaded file's `imports:` lines."""
    names: set[str] = set()
    for unit in reader.units.values():
        for node in unit.items("imports"):
            try:
                tree = ast.parse(node.value)
            except SyntaxError:
                raise DefinitionError(error("invalid Python import line", node.span)) from None
            for stmt in tree.body:
                if not isinstance(stmt, (ast.Import, ast.ImportFrom)):
                    raise DefinitionError(error("'imports' holds only import statements", node.span))
                for alias in stmt.names:
                    names.add((alias.asname or alias.name).split(".")[0])
    return names


def _check_mnemonics(defs: list[AttrOrTypeDef], what: str) -> None:
    seen: dict[str, AttrOrTypeDef] = {}
    for d in defs:
        if d.mnemonic is None:
            continue
        if d.mnemonic in seen:
            raise DefinitionError(
                error(f"duplicate {what} mnemonic '{d.mnemonic}'", d.loc).note(
                    "previously used here", seen[d.mnemonic].loc
                )
            )
        seen[d.mnemonic] = d


def load_specs(paths: list[Path]) -> list[DialectSpec]:
    """Read, validate and resolve definition files (directories expand to *.yaml)."""
    from odsgen.spec.reader import expand_inputs

    reader = Reader()
    inputs = [reader.load(p) for p in expand_inputs(paths)]
    return resolve(reader, inputs)

