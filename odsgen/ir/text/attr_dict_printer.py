"""Printing attribute dictionaries: an operation's ` {a = 1 : i64, unit_attr}` (or
` attributes {...}`) and single `name = value` entries, as MLIR 22's
printOptionalAttrDict / printNamedAttribute.

`AttrDictPrinter` is the main base of `printer.AsmPrinter`, whose `print_attribute` it
uses.
"""

from __future__ import annotations

from typing import Any, Iterable

from odsgen.ir.core.helpers import builtin_dialect, dictionary_items
from odsgen.ir.text.asm_strings import KEYWORD_TEXT, keyword_or_string
from odsgen.ir.text.op_printer import TEXT_MEMO_LIMIT, OpPrinterMixin, sorted_attr_items


class AttrDictPrinter(OpPrinterMixin):
    """Attribute dictionaries (the main base of AsmPrinter)."""

    __slots__ = ()  # no instance dictionary: a printer's fields are PrinterCore's

    dictionary_items = staticmethod(dictionary_items)

    def print_optional_attr_dict(
        self, attrs: Any, elided: Iterable[str] = (), with_keyword: bool = False
    ) -> None:
        """` {a = 1 : i64, unit_attr}` (sorted by name) or nothing when empty;
        ` attributes {...}` with the keyword. The text of a whole dict (nothing elided)
        is kept once each of its attributes' is (it is then a function of its items)."""
        if not attrs:
            return
        key: tuple[Any, ...] | None = None
        if not elided and type(attrs) is dict:  # as the generic form prints them
            key = (with_keyword, *attrs.items())
            text = self._attr_dicts.get(key)
            if text is not None:
                self._out.append(text)
                return
        items = sorted_attr_items(attrs)
        if not items:
            return
        if elided:
            elided = set(elided)
            items = [item for item in items if item[0] not in elided]
            if not items:
                return
        unit = builtin_dialect().UnitAttr
        cache = self._attr_cache
        out = self._out
        mark = len(out)
        out.append(" attributes {" if with_keyword else " {")
        first = True
        for name, attr in items:
            if not first:
                out.append(", ")
            first = False
            out.append(KEYWORD_TEXT.get(name) or keyword_or_string(name))
            if not isinstance(attr, unit):
                out.append(" = ")
                text = cache.get(attr)
                if text is None:
                    self.print_attribute(attr)
                    key = None  # printed, perhaps streamed: not kept this time
                else:
                    out.append(text)
        out.append("}")
        if key is not None and len(self._attr_dicts) < TEXT_MEMO_LIMIT:
            self._attr_dicts[key] = "".join(out[mark:])

    def print_named_attribute(self, name: str, attr: Any) -> None:
        self._out.append(keyword_or_string(name))
        if not isinstance(attr, builtin_dialect().UnitAttr):
            self._out.append(" = ")
            self.print_attribute(attr)
