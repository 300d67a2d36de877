"""Writing MLIR text: the AsmPrinter core and the public entry points.

`print_operation` produces what `mlir-opt` 22 prints for a top-level operation (minus
the final newline mlir-opt adds): the aliases that cannot be deferred, the operation,
the deferred (location) aliases, and the `{-# dialect_resources: ... #-}` section with
the resources the printed `dense_resource<...>` attributes reference.

`AsmPrinter` is the object custom operation printers and the builtin type/attribute
printers (`type_printer.print_builtin_type`, `attr_printer.print_builtin_attribute`)
write through. Output is collected in a list of strings joined once; the text of each
(uniqued) type and attribute is cached per printer.

Locations (`loc(...)`, and the `--mlir-pretty-debuginfo` form), DistinctAttr
(`distinct[N]<...>`, numbered per printer in printing order) and the resource handles of
DenseResourceElementsAttr are handled here; the other builtin syntax is delegated.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from odsgen.ir.op_printer import (
    OpPrinterMixin,
    SSANameState,
    find_context,
    sorted_attr_items,
)
from odsgen.ir.operation import Operation


@dataclass
class PrintOptions:
    """OpPrintingFlags."""

    generic: bool = False
    debuginfo: bool = False
    pretty_debuginfo: bool = False
    local_scope: bool = False
    # Elide ElementsAttrs with more elements than this (`dense_resource<__elided__>`).
    elide_elements_limit: int | None = None


# -- strings -------------------------------------------------------------------------------

_PLAIN = re.compile(r"[\x20\x21\x23-\x5b\x5d-\x7e]*\Z")
_BARE = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*\Z")


def escape(text: str) -> str:
    """llvm::printEscapedString: `\\\\` for a backslash, printable ASCII except `"` as is,
    every other byte (of the UTF-8 encoding; raw bytes are kept as lone surrogates) as
    `\\XX`."""
    if _PLAIN.match(text):
        return text
    out = []
    for byte in text.encode("utf-8", "surrogateescape"):
        if byte == 0x5C:
            out.append("\\\\")
        elif 0x20 <= byte <= 0x7E and byte != 0x22:
            out.append(chr(byte))
        else:
            out.append(f"\\{byte:02X}")
    return "".join(out)


def quoted(text: str) -> str:
    return '"' + escape(text) + '"'


_keywords: dict[str, str] = {}


def keyword_or_string(text: str) -> str:
    """A bare identifier (`[a-zA-Z_][a-zA-Z0-9_$.]*`) as is, anything else quoted."""
    printed = _keywords.get(text)
    if printed is None:
        printed = text if _BARE.match(text) else '"' + escape(text) + '"'
        if len(_keywords) < 65536:
            _keywords[text] = printed
    return printed


def symbol_name(text: str) -> str:
    if not text:
        return "@<<INVALID EMPTY SYMBOL>>"
    return "@" + keyword_or_string(text)


def _simple_dialect_symbol(text: str) -> bool:
    """isDialectSymbolSimpleEnoughForPrettyForm: `identifier (<...>)?`."""
    if not text or not (text[0].isascii() and text[0].isalpha()):
        return False
    i = 0
    n = len(text)
    while i < n and (text[i].isascii() and (text[i].isalnum() or text[i] in "._")):
        i += 1
    if i == n:
        return True
    return text[i] == "<" and text[-1] == ">"


def dialect_symbol(prefix: str, dialect: str, text: str) -> str:
    if _simple_dialect_symbol(text):
        return f"{prefix}{dialect}.{text}"
    return f"{prefix}{dialect}<{text}>"


def dictionary_items(attr: Any) -> dict[str, Any]:
    """(name -> attribute) of a DictionaryAttr, a dict, or None (empty)."""
    if attr is None:
        return {}
    if isinstance(attr, dict):
        return attr
    value = getattr(attr, "value", None)
    if isinstance(value, tuple):
        return dict(value)
    raise TypeError(f"expected a DictionaryAttr, got {attr!r}")


# -- builtin syntax printers (other modules) ------------------------------------------------

_type_printer: Callable[[Any, Any], bool] | None = None
_attr_printer: Callable[[Any, Any, Any], bool] | None = None


def set_builtin_printers(
    type_printer: Callable[[Any, Any], bool] | None,
    attr_printer: Callable[[Any, Any, Any], bool] | None,
) -> tuple[Any, Any]:
    """Override the builtin type/attribute syntax printers (tests); returns the old."""
    global _type_printer, _attr_printer
    old = (_type_printer, _attr_printer)
    _type_printer, _attr_printer = type_printer, attr_printer
    return old


def _builtin_type_printer() -> Callable[[Any, Any], bool]:
    global _type_printer
    if _type_printer is None:
        from odsgen.ir.type_printer import print_builtin_type

        _type_printer = print_builtin_type
    return _type_printer


def _builtin_attr_printer() -> Callable[[Any, Any, Any], bool]:
    global _attr_printer
    if _attr_printer is None:
        from odsgen.ir.attr_printer import print_builtin_attribute

        _attr_printer = print_builtin_attribute
    return _attr_printer


class _Builtin:
    """Builtin classes the printer distinguishes, resolved on first use."""

    def __init__(self) -> None:
        from odsgen.dialects import builtin as b

        self.b = b
        self.location = b.LocationAttr
        self.distinct = b.DistinctAttr
        self.unit = b.UnitAttr
        self.resource = b.DenseResourceElementsAttr
        self.unknown = b.UnknownLoc
        self.file = b.FileLineColRange
        self.name = b.NameLoc
        self.callsite = b.CallSiteLoc
        self.fused = b.FusedLoc
        self.opaque = b.OpaqueLoc


_kinds: _Builtin | None = None


def _b() -> _Builtin:
    global _kinds
    if _kinds is None:
        _kinds = _Builtin()
    return _kinds


# -- the printer ----------------------------------------------------------------------------


class AsmPrinter(OpPrinterMixin):
    """The printer state of one printing (MLIR's AsmPrinter::Impl + OperationPrinter)."""

    def __init__(
        self,
        context: Any = None,
        options: PrintOptions | None = None,
        aliases: Any = None,
        names: SSANameState | None = None,
    ) -> None:
        self.options = options or PrintOptions()
        self._context = context
        self._out: list[str] = []
        self._alias_names: dict[Any, str] = aliases.names if aliases is not None else {}
        self._aliases = aliases
        self._names = names if names is not None else SSANameState(None, self.options.generic)
        self._indent = 0
        self._dialects = ["builtin"]
        self._type_cache: dict[Any, str] = {}
        self._attr_cache: dict[Any, str] = {}
        self._distinct_ids: dict[Any, int] = {}
        # dialect name -> referenced resource keys (insertion ordered)
        self._resources: dict[str, dict[str, None]] = {}
        self._unknown_loc = None

    # output ------------------------------------------------------------------------------

    def write(self, text: str) -> None:
        self._out.append(text)

    def text(self) -> str:
        return "".join(self._out)

    def _capture(self, fn: Callable[..., Any], *args: Any) -> str:
        saved = self._out
        self._out = buffer = []
        try:
            fn(*args)
        finally:
            self._out = saved
        return "".join(buffer)

    # types -------------------------------------------------------------------------------

    def print_type(self, t: Any) -> None:
        text = self._type_cache.get(t)
        if text is None:
            text = self._type_text_uncached(t)
        self._out.append(text)

    def type_text(self, t: Any) -> str:
        """The type as printed here (an alias where it has one); cached."""
        text = self._type_cache.get(t)
        if text is None:
            text = self._type_text_uncached(t)
        return text

    def _type_text_uncached(self, t: Any) -> str:
        if t is None:
            return "<<NULL TYPE>>"
        text = self._alias_names.get(t)
        if text is None:
            text = self._capture(self._print_type_impl, t)
        self._type_cache[t] = text
        return text

    def print_type_impl(self, t: Any) -> None:
        """The type's own syntax, never its alias (nested elements may use aliases)."""
        self._print_type_impl(t)

    def _print_type_impl(self, t: Any) -> None:
        if t._ods_dialect == "builtin":
            if _builtin_type_printer()(self, t):
                return
            raise ValueError(f"no printer for builtin type {t!r}")
        self._print_dialect_symbol("!", t)

    def _print_dialect_symbol(self, prefix: str, obj: Any) -> None:
        hook = getattr(obj, "_ods_print", None)
        if hook is not None:
            body = self._capture(hook, self)
        else:
            body = obj._ods_mnemonic or type(obj).__name__
        self._out.append(dialect_symbol(prefix, obj._ods_dialect, body))

    # attributes --------------------------------------------------------------------------

    def print_attribute(self, a: Any, elide_type: Any = False) -> None:
        """The attribute or its alias. `elide_type`: False prints the type of a typed
        attribute, True never prints it, "may" lets the builtin printer elide default
        types (i64 integers, f64 floats) as in arrays."""
        if elide_type is False:
            text = self._attr_cache.get(a)
            if text is None:
                text = self._attribute_text_uncached(a, False, a)
        else:
            key = (a, elide_type)
            text = self._attr_cache.get(key)
            if text is None:
                text = self._attribute_text_uncached(a, elide_type, key)
        self._out.append(text)

    def print_stripped_type(self, t: Any) -> None:
        """A nested type as a format parameter prints it (printStrippedAttrOrType): just
        the parameters of a dialect type with a syntax of its own, else in full."""
        self._print_stripped(t, self.print_type)

    def print_stripped_attribute(self, a: Any) -> None:
        self._print_stripped(a, self.print_attribute)

    def _print_stripped(self, obj: Any, full: Any) -> None:
        body = getattr(obj, "print", None)
        if obj._ods_dialect == "builtin" or body is None:
            full(obj)
            return
        if self.print_alias(obj):
            return
        text = self._capture(body, self)
        if text:
            self._out.append(text)
        else:
            full(obj)  # nothing written (no parameters): the full form, as upstream falls back

    def print_attribute_without_type(self, a: Any) -> None:
        self.print_attribute(a, True)

    def attribute_text(self, a: Any, elide_type: Any = False) -> str:
        saved = self._out
        self._out = buffer = []
        try:
            self.print_attribute(a, elide_type)
        finally:
            self._out = saved
        return buffer[0] if len(buffer) == 1 else "".join(buffer)

    def _attribute_text_uncached(self, a: Any, elide_type: Any, key: Any) -> str:
        if a is None:
            return "<<NULL ATTRIBUTE>>"
        text = self._alias_names.get(a)
        if text is None:
            text = self._capture(self._print_attribute_impl, a, elide_type)
        self._attr_cache[key] = text
        return text

    def print_attribute_impl(self, a: Any, elide_type: Any = False) -> None:
        """The attribute's own syntax, never its alias (nested elements may use them)."""
        self._print_attribute_impl(a, elide_type)

    def _print_attribute_impl(self, a: Any, elide_type: Any) -> None:
        if a._ods_dialect != "builtin":
            self._print_dialect_symbol("#", a)
            return
        k = _b()
        if isinstance(a, k.location):
            self.print_location(a, False)
            return
        if isinstance(a, k.distinct):
            self._out.append(f"distinct[{self.distinct_id(a)}]<")
            referenced = a.referenced_attr
            if not isinstance(referenced, k.unit):
                self.print_attribute(referenced)
            self._out.append(">")
            return
        if isinstance(a, k.resource):
            self._note_resource("builtin", a.raw_handle)
        if _builtin_attr_printer()(self, a, elide_type):
            return
        raise ValueError(f"no printer for builtin attribute {a!r}")

    def distinct_id(self, attr: Any) -> int:
        """The number of a DistinctAttr in this printing (`distinct[N]`)."""
        ids = self._distinct_ids
        number = ids.get(attr)
        if number is None:
            number = ids[attr] = len(ids)
        return number

    def print_alias(self, obj: Any) -> bool:
        """Print the alias of an attribute or type if it has one; False otherwise."""
        text = self._alias_names.get(obj)
        if text is None:
            return False
        self._out.append(text)
        return True

    def print_float(self, value: Any) -> None:
        """printFloatValue of an APFloat (OpAsmPrinter::printFloat)."""
        from odsgen.ir.numeric import format_float

        self._out.append(format_float(value)[0])

    # strings -----------------------------------------------------------------------------

    def print_string(self, s: str) -> None:
        self._out.append('"' + escape(s) + '"')

    def print_keyword_or_string(self, s: str) -> None:
        self._out.append(keyword_or_string(s))

    def print_symbol_name(self, s: str) -> None:
        self._out.append(symbol_name(s))

    def _quoted(self, text: str) -> str:
        return '"' + escape(text) + '"'

    # resources ---------------------------------------------------------------------------

    def print_resource_handle(self, key: str, dialect: str = "builtin") -> None:
        """A dialect resource reference (printed as its key), recorded for the file
        metadata section."""
        self._note_resource(dialect, key)
        self._out.append(key)

    def _note_resource(self, dialect: str, key: str) -> None:
        keys = self._resources.get(dialect)
        if keys is None:
            keys = self._resources[dialect] = {}
        keys[key] = None

    # attribute dictionaries ----------------------------------------------------------------

    dictionary_items = staticmethod(dictionary_items)

    def print_optional_attr_dict(
        self, attrs: Any, elided: Iterable[str] = (), with_keyword: bool = False
    ) -> None:
        """` {a = 1 : i64, unit_attr}` (sorted by name) or nothing when empty;
        ` attributes {...}` with the keyword."""
        items = sorted_attr_items(attrs)
        if not items:
            return
        if elided:
            elided = set(elided)
            items = [item for item in items if item[0] not in elided]
            if not items:
                return
        unit = _b().unit
        cache = self._attr_cache
        parts = []
        for name, attr in items:
            key = _keywords.get(name) or keyword_or_string(name)
            if isinstance(attr, unit):
                parts.append(key)
            else:
                text = cache.get(attr)
                if text is None:
                    text = self._attribute_text_uncached(attr, False, attr)
                parts.append(key + " = " + text)
        self._out.append((" attributes {" if with_keyword else " {") + ", ".join(parts) + "}")

    def print_named_attribute(self, name: str, attr: Any) -> None:
        self._out.append(keyword_or_string(name))
        if not isinstance(attr, _b().unit):
            self._out.append(" = ")
            self.print_attribute(attr)

    # locations ---------------------------------------------------------------------------

    def _loc(self, loc: Any) -> Any:
        if loc is not None:
            return loc
        if self._unknown_loc is None:
            context = self._context
            if context is None:
                return None
            self._unknown_loc = _b().unknown.get(context)
        return self._unknown_loc

    def print_location(self, loc: Any, allow_alias: bool = True) -> None:
        """printLocation: `loc(...)` (or `loc(#alias)` when allowed), or the pretty form
        with --mlir-pretty-debuginfo."""
        out = self._out
        if loc is None:
            out.append("[unknown]" if self.options.pretty_debuginfo else "loc(unknown)")
            return
        if self.options.pretty_debuginfo:
            self._print_location_internal(loc, True, True)
            return
        out.append("loc(")
        alias = self._alias_names.get(loc) if allow_alias else None
        if alias is not None:
            out.append(alias)
        else:
            self._print_location_internal(loc, False, True)
        out.append(")")

    def print_trailing_location(self, loc: Any, allow_alias: bool = True) -> None:
        if self.options.debuginfo:
            self._out.append(" ")
            self.print_location(self._loc(loc), allow_alias)

    def _print_location_internal(self, loc: Any, pretty: bool, top: bool) -> None:
        out = self._out
        if not top:
            alias = self._alias_names.get(loc)
            if alias is not None:
                out.append(alias)
                return
        k = _b()
        if isinstance(loc, k.file):
            name = loc.filename.value
            out.append(name if pretty else '"' + escape(name) + '"')
            lc = loc.line_cols
            line = lc[0] if lc else 0
            col = lc[1] if len(lc) > 1 else 0
            end_col = lc[2] if len(lc) > 2 else col
            end_line = lc[3] if len(lc) > 3 else line
            if end_col == col and end_line == line:
                out.append(f":{line}:{col}")
            elif end_line == line:
                out.append(f":{line}:{col} to :{end_col}")
            else:
                out.append(f":{line}:{col} to {end_line}:{end_col}")
        elif isinstance(loc, k.name):
            out.append('"' + escape(loc.name.value) + '"')
            child = loc.child_loc
            if not isinstance(child, k.unknown):
                out.append("(")
                self._print_location_internal(child, pretty, False)
                out.append(")")
        elif isinstance(loc, k.unknown):
            out.append("[unknown]" if pretty else "unknown")
        elif isinstance(loc, k.callsite):
            caller = loc.caller
            callee = loc.callee
            if not pretty:
                out.append("callsite(")
            self._print_location_internal(callee, pretty, False)
            if pretty:
                if isinstance(callee, k.name) and _is_file_line_col(caller, k):
                    out.append(" at ")
                else:
                    out.append("\n at ")
            else:
                out.append(" at ")
            self._print_location_internal(caller, pretty, False)
            if not pretty:
                out.append(")")
        elif isinstance(loc, k.fused):
            if not pretty:
                out.append("fused")
            if loc.metadata is not None:
                out.append("<")
                self.print_attribute(loc.metadata)
                out.append(">")
            out.append("[")
            for i, inner in enumerate(loc.locations):
                if i:
                    out.append(", ")
                self._print_location_internal(inner, pretty, False)
            out.append("]")
        elif isinstance(loc, k.opaque):
            self._print_location_internal(loc.fallback_location, pretty, False)
        else:
            # A location defined by another dialect.
            self._print_dialect_symbol("#", loc)

    # top level ---------------------------------------------------------------------------

    def print_top_level(self, op: Operation) -> None:
        """printTopLevelOperation: aliases, the op, deferred aliases, file metadata."""
        out = self._out
        definitions = self._aliases.definitions if self._aliases is not None else ()
        for obj, text, is_type, deferrable in definitions:
            if not deferrable:
                self._print_alias_definition(obj, text, is_type)
        self.print_full_op(op)
        out.append("\n")
        for obj, text, is_type, deferrable in definitions:
            if deferrable:
                self._print_alias_definition(obj, text, is_type)
        self._print_file_metadata()

    def _print_alias_definition(self, obj: Any, text: str, is_type: bool) -> None:
        out = self._out
        out.append(text)
        out.append(" = ")
        if is_type:
            self._print_type_impl(obj)
        else:
            self._print_attribute_impl(obj, False)
        out.append("\n")

    def _print_file_metadata(self) -> None:
        """printFileMetadataDictionary: the referenced dialect resources (blobs stored in
        `context.resources[(True, dialect)]`) and every external resource
        (`context.resources[(False, owner)]`), in a `{-# ... #-}` section."""
        context = self._context
        stored: dict[tuple[bool, str], dict[str, Any]] = getattr(context, "resources", None) or {}
        dialects = list(getattr(context, "dialects", None) or {})
        dialects += [d for d in self._resources if d not in dialects]
        dialect_entries = []
        for dialect in dialects:
            keys = self._resources.get(dialect)
            values = stored.get((True, dialect))
            if keys and values:
                entries = [(k, _resource_value(values[k], True)) for k in keys if k in values]
                dialect_entries.append((dialect, entries))
        external_entries = [
            (owner, [(k, _resource_value(v, False)) for k, v in values.items()])
            for (is_dialect, owner), values in stored.items()
            if not is_dialect
        ]
        sections = []
        for kind, providers in (("dialect", dialect_entries), ("external", external_entries)):
            blocks = [
                f"    {owner}: {{\n"
                + ",\n".join(f"      {key}: {value}" for key, value in entries)
                + "\n    }"
                for owner, entries in providers
                if entries
            ]
            if blocks:
                sections.append(f"  {kind}_resources: {{\n" + ",\n".join(blocks) + "\n  }")
        if sections:
            self._out.append("\n{-#\n" + ",\n".join(sections) + "\n#-}\n")


def _is_file_line_col(loc: Any, k: _Builtin) -> bool:
    return isinstance(loc, k.file) and len(loc.line_cols) == 2


_HEX = re.compile(r"0x[0-9a-fA-F]*\Z")


def _resource_value(value: Any, blob: bool) -> str:
    """A resource entry as printed: blobs as upper-case hex, bools, escaped strings."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (bytes, bytearray, memoryview)):
        return '"0x' + bytes(value).hex().upper() + '"'
    text = str(value)
    if _HEX.match(text) and (blob or text.startswith("0x")):
        return '"0x' + text[2:].upper() + '"'
    return '"' + escape(text) + '"'


# -- entry points ---------------------------------------------------------------------------


def print_operation(
    op: Operation,
    generic: bool = False,
    debuginfo: bool = False,
    pretty_debuginfo: bool = False,
    local_scope: bool = False,
    for_diagnostic: bool = False,
    context: Any = None,
) -> str:
    """The operation as mlir-opt prints it (without mlir-opt's final newline).

    A top-level operation printed without local scope gets aliases and the file
    metadata section; otherwise only the operation is printed (values are still
    numbered from the top-level operation unless `local_scope`). `for_diagnostic`
    prints as diagnostics do: local scope, large elements attributes elided.
    """
    options = PrintOptions(
        generic=generic,
        debuginfo=debuginfo or pretty_debuginfo,
        pretty_debuginfo=pretty_debuginfo,
        local_scope=local_scope or for_diagnostic,
        elide_elements_limit=16 if for_diagnostic else None,
    )
    if context is None:
        context = find_context(op)
    root = op
    if not options.local_scope:
        while root.parent is not None:
            parent = root.parent_op
            if parent is None:
                break
            root = parent
    names = SSANameState(root, options.generic)
    aliases = None
    if op.parent is None and not options.local_scope:
        from odsgen.ir.aliases import AliasState

        aliases = AliasState.build(op, options, context)
    printer = AsmPrinter(context, options, aliases, names)
    if aliases is not None:
        printer.print_top_level(op)
    else:
        printer.print_full_op(op)
    return "".join(printer._out)


def attribute_text(a: Any, elide_type: Any = False) -> str:
    """The attribute's canonical text (no aliases), as `Attribute::print` gives it."""
    context = getattr(a, "context", None)
    return AsmPrinter(context, PrintOptions(local_scope=True)).attribute_text(a, elide_type)


def type_text(t: Any) -> str:
    """The type's canonical text (no aliases), as `Type::print` gives it."""
    context = getattr(t, "context", None)
    return AsmPrinter(context, PrintOptions(local_scope=True)).type_text(t)


def str_of(obj: Any) -> str:
    """`str()` of an attribute or type (the hook for AttrOrType.__str__)."""
    from odsgen.ir.attributes import Type

    return type_text(obj) if isinstance(obj, Type) else attribute_text(obj)
