"""Naming the YAML line of a definition snippet that raised at run time.

Every generated module ends with `_ods_snippet_lines` (odsgen/codegen/line_map.py):
(first line, last line, YAML file, what the snippet is, YAML line per generated line).
`snippet_origin` finds the innermost traceback entry that ran snippet code;
`rewrite_traceback` replaces such entries by ones that show the YAML file and line, as
jinja2 does for templates (a frame compiled to raise at that line of that file).
"""

from __future__ import annotations

from dataclasses import dataclass
from types import TracebackType
from typing import Any

CONSTANT = "_ods_snippet_lines"
_REWRITTEN = "__ods_snippet_origin__"  # in the globals of a rewritten entry's frame
_parsed: dict[int, tuple[Any, list[tuple[int, int, str, str, list[int]]]]] = {}


@dataclass(frozen=True)
class SnippetOrigin:
    file: str  # as named in the generated module's header, e.g. defs/test.yaml
    line: int
    what: str  # e.g. "'test.op' hasVerifier"
    frame_locals: dict[str, Any]  # of the snippet's frame: names the operation at fault

    def __str__(self) -> str:
        return f"{self.file}:{self.line}"


def _runs(table: Any) -> list[tuple[int, int, str, str, list[int]]]:
    cached = _parsed.get(id(table))
    if cached is not None and cached[0] is table:
        return cached[1]
    runs = []
    for first, last, file, what, lines in table:
        expanded: list[int] = []
        for part in lines.split():
            start, _, end = part.partition("-")
            expanded.extend(range(int(start), int(end or start) + 1))
        runs.append((first, last, file, what, expanded))
    _parsed[id(table)] = (table, runs)
    return runs


def origin_of(module_globals: dict[str, Any], lineno: int) -> tuple[str, int, str] | None:
    """(YAML file, YAML line, what) of a line of a generated module, if a snippet's."""
    table = module_globals.get(CONSTANT)
    if not isinstance(table, tuple):
        return None
    try:
        for first, last, file, what, lines in _runs(table):
            if first <= lineno <= last and lineno - first < len(lines):
                return file, lines[lineno - first], what
    except (TypeError, ValueError):  # not a table odsgen wrote
        return None
    return None


def snippet_origin(exc: BaseException) -> SnippetOrigin | None:
    """Where the innermost snippet code on `exc`'s traceback comes from."""
    found = None
    tb = exc.__traceback__
    while tb is not None:
        frame = tb.tb_frame
        rewritten = frame.f_globals.get(_REWRITTEN)
        if rewritten is not None:  # an entry rewrite_traceback made
            found = rewritten
        else:
            where = origin_of(frame.f_globals, tb.tb_lineno)
            if where is not None:
                found = SnippetOrigin(where[0], where[1], where[2], dict(frame.f_locals))
        tb = tb.tb_next
    return found


def rewrite_traceback(exc: BaseException) -> BaseException:
    """`exc` with each snippet frame of its traceback shown at its YAML file and line."""
    entries = []
    tb = exc.__traceback__
    while tb is not None:
        where = origin_of(tb.tb_frame.f_globals, tb.tb_lineno)
        entries.append(_fake_entry(exc, tb, where) if where is not None else tb)
        tb = tb.tb_next
    rebuilt: TracebackType | None = None
    for entry in reversed(entries):
        rebuilt = TracebackType(rebuilt, entry.tb_frame, entry.tb_lasti, entry.tb_lineno)
    return exc.with_traceback(rebuilt)


def _fake_entry(exc: BaseException, tb: TracebackType, where: tuple[str, int, str]) -> TracebackType:
    file, line, what = where
    code = compile("\n" * (line - 1) + "raise __ods_exception__", file, "exec")
    code = code.replace(co_name=tb.tb_frame.f_code.co_name)
    origin = SnippetOrigin(file, line, what, dict(tb.tb_frame.f_locals))
    fake_globals = {"__name__": tb.tb_frame.f_globals.get("__name__"), "__ods_exception__": exc, _REWRITTEN: origin}
    try:
        exec(code, fake_globals)
    except BaseException as raised:  # noqa: BLE001 - the fake frame's traceback is wanted
        fake = raised.__traceback__
        assert fake is not None and fake.tb_next is not None
        return fake.tb_next
    raise AssertionError("unreachable")
