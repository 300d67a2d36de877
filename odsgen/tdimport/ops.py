"""ODS operations as odsgen YAML entries (plain dicts, in defs/*.yaml key order).

An op is converted at a degrade level chosen by the validator (validate.py): 0 is a
full translation; each level gives up one more thing odsgen could not compile (the
assembly format, then traits, then constraints, then the rest), recording a gap.
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass
from typing import Any

from odsgen.tdimport.constraints import ConstraintMapper, kind_of
from odsgen.tdimport.hooks import HookSet, identifier
from odsgen.tdimport.props import PropContext, property_expr
from odsgen.tdimport.records import Records
from odsgen.tdimport.report import Gaps

MAX_LEVEL = 4
_EFFECTS = ("MemRead", "MemWrite", "MemAlloc", "MemFree")
# ODS PredOpTraits odsgen checks itself, with the record fields they take.
_MATCH_TRAITS = ("AllTypesMatch", "AllElementTypesMatch", "AllShapesMatch", "AllRanksMatch", "AllElementCountsMatch")
_TRANSFORMS = {
    "$_self": "$_self",
    "::llvm::cast<::mlir::ShapedType>($_self).getElementType()": "$_self.element_type",
    "::mlir::getElementTypeOrSelf($_self)": "getattr($_self, 'element_type', $_self)",
    "getElementTypeOrSelf($_self)": "getattr($_self, 'element_type', $_self)",
}


@dataclass
class OpNames:
    """C++ op class names -> full op names (for HasParent, SingleBlockImplicitTerminator)."""

    by_class: dict[str, str]

    @classmethod
    def build(cls, records: Records) -> "OpNames":
        out: dict[str, str] = {}
        for name in records.instances("Op"):
            dialect = records.ref(records.field(name, "opDialect"))
            dname = records.field(dialect, "name") if dialect else None
            if not dname:
                continue
            full = f"{dname}.{records.field(name, 'opName')}"
            cpp = class_name(name)
            ns = (records.field(name, "cppNamespace") or "").strip(":")
            out.setdefault(cpp, full)
            out[f"{ns}::{cpp}"] = full
            out[f"{ns.split('::')[-1]}::{cpp}"] = full
        return cls(out)

    def resolve(self, cpp: str) -> str | None:
        cpp = cpp.strip().removeprefix("::")
        return self.by_class.get(cpp) or self.by_class.get(cpp.removeprefix("mlir::"))


def class_name(def_name: str) -> str:
    """ODS's C++ class name of an op def: the name after the dialect prefix (`Math_AbsFOp`)."""
    return def_name.split("_", 1)[1] if "_" in def_name.strip("_") else def_name


class OpConverter:
    def __init__(self, records: Records, mapper: ConstraintMapper, hooks: HookSet, gaps: Gaps, names: OpNames) -> None:
        self.r = records
        self.mapper = mapper
        self.hooks = hooks
        self.gaps = gaps
        self.names = names

    def convert(self, name: str, level: int = 0) -> dict[str, Any]:
        r = self.r
        rec = r.get(name) or {}
        dialect = r.field(r.ref(rec.get("opDialect")), "name") or ""
        full = f"{dialect}.{rec.get('opName')}"
        who = f"'{full}' op"
        loc = _loc(r, name)
        cls = class_name(name)
        entry: dict[str, Any] = {"name": name}
        if cls != name:
            entry["className"] = cls
        entry["mnemonic"] = rec.get("opName")
        if (rec.get("summary") or "").strip():
            entry["summary"] = rec["summary"].strip()
        description = _dedent(rec.get("description"))
        if description:
            entry["description"] = description
        traits = self._traits(rec, full, who, loc) if level < 2 else []
        if level >= 2:
            self.gaps.add("degraded", who, "traits dropped: odsgen could not compile them", loc)
        if traits:
            entry["traits"] = traits
        loose = level >= 3
        if loose:
            self.gaps.add("degraded", who, "constraints loosened to any type/attribute: odsgen could not compile them", loc)
        args, results, regions, successors = [], [], [], []
        used: set[str] = set()
        # Unnamed operands and results stay unnamed (odsgen allows them, as ODS does).
        for i, (value, vname) in enumerate(r.dag_args(rec.get("arguments"))):
            args.append(self._value(value, vname, None, used, loose, ("type", "attr", "prop"), who, loc))
        for i, (value, vname) in enumerate(r.dag_args(rec.get("results"))):
            results.append(self._value(value, vname, None, used, loose, ("type",), who, loc))
        for value, vname in r.dag_args(rec.get("regions")):
            item = self._value(value, vname, None, used, loose, ("region",), who, loc)
            regions.append(item)
        for i, (value, vname) in enumerate(r.dag_args(rec.get("successors"))):
            successors.append(self._value(value, vname, f"odsSuccessor{i}", used, loose, ("successor",), who, loc))
        for key, items in (("arguments", args), ("results", results), ("regions", regions), ("successors", successors)):
            if items:
                entry[key] = items
        fmt = rec.get("assemblyFormat")
        custom = bool(rec.get("hasCustomAssemblyFormat"))
        if isinstance(fmt, str) and fmt.strip() and level == 0:
            entry["assemblyFormat"] = " ".join(fmt.split())
            for directive in sorted(set(re.findall(r"custom<(\w+)>", fmt))):
                for side in ("parse", "print"):
                    self.hooks.add(f"{side}_{directive}", "custom-directive", f"custom directive '{directive}'",
                                   f"assemblyFormat custom<{directive}> ({side}{directive})", "", loc, user=full)
                self.gaps.add("custom-directive", who, f"custom<{directive}> (parse_{directive}/print_{directive} stubs)", loc)
        elif custom or (isinstance(fmt, str) and fmt.strip()):
            if not custom:
                self.gaps.add("degraded", who, "assemblyFormat not accepted by odsgen; custom parser/printer stubs instead", loc)
            entry["hasCustomAssemblyFormat"] = True
            for side in ("parse", "print"):
                self.hooks.add(f"{side}_{cls}", "custom-assembly", who, "hasCustomAssemblyFormat" if custom else "assemblyFormat",
                               fmt if isinstance(fmt, str) and not custom else "", loc)
            self.gaps.add("custom-assembly", who, f"parse_{cls}/print_{cls} stubs", loc)
        extra: list[str] = []
        if level < 4:
            for key, kind, what in (("hasVerifier", "verifier", "verify"), ("hasRegionVerifier", "region-verifier", "verify_regions")):
                if rec.get(key):
                    stub = self.hooks.add(f"{what}_{cls}", kind, who, key, "", loc)
                    entry[key] = f"return hooks.{stub}(self)"
                    self.gaps.add(kind, who, f"{key}: stub {stub}", loc)
            names_hook = self._result_names(rec)
            if names_hook:
                stub = self.hooks.add(f"get_asm_result_names_{cls}", "result-names", who,
                                      "OpAsmOpInterface getAsmResultNames", "", loc)
                extra.append(
                    "def get_asm_result_names(self, set_name) -> None:\n"
                    f"    hooks.{stub}(self, set_name)\n"
                )
                self.gaps.add("result-names", who, f"getAsmResultNames: stub {stub}", loc)
        if "CastOpInterface" in entry.get("traits", []):
            # CastOpInterface's verifier asks the op (areCastCompatible, C++ in upstream's .cpp).
            stub = self.hooks.add(f"are_cast_compatible_{cls}", "verifier", who, "CastOpInterface areCastCompatible", "", loc)
            extra.append(
                "@staticmethod\n"
                "def are_cast_compatible(inputs, outputs) -> bool:\n"
                f"    return hooks.{stub}(inputs, outputs)\n"
            )
            self.gaps.add("verifier", who, f"CastOpInterface areCastCompatible: stub {stub}", loc)
        if extra:
            entry["extraClassDeclaration"] = "\n".join(extra)
        for i, builder in enumerate(rec.get("builders") or []):
            bname = r.ref(builder)
            body = r.field(bname, "body") or ""
            stub = self.hooks.add(f"build_{cls}_{i}", "builder", who, f"builders[{i}]", body, _loc(r, bname) if bname else loc)
            self.gaps.add("builder", who, f"custom builder #{i}: stub {stub} (not wired; the default builders remain)", loc)
        for key, kind in (("hasFolder", "folder"), ("hasCanonicalizer", "canonicalizer"), ("hasCanonicalizeMethod", "canonicalizer")):
            if rec.get(key):
                self.gaps.add(kind, who, f"{key} (C++, not imported)", loc)
        if (rec.get("extraClassDeclaration") or "").strip():
            self.gaps.add("extra-class-declaration", who, "extraClassDeclaration (C++, not imported)", loc)
        return entry

    # -- values --------------------------------------------------------------------------

    def _value(self, value: Any, vname: str | None, fallback: str | None, used: set[str], loose: bool,
               kinds: tuple[str, ...], who: str, loc: str) -> dict[str, Any]:
        r = self.r
        target = r.ref(value)
        item: dict[str, Any] = {}
        name = vname
        if not name and fallback is not None:
            name = fallback
            self.gaps.add("unnamed", who, f"an unnamed {kinds[0] if kinds[0] != 'attr' else 'argument'} is named '{name}'", loc)
        if name:
            while name in used:
                name += "_"
            used.add(name)
            item["name"] = name
        inner = target
        while inner and "OpVariable" in r.supers(inner) and r.ref(r.field(inner, "constraint")):
            inner = r.ref(r.field(inner, "constraint"))  # Arg<C, ...>/Res<C, ...>: C's kind
        kind = kind_of(r, inner) if inner else None
        if target is None or kind not in kinds:
            kind = kinds[0]
            expr = None
        elif kind == "prop":
            owner = who.split()[0].strip("'")

            def stub(cpp: str, name: str | None = name) -> str:
                made = self.hooks.add(f"predicate_{owner}_{name}", "predicate", who,
                                      f"ConfinedProp predicate of property '{name}'", cpp, loc)
                self.gaps.add("predicate", who, f"property '{name}': ConfinedProp C++ predicate not translated: stub {made}", loc)
                return made

            ctx = PropContext(self.mapper.enums, stub)
            expr, why = property_expr(r, target, ctx)
            for note in ctx.notes:
                self.gaps.add("property", who, f"property '{name}' ({target}): {note}", loc)
            if expr is None:
                self.gaps.add("property", who, f"property '{name}' ({target}) imported as an optional attribute: {why}", loc)
        else:
            expr = self.mapper.expr(target)
        if expr is not None and kind == "attr" and not loose:
            expr = self._attr_default(inner, expr, who, loc)
        if expr is None or loose:
            expr = _loose(kind, r, target)
        item["constraint"] = expr
        effects = _effects(r, target)
        if effects and kind == "type":
            item["effects"] = effects
        return item

    def _attr_default(self, name: str | None, expr: str, who: str, loc: str) -> str:
        """An attribute def with its own `defaultValue` or `isOptional` (an EnumAttr with a
        default, UnitAttr-like) is default-valued or optional where used as an argument."""
        if not name or expr.startswith(("OptionalAttr<", "DefaultValued")):
            return expr
        rec = self.r.get(name) or {}
        from odsgen.tdimport.constraints import _python_default, _quote

        cpp = rec.get("defaultValue")
        if isinstance(cpp, str) and cpp.strip() and "DefaultValuedAttr" not in rec.get("!superclasses", []):
            default = _python_default(cpp)
            if default is not None and expr not in self.mapper.no_default:
                return f"DefaultValuedAttr<{expr}, {_quote(default)}>"
            self.gaps.add("default-value", who, f"default '{cpp}' of {expr} not imported; the attribute is optional", loc)
            return f"OptionalAttr<{expr}>"
        return expr

    def _result_names(self, rec: dict[str, Any]) -> bool:
        """DeclareOpInterfaceMethods<OpAsmOpInterface, [...]>: getAsmResultNames is C++."""
        for t in rec.get("traits") or []:
            name = self.r.ref(t)
            if name and self.r.field(name, "cppInterfaceName") == "OpAsmOpInterface":
                if "DeclareOpInterfaceMethods" in self.r.supers(name):
                    return True
        return False

    # -- traits --------------------------------------------------------------------------

    def _traits(self, rec: dict[str, Any], full: str, who: str, loc: str) -> list[str]:
        out: list[str] = []
        for t in rec.get("traits") or []:
            for text in self._trait(self.r.ref(t), full, who, loc, 0):
                if text not in out:
                    out.append(text)
        return out

    def _trait(self, name: str | None, full: str, who: str, loc: str, depth: int) -> list[str]:
        r = self.r
        if name is None or depth > 10:
            return []
        rec = r.get(name) or {}
        supers = rec.get("!superclasses", [])
        if "TraitList" in supers and "SingleBlockImplicitTerminator" not in supers:
            if not rec.get("!anonymous"):
                return [name]
            out = []
            for t in rec.get("traits", []):
                out += self._trait(r.ref(t), full, who, loc, depth + 1)
            return out
        if "SingleBlockImplicitTerminator" in supers:
            impl = next((r.ref(t) for t in rec.get("traits", []) if "SingleBlockImplicitTerminatorImpl" in r.supers(r.ref(t) or "")), None)
            op = self._trait_ops(impl)
            if op:
                return [f'SingleBlockImplicitTerminator<"{op[0]}">']
            self.gaps.add("trait", who, "SingleBlockImplicitTerminator with an unknown terminator dropped", loc)
            return ["SingleBlock"]
        if "HasParent" in supers or "ParentOneOf" in supers:
            ops = self._trait_ops(name)
            if ops:
                return ['HasParent<"' + ops[0] + '">'] if len(ops) == 1 else [
                    "ParentOneOf<[" + ", ".join(f'"{o}"' for o in ops) + "]>"]
            self.gaps.add("trait", who, f"{supers[-1]} with an unknown parent op dropped", loc)
            return []
        if supers and supers[-1] in _MATCH_TRAITS and isinstance(rec.get("values"), list):
            return [supers[-1] + "<[" + ", ".join(f'"{v}"' for v in rec["values"]) + "]>"]
        if supers and supers[-1] in ("TypesMatchWith", "OptionalTypesMatchWith", "RangedTypesMatchWith"):
            transform = (rec.get("transformer") or "").strip()
            py = _TRANSFORMS.get(transform)
            summary = rec.get("summary") or ""
            if py is None:
                stub = self.hooks.add(f"transform_{identifier(full)}_{rec.get('lhs')}_{rec.get('rhs')}", "trait", who,
                                      f"{supers[-1]} transformer ({summary})", transform, loc)
                py = f"hooks.{stub}($_self)"
                self.gaps.add("trait", who, f"{supers[-1]} transformer: stub {stub}", loc)
            return [f"{supers[-1]}<{_q(summary)}, {_q(rec.get('lhs') or '')}, {_q(rec.get('rhs') or '')}, {_q(py)}>"]
        if "PredOpTrait" in supers:
            summary = rec.get("summary") or ""
            stub = self.hooks.add(f"pred_{identifier(full)}_{len(self.hooks.stubs)}", "trait", who,
                                  f"PredOpTrait '{summary}'", _pred_text(r, r.ref(rec.get("predicate"))), loc)
            self.gaps.add("trait", who, f"PredOpTrait '{summary}': stub {stub}", loc)
            return [f"PredOpTrait<{_q(summary)}, {_q(f'hooks.{stub}($_op)')}>"]
        if "Interface" in supers or "OpInterfaceTrait" in supers:
            iface = rec.get("cppInterfaceName")
            return [iface] if iface else []
        if rec.get("!anonymous"):
            trait = rec.get("trait")
            if isinstance(trait, str) and re.fullmatch(r"\w+", trait):
                return [trait]
            what = supers[-1] if supers else name
            if what in ("MemoryEffects",):
                return []
            self.gaps.add("trait", who, f"{what} ({trait or 'no C++ trait'}) not imported", loc)
            return []
        return [name]

    def _trait_ops(self, name: str | None) -> list[str]:
        trait = self.r.field(name, "trait") if name else None
        if not isinstance(trait, str):
            return []
        m = re.match(r"\w+<(.*)>::Impl$", trait.strip())
        if not m:
            return []
        out = []
        for cpp in m.group(1).split(","):
            op = self.names.resolve(cpp)
            if op is None:
                return []
            out.append(op)
        return out


def _loose(kind: str, r: Records, target: str | None) -> str:
    """The loosest constraint of the same arity (a last resort when odsgen rejects one)."""
    supers = r.supers(target) if target else []
    if kind == "type":
        if "Variadic" in supers:
            return "Variadic<AnyType>"
        if "Optional" in supers:
            return "Optional<AnyType>"
        return "AnyType"
    if kind in ("attr", "prop"):
        return "OptionalAttr<AnyAttr>"
    if kind == "region":
        return "VariadicRegion<AnyRegion>" if "VariadicRegion" in supers else "AnyRegion"
    return "VariadicSuccessor<AnySuccessor>" if "VariadicSuccessor" in supers else "AnySuccessor"


def _effects(r: Records, target: str | None) -> list[str]:
    if not target:
        return []
    out = []
    for e in r.field(target, "effects") or []:
        en = r.ref(e)
        for cls in _EFFECTS:
            if en and cls in r.supers(en) and cls not in out:
                out.append(cls)
    return out


def _pred_text(r: Records, p: str | None) -> str:
    from odsgen.tdimport.constraints import _pred_cpp

    return _pred_cpp(r, p)


def _q(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _dedent(text: Any) -> str:
    if not isinstance(text, str):
        return ""
    return textwrap.dedent(text.expandtabs(8)).strip("\n").rstrip() + ("\n" if text.strip() else "")


def _loc(r: Records, name: str | None) -> str:
    where = r.location(name) if name else None
    return f"{where[0]}:{where[1]}" if where else ""
