"""Dialect resources in printed text: the handles `dense_resource<key>` and custom
printers reference, and the `{-# dialect_resources: ... external_resources: ... #-}`
file metadata section printed after the top-level operation
(printFileMetadataDictionary).

`ResourcePrinter` is a mixin of `printer.AsmPrinter`, whose `_out`, `_context` and
`_resources` (dialect -> referenced keys, in first-use order) it uses.
"""

from __future__ import annotations

import re
from typing import Any

from odsgen.ir.text.asm_strings import escape, keyword_or_string


class ResourcePrinter:
    """Resource handles and the file metadata section (mixed into AsmPrinter)."""

    __slots__ = ()  # no instance dictionary: a printer's fields are PrinterCore's

    _out: list[str]
    _context: Any
    _resources: dict[str, dict[str, None]]

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
        # --mlir-elide-resource-strings-if-larger: a value printed longer than the limit
        # is left out; the section is opened as soon as any value is considered.
        limit = getattr(getattr(self, "options", None), "elide_resource_strings", None)
        considered = any(entries for _, entries in dialect_entries + external_entries)
        sections = []
        for kind, providers in (("dialect", dialect_entries), ("external", external_entries)):
            blocks = []
            for owner, entries in providers:
                kept = [(k, v) for k, v in entries if limit is None or (limit and len(v) <= limit)]
                if kept:
                    lines = ",\n".join(f"      {keyword_or_string(k)}: {v}" for k, v in kept)
                    blocks.append(f"    {owner}: {{\n{lines}\n    }}")
            if blocks:
                sections.append(f"  {kind}_resources: {{\n" + ",\n".join(blocks) + "\n  }")
        if sections or (limit is not None and considered):
            self._out.append("\n{-#\n" + ",\n".join(sections) + "\n#-}\n")


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
