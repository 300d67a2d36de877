"""The line map of user snippets in generated modules (odsgen/codegen/line_map.py)."""

from __future__ import annotations

from odsgen.codegen.line_map import CONSTANT, formatted_map, strip_markers, wrap
from odsgen.codegen.pyformat import format_python
from odsgen.ir.core.source import Input
from odsgen.codegen.pyformat import format_module
from odsgen.spec.reader import snippet
from odsgen.spec.yaml_source import load_yaml

YAML = """\
ops:
  verify: |
    x = compute(1,
                2)
    if   x:
        return x
"""


def _snippet():
    source = Input("defs/demo.yaml", YAML)
    root = load_yaml(source)
    return snippet(root.value["ops"].value["verify"])


def _module(body: str) -> str:
    return "class A:\n    def verify(self):\n        " + body.replace("\n", "\n        ") + "\n"


def test_markers_map_rendered_lines_to_yaml_lines() -> None:
    s = _snippet()
    clean, origins = strip_markers(_module(wrap(s, s.code.rstrip("\n"), "'demo.a' hasVerifier")))
    assert "#@ods" not in clean
    lines = clean.splitlines()
    assert lines[2].strip() == "x = compute(1,"
    assert origins[3].line == 3 and origins[3].what == "'demo.a' hasVerifier"
    assert [origins[n].line for n in (4, 5, 6)] == [4, 5, 6]


def test_map_follows_black_reformatting() -> None:
    s = _snippet()
    clean, origins = strip_markers(_module(wrap(s, s.code.rstrip("\n"), "v")))
    formatted = format_python(clean, "test")
    mapped = formatted_map(clean, formatted, origins)
    lines = formatted.splitlines()
    # black joins `compute(1,\n 2)` into one line: the `if` moves up one line.
    if_line = next(n for n, text in enumerate(lines, 1) if text.strip().startswith("if x"))
    assert mapped[if_line].line == 5
    return_line = if_line + 1
    assert mapped[return_line].line == 6


def test_syntax_error_in_surroundings_is_located_in_yaml() -> None:
    s = _snippet()
    # Valid alone, but the template put it where an expression was expected.
    source = "x = (\n" + wrap(s, s.code.rstrip("\n"), "'demo.a' hasVerifier") + "\n)\n"
    ok, message, where = format_module(source, "dialect 'demo'")
    assert not ok
    assert message.startswith("invalid Python in snippet ('demo.a' hasVerifier)")
    assert where is not None and where[0] == "defs/demo.yaml" and where[1] == 3


def test_formatted_module_ends_with_the_map() -> None:
    s = _snippet()
    ok, text, _ = format_module(_module(wrap(s, s.code.rstrip("\n"), "v")), "dialect 'demo'")
    assert ok
    namespace: dict = {}
    exec(compile(text, "<m>", "exec"), namespace)
    ((first, last, file, what, yaml_lines),) = namespace[CONSTANT]
    assert (file, what, yaml_lines) == ("defs/demo.yaml", "v", "3 5-6")
    assert text.splitlines()[first - 1].strip() == "x = compute(1, 2)"
