"""Writing MLIR text: the AsmPrinter core and the public entry points.

`print_operation` produces what `mlir-opt` 22 prints for a top-level operation (minus
the final newline mlir-opt adds): the aliases that cannot be deferred, the operation,
the deferred (location) aliases, and the `{-# dialect_resources: ... #-}` section with
the resources the printed `dense_resource<...>` attributes reference.

`AsmPrinter` is the object custom operation printers and the builtin type/attribute
printers (`type_printer.print_builtin_type`, `attr_printer.print_builtin_attribute`)
write through. Output is collected in a list of strings, handed on (to a stream, or to
the final join) about every FLUSH_SIZE characters, so that printing to a stream holds
little more than that however long the text (aliases expanded exponentially print
gigabytes). The text of each (uniqued) type and attribute is cached per printer; an
attribute printed at the top of the output whose text is longer than CACHE_LIMIT is
written straight to it and not cached, as mlir-opt prints it again each time.

DistinctAttr (`distinct[N]<...>`, numbered per printer in printing order) is handled
here; the other builtin syntax is delegated. AsmPrinter is assembled from mixins, one
per part of the syntax: operations, blocks and regions (op_printer.py), attribute
dictionaries (attr_dict_printer.py), locations (location_printer.py), resources
(resource_printer.py); SSA names come from ssa_names.py, aliases from aliases.py,
string spelling from asm_strings.py (its functions stay importable from here).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from odsgen.ir.core import seam
from odsgen.ir.core.attributes import Type
from odsgen.ir.core.helpers import find_context
from odsgen.ir.core.operation import Operation
from odsgen.ir.text.asm_strings import (
    KEYWORD_TEXT,
    dialect_symbol,
    escape,
    keyword_or_string,
    symbol_name,
)
from odsgen.ir.text.attr_dict_printer import AttrDictPrinter
from odsgen.ir.text.location_printer import LocationPrinter
from odsgen.ir.text.op_asm import OpAsmPrinterMixin
from odsgen.ir.text.resource_printer import ResourcePrinter
from odsgen.ir.text.ssa_names import SSANameState
from odsgen.ir.text.printer_core import FLUSH_SIZE, PrinterCore  # noqa: F401  # FLUSH_SIZE: see the docstring

CACHE_LIMIT = 1 << 16


@dataclass
class PrintOptions:
    """OpPrintingFlags."""

    generic: bool = False
    debuginfo: bool = False
    pretty_debuginfo: bool = False
    local_scope: bool = False
    # Elide ElementsAttrs with more elements than this (`dense_resource<__elided__>`).
    elide_elements_limit: int | None = None
    skip_regions: bool = False  # `{...}` in place of each region
    unique_ssa_ids: bool = False  # sibling regions do not reuse value numbers
    nameloc_as_prefix: bool = False  # values named after their NameLocs
    value_users: bool = False  # `// users: ...` comments
    # Resource values longer than this print as "__elided__" (external ones are dropped).
    elide_resource_strings: int | None = None


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
        from odsgen.ir.text.type_printer import print_builtin_type

        _type_printer = print_builtin_type
    return _type_printer


def _builtin_attr_printer() -> Callable[[Any, Any, Any], bool]:
    global _attr_printer
    if _attr_printer is None:
        from odsgen.ir.text.attr_printer import print_builtin_attribute

        _attr_printer = print_builtin_attribute
    return _attr_printer


class _Builtin:
    """Builtin classes the printer distinguishes, resolved on first use."""

    def __init__(self) -> None:
        from odsgen.dialects import builtin as b

        self.location = b.LocationAttr
        self.distinct = b.DistinctAttr
        self.unit = b.UnitAttr
        self.resource = b.DenseResourceElementsAttr
        self.typed = b.TypedAttr
        self.none_type = b.NoneType


_kinds: _Builtin | None = None


def _b() -> _Builtin:
    global _kinds
    if _kinds is None:
        _kinds = _Builtin()
    return _kinds


# -- the printer ----------------------------------------------------------------------------


class AsmPrinter(AttrDictPrinter, LocationPrinter, ResourcePrinter, OpAsmPrinterMixin):
    """The printer state of one printing (MLIR's AsmPrinter::Impl + OperationPrinter)."""

    __slots__ = ()  # no instance dictionary: a printer's fields are PrinterCore's

    def __init__(
        self,
        context: Any = None,
        options: PrintOptions | None = None,
        aliases: Any = None,
        names: SSANameState | None = None,
    ) -> None:
        self.options = options or PrintOptions()
        # Asked once per operation printed, as C fields: whether operations print in the
        # generic form, and whether anything follows each (its location, its users).
        self._generic = self.options.generic
        self._op_suffix = self.options.debuginfo or self.options.value_users
        self._context = context
        self._out: list[str] = []
        # The output proper (`_out` is another list while text is captured), where it goes
        # when flushed, how many of its pieces were counted in `_pending` characters, and
        # how many flushes there were.
        self._root_out = self._out
        self._sink: Callable[[str], Any] | None = None
        self._counted = 0
        self._pending = 0
        self._flushes = 0
        self._alias_names: dict[Any, str] = aliases.names if aliases is not None else {}
        self._aliases = aliases
        self._names = names if names is not None else SSANameState(None, self.options.generic)
        self._indent = 0
        self._dialects = ["builtin"]
        self._type_cache: dict[Any, str] = {}
        self._attr_cache: dict[Any, str] = {}
        self._quoted_names: dict[str, str] = {}  # op name -> `"name"`, for the generic form
        self._op_printers: dict[str, Any] = {}  # op name -> its custom printer, or None
        # (operand types, result types) -> `(...) -> ...`, for the generic form; and
        # the text of attribute dictionaries (print_optional_attr_dict)
        self._signatures: dict[tuple[tuple[Any, ...], tuple[Any, ...]], str] = {}
        self._attr_dicts: dict[tuple[Any, ...], str] = {}
        self._distinct_ids: dict[Any, int] = {}
        # dialect name -> referenced resource keys (insertion ordered)
        self._resources: dict[str, dict[str, None]] = {}
        self._unknown_loc = None

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
                if self._out is self._root_out and self._sink is not None:
                    self._print_attribute_at_root(a, False, a)
                    return
                text = self._attribute_text_uncached(a, False, a)
        else:
            key = (a, elide_type)
            text = self._attr_cache.get(key)
            if text is None:
                if self._out is self._root_out and self._sink is not None:
                    self._print_attribute_at_root(a, elide_type, key)
                    return
                text = self._attribute_text_uncached(a, elide_type, key)
        self._out.append(text)

    def _print_attribute_at_root(self, a: Any, elide_type: Any, key: Any) -> None:
        """An uncached attribute printed straight into the output: cached as one piece if
        it is short, else left as it was printed (and flushed)."""
        if a is None or a in self._alias_names:
            self._out.append(self._attribute_text_uncached(a, elide_type, key))
            return
        out = self._out
        mark = len(out)
        flushes = self._flushes
        self._print_attribute_impl(a, elide_type)
        if flushes == self._flushes and self._counted <= mark:
            if sum(map(len, out[mark:])) <= CACHE_LIMIT:
                text = "".join(out[mark:])
                del out[mark:]
                out.append(text)
                self._attr_cache[key] = text
                return
        self.flush_now()  # a long text: counted now, however few its pieces

    def print_stripped_type(self, t: Any) -> None:
        """A nested type as a format parameter prints it (printStrippedAttrOrType): just
        the parameters of a dialect type with a syntax of its own, else in full."""
        self._print_stripped(t, self.print_type)

    def print_stripped_attribute(self, a: Any) -> None:
        self._print_stripped(a, self.print_attribute)

    def _print_stripped(self, obj: Any, full: Any) -> None:
        # Only classes with a syntax of their own (an assembly format or a custom one)
        # have the `print` method printStrippedAttrOrType looks for; others print in full.
        if not getattr(obj, "_ods_custom_syntax", False):
            full(obj)
            return
        if self.print_alias(obj):
            return
        text = self._capture(obj.print, self)
        if text:
            self._out.append(text)
        else:
            full(obj)  # nothing written: the full form, as upstream falls back

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
            k = _b()
            # A typed dialect attribute (TypedAttrInterface) prints ` : type` after its
            # syntax, unless the type must be elided or is NoneType (printAttributeImpl).
            if elide_type is not True and elide_type != "must" and isinstance(a, k.typed):
                attr_type = a.type
                if attr_type is not None and not isinstance(attr_type, k.none_type):
                    self._out.append(" : ")
                    self.print_type(attr_type)
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
        """printFloatValue of an APFloat (OpAsmPrinter::printFloat); a Python float or
        int is a double, as `printer << double` prints it."""
        from odsgen.ir.numeric.apfloat import F64, APFloat
        from odsgen.ir.numeric.numeric import format_float

        if not isinstance(value, APFloat):
            value = APFloat.from_float(F64, float(value))
        self._out.append(format_float(value)[0])

    # strings -----------------------------------------------------------------------------

    def print_string(self, s: str) -> None:
        self._out.append('"' + escape(s) + '"')

    def print_keyword_or_string(self, s: str) -> None:
        self._out.append(keyword_or_string(s))

    def print_enum(self, value: Any) -> None:
        """An enum case as the operator<< ODS generates prints it: a bit enum's flags
        joined by its separator, any other case as a keyword or a quoted string."""
        text = value.string
        if getattr(type(value), "_ods_separator", None) is not None:
            self._out.append(text)
        else:
            self._out.append(keyword_or_string(text))

    def print_symbol_name(self, s: str) -> None:
        self._out.append(symbol_name(s))

    def _quoted(self, text: str) -> str:
        return '"' + escape(text) + '"'

    # top level ---------------------------------------------------------------------------

    def print_top_level(self, op: Operation) -> None:
        """printTopLevelOperation: aliases, the op, deferred aliases, file metadata."""
        out = self._out
        definitions = self._aliases.definitions if self._aliases is not None else ()
        # A type alias is used once its definition is printed (AliasState::getAlias checks
        # isPrinted for types only): a recursive type inside its own definition, or one
        # defined later, is printed in full there.
        for obj, _, is_type, _ in definitions:
            if is_type:
                del self._alias_names[obj]
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
        # Caches of its own: text printed while some type aliases are not usable yet
        # must not be reused later.
        caches = self._type_cache, self._attr_cache
        self._type_cache, self._attr_cache = {}, {}
        try:
            if is_type:
                self._print_type_impl(obj)
            else:
                self._print_attribute_impl(obj, False)
        finally:
            self._type_cache, self._attr_cache = caches
        if is_type:
            self._alias_names[obj] = text
        out.append("\n")


# -- entry points ---------------------------------------------------------------------------


def _isolated_from_above(context: Any, op: Operation) -> bool:
    info = context.op_info(op.name) if context is not None else None
    return bool(getattr(info, "isolated_from_above", False))


def print_operation(
    op: Operation,
    generic: bool = False,
    debuginfo: bool = False,
    pretty_debuginfo: bool = False,
    local_scope: bool = False,
    for_diagnostic: bool = False,
    context: Any = None,
    write: Callable[[str], Any] | None = None,
    skip_regions: bool = False,
    unique_ssa_ids: bool = False,
    nameloc_as_prefix: bool = False,
    value_users: bool = False,
    elide_resource_strings: int | None = None,
    elide_elements_limit: int | None = None,
) -> str:
    """The operation as mlir-opt prints it (without mlir-opt's final newline).

    With `write` (a stream's write method) the text is written through it piece by piece
    and "" is returned, so that memory stays small however long the text.

    A top-level operation printed without local scope gets aliases and the file
    metadata section; otherwise only the operation is printed (values are still
    numbered from the top-level operation unless `local_scope`). `for_diagnostic`
    prints as diagnostics do: local scope, large elements attributes elided.
    `elide_elements_limit` is --mlir-elide-elementsattrs-if-larger: an elements attribute
    of more elements (not a splat) prints as `dense_resource<__elided__>`.
    """
    options = PrintOptions(
        generic=generic,
        debuginfo=debuginfo,
        pretty_debuginfo=pretty_debuginfo,
        local_scope=local_scope or for_diagnostic,
        elide_elements_limit=16 if for_diagnostic else elide_elements_limit,
        skip_regions=skip_regions,
        unique_ssa_ids=unique_ssa_ids,
        nameloc_as_prefix=nameloc_as_prefix,
        value_users=value_users,
        elide_resource_strings=elide_resource_strings,
    )
    if context is None:
        context = find_context(op)
    # Values are numbered from the top-level operation; with local scope, from the
    # nearest operation isolated from above (as Operation::print does), so values and
    # blocks of the enclosing region keep their names.
    root = op
    while root.parent is not None:
        if options.local_scope and _isolated_from_above(context, root):
            break
        parent = root.parent_op
        if parent is None:
            break
        root = parent
    names = SSANameState(
        root, options.generic, options.unique_ssa_ids, options.nameloc_as_prefix, options.value_users
    )
    aliases = None
    if op.parent is None and not options.local_scope:
        from odsgen.ir.text.aliases import AliasState

        aliases = AliasState.build(op, options, context)
    printer = AsmPrinter(context, options, aliases, names)
    if write is not None:
        printer._sink = write
    if aliases is not None:
        printer.print_top_level(op)
    else:
        printer.print_full_op(op)
    if write is None:
        return "".join(printer._out)
    write("".join(printer._out))
    return ""


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
    return type_text(obj) if isinstance(obj, Type) else attribute_text(obj)


# Core prints operations, attributes and types through its seam (odsgen.ir.core.seam).
seam.install(print_operation=print_operation, print_attr_or_type=str_of)
