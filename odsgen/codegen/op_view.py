"""View models of operations: class tables, accessors and builders; the verifiers'
code comes from odsgen.codegen.op_verify_view."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from odsgen.codegen.op_format_view import lower_op_format
from odsgen.codegen.op_verify_view import OpVerifierBuilder
from odsgen.codegen.view_model import docstring, tuple_literal
from odsgen.errors import DefinitionError
from odsgen.format.op_format import parse_op_format
from odsgen.ir.core.diagnostics import error
from odsgen.spec.op_model import AttributeArg, Constraint, OpDef, Operand

if TYPE_CHECKING:
    from odsgen.codegen.view import ModuleBuilder

@dataclass
class AccessorView:
    name: str
    annotation: str
    doc: str
    body: str
    setter: str | None = None  # the body of `@name.setter` (argument `value`)
    setter_annotation: str | None = None  # the setter argument's, if not `annotation`
    deleter: str | None = None


# Python values accepted for an attribute with a constant builder, by its storage class
# (what the builder's `$0` may be).
_CONST_KINDS = {
    "builtin.StringAttr": "(str,)",
    "builtin.BoolAttr": "(bool,)",
    "builtin.IntegerAttr": "(int,)",
    "builtin.FloatAttr": "(int, float)",
    "builtin.TypeAttr": "(Type,)",
    "builtin.UnitAttr": "(bool,)",
    "builtin.DenseArrayAttr": "(list, tuple)",
    "builtin.ArrayAttr": "(list, tuple)",
    "builtin.SymbolRefAttr": "(str,)",
    "builtin.FlatSymbolRefAttr": "(str,)",
}


@dataclass
class OpView:
    class_name: str
    op_name: str
    doc: str
    format_doc: str
    traits: str  # frozenset literal
    operand_arity: str
    result_arity: str
    operand_names: str
    result_names: str
    operand_segments: str
    result_segments: str
    attr_info: str
    defaults: str
    prop_info: str | None  # `(name, kind)` per non-attribute property, if any
    isolated: bool
    graph_regions: bool
    accessors: list[AccessorView]
    build_signature: str
    build_body: list[str]
    verify_body: list[str]
    verify_regions_body: list[str]
    verifies_by_types: bool
    extra: str | None
    # ODS's generated getAsmResultNames for several results with names: (index, name).
    result_asm_names: list[tuple[int, str]] = field(default_factory=list)
    parse_hook: str | None = None  # hasCustomAssemblyFormat: hooks.parse_<Class>
    print_hook: str | None = None
    format: object | None = None  # the declarative format's view (op_format_view)
    builders: list = field(default_factory=list)
    body_block: bool = False  # a `body` property: SingleBlock, no field of that name
    folder: str | None = None  # the body of `_ods_fold(self, adaptor)` (hasFolder)
    canonicalizer: str = "()"  # tuple literal of pattern references (hasCanonicalizer)
    has_canonicalizer: bool = False
    canonicalize_method: str | None = None  # body of `_ods_canonicalize(op, rewriter)`
    memory_effects: str | None = None  # MemoryEffectOpInterface's effects, if declared
    verifier: str | None = None  # hasVerifier's body (the `verify` method)
    region_verifier: str | None = None


class OpViewBuilder:
    def __init__(self, module: ModuleBuilder) -> None:
        self.module = module
        # constraint text -> generated checker function name
        self.checkers: dict[str, str] = {}
        self.checker_defs: list[tuple[str, str, str]] = []  # (name, summary, expression)
        self.hook_modules: dict[str, str] = {}  # module -> alias

    # -- constraints ----------------------------------------------------------------------

    def checker(self, c: Constraint) -> str:
        """The module-level function checking `c` (one per distinct constraint)."""
        name = self.checkers.get(c.text)
        if name is not None:
            return name
        nested = [self.checker(n) for n in c.nested]
        name = f"_ods_{c.kind}_constraint_{len(self.checkers)}"
        self.checkers[c.text] = name
        expr = re.sub(r"\$_check\[(\d+)\]", lambda m: nested[int(m.group(1))], c.predicate)
        expr = self.qualify(expr.replace("$_self", "value"))
        self.checker_defs.append((name, docstring(f"{c.text}: {c.summary}"), expr))
        return name

    def hooks_alias(self, module: str) -> str:
        """The name the generated module imports a hooks module under."""
        alias = "_ods_hooks_" + module.rpartition(".")[2]
        self.hook_modules[module] = alias
        return alias

    def qualify(self, code: str) -> str:
        """Module references as this module sees them: its own classes bare, other
        dialects through their imports."""
        own = f"_ods_dialect_{self.module.dialect.name}."
        code = code.replace(own, "")
        for other in set(re.findall(r"_ods_dialect_(\w+)\.", code)):
            self.module.other_dialects.add(other)
            code = code.replace(f"_ods_dialect_{other}.", f"{other}.")
        if "builtin." in code and self.module.dialect.name != "builtin":
            self.module.other_dialects.add("builtin")
        return code

    def _storage_check(self, c: Constraint) -> str:
        """What setPropertiesFromAttr checks: the storage class, or for an integer enum
        (whose C++ attribute class's classof checks the cases) the whole constraint."""
        if c.enum_in_integer:
            return self.checker(c)
        return self.qualify(c.storage) if c.storage else "None"

    def type_class(self, c: Constraint) -> str | None:
        """The class a type constraint's values have (ODS cppType), for formats."""
        return self.qualify(c.type_class) if c.type_class else None

    def class_ref_of(self, op: OpDef) -> str:
        """How generated code names an operation class of this dialect."""
        if op.dialect.name != self.module.dialect.name:
            raise DefinitionError(error(f"'{op.op_name}' is not an operation of this dialect", op.loc))
        return op.class_name

    def const(self, c: Constraint, value: str) -> str:
        """ODS constBuilderCall: the attribute for the constant `value` (from `$_ctxt`)."""
        assert c.const_builder is not None
        return self.qualify(c.const_builder.replace("$0", value).replace("$_ctxt", "context"))

    # -- the op -----------------------------------------------------------------------------

    def op(self, op: OpDef) -> OpView:
        self._current = op
        self.module.needs.add("ops")
        operands, results = op.operands, op.results
        attr_info = [
            f"({a.name!r}, {self._storage_check(a.constraint)}, "
            f"{self.checker(a.constraint)}, {a.constraint.summary!r})"
            for a in op.attributes
            if not a.is_prop
        ]
        prop_info = [f"({a.name!r}, {self.qualify(a.constraint.prop)})" for a in op.attributes if a.is_prop]
        if prop_info:
            self.module.needs.add("props")
        # populateDefaultProperties sets DefaultValuedAttr, not DefaultValuedOptionalAttr.
        defaults = [
            f"({a.name!r}, lambda context: {self.const(a.constraint, a.default)})"
            for a in op.attributes
            if a.default is not None and not a.optional and not a.is_prop
        ]
        trait_names = sorted({t.name for t in op.traits} | _implied(op))
        verifier = OpVerifierBuilder(self, op)
        view = OpView(
            class_name=op.class_name,
            op_name=op.op_name,
            doc=docstring(op.summary, op.description),
            format_doc=op.assembly_format.code if op.assembly_format is not None else "",
            traits="frozenset(" + ("{" + ", ".join(repr(t) for t in trait_names) + "}" if trait_names else "") + ")",
            operand_arity=tuple_literal([repr(o.arity) for o in operands]),
            result_arity=tuple_literal([repr(r.arity) for r in results]),
            operand_names=tuple_literal([repr(o.name) for o in operands]),
            result_names=tuple_literal([repr(r.name) for r in results]),
            operand_segments=repr("operandSegmentSizes") if op.has_trait("AttrSizedOperandSegments") else "None",
            result_segments=repr("resultSegmentSizes") if op.has_trait("AttrSizedResultSegments") else "None",
            attr_info=tuple_literal(attr_info),
            defaults=tuple_literal(defaults),
            prop_info=tuple_literal(prop_info) if prop_info else None,
            isolated=op.has_trait("IsolatedFromAbove"),
            graph_regions=op.has_trait("GraphRegion") or op.has_trait("HasOnlyGraphRegion"),
            accessors=self.accessors(op),
            build_signature="",
            build_body=[],
            verify_body=verifier.verify_body(),
            verify_regions_body=verifier.verify_regions_body(),
            verifies_by_types=verifier.verifies_by_types(),
            extra=self.module.code(op.extra_class_declaration, {"cppClass": op.class_name}, what=f"'{op.op_name}' op extraClassDeclaration") if op.extra_class_declaration else None,
        )
        view.result_asm_names = _result_asm_names(op)
        for b in op.builders:
            if b.body is None:
                raise DefinitionError(error("an operation builder needs a 'body'", b.loc))
            body = self.module.code(b.body, {"_ctxt": "context", "_build": "cls.build", "cppClass": "cls"}, what=f"'{op.op_name}' op builder {b.name}")
            signature = self.module.signature(["cls", "context: Context"], b.args)
            call = ", ".join(["context"] + [a.py_name for a in b.args])
            view.builders.append((b.name, signature, b.return_type or op.class_name, body, call))
        if op.verifier is not None and op.verifier.ref is None:
            view.verifier = self.module.code(op.verifier, {"cppClass": op.class_name}, what=f"'{op.op_name}' op hasVerifier")
        if op.region_verifier is not None and op.region_verifier.ref is None:
            view.region_verifier = self.module.code(op.region_verifier, {"cppClass": op.class_name}, what=f"'{op.op_name}' op hasRegionVerifier")
        if not op.skip_default_builders:
            view.build_signature, view.build_body = self.default_builder(op)
        if op.folder is not None:
            view.folder = (
                f"return {self.module.code(op.folder, {}, 'self, adaptor')}"
                if op.folder.ref is not None
                else self.module.code(op.folder, {"cppClass": op.class_name, "_ctxt": "self.context"}, what=f"'{op.op_name}' op hasFolder")
            )
        view.canonicalizer = tuple_literal([repr(p) for p in op.canonicalizer])
        view.has_canonicalizer = bool(op.canonicalizer)
        view.memory_effects = _memory_effects(op)
        if op.canonicalize_method is not None:
            view.canonicalize_method = (
                f"return {self.module.code(op.canonicalize_method, {}, 'op, rewriter')}"
                if op.canonicalize_method.ref is not None
                else self.module.code(op.canonicalize_method, {"cppClass": op.class_name, "_ctxt": "op.context"}, what=f"'{op.op_name}' op hasCanonicalizeMethod")
            )
        single_block = op.has_trait("SingleBlock") or op.has_trait("SingleBlockImplicitTerminator")
        view.body_block = single_block and bool(op.regions) and all(a.name != "body" for a in view.accessors)
        fmt = parse_op_format(op)
        if fmt is not None:
            view.format = lower_op_format(op, fmt, self)
            self.module.needs.add("op_format")
        if op.has_custom_assembly_format:
            if op.hooks is None:
                raise DefinitionError(
                    error("'hasCustomAssemblyFormat' needs a hooks module ('hooks', or the dialect's 'customDirectives')", op.loc)
                )
            alias = self.hooks_alias(op.hooks)
            view.parse_hook = f"{alias}.parse_{op.class_name}"
            view.print_hook = f"{alias}.print_{op.class_name}"
        return view

    # -- accessors ----------------------------------------------------------------------------

    def accessors(self, op: OpDef) -> list[AccessorView]:
        out: list[AccessorView] = []
        fixed_operands = all(o.arity == "single" for o in op.operands) and not op.has_trait("AttrSizedOperandSegments")
        for i, o in enumerate(op.operands):
            if o.unnamed:  # an unnamed operand has no accessor (as in ODS)
                continue
            out.append(self._value_accessor(o, i, "operand", "self.operands" if fixed_operands else None))
        fixed_results = all(r.arity == "single" for r in op.results) and not op.has_trait("AttrSizedResultSegments")
        for i, r in enumerate(op.results):
            if (r.py_name == "result" and fixed_results) or r.unnamed:
                continue  # Operation.result is this accessor already; unnamed results have none
            out.append(self._value_accessor(r, i, "result", "self.results" if fixed_results else None))
        for a in op.attributes:
            if a.is_prop:
                out.append(
                    AccessorView(
                        a.py_name, prop_annotation(a), docstring(f"The `{a.name}` property ({a.constraint.summary}), as a Python value."),
                        f"return self._ods_prop_value({a.name!r})",
                        setter=f"self._ods_set_prop_value({a.name!r}, value)",
                    )
                )
                continue
            storage = self.qualify(a.constraint.storage) if a.constraint.storage else "Attribute"
            self.module.runtime.add("Attribute")
            annotation = storage if a.is_required or a.default is not None else f"{storage} | None"
            optional = not (a.is_required or a.default is not None)
            coerced = self.coerced(a.constraint, a.py_name, "value")
            prefix = "context = self.context\n" if coerced != "value" else ""
            if optional:
                setter = f"{prefix}self._ods_set_prop({a.name!r}, None if value is None else {coerced})"
            else:
                setter = f"{prefix}self._ods_set_prop({a.name!r}, {coerced})"
            out.append(
                AccessorView(
                    a.py_name, annotation, docstring(f"The `{a.name}` attribute: {a.constraint.summary}."),
                    f"return self._ods_prop({a.name!r})  # type: ignore[return-value]",
                    setter=setter,
                    setter_annotation=self.attr_param_annotation(a.constraint, storage) + (" | None" if optional else ""),
                    deleter=f"self._ods_set_prop({a.name!r}, None)" if optional else None,
                )
            )
        for i, r in enumerate(op.regions):
            if not r.py_name:  # an unnamed region has no accessor
                continue
            body = f"return self.regions[{i}:]" if r.variadic else f"return self.regions[{i}]"
            out.append(AccessorView(r.py_name, "list[Region]" if r.variadic else "Region", docstring(f"The `{r.name}` region."), body))
        for i, s in enumerate(op.successors):
            body = f"return self.successors[{i}:]" if s.variadic else f"return self.successors[{i}]"
            out.append(AccessorView(s.py_name, "list[Block]" if s.variadic else "Block", docstring(f"The `{s.name}` successor."), body))
        return out

    def _value_accessor(self, v: Operand, index: int, what: str, fixed: str | None) -> AccessorView:
        doc = docstring(f"The `{v.name}` {what}: {v.summary}.")
        if fixed is not None:
            setter = f"self.set_operand({index}, value)" if what == "operand" else None
            return AccessorView(
                v.py_name, "Value" if what == "operand" else "OpResult", doc, f"return {fixed}[{index}]", setter=setter
            )
        group = f"self._ods_{what}_group({index})"
        if v.arity == "single":
            return AccessorView(v.py_name, "Value" if what == "operand" else "OpResult", doc, f"return {group}[0]")
        if v.arity == "optional":
            return AccessorView(
                v.py_name, ("Value" if what == "operand" else "OpResult") + " | None", doc,
                f"values = {group}\nreturn values[0] if values else None",
            )
        if v.arity == "variadic_of_variadic":
            body = f"return _ods_t.odsgen_segments({group}, _ods_t.segment_sizes(self, {v.segment_attr!r}) or ())"
            return AccessorView(v.py_name, "list[list[Value]]", doc, body)
        return AccessorView(v.py_name, "list[Value]" if what == "operand" else "list[OpResult]", doc, f"return {group}")

    # -- plain values for attributes (ODS constBuilderCall) --------------------------------------

    def const_kinds(self, c: Constraint) -> str | None:
        """The Python types a builder accepts for `c` besides an Attribute, or None."""
        if c.const_builder is None:
            return None
        if c.enum is not None:
            return f"({self.qualify(self.enum_class(c))},)"
        kinds = _CONST_KINDS.get(c.storage or "")
        if kinds is not None and "Type" in kinds:
            self.module.runtime.add("Type")
        return kinds

    def enum_class(self, c: Constraint) -> str:
        match = re.search(r"([A-Za-z_][\w.]*)\.\$0", c.const_builder or "")
        assert match is not None, c.const_builder
        return match.group(1)

    def const_lambda(self, c: Constraint, argument: str) -> str:
        """`lambda v: <the attribute for plain value v>`."""
        assert c.const_builder is not None
        if c.enum is not None:
            code = re.sub(r"[A-Za-z_][\w.]*\.\$0", "v", c.const_builder)
        else:
            code = c.const_builder.replace("$0", "v")
        element = c.nested[0] if c.storage == "builtin.ArrayAttr" and len(c.nested) == 1 else None
        if element is not None and self.const_kinds(element) is not None:
            # A typed array of constant-buildable elements (I64ArrayAttr from ints).
            inner = self.coerced(element, argument, "e")
            code = code.replace("tuple(v)", f"tuple([{inner} for e in v])")
        return "lambda v: " + self.qualify(code.replace("$_ctxt", "context"))

    def coerced(self, c: Constraint, argument: str, value: str) -> str:
        """`value` as an attribute of `c`: as it is if an Attribute, else built from it."""
        kinds = self.const_kinds(c)
        if kinds is None:
            return value
        build = self.const_lambda(c, argument)
        return (
            f"({value} if isinstance({value}, Attribute) else "
            f"_ods_coerce({argument!r}, {value}, {kinds}, {build}))"
        )

    def attr_param_annotation(self, c: Constraint, storage: str) -> str:
        kinds = self.const_kinds(c)
        if kinds is None:
            return storage
        names = [k.strip() for k in kinds.strip("()").split(",") if k.strip()]
        names = ["Sequence[object]" if k in ("list", "tuple") else k for k in names]
        return " | ".join([storage] + list(dict.fromkeys(names)))

    # -- the default builder ------------------------------------------------------------------

    def default_builder(self, op: OpDef) -> tuple[str, list[str]]:
        """`build(context, operands..., successors..., *, attributes/result types...)`."""
        positional = ["cls", "context: Context"]
        keyword: list[str] = []
        body: list[str] = []
        operand_parts: list[str] = []
        segments: list[str] = []
        for o in op.operands:
            if o.arity == "single":
                positional.append(f"{o.py_name}: Value")
                operand_parts.append(f"[{o.py_name}]")
                segments.append("1")
            elif o.arity == "optional":
                keyword.append(f"{o.py_name}: Value | None = None")
                operand_parts.append(f"([{o.py_name}] if {o.py_name} is not None else [])")
                segments.append(f"(1 if {o.py_name} is not None else 0)")
            elif o.arity == "variadic_of_variadic":
                keyword.append(f"{o.py_name}: Sequence[Sequence[Value]] = ()")
                operand_parts.append(f"[v for group in {o.py_name} for v in group]")
                segments.append(f"sum(len(group) for group in {o.py_name})")
            else:
                keyword.append(f"{o.py_name}: Sequence[Value] = ()")
                operand_parts.append(f"list({o.py_name})")
                segments.append(f"len({o.py_name})")
        for s in op.successors:
            if s.variadic:
                keyword.append(f"{s.py_name}: Sequence[Block] = ()")
            else:
                positional.append(f"{s.py_name}: Block")
        inferred = _inferred_results(op)
        result_parts = []
        for r in op.results:
            # `lambda_` (a Python keyword) gives `lambda_type`, not `lambda__type`.
            stem = r.py_name.rstrip("_") or r.py_name
            if r.arity == "single":
                how = inferred.get(r.name)
                if how is not None:
                    keyword.append(f"{stem}_type: Type | None = None")
                    body.append(f"if {stem}_type is None:")
                    body.append(f"    {stem}_type = {self.qualify(how)}")
                else:
                    keyword.append(f"{stem}_type: Type")
                result_parts.append(f"[{stem}_type]")
            elif r.arity == "optional":
                keyword.append(f"{stem}_type: Type | None = None")
                result_parts.append(f"([{stem}_type] if {stem}_type is not None else [])")
            else:
                keyword.append(f"{stem}_types: Sequence[Type] = ()")
                result_parts.append(f"list({stem}_types)")
        body.append("properties: dict[str, Attribute] = {}")
        self.module.runtime.update({"Attribute", "Type"})
        # A VariadicOfVariadic's segment sizes come from its groups.
        derived = {o.segment_attr: o.py_name for o in op.operands if o.arity == "variadic_of_variadic"}
        for a in op.attributes:
            if a.is_prop:
                # A Python value; left out, the property keeps its default storage.
                keyword.append(f"{a.py_name}: {prop_annotation(a, optional=True)} = None")
                body.append(f"if {a.py_name} is not None:")
                body.append(f"    properties[{a.name!r}] = cls._ods_prop_attr(context, {a.name!r}, {a.py_name})")
                continue
            storage = self.qualify(a.constraint.storage) if a.constraint.storage else "Attribute"
            annotation = self.attr_param_annotation(a.constraint, storage)
            coerced = self.coerced(a.constraint, a.py_name, a.py_name)
            if a.name in derived:
                body.append(f"properties[{a.name!r}] = _ods_i32_array(context, [len(g) for g in {derived[a.name]}])")
            elif a.is_required:
                positional.append(f"{a.py_name}: {annotation}")
                body.append(f"properties[{a.name!r}] = {coerced}")
            else:
                keyword.append(f"{a.py_name}: {annotation} | None = None")
                # A UnitAttr given as False is left unset, as ODS's `bool` builder argument.
                unset = " and " + a.py_name + " is not False" if a.constraint.storage == "builtin.UnitAttr" else ""
                body.append(f"if {a.py_name} is not None{unset}:")
                body.append(f"    properties[{a.name!r}] = {coerced}")
        if op.has_trait("AttrSizedOperandSegments"):
            body.append(f"properties['operandSegmentSizes'] = _ods_i32_array(context, [{', '.join(segments)}])")
        if op.regions:
            keyword.append("regions: Sequence[Region] | None = None")
        keyword += [
            "attributes: dict[str, Attribute] | None = None",
            "location: Attribute | None = None",
            "ip: InsertionPoint | None = None",
        ]
        fixed_regions = sum(1 for r in op.regions if not r.variadic)
        successor_list = " + ".join(
            (f"list({s.py_name})" if s.variadic else f"[{s.py_name}]") for s in op.successors
        ) or "[]"
        regions_default = f"{fixed_regions}"
        if op.has_trait("SingleBlock") or op.has_trait("SingleBlockImplicitTerminator"):
            if op.has_trait("NoTerminator") and fixed_regions:
                # A body-holding op such as builtin.module starts with its empty block.
                regions_default = f"[Region([Block()]) for _ in range({fixed_regions})]"
        body += [
            "return cls._ods_build(",
            "    context,",
            "    ip,",
            f"    operands={' + '.join(operand_parts) or '[]'},",
            f"    result_types={' + '.join(result_parts) or '[]'},",
            "    properties=builtin.DictionaryAttr.get(context, properties) if properties else None,",
            "    attributes=dict(attributes) if attributes else {},",
            f"    regions=list(regions) if regions is not None else {regions_default}," if op.regions else "    regions=0,",
            f"    successors={successor_list},",
            "    location=location,",
            ")",
        ]
        self.module.other_dialects.add("builtin") if self.module.dialect.name != "builtin" else None
        signature = ", ".join(positional + (["*"] + keyword if keyword else []))
        return signature, body


def prop_annotation(a: AttributeArg, optional: bool = False) -> str:
    """The Python type of a property's interface value (its kind's `annotation`)."""
    from odsgen.spec.props import runtime_kind

    annotation = str(runtime_kind(a.constraint).annotation)
    if optional and not annotation.endswith("| None"):
        annotation += " | None"
    return annotation


def _implied(op: OpDef) -> set[str]:
    """Trait names implied by others (for `_ods_traits` queries)."""
    names = {t.name for t in op.traits}
    implied = set()
    if "Terminator" in names:
        implied.add("IsTerminator")
    if "SingleBlockImplicitTerminator" in names:
        implied.add("SingleBlock")
    return implied


def _inferred_results(op: OpDef) -> dict[str, str]:
    """Result name -> Python expression of its type, when ODS could infer it."""
    out: dict[str, str] = {}
    operands = [o for o in op.operands if o.arity == "single"]
    for r in op.results:
        if r.arity != "single":
            continue
        if r.constraint.builder is not None:
            out[r.name] = r.constraint.builder.replace("$_ctxt", "context")
        elif op.has_trait("SameOperandsAndResultType") and operands:
            out[r.name] = f"{operands[0].py_name}.type"
    for t in op.traits:
        if t.name == "AllTypesMatch" and t.args and isinstance(t.args[0], tuple):
            names = list(t.args[0])
            source = next((o for o in operands if o.name in names), None)
            # A typed attribute (arith.constant's `value`) carries the type too.
            typed_attr = next(
                (a for a in op.attributes if a.name in names and a.is_required and a.constraint.const_builder is None),
                None,
            )
            source_type = f"{source.py_name}.type" if source is not None else None
            if source_type is None and typed_attr is not None:
                source_type = f"{typed_attr.py_name}.type"
            if source_type is not None:
                for r in op.results:
                    if r.name in names and r.arity == "single":
                        out.setdefault(r.name, source_type)
        if t.name == "TypesMatchWith" and len(t.args) >= 4:
            _, lhs, rhs, transform = t.args[:4]
            source = next((o for o in operands if o.name == lhs), None)
            if source is not None and any(r.name == rhs for r in op.results):
                out.setdefault(str(rhs), str(transform).replace("$_self", f"{source.py_name}.type").replace("$_ctxt", "context"))
    return out


_EFFECT_KINDS = {"MemRead": "read", "MemWrite": "write", "MemAlloc": "allocate", "MemFree": "free"}


def _memory_effects(op: OpDef) -> str | None:
    """ODS effect decorators on operands and results and the MemoryEffects<[...]> trait,
    as `(kind, ("operand"|"result", index) or None)` tuples; None when the op declares
    none (then only Pure/NoMemoryEffect or RecursiveMemoryEffects speak for it)."""
    effects = []
    declared = False
    for what, values in (("operand", op.operands), ("result", op.results)):
        for index, value in enumerate(values):
            for kind in value.effects:
                declared = True
                effects.append(f"({kind!r}, ({what!r}, {index}))")
    trait = op.trait("MemoryEffects")
    if trait is not None:
        declared = True
        listed = trait.args[0] if trait.args and isinstance(trait.args[0], tuple) else ()
        for item in listed:
            name = str(getattr(item, "name", item)).partition("<")[0]
            if name in _EFFECT_KINDS:
                effects.append(f"({_EFFECT_KINDS[name]!r}, None)")
    return tuple_literal(effects) if declared else None


def _result_asm_names(op: OpDef) -> list[tuple[int, str]]:
    """OpDefinitionsGen's genOpAsmInterface: an op with more than one result, some named,
    prints each named result group's first value under its name (`%sum, %overflow`)
    unless the definition provides get_asm_result_names itself."""
    if len(op.results) <= 1:
        return []
    extra = op.extra_class_declaration.code if op.extra_class_declaration is not None else ""
    if "def get_asm_result_names" in (extra or ""):
        return []
    return [(i, r.name) for i, r in enumerate(op.results) if not r.unnamed]
