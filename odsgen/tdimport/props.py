"""ODS properties (mlir/IR/Properties.td) as odsgen's built-in property library.

The JSON dump flattens template arguments, so a property is rebuilt from what each record
keeps: a named library def (`I64Prop`), an IntProp's C storage type, DefaultValuedProp's
and ConfinedProp's `baseProperty`, an EnumProp's `enum` (and a NamedEnumProp's
`mnemonic`), and for OptionalProp/ArrayProp (which keep no base record) the storage type
and summary ODS composed from their element (`std::optional<int64_t>`, "optional int64_t").
A ConfinedProp's C++ predicate is translated where its meaning is certain, else it calls
a hook stub. Anything else (a custom Property<...>) is None: the caller records a gap.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from typing import Callable

from odsgen.tdimport.predicates import translate_cpp
from odsgen.tdimport.records import Records

# Library defs, with the deprecated long names upstream still accepts.
_NAMED = {
    "I32Prop": "I32Prop", "I64Prop": "I64Prop", "StringProp": "StringProp", "BoolProp": "BoolProp",
    "UnitProp": "UnitProp", "I32Property": "I32Prop", "I64Property": "I64Prop",
    "StringProperty": "StringProp", "BoolProperty": "BoolProp", "UnitProperty": "UnitProp",
}
_INT = re.compile(r"u?int(8|16|32|64)_t")


def _q(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def from_storage(storage: str, summary: str) -> str | None:
    """The library property with this C++ storage type and ODS summary, or None."""
    storage = storage.strip().removeprefix("::")
    if storage in ("int32_t", "int64_t") and summary == storage:
        return "I32Prop" if storage == "int32_t" else "I64Prop"
    if _INT.fullmatch(storage):
        return f"IntProp<{_q(storage)}>" if summary == storage else f"IntProp<{_q(storage)}, {_q(summary)}>"
    if storage == "std::string" and summary == "string":
        return "StringProp"
    if storage == "bool":
        return {"boolean": "BoolProp", "unit property": "UnitProp"}.get(summary)
    m = re.fullmatch(r"std::optional<(.*)>", storage)
    if m and summary.startswith("optional "):
        inner = from_storage(m.group(1), summary.removeprefix("optional "))
        return f"OptionalProp<{inner}>" if inner else None
    m = re.fullmatch(r"(?:::)?llvm::SmallVector<(.*)>", storage)
    if m and summary.startswith("array of "):
        inner = from_storage(m.group(1), summary.removeprefix("array of "))
        return f"ArrayProp<{inner}>" if inner else None
    return None


def python_default(cpp: str, prop: str) -> str | None:
    """A DefaultValuedProp's C++ default as the Python literal odsgen takes, or None."""
    text = cpp.strip()
    if prop.startswith("ArrayProp") and text in ("{}", ""):
        return "[]"
    if prop in ("BoolProp", "UnitProp") and text in ("true", "false"):
        return "True" if text == "true" else "False"
    if prop.startswith(("IntProp", "I32Prop", "I64Prop")) and re.fullmatch(r"-?\d+", text):
        return text
    if prop == "StringProp":
        try:
            value = ast.literal_eval(text)
        except (ValueError, SyntaxError):
            return None
        return repr(value) if isinstance(value, str) else None
    return None


@dataclass
class PropContext:
    """What a property needs beyond its record: the imported enums (ODS def name -> YAML
    name) and a maker of hook stubs for C++ predicates (`stub(cpp) -> function name`)."""

    enums: dict[str, str] = field(default_factory=dict)
    stub: Callable[[str], str] | None = None
    notes: list[str] = field(default_factory=list)  # what was imported only in part


def property_expr(r: Records, name: str, ctx: PropContext | None = None) -> tuple[str | None, str]:
    """(odsgen expression, why not) for the property record `name`."""
    ctx = ctx or PropContext()
    rec = r.get(name) or {}
    if not rec.get("!anonymous") and name in _NAMED:
        return _NAMED[name], ""
    supers = rec.get("!superclasses", [])
    last = supers[-1] if supers else name
    if last in ("DefaultValuedProp", "DefaultValuedProperty"):
        base = r.ref(rec.get("baseProperty"))
        inner, why = property_expr(r, base, ctx) if base else (None, "no base property")
        if inner is None:
            return None, why
        default = python_default(rec.get("defaultValue") or "", inner)
        if default is None:
            default = _enum_default(r, base, rec.get("defaultValue") or "") if base else None
        if default is None:
            return None, f"default '{rec.get('defaultValue')}' is not a Python literal odsgen can take"
        return f"DefaultValuedProp<{inner}, {_q(default)}>", ""
    if last in ("ConfinedProp", "ConfinedProperty"):
        return _confined(r, rec, ctx)
    if "EnumProp" in supers:
        return _enum_prop(r, rec, ctx)
    if "ConstantProp" in supers:
        return None, "ConstantProp is not in odsgen's property library"
    expr = from_storage(rec.get("storageType") or "", (rec.get("summary") or "").strip())
    return (expr, "") if expr else (None, f"{last} ({rec.get('storageType')}) is not in odsgen's property library")


def _enum_prop(r: Records, rec: dict, ctx: PropContext) -> tuple[str | None, str]:
    """EnumProp<E> / NamedEnumProp<E, "mnemonic"> (EnumPropWithAttrForm's attribute form
    only matters to C++ readers of old IR); a default of its own becomes DefaultValuedProp."""
    enum_def = r.ref(rec.get("enum"))
    enum = ctx.enums.get(enum_def or "")
    if enum is None:
        return None, f"its enum '{enum_def}' was not imported"
    form = r.ref(rec.get("attrForm"))
    if form:
        ctx.notes.append(f"EnumPropWithAttrForm: its attribute form '{form}' (accepted in generic IR) is not imported")
    mnemonic = rec.get("mnemonic")
    named = "NamedEnumProp" in rec.get("!superclasses", []) or "NamedEnumPropWithAttrForm" in rec.get("!superclasses", [])
    expr = f"NamedEnumProp<{enum}, {_q(mnemonic)}>" if named and isinstance(mnemonic, str) and mnemonic else f"EnumProp<{enum}>"
    cpp = (rec.get("defaultValue") or "").strip()
    if not cpp:
        return expr, ""
    default = _enum_default(r, enum_def, cpp)
    if default is None:
        return None, f"default '{cpp}' is not a case of enum '{enum_def}'"
    return f"DefaultValuedProp<{expr}, {_q(default)}>", ""


def _enum_default(r: Records, prop_or_enum: str, cpp: str) -> str | None:
    """The integer value of `Ns::Enum::case` (the spelling of an enum default in ODS)."""
    rec = r.get(prop_or_enum) or {}
    enum_def = r.ref(rec.get("enum")) or prop_or_enum
    symbol = cpp.strip().rpartition("::")[2]
    for case in r.field(enum_def, "enumerants") or []:
        crec = r.get(r.ref(case)) or {}
        if crec.get("symbol") == symbol and isinstance(crec.get("value"), int):
            return str(crec["value"])
    return None


def _confined(r: Records, rec: dict, ctx: PropContext) -> tuple[str | None, str]:
    """ConfinedProp<P, pred, summary>: ODS keeps only And<[P's predicate, pred]> (or pred
    alone when P's is TruePred), so P's own predicate is dropped from the front."""
    from odsgen.tdimport.constraints import _pred_cpp

    base = r.ref(rec.get("baseProperty"))
    inner, why = property_expr(r, base, ctx) if base else (None, "no base property")
    if inner is None:
        return None, why
    pred = r.ref(rec.get("predicate"))
    base_pred = r.ref(r.field(base, "predicate"))
    children = [r.ref(c) for c in (r.field(pred, "children") or [])]
    if "And" in r.supers(pred) and children and children[0] == base_pred:
        parts = children[1:]
    else:
        parts = [pred]
    cpp = " && ".join(f"({_pred_cpp(r, p)})" for p in parts)
    python = translate_cpp(cpp)
    if python is None:
        if ctx.stub is None:
            return None, "its C++ predicate was not translated"
        python = f"hooks.{ctx.stub(cpp)}($_self)"
    summary = (rec.get("summary") or "").strip()
    return f"ConfinedProp<{inner}, {_q(python)}, {_q(summary)}>", ""
