"""Printing locations: `loc(...)` (or `loc(#alias)`), and the `--mlir-pretty-debuginfo`
form (`"file":1:2`, `[unknown]`, callsites split over lines) of MLIR 22's
printLocation / printLocationInternal.

`LocationPrinter` is a mixin of `printer.AsmPrinter`, whose `_out`, `options`,
`_alias_names`, `_context`, `_unknown_loc`, `print_attribute` and `_print_dialect_symbol`
it uses.
"""

from __future__ import annotations

from typing import Any

from odsgen.ir.text.asm_strings import escape


class _LocationKinds:
    """Builtin location classes, resolved on first use (as printer.py's `_Builtin`):
    importing the printers does not load the builtin dialect."""

    def __init__(self) -> None:
        from odsgen.dialects import builtin as b

        self.unknown = b.UnknownLoc
        self.file = b.FileLineColRange
        self.name = b.NameLoc
        self.callsite = b.CallSiteLoc
        self.fused = b.FusedLoc
        self.opaque = b.OpaqueLoc


_location_kinds: _LocationKinds | None = None


def _kinds() -> _LocationKinds:
    global _location_kinds
    if _location_kinds is None:
        _location_kinds = _LocationKinds()
    return _location_kinds


class LocationPrinter:
    """Location syntax (mixed into AsmPrinter)."""

    __slots__ = ()  # no instance dictionary: a printer's fields are PrinterCore's

    _out: list[str]
    _alias_names: dict[Any, str]
    _context: Any
    _unknown_loc: Any
    options: Any

    def _loc(self, loc: Any) -> Any:
        if loc is not None:
            return loc
        if self._unknown_loc is None:
            context = self._context
            if context is None:
                return None
            self._unknown_loc = _kinds().unknown.get(context)
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
        k = _kinds()
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
            # A location defined by another dialect: printed as any attribute (by its
            # alias when it has one, even at the top of the pretty form).
            alias = self._alias_names.get(loc)
            if alias is not None:
                out.append(alias)
            else:
                self._print_dialect_symbol("#", loc)


def _is_file_line_col(loc: Any, k: _LocationKinds) -> bool:
    return isinstance(loc, k.file) and len(loc.line_cols) == 2
