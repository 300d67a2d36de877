"""ODS properties (mlir/IR/Properties.td) as odsgen's built-in property library.

The JSON dump flattens template arguments, so a property is rebuilt from what each record
keeps: a named library def (`I64Prop`), an IntProp's C storage type, DefaultValuedProp's
`baseProperty`, and for OptionalProp/ArrayProp (which keep no base record) the storage type
and summary ODS composed from their element (`std::optional<int64_t>`, "optional int64_t").
Anything else (EnumProp, custom Property<...>) is None: the caller records a gap.
"""

from __future__ import annotations

import ast
import re

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


def property_expr(r: Records, name: str) -> tuple[str | None, str]:
    """(odsgen expression, why not) for the property record `name`."""
    rec = r.get(name) or {}
    if not rec.get("!anonymous") and name in _NAMED:
        return _NAMED[name], ""
    supers = rec.get("!superclasses", [])
    last = supers[-1] if supers else name
    if last in ("DefaultValuedProp", "DefaultValuedProperty"):
        base = r.ref(rec.get("baseProperty"))
        inner, why = property_expr(r, base) if base else (None, "no base property")
        if inner is None:
            return None, why
        default = python_default(rec.get("defaultValue") or "", inner)
        if default is None:
            return None, f"default '{rec.get('defaultValue')}' is not a Python literal odsgen can take"
        return f"DefaultValuedProp<{inner}, {_q(default)}>", ""
    if last in ("ConfinedProp", "ConfinedProperty") or "EnumProp" in supers or "ConstantProp" in supers:
        return None, f"{'EnumProp' if 'EnumProp' in supers else last} is not in odsgen's property library"
    expr = from_storage(rec.get("storageType") or "", (rec.get("summary") or "").strip())
    return (expr, "") if expr else (None, f"{last} ({rec.get('storageType')}) is not in odsgen's property library")
