"""ODS enums, attribute and type definitions as odsgen YAML entries."""

from __future__ import annotations

import re
from typing import Any

from odsgen.spec.naming import snake_case
from odsgen.tdimport.constraints import _quote
from odsgen.tdimport.hooks import HookSet
from odsgen.tdimport.interfaces import InterfaceMapper
from odsgen.tdimport.ops import _dedent, _loc
from odsgen.tdimport.records import Records
from odsgen.tdimport.report import Gaps

ENUM_KINDS = ("I32EnumAttr", "I64EnumAttr", "I32BitEnumAttr", "I64BitEnumAttr", "I32Enum", "I64Enum", "I32BitEnum", "I64BitEnum")
_SCALARS = {
    "int", "unsigned", "size_t", "bool", "float", "double", "int8_t", "int16_t", "int32_t", "int64_t",
    "uint8_t", "uint16_t", "uint32_t", "uint64_t", "Type", "Attribute", "StringRef", "APInt", "APFloat",
}


def enum_kind(records: Records, name: str) -> str | None:
    supers = records.supers(name)
    return next((k for k in reversed(supers) if k in ENUM_KINDS), None)


def convert_enum(records: Records, name: str) -> dict[str, Any] | None:
    rec = records.get(name) or {}
    kind = enum_kind(records, name)
    if kind is None:
        return None
    entry: dict[str, Any] = {"name": rec.get("className") or name, "kind": kind}
    if rec.get("cppType") or rec.get("cppNamespace"):
        entry["cppType"] = (rec.get("cppNamespace") or "") + "::" + (rec.get("className") or name) if not rec.get("cppType") else rec["cppType"]
    if (rec.get("summary") or "").strip():
        entry["summary"] = rec["summary"].strip()
    cases = []
    for c in rec.get("enumerants", []):
        cname = records.ref(c)
        crec = records.get(cname) or {}
        symbol, value, string = crec.get("symbol"), crec.get("value"), crec.get("str")
        if not isinstance(symbol, str) or not isinstance(value, int):
            return None
        case: dict[str, Any] = {"symbol": symbol, "value": value}
        if isinstance(string, str) and string != symbol:
            case["string"] = string
        cases.append(case)
    entry["cases"] = cases
    sep = rec.get("separator")
    if "Bit" in kind and isinstance(sep, str) and sep != "|":
        entry["separator"] = sep
    return entry


def _param_type(records: Records, value: Any, enum_types: dict[str, str] | None = None,
                notes: list[str] | None = None) -> str | None:
    """An odsgen parameter type for an ODS parameter (a C++ type string or an
    AttrOrTypeParameter def), or None when it needs C++ (a custom parser, an unknown type).
    `enum_types` maps the C++ type of each imported enum to its YAML name."""
    enum_types = enum_types or {}
    if isinstance(value, str):
        return enum_types.get(_norm(value)) or _cpp_type(value)
    name = records.ref(value)
    rec = records.get(name) or {}
    supers = rec.get("!superclasses", [])
    if (rec.get("parser") or "").strip() or (rec.get("printer") or "").strip():
        if not any(s in supers for s in ("StringRefParameter", "APFloatParameter", "EnumParameter")):
            return None
    cpp = rec.get("cppType") or ""
    if "ArrayRefParameter" in supers or "OptionalArrayRefParameter" in supers:
        m = re.fullmatch(r"\s*(?:::llvm::)?ArrayRef<(.+)>\s*", cpp)
        inner = _cpp_type(m.group(1)) if m else None
        wrapper = "OptionalArrayRefParameter" if "OptionalArrayRefParameter" in supers else "ArrayRefParameter"
        return f"{wrapper}<{inner}>" if inner else None
    if "StringRefParameter" in supers:
        return "StringRefParameter"
    if "APFloatParameter" in supers:
        return "APFloat"
    base = enum_types.get(_norm(cpp)) or _cpp_type(cpp)
    if base is None:
        return None
    if "OptionalParameter" in supers:
        return f"OptionalParameter<{base}>"
    if "DefaultValuedParameter" in supers:
        default = _param_default(rec.get("defaultValue"), base, set(enum_types.values()))
        if default is None:
            if notes is not None:
                notes.append(f"C++ default '{rec.get('defaultValue')}' not translated: the parameter is required")
            return base
        return f"DefaultValuedParameter<{base}, {_quote(default)}>"
    return base


def _param_default(cpp: Any, base: str, enums: set[str]) -> str | None:
    """A DefaultValuedParameter's C++ default as Python: a literal, or `Enum.case`."""
    from odsgen.tdimport.constraints import _python_default

    value = _python_default(cpp)
    if value is None:
        return None
    if base in enums:
        return f"{base}.{value}" if value.isidentifier() else None
    return None if value.isidentifier() else value


def _norm(cpp: str) -> str:
    return cpp.strip().removeprefix("::")


def enum_cpp_types(records: Records, enums: dict[str, str]) -> dict[str, str]:
    """The C++ type of each imported enum (`mlir::gpu::MappingId`) -> its YAML name."""
    out = {}
    for name, yaml_name in enums.items():
        rec = records.get(name) or {}
        cpp = rec.get("cppType") or f"{(rec.get('cppNamespace') or '').strip()}::{rec.get('className') or name}"
        out[_norm(cpp)] = yaml_name
    # ODS often spells a parameter's type unqualified (`CompilationTarget`): taken when
    # exactly one imported enum has that name.
    last: dict[str, list[str]] = {}
    for cpp, yaml_name in list(out.items()):
        last.setdefault(cpp.rpartition("::")[2], []).append(yaml_name)
    out.update({short: names[0] for short, names in last.items() if len(names) == 1 and short not in out})
    return out


def _cpp_type(cpp: str) -> str | None:
    text = cpp.strip()
    for prefix in ("::mlir::", "mlir::", "::llvm::", "llvm::", "::std::", "std::"):
        text = text.removeprefix(prefix)
    if text in _SCALARS:
        return text
    from odsgen.tdimport.predicates import _builtin_classes

    if text in _builtin_classes():
        return text
    return None


class DefConverter:
    """AttrDef/TypeDef records of the dialect; those needing C++ stubs or dropped."""

    def __init__(self, records: Records, hooks: HookSet, gaps: Gaps, enums: dict[str, str], interfaces: InterfaceMapper) -> None:
        self.r = records
        self.interfaces = interfaces
        self.hooks = hooks
        self.gaps = gaps
        self.enums = enums  # enum def name -> enum YAML name
        self.enum_types = enum_cpp_types(records, enums)

    def convert(self, name: str, is_attr: bool) -> dict[str, Any] | None:
        r = self.r
        rec = r.get(name) or {}
        what = "attribute" if is_attr else "type"
        kind = "attribute-def" if is_attr else "type-def"
        cls = rec.get("cppClassName") or name
        loc = _loc(r, name)
        mnemonic = rec.get("mnemonic")
        if not isinstance(mnemonic, str) or not mnemonic:
            self.gaps.add(kind, f"{what} '{name}'", "no mnemonic: not imported", loc)
            return None
        # Always spelled out: odsgen's default class name appends `Attr`/`Type` to the name.
        entry: dict[str, Any] = {"name": name, "className": cls}
        supers = rec.get("!superclasses", [])
        if "EnumAttr" in supers:
            enum = self.enums.get(r.ref(rec.get("enum")) or "")
            if enum is None:
                self.gaps.add(kind, f"{what} '{name}'", "its enum was not imported", loc)
                return None
            entry["enum"] = enum
            entry["mnemonic"] = mnemonic
            if (rec.get("summary") or "").strip():
                entry["summary"] = rec["summary"].strip()
            fmt = rec.get("assemblyFormat")
            if isinstance(fmt, str) and fmt.strip():
                entry["assemblyFormat"] = " ".join(fmt.split())
            return entry
        entry["mnemonic"] = mnemonic
        if (rec.get("summary") or "").strip():
            entry["summary"] = rec["summary"].strip()
        description = _dedent(rec.get("description"))
        if description:
            entry["description"] = description
        params = []
        for value, pname in r.dag_args(rec.get("parameters")):
            notes: list[str] = []
            ptype = _param_type(r, value, self.enum_types, notes)
            for note in notes:
                self.gaps.add("default-value", f"{what} '{name}'", f"parameter '{pname}': {note}", loc)
            if ptype is None or not pname:
                shown = value if isinstance(value, str) else r.field(r.ref(value), "cppType")
                self.gaps.add(kind, f"{what} '{name}'", f"parameter '{pname}' of C++ type '{shown}' has no odsgen equivalent: not imported", loc)
                return None
            param: dict[str, Any] = {"name": pname, "type": ptype}
            params.append(param)
        if params:
            entry["parameters"] = params
        traits, methods = self.interfaces.attach(name, what, cls, {snake_case(p["name"]) for p in params}, loc)
        if traits:
            entry["traits"] = traits
        fmt = rec.get("assemblyFormat")
        if isinstance(fmt, str) and fmt.strip():
            entry["assemblyFormat"] = " ".join(fmt.split())
        elif params or rec.get("hasCustomAssemblyFormat"):
            entry["hasCustomAssemblyFormat"] = True
            parse = self.hooks.add(f"parse_{cls}", "custom-assembly", f"{what} '{name}'", "hasCustomAssemblyFormat (parse)", "", loc)
            printer = self.hooks.add(f"print_{cls}", "custom-assembly", f"{what} '{name}'", "hasCustomAssemblyFormat (print)", "", loc)
            entry["extraClassDeclaration"] = (
                "@classmethod\n"
                "def parse(cls, parser, *args):\n"
                f"    return hooks.{parse}(cls, parser, *args)\n\n"
                "def print(self, printer):\n"
                f"    hooks.{printer}(self, printer)\n"
            )
            self.gaps.add("custom-assembly", f"{what} '{name}'", f"{parse}/{printer} stubs", loc)
        if methods:
            entry["extraClassDeclaration"] = "\n".join([entry.get("extraClassDeclaration", ""), *methods]).lstrip("\n")
        if (rec.get("extraClassDeclaration") or "").strip():
            self.gaps.add("extra-class-declaration", f"{what} '{name}'", "extraClassDeclaration (C++, not imported)", loc)
        for i, _ in enumerate(rec.get("builders") or []):
            self.gaps.add("builder", f"{what} '{name}'", f"custom builder #{i} (C++, not imported; the default builder remains)", loc)
        if rec.get("genVerifyDecl"):
            stub = self.hooks.add(f"verify_{cls}", "verifier", f"{what} '{name}'", "genVerifyDecl (verify)", "", loc)
            args = ", ".join(["cls", *(snake_case(p["name"]) for p in params)])
            entry["verify"] = f"return hooks.{stub}({args})\n"
            self.gaps.add("verifier", f"{what} '{name}'", f"genVerifyDecl: the C++ verify() is stub {stub}", loc)
        return entry
