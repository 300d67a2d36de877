"""Building view models: every decision about the generated Python, computed here.

Templates only print the records of view_model.py. Names made up by the generator use
the `_ods_` prefix so they never clash with user parameters or snippets.
"""

from __future__ import annotations

import ast
from typing import Any

from odsgen.accel import GENERATED_MODULES, TYPED_MODULES
from odsgen.codegen.drr_view import DrrCodegen
from odsgen.codegen.op_view import OpViewBuilder
from odsgen.codegen.param_view import ParamLowering
from odsgen.codegen.view_model import (
    BuilderView,
    DefView,
    EnumView,
    InterfaceView,
    MethodView,
    ModuleView,
    ParamClassView,
    ParamView,
    TraitView,
    docstring,
    literal_default,
    tuple_literal,
)

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
from odsgen.codegen.line_map import wrap
from odsgen.spec.snippets import substitute
from odsgen.spec.types import ABC_ANNOTATION_NAMES, IR_ANNOTATION_NAMES, bound_names


# Runtime modules (hooks and helpers included) compiled with types of their own: a
# generated `.pxd` cimports those its module calls. Generated dialect modules are not
# among them (see typed_module_cimports).
TYPED_RUNTIME = TYPED_MODULES.difference(GENERATED_MODULES)


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
        self.abc_names: set[str] = set()  # collections.abc names that annotations use
        self._user_bound = bound_names(spec.imports)  # names the dialect's imports: lines bind
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
        ops = OpViewBuilder(self)
        view.ops = [ops.op(o) for o in spec.operations]
        if spec.patterns:
            drr = DrrCodegen(ops)
            view.patterns = [drr.pattern(p) for p in spec.patterns]
            self.needs.add("drr")
        view.checkers = ops.checker_defs
        view.operation_names = tuple_literal([o.class_name for o in spec.operations])
        view.hook_imports = [f"import {m} as {a}" for m, a in sorted(ops.hook_modules.items())]
        view.typed_cimports = [
            f"cimport {m} as {a}" for m, a in sorted(ops.hook_modules.items()) if m in TYPED_RUNTIME
        ] + typed_module_cimports(spec.imports)
        if "ops" in self.needs:
            # The trait verifiers op_traits declares are C calls.
            view.typed_cimports.append("from odsgen.ir.verify cimport op_traits as _ods_t")
        view.allow_unknown_operations = self.dialect.allow_unknown_operations
        view.typed_parser = self.dialect.name != "builtin"
        view.parses_formats = "op_format" in self.needs
        view.attribute_verifiers = self.dialect.attribute_verifiers
        materializer = self.dialect.constant_materializer
        if materializer is not None:
            view.constant_materializer = (
                f"return {self.code(materializer, {}, 'context, value, type, location')}"
                if materializer.ref is not None
                else self.code(materializer, {"_ctxt": "context"}, what=f"dialect '{self.dialect.name}' hasConstantMaterializer")
            )
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
            lines.append("from odsgen.ir.verify import checks as _ods_checks")
        if "enums" in self.needs:
            lines.append("from odsgen.ir.core.enums import " + ", ".join(sorted(self.needs & {"IntEnumBase", "BitEnumBase"})))
        if "resolve_ref" in self.needs:
            lines.append("from odsgen.ir.core.helpers import resolve_ref as _ods_ref")
        if "builtins" in self.needs:
            lines.insert(0, "import builtins as _ods_builtins")
        if "ops" in self.needs:
            lines += [
                "from odsgen.ir.verify import op_traits as _ods_t",
                "from odsgen.ir.core.op_base import AttrInfo, RegisteredOp",
                "from odsgen.ir.core.op_base import _i32_array as _ods_i32_array",
                "from odsgen.ir.core.op_base import coerce_attribute as _ods_coerce",
                "from odsgen.ir.core.insertion import InsertionPoint",
                "from odsgen.ir.core.insertion import build_at as _ods_build_at",
                "from odsgen.ir.verify.op_traits import OpError",
                "from odsgen.ir.core.operation import Block, OpResult, Operation, Region, Value",
            ]
        if "ops" in self.needs:
            self.abc_names |= {"Callable", "Sequence"}
        if self.abc_names:
            index = lines.index("from odsgen.ir.verify import op_traits as _ods_t") if "ops" in self.needs else len(lines)
            lines.insert(index, f"from collections.abc import {', '.join(sorted(self.abc_names))}")
        if "drr" in self.needs:
            lines += [
                "from odsgen.rewrite.drr_support import fused_location as _ods_fused_location",
                "from odsgen.rewrite.folding import constant_value as _ods_constant_value",
                "from odsgen.rewrite.pattern import RewritePattern",
            ]
        if "op_format" in self.needs:
            lines.append("from odsgen.ir.text import op_format_support as _ods_fmt")
            lines.append("from odsgen.ir.core.op_base import from_parsed as _ods_from_parsed")
            lines.append("from odsgen.ir.core.op_base import operand_group as _ods_operand_group")
            lines.append("from odsgen.ir.core.op_base import property_of as _ods_prop_of")
            lines.append("from odsgen.ir.core.op_base import result_group as _ods_result_group")
        if "props" in self.needs:
            lines.append("from odsgen.ir.text import properties as _ods_p")
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

    def code(self, snippet: Snippet, values: dict[str, str], call_args: str = "", what: str | None = None) -> str:
        """Snippet text with placeholders substituted, or a call of its reference.

        A block snippet (statements; `what` names it) is wrapped in line-map markers.
        """
        if snippet.ref is not None:
            self.needs.add("resolve_ref")
            return f"_ods_ref({snippet.ref!r})({call_args})"
        code = substitute(snippet, values)
        return wrap(snippet, code, what) if what is not None else code

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
            summary=repr(e.summary),
            cpp_type=repr(e.cpp_type),
            attr_info=e.is_attr_info,
        )

    def interface(self, i: Interface) -> InterfaceView:
        base = "AttrInterface" if i.kind == "attr" else "TypeInterface"
        self.runtime.add(base)
        methods = []
        for m in i.methods:
            receiver = "cls" if m.static else "self"
            values = {"_self": receiver, "_attr": receiver, "_type": receiver, "cppClass": receiver}
            body = (
                self.code(m.body, values, ", ".join([receiver] + [a.py_name for a in m.args]), f"{i.name}.{m.name}")
                if m.body is not None
                else f"raise NotImplementedError({f'{i.name}.{m.name}'!r})"
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
        extra = self.code(t.extra, {"cppClass": t.name}, what=f"{t.name} extraClassDeclaration") if t.extra is not None else None
        return TraitView(t.name, docstring(t.summary, t.description), extra)

    def param_class(self, pc: ParameterClass) -> ParamClassView:
        compare = self.code(pc.comparator, {"_lhs": "lhs", "_rhs": "rhs"}, "lhs, rhs") if pc.comparator else None
        hash_ = self.code(pc.hash, {"_self": "value"}, "value") if pc.hash else None
        return ParamClassView(pc.name, compare, hash_)

    def signature(self, leading: list[str], args: tuple[BuilderArg, ...]) -> str:
        parts = list(leading)
        for a in args:
            self._import_annotation_names(a.annotation)
            text = f"{a.py_name}: {a.annotation}"
            if a.default is not None:
                text += " = " + self.code(a.default, {})
            parts.append(text)
        return ", ".join(parts)

    def _import_annotation_names(self, annotation: str) -> None:
        """Import the IR classes and collections.abc aliases an annotation names, unless
        the dialect's own `imports:` lines bind them."""
        for node in ast.walk(ast.parse(annotation, mode="eval")):
            if isinstance(node, ast.Name) and node.id not in self._user_bound:
                if node.id in IR_ANNOTATION_NAMES:
                    self.runtime.add(node.id)
                elif node.id in ABC_ANNOTATION_NAMES:
                    self.abc_names.add(node.id)

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
                verify_body = self.code(d.verify, {"_emitError": "_ods_emit_error", "_ctxt": "context", "cppClass": "cls"}, what=f"{d.class_name} verify")
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
            param_names=tuple_literal([repr(p.py_name) for p in params]),
            key=tuple_literal([p.key for p in key_params]),
            object_=self.b("object"),
            unpack=", ".join(p.py_name for p in key_params) + ("," if len(key_params) == 1 else ""),
            verify_body=verify_body,
            verify_ref=verify_ref,
            verify_emits_errors=verify_body is not None and "_ods_emit_error" in verify_body,
            builders=[self.builder(d, b) for b in d.builders],
            extra=self.code(d.extra_class_declaration, {"cppClass": d.class_name}, what=f"{d.class_name} extraClassDeclaration") if d.extra_class_declaration else None,
            gen_accessors=d.gen_accessors,
            format=self._format(d),
            kind=d.kind,
            sigil="#" if d.kind == "attr" else "!",
            parse_params="parser: AsmParser" + (", self_type: Type | None = None" if d.kind == "attr" else ""),
            mnemonic_literal=repr(d.mnemonic) if d.mnemonic else "None",
            trivial_syntax=d.mnemonic is not None and not d.parameters and d.assembly_format is None
            and not d.has_custom_assembly_format,
            custom_syntax=d.has_custom_assembly_format,
            static_name=d.ods_name or (f"{d.dialect.name}.{d.mnemonic}" if d.mnemonic else None),
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
        return f"_ods_ref({f'{module}:{kind}_{name}'!r})"

    def default_expr(self, p: Parameter, context: str = "self.context", prefix: str = "self._") -> str:
        """`p`'s default value as an expression: in printers (context `self.context`,
        earlier parameters `self._x`) or parsers (`parser.context`, locals `_ods_x`)."""
        if p.default is None:
            if p.type.self_type and p.type.ref is not None:
                return f"{self.class_ref(p.type.ref)}.get({context})"
            return "None"
        literal = literal_default(p.default, p.type.kind)
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
        return ParamLowering(self).params(d)

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
            body = self.code(b.body, values, call, f"{d.class_name}.{b.name}")
            if b.body.ref is not None:
                body = "return " + body
            checked_body = None
            if d.gen_verify_decl:
                self.needs.add("partial")
                checked_values = dict(values, _get="_ods_get")
                inner = self.code(b.body, checked_values, call, f"{d.class_name}.{b.name}")
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



def typed_module_cimports(lines: list[str]) -> list[str]:
    """The `.pxd` cimports matching a dialect's `imports:` lines that import a runtime
    module compiled with types of its own (odsgen.accel.TYPED_MODULES) under a name, so
    that calls of the functions it declares are C calls (`import M as A`, `from P import
    M as A`; other lines are left to the interpreter's import). Generated dialect modules
    are not cimported: a cimport imports its module before this one's body runs."""
    found = []
    for line in lines:
        try:
            tree = ast.parse(line)
        except SyntaxError:
            continue  # validated elsewhere; nothing to cimport
        for node in tree.body:
            if isinstance(node, ast.Import):
                found += [
                    f"cimport {a.name} as {a.asname}"
                    for a in node.names
                    if a.asname and a.name in TYPED_RUNTIME
                ]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                found += [
                    f"from {node.module} cimport {a.name} as {a.asname or a.name}"
                    for a in node.names
                    if f"{node.module}.{a.name}" in TYPED_RUNTIME
                ]
    return found
