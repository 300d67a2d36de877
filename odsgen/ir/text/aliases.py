"""Attribute and type aliases (`#map = ...`, `!tuple = ...`, `#loc3 = loc(...)`).

Follows MLIR 22's AliasInitializer/AliasState (mlir/lib/IR/AsmPrinter.cpp):

- A dry run over the operation (`AliasCollector` of alias_collector.py, a printer that
  writes nothing) visits every attribute and type the real printer would print, in the
  same order: an operation's location (with debug info) before the rest of it; in the
  generic form its regions, then operand types, result types and attributes (sorted by
  name, as Operation::getAttrs gives them: a registered operation's inherent attributes
  with its discardable ones; an unregistered operation's properties are not visited);
  custom forms through the operation's own printer hook.
- Visiting an attribute or type records it (once, keyed by the uniqued object), asks for
  an alias name, then visits its sub-elements. Its alias depth is 1 + the deepest
  sub-element depth (1 for a leaf with an alias, 0 for a leaf without one).
- Aliases are sorted by (depth, types before attributes, name), stably in visit order,
  and numbered per name: `#map`, `#map1`, ...
- Only operation locations may be deferred (printed after the operation); everything
  visited from a non-deferrable place, and the aliased sub-elements of such an alias,
  is printed before it.

Alias names: an attribute or type implementing OpAsmAttrInterface/OpAsmTypeInterface
(`get_alias()`, e.g. AffineMapAttr -> `map`, IntegerSetAttr -> `set`), then the builtin
dialect's interface: every location -> `loc`, DistinctAttr not referencing unit ->
`distinct`, TupleType with more than 16 elements -> `tuple`.
"""

from __future__ import annotations

import functools
from typing import Any, Iterable

from odsgen.ir.core.attributes import Attribute, Type
from odsgen.ir.text.parser_core import nesting_limit
from odsgen.ir.text.silent_output import SilentOutput


# Value and alias names repeat (`c0_i32`, `cst`, `arg0`): each is sanitised once.
@functools.lru_cache(maxsize=4096)
def sanitize_identifier(name: str, allowed_punct: str = "$._-") -> str:
    """sanitizeIdentifier (MLIR 22): keep alphanumerics and `allowed_punct`, spaces become
    `_`, other bytes their hex value; a name starting with a digit or with such a byte
    gets a `_` prefix (a trailing digit is kept: `#test_alias0`, `!test_ui8`)."""

    def valid(ch: str) -> bool:
        return ch.isascii() and (ch.isalnum() or ch in allowed_punct)

    def copy() -> str:
        out = []
        for byte in name.encode("utf-8", "surrogateescape"):
            ch = chr(byte)
            if byte < 0x80 and (ch.isalnum() or ch in allowed_punct):
                out.append(ch)
            elif ch == " ":
                out.append("_")
            else:
                out.append(f"{byte:X}")
        return "".join(out)

    first = name[:1]
    if first and ((first.isdigit() and first.isascii()) or (not valid(first) and first != " ")):
        return "_" + copy()
    for ch in name:
        if not valid(ch):
            return copy()
    return name


def _builtin() -> Any:
    from odsgen.dialects import builtin

    return builtin


class _Info:
    """InProgressAliasInfo: one visited attribute or type."""

    __slots__ = ("obj", "alias", "depth", "is_type", "can_defer", "children")

    def __init__(self, obj: Any) -> None:
        self.obj = obj
        self.alias: str | None = None
        self.depth = 0
        self.is_type = False
        self.can_defer = False
        self.children: list[_Info] = []


class _Kinds:
    """The builtin classes the alias walk distinguishes, resolved once."""

    def __init__(self) -> None:
        b = _builtin()
        self.b = b
        self.no_children = (
            b.AffineMapAttr,
            b.DenseArrayAttr,
            b.FloatAttr,
            b.IntegerAttr,
            b.IntegerSetAttr,
            b.UnitAttr,
        )
        self.location = b.LocationAttr
        self.typed = b.TypedAttr
        self.none_type = b.NoneType


_kinds: _Kinds | None = None


def kinds() -> _Kinds:
    global _kinds
    if _kinds is None:
        _kinds = _Kinds()
    return _kinds


_class_info: dict[type, tuple[bool, bool, bool]] = {}


def class_info(cls: type) -> tuple[bool, bool, bool]:
    """(is a type, may have an alias, has no sub-elements to visit) of a class."""
    info = _class_info.get(cls)
    if info is None:
        from odsgen.ir.core.attributes import Type

        k = kinds()
        b = k.b
        is_type = issubclass(cls, Type)
        may_alias = (
            hasattr(cls, "get_alias")
            or issubclass(cls, (k.location, b.DistinctAttr, b.TupleType))
            or cls._ods_dialect != "builtin"
        )
        if cls._ods_dialect != "builtin":
            leaf = False
        elif is_type:
            leaf = issubclass(cls, (b.IntegerType, b.IndexType, b.NoneType, b.FloatType))
        else:
            leaf = issubclass(
                cls, k.no_children + (b.FileLineColRange, b.UnknownLoc, b.SymbolRefAttr)
            )
        info = _class_info[cls] = (is_type, may_alias, leaf)
    return info


_sanitized: dict[str, str] = {}


def alias_name(obj: Any, dialect_hooks: list[Any] | None = None) -> str | None:
    """The sanitized alias name of an attribute or type, or None; `dialect_hooks` are the
    loaded dialects' `getAlias` hooks (see dialect_alias_hooks)."""
    k = kinds()
    b = k.b
    name = None
    get_alias = getattr(obj, "get_alias", None)
    if get_alias is not None:
        try:
            name = get_alias()
        except NotImplementedError:
            name = None
    # The builtin dialect's OpAsmDialectInterface (overrides overridable aliases).
    if isinstance(obj, k.location):
        name = "loc"
    elif isinstance(obj, b.DistinctAttr):
        if not isinstance(obj.referenced_attr, b.UnitAttr):
            name = "distinct"
    elif isinstance(obj, b.TupleType):
        if len(obj.types) > 16:
            name = "tuple"
    # Then the other loaded dialects' OpAsmDialectInterface::getAlias (a dialect's
    # `getAlias` hook), in namespace order: a later alias overrides, a final one ends.
    for hook in dialect_hooks or ():
        found = hook(obj)
        if found is not None:
            name, final = found
            if final:
                break
    if not name:
        return None
    sanitized = _sanitized.get(name)
    if sanitized is None:
        sanitized = sanitize_identifier(name, "$_-")
        if len(_sanitized) < 4096:
            _sanitized[name] = sanitized
    return sanitized


_alias_hooks: dict[tuple[Any, ...], list[Any]] = {}


def dialect_alias_hooks(context: Any) -> list[Any]:
    """The `getAlias` hooks of the context's loaded dialects, by namespace (asked once per
    uniqued attribute or type; cached by the loaded dialect modules)."""
    dialects = getattr(context, "dialects", None)
    if not dialects:
        return []
    key = tuple(dialects.values())
    hooks = _alias_hooks.get(key)
    if hooks is None:
        from odsgen.ir.core.helpers import resolve_ref

        hooks = []
        for name in sorted(dialects):
            ref = getattr(dialects[name], "GET_ALIAS", None)
            if ref is not None:
                hooks.append(resolve_ref(ref))
        if len(_alias_hooks) > 64:
            _alias_hooks.clear()
        _alias_hooks[key] = hooks
    return hooks


class _NestedVisitor(SilentOutput):
    """DummyAliasDialectAsmPrinter: the printer API seen by a dialect attribute/type
    printer during the alias walk; records children and their maximum depth."""

    __slots__ = ("init", "can_defer", "children", "max_depth", "options")

    def __init__(self, init: AliasInitializer, can_defer: bool) -> None:
        self.init = init
        self.can_defer = can_defer
        self.children: list[_Info] = []
        self.max_depth = 0
        self.options = init.options

    def _record(self, info: _Info) -> None:
        self.children.append(info)
        if info.depth > self.max_depth:
            self.max_depth = info.depth

    def print_type(self, t: Any) -> None:
        if t is not None:
            self._record(self.init.visit(t, self.can_defer, False))

    def print_attribute(self, a: Any, elide_type: Any = False) -> None:
        if a is not None:
            self._record(self.init.visit(a, self.can_defer, elide_type is True))

    def print_attribute_without_type(self, a: Any) -> None:
        self.print_attribute(a, True)

    def print_alias(self, obj: Any) -> bool:
        if obj is not None:
            self._record(self.init.visit(obj, self.can_defer, False))
        return True

    # printStrippedAttrOrType first tries printAlias, which the dummy printer always
    # "succeeds" at after visiting: a stripped parameter is visited like a full one.
    def print_stripped_type(self, t: Any) -> None:
        self.print_alias(t)

    def print_stripped_attribute(self, a: Any) -> None:
        self.print_alias(a)


class AliasInitializer:
    """Collects visited attributes/types and their alias information."""

    def __init__(self, options: Any) -> None:
        self.options = options
        self.infos: dict[Any, _Info] = {}
        self.order: list[_Info] = []
        # Objects already visited from a non-deferrable place: visiting them again
        # changes nothing (callers may skip them).
        self.settled: set[Any] = set()
        # The loaded dialects' `getAlias` hooks (any attribute or type may get an alias
        # then), looked up on the first visit.
        self.dialect_hooks: list[Any] | None = None
        # Levels of sub-elements being visited: aliases can nest attributes deeper than
        # the parser's bound; past it RecursionError ("nesting too deep to print"), in
        # compiled code too (odsgen.accel, where recursion is not counted).
        self.depth = 0
        self.max_depth = nesting_limit()

    def visit(self, obj: Any, can_defer: bool = False, elide_type: bool = False) -> _Info:
        info = self.infos.get(obj)
        if info is not None:
            if not can_defer:
                if info.can_defer:
                    _mark_non_deferrable(info)
                self.settled.add(obj)
            return info
        if not can_defer:
            self.settled.add(obj)
        info = _Info(obj)
        self.infos[obj] = info
        self.order.append(info)
        # Every node keeps whether it may be deferred, aliased or not, so that a later
        # non-deferrable visit un-defers the aliases below it (markAliasNonDeferrable).
        info.can_defer = can_defer
        is_type, may_alias, leaf = class_info(type(obj))
        hooks = self.dialect_hooks
        if hooks is None:
            hooks = self.dialect_hooks = dialect_alias_hooks(getattr(obj, "context", None))
        if may_alias or hooks:
            name = alias_name(obj, hooks)
            if name is not None:
                info.alias = name
                info.depth = 1
                info.is_type = is_type
        if leaf:
            return info
        nested = _NestedVisitor(self, can_defer)
        depth = self.depth = self.depth + 1
        if depth > self.max_depth:
            raise RecursionError("nesting too deep")
        try:
            if is_type:
                _visit_type_elements(nested, obj)
            else:
                _visit_attr_elements(nested, obj, elide_type)
        finally:
            self.depth = depth - 1
        info.children = nested.children
        if nested.max_depth:
            info.depth = nested.max_depth + 1
        return info

    def aliases(self) -> list[tuple[Any, str, bool, bool]]:
        """(object, printed alias, is type, deferrable) in printing order."""
        ordered = sorted(
            (i for i in self.order if i.alias is not None),
            key=lambda i: (i.depth, not i.is_type, i.alias.encode("utf-8", "surrogateescape")),
        )
        counts: dict[str, int] = {}
        out = []
        for info in ordered:
            name = info.alias
            index = counts.get(name, 0)
            counts[name] = index + 1
            text = ("!" if info.is_type else "#") + name + (str(index) if index else "")
            out.append((info.obj, text, info.is_type, info.can_defer))
        return out


def _mark_non_deferrable(info: _Info) -> None:
    stack = [info]
    while stack:
        item = stack.pop()
        if not item.can_defer:
            continue
        item.can_defer = False
        stack.extend(item.children)


def _walk_params(nested: _NestedVisitor, values: Iterable[Any]) -> None:
    """walkImmediateSubElements: every attribute/type parameter, in order."""
    for value in values:
        if isinstance(value, Type):
            nested.print_type(value)
        elif isinstance(value, Attribute):
            nested.print_attribute(value)
        elif isinstance(value, (tuple, list)):
            _walk_params(nested, value)


def _visit_attr_elements(nested: _NestedVisitor, attr: Any, elide_type: bool) -> None:
    k = kinds()
    b = k.b
    if attr._ods_dialect != "builtin":
        hook = getattr(attr, "_ods_print", None)
        if hook is not None:
            hook(nested)
        else:
            _walk_params(nested, attr.parameters)
        # The type of a typed dialect attribute follows its syntax (see below).
        if not elide_type and isinstance(attr, k.typed):
            attr_type = attr.type
            if attr_type is not None and not isinstance(attr_type, k.none_type):
                nested.print_type(attr_type)
        return
    if isinstance(attr, k.no_children):
        return
    if isinstance(attr, b.DistinctAttr):
        nested.print_attribute(attr.referenced_attr)
    elif isinstance(attr, b.DictionaryAttr):
        for _, value in attr.value:
            nested.print_attribute(value)
    elif isinstance(attr, b.ArrayAttr):
        for value in attr.value:
            nested.print_attribute(value)
    elif isinstance(attr, b.TypeAttr):
        nested.print_type(attr.value)
    elif isinstance(attr, b.OpaqueLoc):
        nested.print_attribute(attr.fallback_location)
    elif isinstance(attr, b.NameLoc):
        if not isinstance(attr.child_loc, b.UnknownLoc):
            nested.print_attribute(attr.child_loc)
    elif isinstance(attr, b.CallSiteLoc):
        nested.print_attribute(attr.callee)
        nested.print_attribute(attr.caller)
    elif isinstance(attr, b.FusedLoc):
        if attr.metadata is not None:
            nested.print_attribute(attr.metadata)
        for loc in attr.locations:
            nested.print_attribute(loc)
    if not elide_type and isinstance(attr, k.typed):
        attr_type = attr.type
        if attr_type is not None and not isinstance(attr_type, k.none_type):
            nested.print_type(attr_type)


def _visit_type_elements(nested: _NestedVisitor, type_: Any) -> None:
    b = kinds().b
    if type_._ods_dialect != "builtin":
        hook = getattr(type_, "_ods_print", None)
        if hook is not None:
            hook(nested)
        else:
            _walk_params(nested, type_.parameters)
        return
    if isinstance(type_, b.MemRefType):
        nested.print_type(type_.element_type)
        layout = type_.layout
        if layout is not None and not (
            isinstance(layout, b.AffineMapAttr) and layout.value.is_identity()
        ):
            nested.print_attribute(layout)
        if type_.memory_space is not None:
            nested.print_attribute(type_.memory_space)
        return
    _walk_params(nested, type_.parameters)


class AliasState:
    """The aliases of one printing: object -> printed alias, and the definitions."""

    __slots__ = ("names", "definitions")

    def __init__(self, definitions: list[tuple[Any, str, bool, bool]]) -> None:
        self.definitions = definitions
        self.names: dict[Any, str] = {obj: text for obj, text, _, _ in definitions}

    @classmethod
    def build(cls, op: Any, options: Any, context: Any) -> AliasState:
        # Imported here: alias_collector imports this module (through op_printer).
        from odsgen.ir.text.alias_collector import AliasCollector, finds_no_alias

        if finds_no_alias(op, options, context):
            return cls([])
        init = AliasInitializer(options)
        AliasCollector(init, options, context).print_op(op)
        return cls(init.aliases())
