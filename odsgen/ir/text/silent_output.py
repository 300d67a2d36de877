"""The output half of the printer API as no-ops, for the dry-run printers that walk IR
to collect aliases (they visit what would be printed, but print nothing)."""

from __future__ import annotations

from typing import Any


class SilentOutput:
    def write(self, text: str) -> None:
        pass

    def print_newline(self) -> None:
        pass

    def increase_indent(self) -> None:
        pass

    def decrease_indent(self) -> None:
        pass

    def print_string(self, s: str) -> None:
        pass

    def print_keyword_or_string(self, s: str) -> None:
        pass

    def print_enum(self, value: Any) -> None:
        pass

    def print_symbol_name(self, s: str) -> None:
        pass

    def print_resource_handle(self, key: str, dialect: str = "builtin") -> None:
        pass

    def print_float(self, value: Any) -> None:
        pass

    def distinct_id(self, attr: Any) -> int:
        return 0
