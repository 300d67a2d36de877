"""View models: every decision about the generated Python, computed here.

Templates only print these fields. Names made up by the generator use the `_ods_`
prefix so they never clash with user parameters or snippets.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Any

from odsgen.spec.checks import (
    BUILDER_BODY,
    BUILDER_BODY_INFERRED,
    CLASS_BODY,
    COMPARATOR,
    METHOD_BODY,
    PARAM_DEFAULT,
    SELF_ONLY,
    VERIFY,
)
from odsgen.spec.model import (
    AttrOrTypeDef,
    Builder,
    BuilderArg,
    ClassRef,
    DialectSpec,
    EnumDef,
    Interface,
    Parameter,
    ParameterClass,
    ParamType,
    Snippet,
    TraitDef,
)
from odsgen.spec.snippets import substitute


@dataclass
class ParamView:
    py_name: str
    annotation: str  # accessor type
    arg_annotation: str  # builder argument type
    summary: str
    default: str | None  # text after `=` in the signature, or None
    late_default: str | None  # computed in the body when the signature has a sentinel
    convert: str | None  # normalisation applied before keying (lists -> tuples)
    key: str  # key component expression
    unkey: str | None  # recovers the value from its key component, if wrapped
    checks: list[str]
    accessor: str  # property body expression
    mutable: bool


@dataclass
class BuilderView:
    name: str
    signature: str  # after `cls, `
    return_annotation: str
    doc: str
    body: str
    checked_name: str | None = None
    checked_signature: str | None = None
    checked_body: str | None = None


@dataclass
class MethodView:
    name: str
    signature: str
    return_annotation: str
    doc: str
    body: str
    static: bool


@dataclass
class DefView:
    class_name: str
    bases: str
    doc: str
    qualified_name: str
    dialect: str
    mnemonic: str | None
    params: list[ParamView]
    key_params: list[ParamView]
    mutable_params: list[ParamView]
    default_builder_name: str  # "get" or "_ods_get"
    checked_builder_name: str | None
    builder_signature: str
    slots: str  # tuple literal of slot names
    param_names: str  # tuple literal of parameter names
    object_: str  # `object`, or `_ods_builtins.object` when a parameter shadows it
    key: str  # tuple literal building the uniquing key
    unpack: str  # assignment target unpacking the key into parameter names
    verify_body: str | None
    verify_ref: str | None
    builders: list[BuilderView]
    extra: str | None
    gen_accessors: bool
    format: Any = None  # FormatView of the assembly format, if any
    kind: str = "type"  # "attr" or "type"
    trivial_syntax: bool = False  # a mnemonic and no parameters: the syntax is the mnemonic


@dataclass
class EnumView:
    name: str
    base: str
    doc: str
    cases: list[tuple[str, str]]  # (symbol, value literal)
    strings: list[tuple[str, str]]  # (symbol, spelling literal)
    separator: str | None


@dataclass
class InterfaceView:
    name: str
    base: str
    doc: str
    methods: list[MethodView]


@dataclass
class TraitView:
    name: str
    doc: str
    extra: str | None


@dataclass
class ParamClassView:
    name: str
    compare: str | None
    hash: str | None


@dataclass
class ModuleView:
    dialect: str
    doc: str
    sources: list[str]
    runtime_imports: list[str]
    dialect_imports: list[str]
    user_imports: list[str]
    enums: list[EnumView] = field(default_factory=list)
    interfaces: list[InterfaceView] = field(default_factory=list)
    traits: list[TraitView] = field(default_factory=list)
    trait_imports: list[str] = field(default_factory=list)
    type_parsers: list[tuple[str, str]] = field(default_factory=list)  # (mnemonic, class)
    attr_parsers: list[tuple[str, str]] = field(default_factory=list)
    param_classes: list[ParamClassView] = field(default_factory=list)
    defs: list[DefView] = field(default_factory=list)
    attribute_names: str = "()"
    type_names: str = "()"


def docstring(*parts: str) -> str:
    """A docstring literal body: paragraphs joined, made safe for triple quotes."""
    text = "\n\n".join(p.strip() for p in parts if p and p.strip())
    return text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"') or "(undocumented)"


def tuple_literal(items: list[str]) -> str:
    """`()`, `(a,)` or `(a, b)`: no trailing comma, so black keeps short tuples on one line."""
    if len(items) == 1:
        return f"({items[0]},)"
    return "(" + ", ".join(items) + ")"


def _is_enum_expression(code: str) -> bool:
    """`E.a` or `E.a | E.b`: evaluable when the class is defined (enums come first)."""
    try:
        tree = ast.parse(code, mode="eval").body
    except SyntaxError:
        return False

    def ok(node: ast.expr) -> bool:
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
            return ok(node.left) and ok(node.right)
        return isinstance(node, ast.Attribute) and isinstance(node.value, (ast.Name, ast.Attribute))

    return ok(tree)


def _literal_default(snippet: Snippet, kind: str) -> str | None:
    """The snippet text if it can stand in the signature: a literal, or an enum member."""
    if snippet.ref is not None or "$" in snippet.code:
        return None
    if kind == "enum" and _is_enum_expression(snippet.code.strip()):
        return snippet.code.strip()
    try:
        ast.literal_eval(snippet.code.strip())
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return None
    return snippet.code.strip()


class ModuleBuilder:
    """Builds the ModuleView of one dialect."""

    def __init__(self, spec: DialectSpec, module_of: dict[str, str], formats: dict[Any, Any] | None = None) -> None:
        self.spec = spec
        self.formats = formats or {}
        self.dialect = spec.dialect
        # dialect name -> import line, for other dialects referenced
        self.module_of = module_of
        self.other_dialects: set[str] = set()
        self.runtime: set[str] = {"Context"}
        self.needs: set[str] = set()
        self._shadowed: set[str] = set()
        self._current: AttrOrTypeDef = None  # type: ignore[assignment]  # set per definition

    def build(self) -> ModuleView:
        spec = self.spec
        view = ModuleView(
            dialect=self.dialect.name,
            doc=docstring(f"The '{self.dialect.name}' dialect: {self.dialect.summary}", self.dialect.description),
            sources=spec.sources,
            runtime_imports=[],
            dialect_imports=[],
            user_imports=list(spec.imports),
        )
        view.enums = [self.enum(e) for e in spec.enums]
        view.interfaces = [self.interface(i) for i in spec.interfaces]
        view.traits = [self.trait(t) for t in spec.traits if t.python_ref is None]
        view.trait_imports = [
            f"from {t.python_ref.split(':')[0]} import {t.python_ref.split(':')[1]} as {t.name}"
            for t in spec.traits
            if t.python_ref is not None
        ]
        view.param_classes = [self.param_class(pc) for pc in spec.parameter_classes]
        view.defs = [self.definition(d) for d in spec.attributes + spec.types]
        view.type_parsers = [(d.mnemonic, d.class_name) for d, v in zip(spec.types, view.defs[len(spec.attributes):]) if d.mnemonic and (v.format or v.trivial_syntax or d.has_custom_assembly_format)]
        view.attr_parsers = [(d.mnemonic, d.class_name) for d, v in zip(spec.attributes, view.defs) if d.mnemonic and (v.format or v.trivial_syntax or d.has_custom_assembly_format)]
        view.attribute_names = tuple_literal([d.class_name for d in spec.attributes])
        view.type_names = tuple_literal([d.class_name for d in spec.types])
        self.runtime.update({"Attribute", "Type"})  # for ATTRIBUTES/TYPES
        view.runtime_imports = self._runtime_import_lines()
        view.dialect_imports = [self.module_of[d] for d in sorted(self.other_dialects)]
        return view

    def _runtime_import_lines(self) -> list[str]:
        lines = [f"from odsgen.ir import {', '.join(sorted(self.runtime))}"]
        if "checks" in self.needs:
            lines.append("from odsgen.ir import checks as _ods_checks")
        if "enums" in self.needs:
            lines.append("from odsgen.ir.enums import " + ", ".join(sorted(self.needs & {"IntEnumBase", "BitEnumBase"})))
        if "resolve_ref" in self.needs:
            lines.append("from odsgen.ir.helpers import resolve_ref as _ods_ref")
        if "builtins" in self.needs:
            lines.insert(0, "import builtins as _ods_builtins")
        if "partial" in self.needs:
            lines.insert(0, "from functools import partial as _ods_partial")
        return lines

    # -- names ------------------------------------------------------------------------

    def class_ref(self, ref: ClassRef) -> str:
        if ref.dialect.name == self.dialect.name:
            return ref.class_name
        self.other_dialects.add(ref.dialect.name)
        return f"{ref.dialect.name}.{ref.class_name}"

    def annotation(self, ptype: ParamType) -> str:
        if ptype.kind == "array" and ptype.element is not None:
            inner = f"tuple[{self.annotation(ptype.element)}, ...]"
        elif ptype.ref is not None and ptype.kind in ("def", "enum"):
            inner = self.class_ref(ptype.ref)
        else:
            inner = ptype.annotation
            if inner in ("Attribute", "Type"):
                self.runtime.add(inner)
        return f"{inner} | None" if ptype.optional else inner

    def code(self, snippet: Snippet, values: dict[str, str], call_args: str = "") -> str:
        """Snippet text with placeholders substituted, or a call of its reference."""
        if snippet.ref is not None:
            self.needs.add("resolve_ref")
            return f'_ods_ref("{snippet.ref}")({call_args})'
        return substitute(snippet, values)

    # -- enums, interfaces, traits -------------------------------------------------------

    def enum(self, e: EnumDef) -> EnumView:
        base = "BitEnumBase" if e.is_bit_enum else "IntEnumBase"
        self.needs.update({"enums", base})
        return EnumView(
            name=e.name,
            base=base,
            doc=docstring(e.summary, e.description),
            cases=[(c.py_name, hex(c.value) if e.is_bit_enum else str(c.value)) for c in e.cases],
            strings=[(c.py_name, repr(c.string)) for c in e.cases],
            separator=repr(e.separator) if e.is_bit_enum else None,
        )

    def interface(self, i: Interface) -> InterfaceView:
        base = "AttrInterface" if i.kind == "attr" else "TypeInterface"
        self.runtime.add(base)
        methods = []
        for m in i.methods:
            receiver = "cls" if m.static else "self"
            values = {"_self": receiver, "_attr": receiver, "_type": receiver, "cppClass": receiver}
            body = (
                self.code(m.body, values, ", ".join([receiver] + [a.py_name for a in m.args]))
                if m.body is not None
                else f'raise NotImplementedError("{i.name}.{m.name}")'
            )
            if m.body is not None and m.body.ref is not None:
                body = "return " + body
            methods.append(
                MethodView(
                    name=m.name,
                    signature=self.signature([receiver], m.args),
                    return_annotation=m.return_type or "None",
                    doc=docstring(m.description),
                    body=body,
                    static=m.static,
                )
            )
        return InterfaceView(i.name, base, docstring(i.summary, i.description), methods)

    def trait(self, t: TraitDef) -> TraitView:
        self.runtime.add("Trait")
        extra = self.code(t.extra, {"cppClass": t.name}) if t.extra is not None else None
        return TraitView(t.name, docstring(t.summary, t.description), extra)

    def param_class(self, pc: ParameterClass) -> ParamClassView:
        compare = self.code(pc.comparator, {"_lhs": "lhs", "_rhs": "rhs"}, "lhs, rhs") if pc.comparator else None
        hash_ = self.code(pc.hash, {"_self": "value"}, "value") if pc.hash else None
        return ParamClassView(pc.name, compare, hash_)

    def signature(self, leading: list[str], args: tuple[BuilderArg, ...]) -> str:
        parts = list(leading)
        for a in args:
            text = f"{a.py_name}: {a.annotation}"
            if a.default is not None:
                text += " = " + self.code(a.default, {})
            parts.append(text)
        return ", ".join(parts)

    # -- attribute and type definitions ---------------------------------------------------

    def b(self, name: str) -> str:
        """A Python builtin as generated code must spell it: through `_ods_builtins` when
        a parameter of the current definition (say `type`) shadows it."""
        if name in self._shadowed:
            self.needs.add("builtins")
            return f"_ods_builtins.{name}"
        return name

    def definition(self, d: AttrOrTypeDef) -> DefView:
        self._current = d
        self._shadowed = {p.py_name for p in d.parameters}
        params = self.params(d)
        key_params = [p for p in params if not p.mutable]
        builder_args = ["context: Context"] + [self._param_arg(p) for p in key_params]
        self.runtime.add("EmitError")  # _ods_build's signature
        bases = ["Attribute" if d.kind == "attr" else "Type"]
        for trait in d.traits:
            bases.append(trait.name if trait.dialect.name == self.dialect.name else self.class_ref(ClassRef(trait.dialect, trait.name, "trait")))
        verify_body = verify_ref = None
        if d.verify is not None:
            if d.verify.ref is not None:
                self.needs.add("resolve_ref")
                verify_ref = d.verify.ref
            else:
                verify_body = substitute(d.verify, {"_emitError": "_ods_emit_error", "_ctxt": "context", "cppClass": "cls"})
        if any(p.checks for p in params):
            self.needs.add("checks")
        return DefView(
            class_name=d.class_name,
            bases=", ".join(bases),
            doc=docstring(d.summary, d.description),
            qualified_name=d.qualified_name,
            dialect=d.dialect.name,
            mnemonic=d.mnemonic,
            params=params,
            key_params=key_params,
            mutable_params=[p for p in params if p.mutable],
            default_builder_name="_ods_get" if d.skip_default_builders else "get",
            checked_builder_name=("_ods_get_checked" if d.skip_default_builders else "get_checked") if d.gen_verify_decl else None,
            builder_signature=", ".join(builder_args),
            slots=tuple_literal([f'"_{p.py_name}"' for p in params]),
            param_names=tuple_literal([f'"{p.py_name}"' for p in params]),
            key=tuple_literal([p.key for p in key_params]),
            object_=self.b("object"),
            unpack=", ".join(p.py_name for p in key_params) + ("," if len(key_params) == 1 else ""),
            verify_body=verify_body,
            verify_ref=verify_ref,
            builders=[self.builder(d, b) for b in d.builders],
            extra=self.code(d.extra_class_declaration, {"cppClass": d.class_name}) if d.extra_class_declaration else None,
            gen_accessors=d.gen_accessors,
            format=self._format(d),
            kind=d.kind,
            trivial_syntax=d.mnemonic is not None and not d.parameters and d.assembly_format is None
            and not d.has_custom_assembly_format,
        )

    def _format(self, d: AttrOrTypeDef) -> Any:
        tree = self.formats.get(d)
        if tree is None:
            return None
        from odsgen.codegen.format_view import FormatLowering

        self.runtime.add("ParseError")
        self._current = d
        return FormatLowering(d, tree, self).build()

    def directive(self, name: str, kind: str) -> str:
        """The call target of `custom<name>`'s parse or print function."""
        module = self._current.custom_directives
        self.needs.add("resolve_ref")
        return f'_ods_ref("{module}:{kind}_{name}")'

    def default_expr(self, p: Parameter, context: str = "self.context", prefix: str = "self._") -> str:
        """`p`'s default value as an expression: in printers (context `self.context`,
        earlier parameters `self._x`) or parsers (`parser.context`, locals `_ods_x`)."""
        if p.default is None:
            if p.type.self_type and p.type.ref is not None:
                return f"{self.class_ref(p.type.ref)}.get({context})"
            return "None"
        literal = _literal_default(p.default, p.type.kind)
        if literal is not None:
            return literal
        earlier = {}
        for q in self._current.parameters:
            if q is p:
                break
            earlier[q.name] = f"{prefix}{q.py_name}"
        values = {"_ctxt": context, "cppClass": self._current.class_name, **earlier}
        return self.code(p.default, values, context)

    def _param_arg(self, p: ParamView) -> str:
        text = f"{p.py_name}: {p.arg_annotation}"
        return text + (f" = {p.default}" if p.default is not None else "")

    def params(self, d: AttrOrTypeDef) -> list[ParamView]:
        views: list[ParamView] = []
        # Signature defaults only where every later parameter has one too (Python's rule).
        trailing_optional = True
        has_signature_default: dict[str, bool] = {}
        for p in reversed([p for p in d.parameters if not p.mutable]):
            trailing_optional = trailing_optional and p.is_optional
            has_signature_default[p.py_name] = trailing_optional
        earlier: dict[str, str] = {}
        for p in d.parameters:
            annotation = self.annotation(p.type)
            default = late = None
            if has_signature_default.get(p.py_name):
                default, late = self._default(d, p, earlier)
            arg_annotation = annotation if late is None or p.type.optional else f"{annotation} | None"
            views.append(
                ParamView(
                    py_name=p.py_name,
                    annotation=annotation,
                    arg_annotation=arg_annotation,
                    summary=p.summary,
                    default=default,
                    late_default=late,
                    convert=self._convert(p.type, p.py_name),
                    key=self._key(p),
                    unkey=self._unkey(p),
                    checks=self._checks(p.type, p.py_name, d),
                    accessor=self._accessor(p),
                    mutable=p.mutable,
                )
            )
            earlier[p.name] = p.py_name
        return views

    def _default(self, d: AttrOrTypeDef, p: Parameter, earlier: dict[str, str]) -> tuple[str, str | None]:
        if p.default is None:
            if p.type.self_type and p.type.ref is not None:
                return "None", f"{self.class_ref(p.type.ref)}.get(context)"
            return "None", None  # OptionalParameter: None is the value
        literal = _literal_default(p.default, p.type.kind)
        if literal is not None:
            return literal, None
        values = {"_ctxt": "context", "cppClass": "cls", **earlier}
        return "None", self.code(p.default, values, "context")

    def _convert(self, ptype: ParamType, name: str) -> str | None:
        if ptype.kind == "array":
            element = ptype.element
            tuple_ = self.b("tuple")
            inner = f"{tuple_}(_ods_e)" if element is not None and element.kind == "array" else None
            expr = f"{tuple_}({inner} for _ods_e in {name})" if inner else f"{tuple_}({name})"
            return f"None if {name} is None else {expr}" if ptype.optional else expr
        return None

    def _compared(self, ptype: ParamType) -> bool:
        pc = ptype.param_class
        return pc is not None and pc.comparator is not None

    def _unkey(self, p: Parameter) -> str | None:
        if self._compared(p.type):
            return f"{p.py_name}.value"
        if p.type.kind == "float":
            return f"_ods_checks.float_from_key({p.py_name})"
        return None

    def _key(self, p: Parameter) -> str:
        pc = p.type.param_class
        if pc is not None and pc.comparator is not None:
            self.needs.add("checks")
            hasher = f"_ods_{pc.name}_hash" if pc.hash is not None else "None"
            return f"_ods_checks.Compared({p.py_name}, _ods_{pc.name}_compare, {hasher})"
        if p.type.kind == "float":
            self.needs.add("checks")
            return f"_ods_checks.float_key({p.py_name})"
        return p.py_name

    def _checks(self, ptype: ParamType, name: str, d: AttrOrTypeDef) -> list[str]:
        """Statements validating (and normalising) a parameter value on first build.

        The common case is tested inline; the runtime helper is called only to report
        a failure, so building a new instance stays cheap.
        """
        kind = ptype.kind
        if kind == "custom" and ptype.element is not None:
            kind = ptype.element.kind
        checks: list[str] = []
        q = repr(name)
        if kind == "int":
            lo, hi = ptype.int_range
            cond = f"{self.b('type')}({name}) is not {self.b('int')}"
            if lo is not None and hi is not None:
                cond += f" or not {lo} <= {name} <= {hi}"
            elif lo is not None:
                cond += f" or {name} < {lo}"
            checks += [f"if {cond}:", f"    _ods_checks.check_int(cls, {q}, {name}, {lo}, {hi})"]
        elif kind == "bool":
            checks += [f"if {self.b('type')}({name}) is not {self.b('bool')}:", f"    _ods_checks.check_bool(cls, {q}, {name})"]
        elif kind == "float":
            if name == "_ods_e":  # array elements; scalars are normalised by their key
                checks += [
                    f"{name} = {self.b('float')}({name}) if {self.b('type')}({name}) is {self.b('int')} else {name}",
                    f"if {self.b('type')}({name}) is not {self.b('float')}:",
                    f"    _ods_checks.check_float(cls, {q}, {name})",
                ]
        elif kind == "str":
            checks += [
                f"if {self.b('type')}({name}) is not {self.b('str')}:",
                f"    _ods_checks.check_instance(cls, {q}, {name}, {self.b('str')})",
            ]
        elif kind in ("attribute", "type", "def"):
            target = self.class_ref(ptype.ref) if kind == "def" and ptype.ref else ptype.base_class
            checks += [
                f"if not {self.b('isinstance')}({name}, {target}):",
                f"    _ods_checks.check_instance(cls, {q}, {name}, {target})",
                f"if {name}._ods_context is not context:",
                f"    _ods_checks.check_same_context(cls, {q}, {name}, context)",
            ]
        elif kind == "enum" and ptype.ref is not None:
            enum_cls = self.class_ref(ptype.ref)
            checks += [f"if {self.b('type')}({name}) is not {enum_cls}:", f"    {name} = {enum_cls}({name})"]
        elif kind == "array" and ptype.element is not None:
            checks += [
                f"if {self.b('type')}({name}) is not {self.b('tuple')}:",
                f"    _ods_checks.check_instance(cls, {q}, {name}, {self.b('tuple')})",
            ]
            element = ptype.element
            if element.kind == "enum" and element.ref is not None:
                checks.append(f"{name} = {self.b('tuple')}({self.class_ref(element.ref)}(_ods_e) for _ods_e in {name})")
            elif element.kind == "float":
                float_, type_, int_ = self.b("float"), self.b("type"), self.b("int")
                checks.append(f"{name} = {self.b('tuple')}({float_}(_ods_e) if {type_}(_ods_e) is {int_} else _ods_e for _ods_e in {name})")
            inner = [c for c in self._checks(element, "_ods_e", d) if not c.startswith("_ods_e = ")]
            if element.kind != "enum" and inner:
                checks.append(f"for _ods_e in {name}:")
                checks.extend("    " + line for line in inner)
        if checks and ptype.optional:
            checks = [f"if {name} is not None:"] + ["    " + c for c in checks]
        return checks

    def _accessor(self, p: Parameter) -> str:
        pc = p.type.param_class
        stored = f"self._{p.py_name}"
        if pc is not None and pc.convert_from_storage is not None:
            return self.code(pc.convert_from_storage, {"_self": stored}, stored)
        return stored

    def builder(self, d: AttrOrTypeDef, b: Builder) -> BuilderView:
        leading = ["cls"] if b.inferred_context else ["cls", "context: Context"]
        returns = b.return_type or d.class_name
        default_name = "_ods_get"
        if b.body is None:
            forwarded = ", ".join(f"{a.py_name}={a.py_name}" for a in b.args)
            body = f"return cls.{default_name}(context{', ' if forwarded else ''}{forwarded})"
            checked_body = None
        else:
            values = {"_get": "cls._ods_get", "_ctxt": "context", "cppClass": "cls"}
            allowed = BUILDER_BODY_INFERRED if b.inferred_context else BUILDER_BODY
            values = {k: v for k, v in values.items() if k in allowed}
            call = ", ".join(["cls"] + ([] if b.inferred_context else ["context"]) + [a.py_name for a in b.args])
            body = self.code(b.body, values, call)
            if b.body.ref is not None:
                body = "return " + body
            checked_body = None
            if d.gen_verify_decl:
                self.needs.add("partial")
                checked_values = dict(values, _get="_ods_get")
                inner = self.code(b.body, checked_values, call)
                if b.body.ref is not None:
                    inner = "return " + inner
                checked_body = "_ods_get = _ods_partial(cls._ods_get_checked, emit_error)\n" + inner
        checked_signature = None
        if checked_body is not None:
            self.runtime.add("EmitError")
            checked_signature = self.signature(["cls", "emit_error: EmitError"] + leading[1:], b.args)
        return BuilderView(
            name=b.name,
            signature=self.signature(leading, b.args),
            return_annotation=returns,
            doc=f"Custom builder of {d.class_name}.",
            body=body,
            checked_name=(b.name + "_checked") if checked_body is not None else None,
            checked_signature=checked_signature,
            checked_body=checked_body,
        )


# Kept importable for the template contract checks in tests.
PLACEHOLDER_SETS = {
    "param_default": PARAM_DEFAULT,
    "builder_body": BUILDER_BODY,
    "verify": VERIFY,
    "class_body": CLASS_BODY,
    "method_body": METHOD_BODY,
    "comparator": COMPARATOR,
    "self_only": SELF_ONLY,
}
