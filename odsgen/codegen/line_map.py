"""Where each line of a user snippet in a generated module came from.

View models wrap block snippets (verifier and builder bodies, class bodies, ...) in two
marker comment lines naming the YAML file, the YAML line of every snippet line and what
the snippet is. Before black, `strip_markers` removes them and keeps a map from the
rendered line to its YAML origin: a syntax error the snippet causes in its surroundings
is then reported at the YAML line. After black, `formatted_map` carries the map over to
the formatted text by walking both syntax trees side by side (black guarantees they are
equal), and `line_map_constant` emits it as `_ods_snippet_lines`, which the runtime
(odsgen/ir/core/snippet_origin.py) reads to name `FILE.yaml:LINE` in tracebacks.
"""

from __future__ import annotations

import ast
import json
from dataclasses import dataclass

from odsgen.spec.model import Snippet

_BEGIN = "#@ods-snippet "
_END = "#@ods-end"
CONSTANT = "_ods_snippet_lines"


@dataclass(frozen=True)
class Origin:
    file: str
    line: int
    col: int  # the snippet line's first column in the YAML file (0-based)
    what: str  # e.g. "'test.op' hasVerifier"
    indent: int = 0  # columns the template indented the snippet by

    def yaml_col(self, rendered_col: int) -> int:
        """The YAML column (0-based) of a 0-based column of the rendered line."""
        return self.col + max(0, rendered_col - self.indent)


def wrap(snippet: Snippet, code: str, what: str) -> str:
    """`code` (the substituted snippet, same lines) between marker comments."""
    source = snippet.loc.input
    starts = [0] + [i + 1 for i, c in enumerate(snippet.code) if c == "\n"]
    places = [source.line_col(snippet.origin(i).start) for i in starts]
    info = {"f": source.name, "w": what, "l": [[line, col - 1] for line, col in places]}
    return f"{_BEGIN}{json.dumps(info)}\n{code}\n{_END}"


def strip_markers(text: str) -> tuple[str, dict[int, Origin]]:
    """The text without markers, and rendered line (1-based) -> origin for snippet lines."""
    out: list[str] = []
    origins: dict[int, Origin] = {}
    current: dict | None = None
    index = indent = 0
    for line in text.splitlines(True):
        stripped = line.strip()
        if stripped.startswith(_BEGIN):
            current, index = json.loads(stripped[len(_BEGIN):]), 0
            indent = len(line) - len(line.lstrip())
            continue
        if stripped == _END and current is not None:
            current = None
            continue
        out.append(line)
        if current is not None and index < len(current["l"]):
            line_no, col = current["l"][index]
            origins[len(out)] = Origin(current["f"], line_no, col, current["w"], indent)
            index += 1
    return "".join(out), origins


def formatted_map(before: str, after: str, origins: dict[int, Origin]) -> dict[int, Origin]:
    """Formatted line -> origin: nodes of equal trees pair up in walk order."""
    if not origins:
        return {}
    try:
        pre_nodes = [n for n in ast.walk(ast.parse(before)) if hasattr(n, "lineno")]
        post_nodes = [n for n in ast.walk(ast.parse(after)) if hasattr(n, "lineno")]
    except SyntaxError:
        return {}
    if [type(n) for n in pre_nodes] != [type(n) for n in post_nodes]:
        return {}  # black changed the tree after all; better no map than a wrong one
    mapped: dict[int, Origin] = {}
    for pre, post in zip(pre_nodes, post_nodes):
        origin = origins.get(pre.lineno)
        if origin is not None:
            mapped.setdefault(post.lineno, origin)
    # Continuation lines of a statement black split belong to the line before them.
    for pre, post in zip(pre_nodes, post_nodes):
        if isinstance(pre, ast.stmt) and pre.lineno in origins:
            for line in range(post.lineno + 1, (post.end_lineno or post.lineno) + 1):
                if line not in mapped and line - 1 in mapped:
                    mapped[line] = mapped[line - 1]
    return mapped


def line_map_constant(mapped: dict[int, Origin]) -> str:
    """`_ods_snippet_lines`: (first line, last line, file, what, YAML lines) per snippet run.

    YAML lines are a compact string: `12-15` for consecutive lines, else single numbers.
    """
    runs: list[list] = []
    for line in sorted(mapped):
        o = mapped[line]
        if runs and runs[-1][1] == line - 1 and runs[-1][2] == o.file and runs[-1][3] == o.what:
            runs[-1][1] = line
            runs[-1][4].append(o.line)
        else:
            runs.append([line, line, o.file, o.what, [o.line]])
    entries = [f"    ({a}, {b}, {f!r}, {w!r}, {_compact(lines)!r}),\n" for a, b, f, w, lines in runs]
    return (
        "\n\n# Generated line ranges of YAML snippets: (first, last, file, what, YAML lines);\n"
        "# read by odsgen.ir to name the YAML line in errors raised by snippet code.\n"
        f"{CONSTANT} = (\n" + "".join(entries) + ")\n"
    )


def _compact(lines: list[int]) -> str:
    parts: list[str] = []
    start = prev = lines[0]
    for n in lines[1:] + [None]:  # type: ignore[list-item]
        if n is not None and n == prev + 1:
            prev = n
            continue
        parts.append(str(start) if start == prev else f"{start}-{prev}")
        if n is not None:
            start = prev = n
    return " ".join(parts)
