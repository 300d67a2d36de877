"""The printer's output and its type cache: the core of `printer.AsmPrinter`.

Output is a list of strings (`_out`), handed to a sink about every FLUSH_SIZE characters
(see odsgen.ir.text.printer). Compiled (odsgen.accel), PrinterCore is an extension class
whose fields (printer_core.pxd) are C fields: these methods, which every printed piece
goes through, read them directly, and AsmPrinter and its mixins declare empty
`__slots__`, so that a printer has no instance dictionary to look names up in. The
fields are set by AsmPrinter.__init__; interpreted, this is a plain base class."""

from __future__ import annotations

from typing import Any, Callable

FLUSH_SIZE = 1 << 20
# The pieces of output after which they are handed on between two operations.
FLUSH_PIECES = 1 << 16


class PrinterCore:
    """Writing pieces of output, capturing them, and the text of each type."""

    def write(self, text: str) -> None:
        self._out.append(text)

    # What generated operation printers call most (with print_type below): compiled,
    # they take the printer typed as a PrinterCore, and these are C calls. The alias
    # walk's printer (alias_collector.AliasCollector) derives from this too and
    # overrides them.

    def print_operand(self, value: Any) -> None:
        names = self._names
        self._out.append(names.value_ref(value))

    def print_optional_attr_dict(self, attrs: Any, elided: Any = (), with_keyword: bool = False) -> None:
        """AsmPrinter's is attr_dict_printer.AttrDictPrinter's."""
        raise NotImplementedError

    def text(self) -> str:
        return "".join(self._out)

    def flush_point(self) -> None:
        """A place between two operations: hand the output on once it holds FLUSH_PIECES
        pieces (counting characters there was a twentieth of printing; the pieces
        between operations are short, or cached texts held anyway, or flushed at once,
        by flush_now, when printed straight into the output)."""
        out = self._out
        if len(out) < FLUSH_PIECES or out is not self._root_out or self._sink is None:
            return
        self._sink("".join(out))
        out.clear()
        self._counted = self._pending = 0
        self._flushes += 1

    def flush_now(self) -> None:
        """Hand the output so far to the sink once it holds FLUSH_SIZE characters (a
        place between two pieces of the output; never while text is captured)."""
        out = self._out
        if out is not self._root_out or self._sink is None:
            return
        self._pending += sum(map(len, out[self._counted :]))
        self._counted = len(out)
        if self._pending >= FLUSH_SIZE:
            self._sink("".join(out))
            out.clear()
            self._counted = self._pending = 0
            self._flushes += 1

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
        """The text of a type not yet cached (AsmPrinter's)."""
        raise NotImplementedError
