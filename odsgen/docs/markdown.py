"""Markdown text helpers for the docs view models: code spans, table cells, and the
heading anchors GitHub generates (so the table of contents links resolve)."""

from __future__ import annotations

import re

_NOT_SLUG = re.compile(r"[^\w\- ]", re.UNICODE)


def code(text: str) -> str:
    """`text` as an inline code span, fenced with enough backticks for its content."""
    if not text:
        return ""
    runs = [len(r) for r in re.findall(r"`+", text)]
    fence = "`" * (max(runs, default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def cell(text: str) -> str:
    """A table cell: one line, pipes escaped (GFM honours `\\|` inside code spans too)."""
    return " ".join(text.split()).replace("|", "\\|")


def italic(text: str) -> str:
    """A summary line as upstream prints it: first letter capitalised, in italics."""
    text = " ".join(text.split())
    if not text:
        return ""
    return f"_{text[0].upper()}{text[1:]}_"


def heading_text(markdown: str) -> str:
    """The plain text GitHub slugs a heading from: code-span backticks dropped."""
    return re.sub(r"`+", "", markdown)


class Slugger:
    """GitHub's heading anchors (github-slugger): lowercase, punctuation dropped, spaces
    to `-`; a repeated slug gets `-1`, `-2`, ... in document order."""

    def __init__(self) -> None:
        self.seen: dict[str, int] = {}

    def slug(self, heading: str) -> str:
        original = _NOT_SLUG.sub("", heading_text(heading).strip().lower()).replace(" ", "-")
        result = original
        while result in self.seen:
            self.seen[original] += 1
            result = f"{original}-{self.seen[original]}"
        self.seen[result] = 0
        return result
