"""The traits of ODS attribute and type definitions: attribute and type interfaces
(`MemRefLayoutAttrInterface`, `DeclareAttrInterfaceMethods<I, ["m"]>`, ...) and native
traits, as the YAML language's `interfaces:`/`traits:` entries and def `traits:`.

An interface odsgen's builtin dialect ships is referenced by its builtin name; any other
is declared in the imported file with its methods. Every piece of C++ becomes a stub: a
method with an ODS default body gets a body calling a stub; a method each def must
implement (no default, or overridden by DeclareInterfaceMethods) becomes a method in the
def's `extraClassDeclaration` calling a stub named after the def.
"""

from __future__ import annotations

import re
from typing import Any

from odsgen.spec.naming import snake_case
from odsgen.tdimport.hooks import HookSet
from odsgen.tdimport.records import Records
from odsgen.tdimport.report import Gaps

# Interfaces and traits of defs/builtin.yaml, by ODS C++ name: (YAML name, methods every
# implementer provides itself (in odsgen's Python names)).
BUILTIN_INTERFACES: dict[str, tuple[str, tuple[str, ...]]] = {
    "TypedAttr": ("TypedAttr", ("get_type",)),
    "MemRefLayoutAttrInterface": ("MemRefLayoutAttrInterface", ("get_affine_map",)),
    "OpAsmAttrInterface": ("OpAsmAttrInterface", ("get_alias",)),
    "VectorElementTypeInterface": ("VectorElementTypeInterface", ()),
    "MemRefElementTypeInterface": ("MemRefElementTypeInterface", ()),
    "FloatType": ("FloatType", ()),
    # MLIR's ShapedType interface is a trait of odsgen's builtin dialect.
    "ShapedType": ("ShapedType", ("shape", "element_type", "clone_with")),
}
BUILTIN_TRAITS = ("ValueSemantics", "TensorType", "BaseMemRefType", "ElementsAttr", "DenseElementsAttr", "LocationAttr")
# ODS default bodies of builtin interface methods that odsgen's builtin dialect leaves to
# each implementer: ported here (OpAsmAttrInterface::getAlias returns NoAlias).
_PORTED_DEFAULTS = {"get_alias": "return None  # ODS default: AliasResult::NoAlias"}
# Methods a builtin interface's default body reads from a parameter of that name.
_FROM_PARAMETER = {"get_type": "type", "shape": "shape", "element_type": "element_type"}


class InterfaceMapper:
    """The interfaces and traits the dialect's defs use; declared ones go into the YAML."""

    def __init__(self, records: Records, hooks: HookSet, gaps: Gaps, dropped: set[str]) -> None:
        self.r = records
        self.hooks = hooks
        self.gaps = gaps
        self.dropped = dropped  # interface/trait entries odsgen rejected
        self.interfaces: dict[str, dict[str, Any]] = {}  # YAML name -> entry
        self.traits: dict[str, dict[str, Any]] = {}
        self.implemented: set[str] = set()  # declared interfaces some def of the import implements
        self._required: dict[str, list[tuple[str, str, bool, str]]] = {}  # name -> (cpp, python, static, signature)

    def attach(self, def_name: str, what: str, cls: str, params: set[str], loc: str) -> tuple[list[str], list[str]]:
        """(YAML trait names, methods for the def's extraClassDeclaration) of a def."""
        r = self.r
        names: list[str] = []
        methods: list[str] = []
        who = f"{what} '{def_name}'"
        for ref in r.field(def_name, "traits") or []:
            trait = r.ref(ref)
            supers = r.supers(trait or "")
            if trait is None:
                continue
            if "AttrInterface" in supers or "TypeInterface" in supers:
                iname = (r.field(trait, "cppInterfaceName") or trait).strip()
                # DeclareInterfaceMethods<I, ["m"]> keeps its method list here.
                declared = list(r.field(trait, "alwaysOverriddenMethods") or [])
                found = self._interface(trait, iname, "AttrInterface" in supers, who, loc)
                if found is None:
                    continue
                yaml_name, required = found
                self.implemented.add(yaml_name)
                names.append(yaml_name)
                overrides = self._overrides(trait, declared)
                for cpp, python, static, signature in overrides + required:
                    if _FROM_PARAMETER.get(python) in params:
                        continue  # the parameter's accessor (or the interface's body over it) implements it
                    if any(re.search(rf"def {python}\(", m) for m in methods):
                        continue
                    if python in _PORTED_DEFAULTS and not any(python == o[1] for o in overrides):
                        methods.append(f"def {python}(self, *args):\n    {_PORTED_DEFAULTS[python]}\n")
                        continue
                    stub = self.hooks.add(f"{cls}_{python}", "interface", who, f"{iname} method {cpp}", signature, loc)
                    self.gaps.add("interface", who, f"{iname} method {cpp} is C++: stub {stub}", loc)
                    methods.append(_method(python, stub, static))
            else:
                name = self._trait(trait, who, loc)
                if name is not None:
                    names.append(name)
        return names, methods

    def class_of(self, constraint: str) -> tuple[str, bool] | None:
        """(class, complete) for an interface used as a constraint (`PoisonAttrInterface:$value`):
        the Python class to check with isinstance (builtin's, or the one declared here), and
        whether that check is the whole story: true for builtin interfaces and for those a def
        of this import implements; otherwise C++ elsewhere (an external model on a builtin
        type, say) may implement it too. None when rejected."""
        rec = self.r.get(constraint) or {}
        supers = rec.get("!superclasses", [])
        iname = (rec.get("cppInterfaceName") or "").strip()
        if not iname or not ("AttrInterface" in supers or "TypeInterface" in supers):
            return None
        if iname in BUILTIN_INTERFACES:
            return f"builtin.{BUILTIN_INTERFACES[iname][0]}", True
        if iname in self.dropped:
            return None
        if iname not in self.interfaces:
            self._declare(constraint, iname, "AttrInterface" in supers)
        return iname, iname in self.implemented

    def _interface(self, trait: str, iname: str, is_attr: bool, who: str, loc: str) -> tuple[str, list[tuple[str, str, bool, str]]] | None:
        builtin = BUILTIN_INTERFACES.get(iname)
        if builtin is not None:
            return builtin[0], [(m, m, False, "") for m in builtin[1]]
        if iname in self.dropped:
            self.gaps.add("interface", who, f"interface '{iname}' was rejected by odsgen: not attached", loc)
            return None
        if iname not in self.interfaces:
            self._declare(trait, iname, is_attr)
        return iname, self._required[iname]

    def _declare(self, trait: str, iname: str, is_attr: bool) -> None:
        r = self.r
        rec = r.get(trait) or {}
        entry: dict[str, Any] = {"name": iname, "kind": "AttrInterface" if is_attr else "TypeInterface"}
        owner = f"interface '{iname}'"
        where = _loc(r, trait)
        description = (rec.get("description") or "").strip()
        if description:
            entry["summary"] = " ".join(description.split("\n\n")[0].split())
        methods, required = [], []
        for m in rec.get("methods") or []:
            mrec = r.get(r.ref(m)) or {}
            cpp = mrec.get("name") or ""
            python = snake_case(cpp)
            static = "StaticInterfaceMethod" in mrec.get("!superclasses", [])
            item: dict[str, Any] = {"name": python}
            text = (mrec.get("description") or "").strip()
            if text:
                item["description"] = " ".join(text.split())
            args = [(a[1] or f"arg{i}") for i, a in enumerate(r.dag_args(mrec.get("arguments")))]
            if args:
                item["arguments"] = [{"name": a, "type": "object"} for a in args]
            if static:
                item["static"] = True
            body = (mrec.get("defaultBody") or "").strip() or (mrec.get("body") or "").strip()
            if body:
                stub = self.hooks.add(f"{iname}_{python}", "interface", owner, f"method {cpp} (default body)", body, where)
                self.gaps.add("interface", owner, f"method {cpp}: the C++ default body is stub {stub}", where)
                call_args = ", ".join(([] if static else ["$_self"]) + [snake_case(a) for a in args])
                item["body"] = f"return hooks.{stub}({call_args})\n"
            else:
                required.append((cpp, python, static, _signature(r, mrec)))
            methods.append(item)
        if methods:
            entry["methods"] = methods
        bases = [r.field(r.ref(b), "cppInterfaceName") or r.ref(b) for b in rec.get("baseInterfaces") or []]
        if bases:
            self.gaps.add("interface", owner, f"base interfaces {', '.join(map(str, bases))} (not imported: odsgen interfaces do not inherit)", where)
        for key in ("extraClassDeclaration", "extraSharedClassDeclaration", "extraTraitClassDeclaration", "verify"):
            if (rec.get(key) or "").strip():
                self.gaps.add("interface", owner, f"{key} (C++, not imported)", where)
        self.interfaces[iname] = entry
        self._required[iname] = required

    def _overrides(self, trait: str, declared: list[str]) -> list[tuple[str, str, bool, str]]:
        """Methods with a default that DeclareInterfaceMethods<I, [...]> overrides in C++."""
        out = []
        for m in self.r.field(trait, "methods") or []:
            mrec = self.r.get(self.r.ref(m)) or {}
            if mrec.get("name") in declared:
                static = "StaticInterfaceMethod" in mrec.get("!superclasses", [])
                out.append((mrec["name"], snake_case(mrec["name"]), static, _signature(self.r, mrec)))
        return out

    def _trait(self, trait: str, who: str, loc: str) -> str | None:
        r = self.r
        cpp = (r.field(trait, "trait") or trait).strip()
        name = re.sub(r"^(::)?(mlir::)?((Attribute|Type)Trait::)?", "", cpp)
        name = re.sub(r"\W", "_", name)
        if name in BUILTIN_TRAITS:
            return name
        if name in self.dropped:
            self.gaps.add("trait", who, f"trait '{name}' was rejected by odsgen: not attached", loc)
            return None
        if name not in self.traits:
            self.traits[name] = {"name": name, "summary": f"ODS native trait {cpp} (a marker: its C++ is not imported)."}
            self.gaps.add("trait", f"trait '{name}'", f"native trait {cpp}: imported as a marker, its C++ is not", _loc(r, trait))
        return name


def _signature(r: Records, mrec: dict[str, Any]) -> str:
    """The C++ declaration of an interface method (for the stub's comment)."""
    args = ", ".join(f"{v if isinstance(v, str) else r.ref(v)} {n or ''}".strip() for v, n in r.dag_args(mrec.get("arguments")))
    static = "static " if "StaticInterfaceMethod" in mrec.get("!superclasses", []) else ""
    return f"{static}{(mrec.get('returnType') or 'void').strip()} {mrec.get('name')}({args});"


def _method(python: str, stub: str, static: bool) -> str:
    if static:
        return f"@classmethod\ndef {python}(cls, *args):\n    return hooks.{stub}(cls, *args)\n"
    return f"def {python}(self, *args):\n    return hooks.{stub}(self, *args)\n"


def _loc(r: Records, name: str) -> str:
    where = r.location(name)
    return f"{where[0]}:{where[1]}" if where else ""
