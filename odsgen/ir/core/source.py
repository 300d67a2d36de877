"""Source text and positions shared by every diagnostic odsgen emits.

An `Input` is one named text (a `.mlir` file, a YAML definition file, a format string);
a `Span` is a half-open character range in it. Line and column numbers are 1-based and
computed on demand, so lexers only carry integer offsets on their hot paths.
"""

from __future__ import annotations

import bisect
from array import array
from dataclasses import dataclass, field


@dataclass(eq=False)
class Input:
    """A named source text with a lazily built line index."""

    name: str
    text: str
    # Offset of the first character of each line; built on first use.
    _line_starts: array[int] | None = field(default=None, repr=False)
    _ascii: bool | None = field(default=None, repr=False)

    def line_starts(self) -> array[int]:
        if self._line_starts is None:
            # An array: 8 bytes a line where a list of ints took 36 (a large input has
            # about one line per operation).
            starts = array("q", [0])
            find = self.text.find
            pos = find("\n")
            while pos != -1:
                starts.append(pos + 1)
                pos = find("\n", pos + 1)
            self._line_starts = starts
        return self._line_starts

    def line_count(self) -> int:
        return len(self.line_starts())

    def ascii_line_starts(self) -> array[int] | None:
        """The line index if a (line, byte column) is found from it by offsets alone: the
        text is ASCII and its lines are numbered from 1 (None otherwise)."""
        if self._ascii is None:
            self._ascii = self.text.isascii()
        return self.line_starts() if self._ascii else None

    def line_col(self, offset: int) -> tuple[int, int]:
        """1-based (line, column) of a character offset."""
        starts = self.line_starts()
        index = bisect.bisect_right(starts, offset) - 1
        return index + 1, offset - starts[index] + 1

    def line_byte_col(self, offset: int) -> tuple[int, int]:
        """1-based (line, column) with the column in UTF-8 bytes, as MLIR locations count."""
        line, col = self.line_col(offset)
        if self._ascii is None:
            self._ascii = self.text.isascii()
        if not self._ascii:
            start = self.line_starts()[line - 1]
            col = len(self.text[start:offset].encode("utf-8", "surrogateescape")) + 1
        return line, col

    def offset_of(self, line: int, col: int) -> int:
        """Character offset of a 1-based (line, column)."""
        starts = self.line_starts()
        line = max(1, min(line, len(starts)))
        return starts[line - 1] + col - 1

    def line_text(self, line: int) -> str:
        """The text of a 1-based line, without its newline."""
        starts = self.line_starts()
        if not 1 <= line <= len(starts):
            return ""
        begin = starts[line - 1]
        end = self.text.find("\n", begin)
        return self.text[begin:] if end == -1 else self.text[begin:end]

    def span(self, start: int, end: int | None = None) -> Span:
        return Span(self, start, start if end is None else end)


@dataclass(frozen=True, eq=False)
class Span:
    """A half-open range [start, end) of character offsets in an `Input`."""

    input: Input
    start: int
    end: int

    @property
    def line(self) -> int:
        return self.input.line_col(self.start)[0]

    @property
    def column(self) -> int:
        return self.input.line_col(self.start)[1]

    @property
    def text(self) -> str:
        return self.input.text[self.start : self.end]

    def __str__(self) -> str:
        line, col = self.input.line_col(self.start)
        return f"{self.input.name}:{line}:{col}"
