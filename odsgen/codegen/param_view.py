"""Code generated for each attribute/type parameter: how a builder argument is typed,
defaulted, normalised (lists -> tuples), keyed for uniquing, checked when an instance is
first built, and read back by its accessor."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from odsgen.codegen.view_model import ParamView, literal_default
from odsgen.spec.model import AttrOrTypeDef, Parameter, ParamType

if TYPE_CHECKING:
    from odsgen.codegen.view import ModuleBuilder


class ParamLowering:
    """ParamViews of one definition's parameters (names resolved through the module)."""

    def __init__(self, names: ModuleBuilder) -> None:
        self.names = names

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
            annotation = self.names.annotation(p.type)
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
                return "None", f"{self.names.class_ref(p.type.ref)}.get(context)"
            return "None", None  # OptionalParameter: None is the value
        literal = literal_default(p.default, p.type.kind)
        if literal is not None:
            return literal, None
        values = {"_ctxt": "context", "cppClass": "cls", **earlier}
        return "None", self.names.code(p.default, values, "context")

    def _convert(self, ptype: ParamType, name: str) -> str | None:
        if ptype.kind == "custom" and ptype.element is not None and ptype.element.kind == "array":
            ptype = replace(ptype.element, optional=ptype.optional)
        if ptype.kind == "array":
            element = ptype.element
            tuple_ = self.names.b("tuple")
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
            self.names.needs.add("checks")
            hasher = f"_ods_{pc.name}_hash" if pc.hash is not None else "None"
            return f"_ods_checks.Compared({p.py_name}, _ods_{pc.name}_compare, {hasher})"
        if p.type.kind == "float":
            self.names.needs.add("checks")
            return f"_ods_checks.float_key({p.py_name})"
        return p.py_name

    def _checks(self, ptype: ParamType, name: str, d: AttrOrTypeDef) -> list[str]:
        """Statements validating (and normalising) a parameter value on first build.

        The common case is tested inline; the runtime helper is called only to report
        a failure, so building a new instance stays cheap.
        """
        kind = ptype.kind
        if kind == "custom" and ptype.element is not None:
            if ptype.element.kind == "array":
                # A parameter class over an array: checked as that array.
                return self._checks(replace(ptype.element, optional=ptype.optional), name, d)
            kind = ptype.element.kind
        checks: list[str] = []
        q = repr(name)
        if kind == "int":
            lo, hi = ptype.int_range
            cond = f"{self.names.b('type')}({name}) is not {self.names.b('int')}"
            if lo is not None and hi is not None:
                cond += f" or not {lo} <= {name} <= {hi}"
            elif lo is not None:
                cond += f" or {name} < {lo}"
            checks += [f"if {cond}:", f"    _ods_checks.check_int(cls, {q}, {name}, {lo}, {hi})"]
        elif kind == "bool":
            checks += [f"if {self.names.b('type')}({name}) is not {self.names.b('bool')}:", f"    _ods_checks.check_bool(cls, {q}, {name})"]
        elif kind == "float":
            if name == "_ods_e":  # array elements; scalars are normalised by their key
                checks += [
                    f"{name} = {self.names.b('float')}({name}) if {self.names.b('type')}({name}) is {self.names.b('int')} else {name}",
                    f"if {self.names.b('type')}({name}) is not {self.names.b('float')}:",
                    f"    _ods_checks.check_float(cls, {q}, {name})",
                ]
        elif kind == "str":
            checks += [
                f"if {self.names.b('type')}({name}) is not {self.names.b('str')}:",
                f"    _ods_checks.check_instance(cls, {q}, {name}, {self.names.b('str')})",
            ]
        elif kind in ("attribute", "type", "def"):
            target = self.names.class_ref(ptype.ref) if kind == "def" and ptype.ref else ptype.base_class
            checks += [
                f"if not {self.names.b('isinstance')}({name}, {target}):",
                f"    _ods_checks.check_instance(cls, {q}, {name}, {target})",
                f"if {name}._ods_context is not context:",
                f"    _ods_checks.check_same_context(cls, {q}, {name}, context)",
            ]
        elif kind == "enum" and ptype.ref is not None:
            enum_cls = self.names.class_ref(ptype.ref)
            checks += [f"if {self.names.b('type')}({name}) is not {enum_cls}:", f"    {name} = {enum_cls}({name})"]
        elif kind == "array" and ptype.element is not None:
            checks += [
                f"if {self.names.b('type')}({name}) is not {self.names.b('tuple')}:",
                f"    _ods_checks.check_instance(cls, {q}, {name}, {self.names.b('tuple')})",
            ]
            element = ptype.element
            if element.kind == "enum" and element.ref is not None:
                checks.append(f"{name} = {self.names.b('tuple')}({self.names.class_ref(element.ref)}(_ods_e) for _ods_e in {name})")
            elif element.kind == "float":
                float_, type_, int_ = self.names.b("float"), self.names.b("type"), self.names.b("int")
                checks.append(f"{name} = {self.names.b('tuple')}({float_}(_ods_e) if {type_}(_ods_e) is {int_} else _ods_e for _ods_e in {name})")
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
            return self.names.code(pc.convert_from_storage, {"_self": stored}, stored)
        return stored
