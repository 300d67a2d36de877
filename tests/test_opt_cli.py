"""`odsgen opt` on the command line, against what mlir-opt 22 printed for the same input.

tests/data/opt_oracle.json holds mlir-opt's standard output, standard error and exit
status for each case (recorded by tests/tools/record_opt_oracle.py; no test runs
mlir-opt). Every case runs in-process through `odsgen.cli.main` with the standard streams
replaced by byte buffers, and a selection runs as a real `odsgen opt` process. Then: the
output file (`-o`), `--dialect` with a dialect generated on the fly, and the Python API of
DESIGN.md section 3.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from odsgen.ir import Context, ParseError, VerifyError
from tests.opt_helpers import run_file, run_in_process

ROOT = Path(__file__).resolve().parent.parent
ORACLE = json.loads((ROOT / "tests" / "data" / "opt_oracle.json").read_text())
CASES = {case["id"]: case for case in ORACLE["cases"]}
ODSGEN = [sys.executable, "-m", "odsgen"]


def data(case: dict, key: str) -> bytes:
    """A recorded text as bytes (stored hex-encoded when it is not UTF-8)."""
    return bytes.fromhex(case[key + "_hex"]) if key + "_hex" in case else case[key].encode("utf-8")


def argv(case: dict) -> list[str]:
    """The command line of a case: its flags, then `input.mlir` unless it reads stdin."""
    return [*case["args"], *([] if case["stdin"] is not False else ["input.mlir"])]


def prepare(case: dict, directory: Path) -> None:
    (directory / "input.mlir").write_bytes(data(case, "input"))
    (directory / "adir").mkdir()


def run_process(
    args: list[str], cwd: Path, stdin: bytes = b"", env: dict | None = None
) -> subprocess.CompletedProcess:
    environment = dict(
        os.environ,
        PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), (env or {}).get("PYTHONPATH")])),
    )
    return subprocess.run(
        [*ODSGEN, "opt", *args],
        cwd=cwd,
        input=stdin,
        capture_output=True,
        timeout=60,
        env=environment,
    )


def expected(case: dict) -> tuple[bytes, bytes, int]:
    return data(case, "stdout"), data(case, "stderr"), case["status"]


# -- every recorded case, in-process -----------------------------------------------------


# Cases odsgen does not match yet, with the reason: strict xfails, so one that starts passing
# fails the suite until it is taken off this list.
# Recorded cases odsgen does not reproduce yet (strict xfails), by case id, with the reason.
GAPS: dict[str, str] = {}


def _case_param(ident: str) -> object:
    marks = [pytest.mark.xfail(reason=GAPS[ident], strict=True)] if ident in GAPS else []
    return pytest.param(CASES[ident], id=ident, marks=marks)


@pytest.mark.parametrize("case", [_case_param(ident) for ident in CASES])
def test_matches_mlir_opt(case: dict, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    prepare(case, tmp_path)
    monkeypatch.chdir(tmp_path)
    stdin = data(case, "input") if case["stdin"] else b""
    out, err, status = run_in_process(argv(case), stdin)
    want_out, want_err, want_status = expected(case)
    assert err.decode("utf-8", "backslashreplace") == want_err.decode("utf-8", "backslashreplace")
    assert err == want_err
    assert out.decode("utf-8", "backslashreplace") == want_out.decode("utf-8", "backslashreplace")
    assert out == want_out
    assert status == want_status


def test_oracle_covers_every_group() -> None:
    groups = {ident.split("_", 1)[0] for ident in CASES}
    assert {"basic", "error", "flags", "split", "verify", "file"} <= groups
    assert ORACLE["mlir_opt_version"].startswith("Debian LLVM version 22")


# -- as a process ----------------------------------------------------------------------------

PROCESS_CASES = [
    "basic_file",
    "basic_stdin_dash",
    "basic_stdin_default",
    "error_unregistered",
    "error_invalid_utf8",
    "ok_invalid_utf8_in_string",
    "split_errors",
    "verify_mixed",
    "verify_ok",
    "file_missing_input",
]


@pytest.mark.parametrize("ident", PROCESS_CASES)
def test_process_matches_mlir_opt(ident: str, tmp_path: Path) -> None:
    case = CASES[ident]
    prepare(case, tmp_path)
    proc = run_process(argv(case), tmp_path, data(case, "input") if case["stdin"] else b"")
    assert (proc.stdout, proc.stderr, proc.returncode) == expected(case)


def test_exit_status(tmp_path: Path) -> None:
    (tmp_path / "good.mlir").write_text("module {\n}\n")
    (tmp_path / "bad.mlir").write_text("module {\n")
    assert run_process(["good.mlir"], tmp_path).returncode == 0
    proc = run_process(["bad.mlir"], tmp_path)
    assert proc.returncode == 1
    assert proc.stdout == b""
    assert (
        proc.stderr
        == b"bad.mlir:1:9: error: expected operation name in quotes\nmodule {\n        ^\n"
    )


# -- -o OUT ----------------------------------------------------------------------------------


def test_output_file_is_written_on_success(tmp_path: Path) -> None:
    case = CASES["basic_file"]
    prepare(case, tmp_path)
    out = tmp_path / "out.mlir"
    out.write_text("old contents\n")
    proc = run_process([*argv(case), "-o", "out.mlir"], tmp_path)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"", b"")
    assert out.read_bytes() == data(case, "stdout")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["adir", "input.mlir", "out.mlir"]


@pytest.mark.parametrize("ident", ["error_tab", "split_errors", "verify_mixed"])
def test_output_file_is_untouched_on_failure(ident: str, tmp_path: Path) -> None:
    """Nothing is written when processing fails, even if some chunks printed (mlir-opt
    deletes the file then; odsgen leaves it as it was), and no temporary file is left."""
    case = CASES[ident]
    prepare(case, tmp_path)
    out = tmp_path / "out.mlir"
    out.write_text("old contents\n")
    out.chmod(0o640)
    result = run_in_process_at(tmp_path, [*argv(case), "-o", "out.mlir"])
    assert result == (b"", data(case, "stderr"), 1)
    assert (tmp_path / "out.mlir").read_text() == "old contents\n"
    assert (tmp_path / "out.mlir").stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["adir", "input.mlir", "out.mlir"]


def test_output_file_keeps_mode_and_gets_default_mode(tmp_path: Path) -> None:
    case = CASES["basic_file"]
    prepare(case, tmp_path)
    existing = tmp_path / "existing.mlir"
    existing.write_text("")
    existing.chmod(0o604)
    assert run_in_process_at(tmp_path, [*argv(case), "-o", "existing.mlir"])[2] == 0
    assert existing.stat().st_mode & 0o777 == 0o604
    assert run_in_process_at(tmp_path, [*argv(case), "-o", "new.mlir"])[2] == 0
    umask = os.umask(0)
    os.umask(umask)
    assert (tmp_path / "new.mlir").stat().st_mode & 0o777 == 0o666 & ~umask
    assert (tmp_path / "new.mlir").read_bytes() == data(case, "stdout")


def test_output_through_symlink_replaces_the_target(tmp_path: Path) -> None:
    case = CASES["basic_file"]
    prepare(case, tmp_path)
    (tmp_path / "real.mlir").write_text("")
    (tmp_path / "link.mlir").symlink_to("real.mlir")
    assert run_in_process_at(tmp_path, [*argv(case), "-o", "link.mlir"])[2] == 0
    assert (tmp_path / "link.mlir").is_symlink()
    assert (tmp_path / "real.mlir").read_bytes() == data(case, "stdout")


def test_output_to_dash_is_stdout(tmp_path: Path) -> None:
    case = CASES["basic_file"]
    prepare(case, tmp_path)
    assert run_in_process_at(tmp_path, [*argv(case), "-o", "-"]) == (data(case, "stdout"), b"", 0)


def test_verify_diagnostics_success_writes_output(tmp_path: Path) -> None:
    case = CASES["verify_ok_split"]
    prepare(case, tmp_path)
    assert run_in_process_at(tmp_path, [*argv(case), "-o", "out.mlir"]) == (b"", b"", 0)
    assert (tmp_path / "out.mlir").read_bytes() == data(case, "stdout")


def test_output_closed_early_is_quiet(tmp_path: Path) -> None:
    """A reader that stops early (`| head -1`) ends odsgen without a traceback."""
    text = "".join(f'"u.op{i}"() : () -> ()\n' for i in range(20000))
    (tmp_path / "big.mlir").write_text(text)
    environment = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [*ODSGEN, "opt", "--allow-unregistered-dialect", "big.mlir"],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=environment,
    )
    assert proc.stdout.readline() == b"module {\n"
    proc.stdout.close()
    stderr = proc.stderr.read()
    proc.wait(timeout=60)
    proc.stderr.close()
    assert b"Traceback" not in stderr and stderr == b""


def run_in_process_at(directory: Path, args: list[str]) -> tuple[bytes, bytes, int]:
    cwd = os.getcwd()
    os.chdir(directory)
    try:
        return run_in_process(args)
    finally:
        os.chdir(cwd)


# -- --dialect ---------------------------------------------------------------------------------

TOY = """\
dialect: {name: toy, pythonModule: toygen.toy}
types:
  - name: Unit
    mnemonic: unit
  - name: Vec
    mnemonic: vec
    parameters:
      - {name: element, type: Type}
      - {name: size, type: int64_t}
    assemblyFormat: "`<` $element `,` $size `>`"
attributes:
  - name: Pair
    mnemonic: pair
    parameters:
      - {name: first, type: int64_t}
      - {name: second, type: uint8_t}
    assemblyFormat: "`<` $first `,` $second `>`"
"""


@pytest.fixture(scope="module")
def toy_dialect(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A directory holding the package `toygen`, generated from TOY by `odsgen generate`."""
    root = tmp_path_factory.mktemp("toy")
    (root / "toy.yaml").write_text(TOY)
    proc = subprocess.run(
        [*ODSGEN, "generate", "toy.yaml", "-o", "toygen"],
        cwd=root,
        capture_output=True,
        timeout=120,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    assert proc.returncode == 0, proc.stderr.decode()
    return root


TOY_INPUT = '%0 = "u.a"() {p = #toy.pair<3, 4>} : () -> !toy.unit\n"u.b"(%0) : (!toy.unit) -> ()\n'


def test_dialect_flag_loads_a_generated_dialect(toy_dialect: Path) -> None:
    (toy_dialect / "in.mlir").write_text(TOY_INPUT)
    env = {"PYTHONPATH": str(toy_dialect)}
    proc = run_process(
        ["--allow-unregistered-dialect", "--dialect", "toygen.toy", "in.mlir"], toy_dialect, env=env
    )
    assert proc.stderr == b""
    assert proc.stdout.decode() == (
        "module {\n"
        '  %0 = "u.a"() {p = #toy.pair<3, 4>} : () -> !toy.unit\n'
        '  "u.b"(%0) : (!toy.unit) -> ()\n'
        "}\n\n"
    )
    # The dialect's parsers check what they read; without the dialect, the same text is an
    # opaque attribute of an unregistered dialect.
    (toy_dialect / "bad.mlir").write_text('"u.a"() {p = #toy.pair<3>} : () -> ()\n')
    flags = ["--allow-unregistered-dialect", "bad.mlir"]
    proc = run_process(["--dialect", "toygen.toy", *flags], toy_dialect, env=env)
    assert proc.returncode == 1
    assert proc.stderr.decode() == (
        "bad.mlir:1:25: error: expected ','\n"
        '"u.a"() {p = #toy.pair<3>} : () -> ()\n' + " " * 24 + "^\n"
    )
    assert run_process(flags, toy_dialect, env=env).returncode == 0


def test_dialect_flag_in_process(toy_dialect: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(toy_dialect))
    monkeypatch.chdir(toy_dialect)
    (toy_dialect / "types.mlir").write_text('"u.a"() : () -> !toy.nope\n')
    out, err, status = run_in_process(
        ["--allow-unregistered-dialect", "--dialect", "toygen.toy", "types.mlir"]
    )
    assert (out, status) == (b"", 1)
    assert err.decode() == (
        "types.mlir:1:22: error: unknown  type `nope` in dialect `toy`\n"
        '"u.a"() : () -> !toy.nope\n' + " " * 21 + "^\n"
    )
    # The Python side: the parsed objects are the generated classes.
    import toygen.toy as toy

    context = Context()
    context.load_dialect(toy)
    assert isinstance(context.parse_type("!toy.unit"), toy.UnitType)
    pair = context.parse_attribute("#toy.pair<7, 255>")
    assert isinstance(pair, toy.PairAttr) and (pair.first, pair.second) == (7, 255)
    assert str(pair) == "#toy.pair<7, 255>"
    with pytest.raises(ParseError):
        context.parse_attribute("#toy.pair<7, 256>")


def test_dialect_type_with_a_type_parameter_prints(
    toy_dialect: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.syspath_prepend(str(toy_dialect))
    monkeypatch.chdir(toy_dialect)
    (toy_dialect / "vec.mlir").write_text('"u.a"() : () -> !toy.vec<i8, 4>\n')
    out, err, status = run_in_process(
        ["--allow-unregistered-dialect", "--dialect", "toygen.toy", "vec.mlir"]
    )
    assert (out.decode(), err, status) == (
        'module {\n  %0 = "u.a"() : () -> !toy.vec<i8, 4>\n}\n\n',
        b"",
        0,
    )


@pytest.mark.parametrize(
    "module, message",
    [
        (
            "no_such_module_xyz",
            "error: cannot load dialect module 'no_such_module_xyz': No module named 'no_such_module_xyz'",
        ),
        ("json", "error: cannot load dialect module 'json': not a generated odsgen dialect module"),
    ],
)
def test_dialect_flag_errors(
    module: str, message: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "in.mlir").write_text("module {\n}\n")
    out, err, status = run_in_process(["--dialect", module, "in.mlir"])
    assert (out, err.decode().splitlines()[0], status) == (b"", message, 1)


# -- the Python API (DESIGN.md section 3) --------------------------------------------------------


def test_api_parse_and_print_like_mlir_opt() -> None:
    case = CASES["basic_file"]
    context = Context(allow_unregistered_dialects=True)
    module = context.parse_module(case["input"], filename="input.mlir")
    assert str(module) + "\n" == case["stdout"]
    assert module.print(generic=True) + "\n" == CASES["flags_nested_generic"]["stdout"]
    assert module.print(local_scope=True) + "\n" == CASES["flags_nested_local_scope"]["stdout"]
    debug = CASES["flags_locations_debuginfo"]
    located = Context(allow_unregistered_dialects=True).parse_module(
        debug["input"], filename="input.mlir"
    )
    assert located.print(debuginfo=True) + "\n" == debug["stdout"]


def test_api_unregistered_dialects_flag() -> None:
    case = CASES["error_unregistered"]
    with pytest.raises(ParseError) as info:
        Context().parse_module(case["input"], filename="input.mlir")
    assert str(info.value) + "\n" == case["stderr"]
    assert info.value.render() == case["stderr"]
    assert info.value.span.line == 1 and info.value.span.column == 6
    assert Context(allow_unregistered_dialects=True).parse_module(case["input"]) is not None


@pytest.mark.parametrize(
    "ident", ["error_tab", "error_redefinition", "error_undefined_values", "error_type"]
)
def test_api_parse_error_renders_like_mlir_opt(ident: str) -> None:
    case = CASES[ident]
    with pytest.raises(ParseError) as info:
        Context(allow_unregistered_dialects=True).parse_module(case["input"], filename="input.mlir")
    assert info.value.render() == case["stderr"]


def test_api_verify_error_renders_like_mlir_opt() -> None:
    from odsgen.ir.core.source import Input
    from odsgen.ir.verify.verifier import verify

    case = CASES["error_module_blocks"]
    context = Context(allow_unregistered_dialects=True)
    source = Input("input.mlir", case["input"])
    module = context.parse_module(source)
    with pytest.raises(VerifyError) as info:
        verify(module, context, {"input.mlir": source})
    assert info.value.render() == case["stderr"]


def test_api_types_and_attributes() -> None:
    context = Context()
    for text in [
        "i32",
        "tensor<2x?xf32>",
        "memref<4xi8, strided<[1], offset: ?>>",
        "(i32) -> (f32, index)",
        "tuple<>",
    ]:
        assert str(context.parse_type(text)) == text
    for text in [
        "1 : i32",
        '"s"',
        "[1.500000e+00, unit]",
        "affine_map<(d0)[s0] -> (d0 + s0)>",
        "dense<[1, 2]> : tensor<2xi32>",
    ]:
        assert str(context.parse_attribute(text)) == text
    assert context.parse_type("i32") is context.parse_type("i32")
    assert str(context.parse_attribute("1")) == "1 : i64"


@pytest.mark.parametrize(
    "method, text, message",
    [
        ("parse_type", "i32 i32", "<string>:1:5: error: unexpected trailing characters after type"),
        ("parse_type", "tensor<2x>", "<string>:1:10: error: expected non-function type"),
        ("parse_attribute", "[1, 2", "<string>:1:4: error: expected ',' or ']'"),
        ("parse_attribute", "[" * 20000 + "]" * 20000, "<string>:1:"),
    ],
)
def test_api_errors_are_parse_errors(method: str, text: str, message: str) -> None:
    with pytest.raises(ParseError) as info:
        getattr(Context(), method)(text)
    assert str(info.value).startswith(message)


def test_api_deep_nesting_is_a_parse_error_not_a_recursion_error() -> None:
    with pytest.raises(ParseError) as info:
        Context().parse_attribute("[" * 20000 + "]" * 20000)
    head = str(info.value).splitlines()[0]
    assert head.endswith(": error: nesting too deep")
    column = int(head.split(":")[2])
    assert 1 < column < 20000  # where the parser was when the limit was hit


def test_api_filename_names_the_input() -> None:
    with pytest.raises(ParseError) as info:
        Context().parse_module(textwrap.dedent("module {\n  foo\n}\n"), filename="dir/x.mlir")
    assert str(info.value).startswith("dir/x.mlir:2:3: error: custom op 'foo' is unknown")


def test_api_deep_regions_are_a_parse_error() -> None:
    text = '"u.a"() ({\n' * 5000 + "}) : () -> ()\n" * 5000
    with pytest.raises(ParseError) as info:
        Context(allow_unregistered_dialects=True).parse_module(text, filename="deep.mlir")
    assert str(info.value).splitlines()[0].endswith(": error: nesting too deep")
    assert str(info.value).startswith("deep.mlir:")


@pytest.mark.parametrize(
    "text, offset",
    [
        ('"u.a"() {a = [1 2]} : () -> ()\n', 16),
        ('\t"u.a"() {a = [1\t2]}\n', 17),
        ('"u.a"() {s = "\u00e9", a = [1 2]}\n', 24),
        ('"u.a"(', 5),
        ("x" * 100000 + "\n", 99999),
        ('"u.a"() : () -> ()\r\n"u.b"\r\n', 22),
        ('"u.a"() {a = 1}  // \r tail\n', 4),
    ],
)
def test_opt_renders_diagnostics_like_the_diagnostic_class(text: str, offset: int) -> None:
    """odsgen.opt.render (linear on long lines) agrees with Diagnostic.render wherever no
    carriage return comes before the column (where it prints no source line, as LLVM)."""
    from odsgen.ir.core.diagnostics import Diagnostic, Severity
    from odsgen.ir.core.source import Input
    from odsgen.opt import render

    source = Input("input.mlir", text)
    diagnostic = Diagnostic(Severity.ERROR, "message", source.span(offset))
    diagnostic.note("a note", source.span(0))
    assert render(diagnostic) == diagnostic.render(ir_notes=True)


def test_a_note_at_the_errors_location_shows_no_source_line() -> None:
    """As upstream's SourceMgrDiagnosticHandler: a note at the location just shown prints
    only its `file:line:col` line, in the Python API and in `odsgen opt` alike (the case is
    mlir-opt's, recorded in the IR oracle from upstream's invalid-builtin-attributes.mlir)."""
    from odsgen.ir.core.diagnostics import Diagnostic, Severity
    from odsgen.ir.core.source import Input
    from odsgen.opt import OptOptions, make_context, render
    from tests.ir_oracle_cases import cases_of, load_data

    name = "IR_invalid-builtin-attributes"
    case = next(
        c for c in cases_of(name, load_data()[name]) if c.set == "plain" and "value = 42 : f32" in c.input
    )
    expected = case.stderr.split("input.mlir:", 3)
    context = make_context(OptOptions(allow_unregistered=True))
    with pytest.raises(ParseError) as info:
        context.parse_module(case.input, filename="input.mlir")
    assert info.value.render() == "input.mlir:".join(expected[:3])
    assert len(info.value.render().splitlines()) == 4  # error, source, caret, note
    source = Input("input.mlir", "abc\n")
    diagnostic = Diagnostic(Severity.ERROR, "e", source.span(1)).note("n", source.span(1)).note("m", source.span(0))
    assert render(diagnostic) == diagnostic.render(ir_notes=True)
    assert diagnostic.render(ir_notes=True).count("abc") == 2  # the error and the note elsewhere


def test_an_operation_is_verified_before_its_blocks_terminator() -> None:
    """mlir-opt 22 reports the invalid arith.addi, not the missing terminator
    (tests/data/verifier_order.stderr, recorded by tests/tools/record_verifier_order.py)."""
    data = Path(__file__).parent / "data"
    out, err, status = run_file([], (data / "verifier_order.mlir").read_bytes())
    assert status == 1 and out == b""
    assert err.decode() == (data / "verifier_order.stderr").read_text()


def test_output_to_a_pipe_is_written_as_printed(tmp_path: Path) -> None:
    """`-o` naming a pipe: opened once and written to as the output is printed, so the
    reader gets the whole output (and then its end)."""
    import threading

    case = CASES["basic_file"]
    prepare(case, tmp_path)
    os.mkfifo(tmp_path / "pipe")
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append((tmp_path / "pipe").read_bytes()))
    reader.start()
    result = run_in_process_at(tmp_path, [*argv(case), "-o", "pipe"])
    reader.join(timeout=60)
    assert not reader.is_alive()
    assert result == (b"", b"", 0)
    assert received == [data(case, "stdout")]


def test_elide_elementsattrs_if_larger() -> None:
    """--mlir-elide-elementsattrs-if-larger=N (also with one dash): elements attributes of
    more than N elements, splats excepted, print as `dense_resource<__elided__>`; the
    upstream IR/pretty-attributes.mlir oracle has mlir-opt's own output."""
    text = b'"test.op"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<[1, 2]> : tensor<2xi32>, c = dense<7> : tensor<9xi32>} : () -> ()\n'
    for flag in ("--mlir-elide-elementsattrs-if-larger=2", "-mlir-elide-elementsattrs-if-larger=2"):
        out, err, status = run_file(["--allow-unregistered-dialect", flag], text)
        assert (err, status) == (b"", 0)
        assert b"a = dense_resource<__elided__> : tensor<3xi32>" in out
        assert b"b = dense<[1, 2]>" in out and b"c = dense<7>" in out
    out, _, _ = run_file(["--allow-unregistered-dialect", "--mlir-elide-elementsattrs-if-larger=3"], text)
    assert b"__elided__" not in out


def test_disable_verifier_on_parsing() -> None:
    """--mlir-very-unsafe-disable-verifier-on-parsing: invalid IR is printed (generically,
    the verifier's failure unreported) instead of rejected; valid IR prints as usual."""
    invalid = b"func.func @foo() -> tensor<10xi32> { return }\n"
    flag = "--mlir-very-unsafe-disable-verifier-on-parsing"
    assert run_file([], invalid)[2] == 1
    out, err, status = run_file([flag], invalid)
    assert (err, status) == (b"", 0)
    assert out.startswith(b'"builtin.module"() ({') and b'"func.return"() : () -> ()' in out
    valid = b"func.func @foo() {\n  return\n}\n"
    assert run_file([flag], valid) == run_file([], valid)


def test_an_operation_in_a_diagnostic_on_several_lines_starts_on_a_new_one() -> None:
    """Diagnostic::appendOp: "block with no terminator, has OP" puts a multi-line OP on
    its own lines (mlir-opt 22), a one-line OP after the message; under
    --mlir-pretty-debuginfo its locations print in the pretty form."""
    nested = b"func.func @f(%a: index) {\n  test.isolated_region %a {\n    test.isolated_region %a {\n      \"foo.c\"(%a) : (index) -> ()\n    }\n  }\n  return\n}\n"
    _, err, status = run_file(["--allow-unregistered-dialect"], nested)
    assert status == 1
    assert b'error: block with no terminator, has \n"test.isolated_region"(' in err
    flat = b"func.func @f() {\n  %0 = arith.constant 1 : i32\n}\n"
    _, err, _ = run_file([], flat)
    assert b'block with no terminator, has %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32\n' in err
    _, err, _ = run_file(["--allow-unregistered-dialect", "--mlir-print-debuginfo", "--mlir-pretty-debuginfo"], nested)
    assert b"\n^bb0(%arg0: index input.mlir:3:26):\n" in err


def test_a_diagnostic_at_a_non_file_location_names_it_in_the_pretty_form() -> None:
    """SourceMgrDiagnosticHandler prints a location that is not in a file before the
    message, as Location::print does: `loc("x"): ...`, or `"x": ...` under
    --mlir-pretty-debuginfo (mlir-opt 22), in the error and its notes."""
    text = b'func.func @f() {\n  %0 = arith.constant 1 : i32\n  "func.return"(%0) : (i32) -> () loc("x")\n}\n'
    _, err, status = run_file([], text)
    assert status == 1 and err.startswith(b'<unknown>:0: error: loc("x"): \'func.return\' op has 1 operands')
    _, err, status = run_file(["--mlir-pretty-debuginfo"], text)
    assert status == 1 and err.startswith(b'<unknown>:0: error: "x": \'func.return\' op has 1 operands')
    assert b'\n<unknown>:0: note: "x": see current operation: ' in err
