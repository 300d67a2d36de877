"""ODS constraints (type, attribute, region, successor) as odsgen constraint expressions.

In order of preference: a name of the shipped constraint library; a wrapper whose record
keeps its arguments (Variadic, OptionalAttr, DefaultValuedAttr, ConfinedAttr, AnyTypeOf,
Arg/Res, ...); a parameterised library constraint whose arguments the JSON flattened,
recovered from the source text at the record's location (`TensorOf<[F32]>`); a local
definition rebuilt from the predicate tree (known predicates, And/Or/Not, translated
C++); and last a local definition whose predicate calls a hook stub.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

import yaml

from odsgen.tdimport.hooks import HookSet, identifier
from odsgen.tdimport.predicates import translate_cpp
from odsgen.tdimport.records import Records
from odsgen.tdimport.report import Gaps


@lru_cache(maxsize=1)
def library() -> dict[str, tuple[str, int]]:
    """The shipped constraint library: name -> (kind, number of parameters)."""
    from odsgen.spec.reader import shipped_defs_dir

    data = yaml.safe_load((shipped_defs_dir() / "include" / "constraints.yaml").read_text("utf-8"))
    out = {}
    for entry in data.get("constraints", []):
        if isinstance(entry, dict) and "name" in entry:
            out[entry["name"]] = (entry.get("kind", "type"), len(entry.get("parameters", []) or []))
    for name in ("AnyTypeOf", "AnyAttrOf", "AllOf", "AllAttrOf", "Not", "ConfinedAttr", "TypeAttrOf"):
        out.setdefault(name, ("combinator", -1))
    return out


def kind_of(records: Records, name: str) -> str | None:
    supers = records.supers(name)
    if "TypeConstraint" in supers or "Type" in supers:
        return "type"
    if "AttrConstraint" in supers or "Attr" in supers:
        return "attr"
    if "RegionConstraint" in supers or "Region" in supers:
        return "region"
    if "SuccessorConstraint" in supers or "Successor" in supers:
        return "successor"
    if "PropConstraint" in supers or "Property" in supers:
        return "prop"
    return None


_TOKEN = re.compile(r'\s*(?:(?P<name>[A-Za-z_][\w]*)|(?P<int>-?\d+)|(?P<str>"(?:[^"\\]|\\.)*")|(?P<p>[<>\[\],]))')


class _Fail(Exception):
    pass


class ConstraintMapper:
    def __init__(self, records: Records, hooks: HookSet, gaps: Gaps, classes: dict[str, str], prefix: str) -> None:
        self.records = records
        self.hooks = hooks
        self.gaps = gaps
        self.classes = classes  # ODS def name of an imported attr/type def -> its class constraint name
        self.enums: dict[str, str] = {}  # ODS enum def name -> its YAML enum name (EnumProp)
        self.interfaces: Any = None  # the InterfaceMapper: interfaces used as constraints
        self.prefix = prefix
        self.locals: dict[str, dict[str, Any]] = {}  # emitted `constraints:` entries
        self._memo: dict[str, str] = {}
        self._owner: dict[str, str] | None = None
        self._counter = 0
        self.stubbed: set[str] = set()  # local constraints whose predicate is a stub
        self.foreign_modules: dict[str, str] = {}  # shipped dialect -> its alias in the YAML imports
        self.no_default: set[str] = set()  # attribute constraints odsgen found no constBuilder for
        self.dialect = ""
        self.forced_stub: set[str] = set()  # locals odsgen rejected: stubbed whatever their predicate

    # -- entry points --------------------------------------------------------------------

    def expr(self, name: str) -> str:
        """An odsgen expression for the constraint record `name` (always succeeds)."""
        if name in self._memo:
            return self._memo[name]
        self._memo[name] = self._placeholder(name)  # recursion guard
        result = self.direct(name)
        if result is None:
            result = self._local(name)
        self._memo[name] = result
        return result

    def direct(self, name: str, depth: int = 0) -> str | None:
        """A library name, a wrapper or a recovered parameterised constraint, else None."""
        if depth > 30:
            return None
        r = self.records
        rec = r.get(name)
        if rec is None:
            return None
        supers = rec["!superclasses"]
        if name in self.classes:
            return self.classes[name]
        if not rec.get("!anonymous") and name in library():
            return name
        foreign = self._foreign(name, rec)
        if foreign is not None:
            return foreign
        if not rec.get("!anonymous") and name in self.locals:
            return name
        try:
            if "Variadic" in supers and "baseType" in rec and "VariadicOfVariadic" not in supers:
                return f"Variadic<{self._sub(rec['baseType'])}>"
            if "VariadicOfVariadic" in supers and "baseType" in rec:
                seg = rec.get("segmentAttrName") or "operandSegments"
                return f"VariadicOfVariadic<{self._sub(rec['baseType'])}, {_quote(seg)}>"
            if "Optional" in supers and "baseType" in rec and "TypeConstraint" in supers:
                return f"Optional<{self._sub(rec['baseType'])}>"
            last = supers[-1] if supers else ""
            if last == "OptionalAttr" and r.ref(rec.get("baseAttr")):
                return f"OptionalAttr<{self._sub(rec['baseAttr'])}>"
            if last in ("DefaultValuedAttr", "DefaultValuedOptionalAttr") and r.ref(rec.get("baseAttr")):
                inner = self._sub(rec["baseAttr"])
                default = _python_default(rec.get("defaultValue"))
                if default is None:
                    self.gaps.add("default-value", f"attribute default '{rec.get('defaultValue')}'",
                                  f"C++ default of {inner} not translated; the attribute is optional instead",
                                  _loc(r, name))
                    return f"OptionalAttr<{inner}>"
                if inner in self.no_default:
                    self.gaps.add("default-value", f"attribute default '{rec.get('defaultValue')}'",
                                  f"{inner} has no constant builder in odsgen; the attribute is optional instead",
                                  _loc(r, name))
                    return f"OptionalAttr<{inner}>"
                return f"{last}<{inner}, {_quote(default)}>"
            if last == "ConfinedAttr" and r.ref(rec.get("baseAttr")):
                parts = [self._sub(c) for c in rec.get("attrConstraints", [])]
                return f"ConfinedAttr<{self._sub(rec['baseAttr'])}, [{', '.join(parts)}]>"
            combinator = next((c for c in ("AnyTypeOf", "AnyAttrOf") if c in supers), None)
            items = rec.get("allowedTypes", rec.get("allowedAttributes"))
            if combinator and isinstance(items, list):
                # AnyTypeOf and its subclasses (SPIRV_ScalarOrVectorOf<T>, ...) keep the list.
                parts = [self._sub(c) for c in items]
                return f"{combinator}<[{', '.join(parts)}], {_quote(rec.get('summary') or '')}>"
            if ("Arg" in supers or "Res" in supers) and r.ref(rec.get("constraint")):
                return self._sub(rec["constraint"])
            if rec.get("!anonymous"):
                return self._recover(name, rec)
        except _Fail:
            return None
        return None

    def _foreign(self, name: str, rec: dict[str, Any]) -> str | None:
        """An attribute or type def of another dialect that odsgen ships: a local constraint
        checking the shipped class (`arith.FastMathFlagsAttr` used by math)."""
        supers = rec["!superclasses"]
        if "AttrDef" not in supers and "TypeDef" not in supers:
            return None
        dialect = self.records.field(self.records.ref(rec.get("dialect")), "name")
        cls = rec.get("cppClassName")
        if not dialect or not cls or dialect == self.dialect:
            return None
        module = _shipped_module(dialect)
        if module is None or not hasattr(module, cls):
            return None
        alias = f"_d_{dialect}"
        self.foreign_modules[dialect] = alias
        local = identifier(name)
        entry: dict[str, Any] = {
            "name": local,
            "kind": "attr" if "AttrDef" in supers else "type",
            "summary": (rec.get("summary") or "").strip() or f"{dialect}.{cls}",
            "predicate": f"isinstance($_self, {alias}.{cls})",
        }
        enum = self.records.ref(rec.get("enum"))
        enum_cls = self.records.field(enum, "className") if enum else None
        if "AttrDef" in supers:
            entry["storage"] = f"{alias}.{cls}"
            if enum_cls and hasattr(module, enum_cls):
                entry["constBuilder"] = f"{alias}.{cls}.get($_ctxt, {alias}.{enum_cls}.$0)"
        self.locals[local] = entry
        return local

    def _sub(self, value: Any) -> str:
        """A nested constraint: wrappers that only make sense on an argument are dropped
        (`OptionalAttr<X>` inside ConfinedAttr or a list means X)."""
        target = self.records.ref(value)
        if target is None:
            raise _Fail()
        return unwrap(self.expr(target))

    # -- recovery from the source text ----------------------------------------------------

    def _recover(self, name: str, rec: dict[str, Any]) -> str | None:
        lib = library()
        cls = next((s for s in reversed(rec["!superclasses"]) if s in lib and lib[s][1] != 0), None)
        if cls is None:
            return None
        text = self.records.location_text(name)
        if not text:
            return None
        candidates = []
        for m in re.finditer(r"\b" + re.escape(cls) + r"\s*<", text):
            try:
                tree, _ = _parse(text, m.start())
                candidates.append(self._translate(tree))
            except (_Fail, IndexError):
                continue
        if not candidates:
            return None
        if len(candidates) > 1:
            summary = rec.get("summary") or ""
            candidates.sort(key=lambda c: -sum(1 for w in re.findall(r"\w+", c) if w.lower() in summary.lower()))
        return candidates[0]

    def _translate(self, tree: Any) -> str:
        kind = tree[0]
        if kind == "int":
            return str(tree[1])
        if kind == "str":
            return tree[1]
        if kind == "list":
            return "[" + ", ".join(self._translate(t) for t in tree[1]) + "]"
        _, name, args = tree
        if args is None:
            if self.records.get(name) is None:
                raise _Fail()  # a template parameter of an enclosing class
            return self.expr(name)
        lib = library()
        if name in lib and lib[name][1] in (-1, len(args)):
            return f"{name}<{', '.join(self._translate(a) for a in args)}>"
        raise _Fail()

    # -- local definitions ----------------------------------------------------------------

    def _placeholder(self, name: str) -> str:
        return self._local_name(name)

    def _local_name(self, name: str) -> str:
        if self.records.is_anonymous(name):
            return f"{self.prefix}_Anonymous{name.rsplit('_', 1)[-1]}"
        return identifier(name)

    def _local(self, name: str) -> str:
        r = self.records
        rec = r.get(name) or {}
        local = self._local_name(name)
        kind = kind_of(r, name) or "type"
        if kind == "prop":
            kind = "attr"
        summary = (rec.get("summary") or "").strip() or local
        entry: dict[str, Any] = {"name": local, "kind": kind, "summary": summary}
        built = None if local in self.forced_stub else self.pred(r.ref(rec.get("predicate")), kind, avoid=name)
        interface = None if local in self.forced_stub or self.interfaces is None else self.interfaces.class_of(name)
        if interface is not None and interface[1]:
            entry["predicate"] = f"isinstance($_self, {interface[0]})"
        elif built is not None and interface is None:
            entry["is"] = built
        else:
            stub = self.hooks.add(
                f"constraint_{local}", "predicate", f"constraint '{name}'", "predicate",
                _pred_cpp(r, r.ref(rec.get("predicate"))), _loc(r, name),
            )
            entry["predicate"] = f"hooks.{stub}($_self)"
            self.stubbed.add(local)
            if interface is not None:
                # Known implementers pass; any other value may implement it in C++ elsewhere.
                entry["predicate"] = f"isinstance($_self, {interface[0]}) or hooks.{stub}($_self)"
                self.gaps.add("predicate", f"constraint '{name}'", f"interface {interface[0]}: only this import's implementers are known; other values reach stub {stub}", _loc(r, name))
            else:
                self.gaps.add("predicate", f"constraint '{name}'", f"C++ predicate not translated ({summary})", _loc(r, name))
        if kind == "attr":
            storage = _storage(rec.get("storageType"))
            if storage:
                entry["storage"] = storage
        call = (rec.get("builderCall") or "").strip() if kind == "type" else ""
        if call:
            # ODS builds the type where a format leaves it out: translated, or a stub.
            built_type = _type_builder(call)
            if built_type is None:
                stub = self.hooks.add(f"build_type_{local}", "builder", f"constraint '{name}'", "builderCall", call, _loc(r, name))
                built_type = f"hooks.{stub}($_ctxt)"
            entry["builder"] = built_type
        self.locals[local] = entry
        return local

    def _owners(self) -> dict[str, str]:
        """Predicate record -> a constraint record that has it as its predicate (named first)."""
        if self._owner is None:
            owner: dict[str, str] = {}
            for cls in ("TypeConstraint", "AttrConstraint", "RegionConstraint", "SuccessorConstraint"):
                for n in self.records.instances(cls):
                    p = self.records.ref(self.records.field(n, "predicate"))
                    if p and (p not in owner or (self.records.is_anonymous(owner[p]) and not self.records.is_anonymous(n))):
                        if not self.records.is_anonymous(n) and n in library():
                            owner[p] = n
                        elif p not in owner:
                            owner[p] = n
            self._owner = owner
        return self._owner

    def pred(self, p: str | None, kind: str, avoid: str | None = None, depth: int = 0) -> str | None:
        """A constraint expression equivalent to predicate record `p`, or None."""
        r = self.records
        if p is None or depth > 20:
            return None
        owner = self._owners().get(p)
        if owner is not None and owner != avoid:
            d = self.direct(owner)
            if d is not None:
                return d
        rec = r.get(p)
        if rec is None:
            return None
        supers = rec["!superclasses"]
        if "CombinedPred" in supers and r.ref(rec.get("kind")) == "PredCombinerConcat":
            return self._element_of(rec, kind, depth)
        if "CombinedPred" in supers:
            how = r.ref(rec.get("kind"))
            children = [r.ref(c) for c in rec.get("children", [])]
            parts = [self.pred(c, kind, None, depth + 1) for c in children]
            if any(x is None for x in parts) or not parts:
                return None
            if how == "PredCombinerAnd":
                return "AllOf<[" + ", ".join(parts) + "]>" if len(parts) > 1 else parts[0]  # type: ignore[return-value]
            if how == "PredCombinerOr":
                return "AnyTypeOf<[" + ", ".join(parts) + "]>" if len(parts) > 1 else parts[0]  # type: ignore[return-value]
            if how == "PredCombinerNot" and len(parts) == 1:
                return f"Not<{parts[0]}>"
            return None
        if "CPred" in supers:
            py = self._class_check(rec.get("predExpr") or "")
            if py is not None:
                return py
            py = translate_cpp(rec.get("predExpr") or "")
            if py is None:
                return None
            self._counter += 1
            local = f"{self.prefix}_Pred{p.rsplit('_', 1)[-1] if r.is_anonymous(p) else identifier(p)}"
            if local in self.forced_stub:
                return None
            if local not in self.locals:
                self.locals[local] = {"name": local, "kind": kind, "summary": local, "predicate": py}
            return local
        return None

    def _element_of(self, rec: dict[str, Any], kind: str, depth: int) -> str | None:
        """`[](Type elementType) { return P; }(cast<ShapedType>($_self).getElementType())`,
        P being SubstLeaves<$_self -> elementType> of a predicate: an element-type check."""
        r = self.records
        children = [r.ref(c) for c in rec.get("children", [])]
        if rec.get("prefix") != _ELEMENT_PREFIX or rec.get("suffix") != _ELEMENT_SUFFIX or len(children) != 1:
            return None
        subst = r.get(children[0]) or {}
        inner = [r.ref(c) for c in subst.get("children", [])]
        if subst.get("pattern") != "$_self" or subst.get("replacement") != "elementType" or len(inner) != 1:
            return None
        element = self.pred(inner[0], "type", None, depth + 1)
        if element is None:
            return None
        helper = f"{self.prefix}_ElementOf"
        self.locals.setdefault(helper, _element_of_entry(helper))
        return f"{helper}<[{element}]>"

    def _class_check(self, cpp: str) -> str | None:
        """`::llvm::isa<ns::Class>($_self)` for a class this import defines: its name."""
        m = re.fullmatch(r"\(?\s*::llvm::isa<(?:::)?(?:\w+::)*(\w+)>\(\$_self\)\s*\)?", " ".join(cpp.split()))
        if m is None:
            return None
        return next((c for c in self.classes.values() if c == m.group(1)), None)


_WRAPPERS = ("OptionalAttr<", "DefaultValuedAttr<", "DefaultValuedOptionalAttr<", "Optional<", "Variadic<")


def unwrap(expr: str) -> str:
    """`X` for `OptionalAttr<X>`, `DefaultValuedAttr<X, "d">`, ... (else `expr`)."""
    for wrapper in _WRAPPERS:
        if expr.startswith(wrapper) and expr.endswith(">"):
            try:
                tree, end = _parse(expr, len(wrapper))
            except (_Fail, IndexError):
                return expr
            return expr[len(wrapper):end].strip()
    return expr


_ELEMENT_PREFIX = "[](::mlir::Type elementType) { return "
_ELEMENT_SUFFIX = "; }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())"


def _element_of_entry(name: str) -> dict[str, Any]:
    """A local constraint for ODS's element-type check of shaped containers (the Concat of
    ShapedContainerType): `$_self` is shaped and its element type satisfies `allowed`."""
    return {
        "name": name,
        "kind": "type",
        "parameters": ["allowed"],
        "summary": "$allowed",
        "predicate": "isinstance($_self, builtin.ShapedType) and $allowed($_self.element_type)",
    }


def _parse(text: str, pos: int) -> tuple[Any, int]:
    """A TableGen value at `pos`: name<args>, name, integer, string or list."""
    m = _TOKEN.match(text, pos)
    if m is None:
        raise _Fail()
    if m.group("int") is not None:
        return ("int", int(m.group("int"))), m.end()
    if m.group("str") is not None:
        return ("str", m.group("str")), m.end()
    if m.group("p") == "[":
        items, pos = [], m.end()
        m2 = _TOKEN.match(text, pos)
        if m2 and m2.group("p") == "]":
            return ("list", items), m2.end()
        while True:
            item, pos = _parse(text, pos)
            items.append(item)
            m2 = _TOKEN.match(text, pos)
            if m2 is None:
                raise _Fail()
            pos = m2.end()
            if m2.group("p") == "]":
                return ("list", items), pos
            if m2.group("p") != ",":
                raise _Fail()
    if m.group("name") is None:
        raise _Fail()
    name, pos = m.group("name"), m.end()
    m2 = _TOKEN.match(text, pos)
    if m2 is None or m2.group("p") != "<":
        if text[pos:pos + 1] == ".":
            raise _Fail()  # a field access (X.predicate)
        return ("name", name, None), pos
    args, pos = [], m2.end()
    while True:
        arg, pos = _parse(text, pos)
        args.append(arg)
        m3 = _TOKEN.match(text, pos)
        if m3 is None:
            raise _Fail()
        pos = m3.end()
        if m3.group("p") == ">":
            return ("name", name, args), pos
        if m3.group("p") != ",":
            raise _Fail()


@lru_cache(maxsize=None)
def _shipped_module(dialect: str) -> Any:
    """The generated module of a dialect odsgen ships (odsgen.dialects.NAME), or None."""
    import importlib

    try:
        from odsgen.dialects import DIALECT_MODULES
    except ImportError:
        return None
    if dialect not in DIALECT_MODULES:
        return None
    try:
        return importlib.import_module(f"odsgen.dialects.{dialect}")
    except Exception:  # noqa: BLE001 - a shipped module that does not import is not used
        return None


_TYPE_BUILDERS = {
    r"\$_builder\.getIndexType\(\)": "builtin.IndexType.get($_ctxt)",
    r"\$_builder\.getI(\d+)Type\(\)": "builtin.IntegerType.get($_ctxt, \\1)",
    r"\$_builder\.getIntegerType\((\d+)\)": "builtin.IntegerType.get($_ctxt, \\1)",
    r"\$_builder\.getF16Type\(\)": "builtin.Float16Type.get($_ctxt)",
    r"\$_builder\.getF32Type\(\)": "builtin.Float32Type.get($_ctxt)",
    r"\$_builder\.getF64Type\(\)": "builtin.Float64Type.get($_ctxt)",
    r"\$_builder\.getNoneType\(\)": "builtin.NoneType.get($_ctxt)",
}


def _type_builder(call: str) -> str | None:
    text = " ".join(call.split())
    for pattern, python in _TYPE_BUILDERS.items():
        m = re.fullmatch(pattern, text)
        if m:
            return m.expand(python)
    return None


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _python_default(cpp: Any) -> str | None:
    """The Python literal (or enum case) of a C++ default value, or None."""
    if not isinstance(cpp, str):
        return None
    text = cpp.strip()
    if re.fullmatch(r"-?\d+", text):
        return text
    if re.fullmatch(r"-?\d+\.\d*(e-?\d+)?f?", text):
        return text.rstrip("f")
    if text in ("true", "false"):
        return text.capitalize()
    if re.fullmatch(r'"(?:[^"\\]|\\.)*"', text):
        return text
    m = re.fullmatch(r"(?:::)?(?:\w+::)*\w+::(\w+)", text)
    if m:
        return m.group(1)  # an enum case
    return None


def _storage(cpp: Any) -> str | None:
    if not isinstance(cpp, str):
        return None
    name = cpp.strip().split("::")[-1]
    from odsgen.tdimport.predicates import _builtin_classes

    return f"builtin.{name}" if name in _builtin_classes() else None


def _pred_cpp(r: Records, p: str | None, depth: int = 0) -> str:
    """The C++ of a predicate tree, for the stub's comment."""
    rec = r.get(p)
    if rec is None or depth > 12:
        return ""
    if "CPred" in rec["!superclasses"]:
        return rec.get("predExpr") or ""
    kind = (r.ref(rec.get("kind")) or "").removeprefix("PredCombiner")
    children = [_pred_cpp(r, r.ref(c), depth + 1) for c in rec.get("children", [])]
    return f"{kind}(" + ", ".join(children) + ")"


def _loc(r: Records, name: str) -> str:
    where = r.location(name)
    return f"{where[0]}:{where[1]}" if where else ""
