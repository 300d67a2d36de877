"""Python snippets in definitions: `$_` placeholders and syntax checking.

Placeholders mirror ODS (`$_self`, `$_ctxt`, `$_get`, `$_parser`, `$_printer`, `$_lhs`,
`$_rhs`, `$cppClass`, and `$name` for earlier parameters where ODS allows it). Each
snippet kind allows its own set; `$$` is a literal dollar. One function substitutes them
all, so checking and code generation cannot disagree.
"""

from __future__ import annotations

import re
import warnings

from odsgen.errors import DefinitionError
from odsgen.ir.core.diagnostics import error
from odsgen.spec.model import Snippet

PLACEHOLDER = re.compile(r"\$(\$|[A-Za-z_][A-Za-z0-9_]*)")
REF = re.compile(r"^[A-Za-z_][\w.]*:[A-Za-z_]\w*$")


def substitute(snippet: Snippet, values: dict[str, str]) -> str:
    """Replace placeholders (keys without `$`) by Python text; unknown ones are errors."""

    def replace(match: re.Match[str]) -> str:
        name = match.group(1)
        if name == "$":
            return "$"
        if name not in values:
            known = ", ".join("$" + k for k in sorted(values)) or "none"
            raise DefinitionError(
                error(
                    f"unknown placeholder '${name}' in snippet (allowed here: {known})",
                    snippet.origin(match.start()),
                )
            )
        return values[name]

    return PLACEHOLDER.sub(replace, snippet.code)


def check_syntax(snippet: Snippet, mode: str) -> None:
    """Check that the snippet parses as Python: `expr`, a function `body`, or `class` body.

    Placeholders are turned into identifiers of the same length (`$_ctxt` -> `__ctxt`),
    so the reported column is the column in the YAML source.
    """
    code = PLACEHOLDER.sub(lambda m: "_" * len(m.group(0)) if m.group(1) == "$" else "_" + m.group(1), snippet.code)
    if mode == "expr":
        source, line_shift, col_shift = "(\n" + code + "\n)", 1, 0
    else:
        head = "def _ods_snippet():\n" if mode == "body" else "class _ods_snippet:\n"
        body = "".join("    " + line if line.strip() else line for line in code.splitlines(True))
        source, line_shift, col_shift = head + body + "\n    pass\n", 1, 4
    try:
        # compile(), not ast.parse: it also rejects what only the compiler checks
        # (`return` in a class body, `nonlocal` without a binding, ...).
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # e.g. an invalid escape's SyntaxWarning
            compile(source, "<snippet>", "exec", dont_inherit=True)
    except SyntaxError as exc:
        line = (exc.lineno or 1) - line_shift
        lines = code.splitlines(True) or [""]
        line = max(1, min(line, len(lines)))
        col = max(0, (exc.offset or 1) - 1 - (col_shift if lines[line - 1].strip() else 0))
        if isinstance(exc, IndentationError):  # Python points past the line; the indent is at fault
            col = len(lines[line - 1]) - len(lines[line - 1].lstrip())
        offset = sum(len(text) for text in lines[: line - 1]) + min(col, len(lines[line - 1]))
        raise DefinitionError(
            error(f"invalid Python in snippet: {exc.msg}", snippet.origin(offset))
        ) from None


def is_ref(snippet: Snippet) -> bool:
    return snippet.ref is not None


def make_ref(code: str) -> str | None:
    """`package.module:function` if the snippet is just a reference to a function."""
    text = code.strip()
    return text if REF.match(text) else None
