"""Hostile input ends in a clear error: exit status 1, a diagnostic, no traceback, no hang.

The inputs come from tests/hostile_inputs.py; what mlir-opt 22 did with each is in
tests/data/bad_input_oracle.json (recorded by tests/tools/record_bad_input_oracle.py).
Where mlir-opt answers, odsgen must answer the same, byte for byte. Where it crashes (a
stack overflow past ten thousand or so levels of nesting) or takes minutes (a decimal
literal of a million digits), odsgen gives its own clean error: for nesting,
`input.mlir:LINE:COL: error: nesting too deep` where the parser was when the limit hit.

Cases cheap to run go through `odsgen.cli.main` in-process; the huge ones (100000 levels
of nesting, literals of up to a million digits, files of megabytes) run as `odsgen opt`
processes with a timeout, several at a time. The resource hogs (RESOURCE_HOGS: many
split chunks, exponential alias expansion, millions of string escapes, hostile
`expected-*` lines and patterns) run as processes with their address space bounded;
their expected output follows from the input.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import pytest

from tests.hostile_inputs import DEEP, LITERALS, NESTING, RESOURCE_HOGS, digest, make
from tests.opt_helpers import run_file

ROOT = Path(__file__).resolve().parent.parent
ORACLE = json.loads((ROOT / "tests" / "data" / "bad_input_oracle.json").read_text())
CASES = {case["id"]: case for case in ORACLE["cases"]}
FLAGS = ["--allow-unregistered-dialect"]
TIMEOUT = 60

# A diagnostic's first line, as LLVM's SourceMgr prints it.
HEADER = re.compile(rb"^(?:[^:\n]+):(\d+):(\d+): (error|note|warning|remark): (.*)$", re.M)


def case_input(case: dict) -> bytes:
    data = make(case["family"], case["kind"], case["n"])
    assert (
        digest(data) == case["input_sha256"]
    ), "tests/hostile_inputs.py changed: re-run the recorder"
    return data


def matches(case: dict, key: str, got: bytes) -> bool:
    if key in case:
        return got == case[key].encode("utf-8")
    if key + "_hex" in case:
        return got == bytes.fromhex(case[key + "_hex"])
    return (
        len(got) == case[key + "_len"] and hashlib.sha256(got).hexdigest() == case[key + "_sha256"]
    )


def recorded(case: dict, key: str) -> str:
    """A recorded text for an assertion message."""
    if key in case:
        return case[key]
    if key + "_hex" in case:
        return bytes.fromhex(case[key + "_hex"]).decode("utf-8", "backslashreplace")
    return case[key + "_first_line"] + " ..."


def first_error(stderr: bytes) -> bytes:
    """The first error with its notes: mlir-opt goes on after some errors (a malformed
    token, then what the parser makes of it); odsgen stops at the first."""
    heads = [m for m in HEADER.finditer(stderr) if m.group(3) != b"note"]
    return stderr if len(heads) < 2 else stderr[: heads[1].start()]


def check_like_mlir_opt(
    case: dict, out: bytes, err: bytes, status: int, first_only: bool = False
) -> None:
    assert b"Traceback" not in err
    shown = err.decode("utf-8", "backslashreplace")[:3000]
    if first_only and "stderr" in case:
        assert first_error(err) == first_error(case["stderr"].encode("utf-8")), shown
    else:
        assert matches(
            case, "stderr", err
        ), f"expected:\n{recorded(case, 'stderr')[:3000]}\ngot:\n{shown}"
    assert status == case["status"]
    assert matches(case, "stdout", out), out[:3000]


def check_too_deep(err: bytes, status: int, data: bytes) -> None:
    """One clean error where the nesting limit was hit: on a line of the input, past its
    first thousand or so levels."""
    assert b"Traceback" not in err
    assert status == 1
    heads = list(HEADER.finditer(err))
    assert len(heads) == 1, err[:500]
    line, col, severity, message = heads[0].groups()
    assert (severity, message) == (
        b"error",
        b"nesting too deep",
    ) or message == b"nesting too deep to print"
    lines = data.split(b"\n")
    assert 1 <= int(line) <= len(lines) and 1 <= int(col) <= len(lines[int(line) - 1]) + 1
    assert int(line) > 1000 or int(col) > 1000


def in_process(data: bytes) -> tuple[bytes, bytes, int]:
    return run_file(FLAGS, data)


# -- recorded cases, in-process --------------------------------------------------------------

IN_PROCESS = [
    ident
    for ident, case in CASES.items()
    if case["family"] in ("nesting", "literal", "encoding")
    and not case.get("crashed")
    and not case.get("timed_out")
    and not (case["family"] == "nesting" and case["n"] > 1000)
]


@pytest.mark.parametrize("ident", IN_PROCESS)
def test_like_mlir_opt(ident: str) -> None:
    case = CASES[ident]
    check_like_mlir_opt(case, *in_process(case_input(case)))


PREFIXES = [ident for ident, case in CASES.items() if case["family"] == "prefix"]


def test_every_prefix_of_a_module_fails_like_mlir_opt() -> None:
    """A file cut short anywhere: the same first error as mlir-opt (or the same output
    where the prefix is a whole module), never an exception."""
    failures = []
    for ident in PREFIXES:
        case = CASES[ident]
        out, err, status = in_process(case_input(case))
        try:
            check_like_mlir_opt(case, out, err, status, first_only=True)
        except AssertionError as exc:
            failures.append(f"{ident}: {exc}")
    assert not failures, "\n".join(failures[:10])
    assert len(PREFIXES) > 300


# -- huge cases, as processes ----------------------------------------------------------------

# Literals whose digits odsgen converts in quadratic time (lexer.integer_value) run with a
# hundred thousand digits, except one with a million; the others with a million.
QUADRATIC = {
    "decimal_i32",
    "negative_i64",
    "integer_width",
    "dense_element",
    "array_i64",
    "result_number",
    "location_line",
}
MILLION = 1_000_000

# Nesting run as processes; the other kinds run in-process (test_deep_nesting_in_process).
NESTING_PROCESSES = [
    "array",
    "regions",
    "regions_unclosed",
    "tuple_type",
    "affine_parentheses",
    "alias_chain",
]

# Each job is one `odsgen opt` process; the literals run in one process (tests.opt_helpers'
# batch runner, which reports any exception that escapes cli.main), to spare starting
# eighteen interpreters.
JOBS: dict[str, tuple[str, str, int]] = {}  # job id -> (family, kind, n)
for kind in NESTING_PROCESSES:
    JOBS[f"nesting:{kind}:{DEEP[kind]}"] = ("nesting", kind, DEEP[kind])
for ident, case in CASES.items():
    if case["family"] == "huge":
        JOBS[ident] = ("huge", case["kind"], case["n"])
for kind in ("invalid_utf8_outside", "bom"):
    JOBS[f"encoding:{kind}"] = ("encoding", kind, 0)
JOBS["literal:decimal_attribute:1000000"] = ("literal", "decimal_attribute", MILLION)
BATCH: dict[str, tuple[str, str, int]] = {}
for kind in LITERALS:
    digits = 100_000 if kind in QUADRATIC else MILLION
    if f"literal:{kind}:{digits}" not in JOBS:
        BATCH[f"literal:{kind}:{digits}"] = ("literal", kind, digits)


def make_hog(kind: str, n: int) -> bytes:
    return RESOURCE_HOGS[kind](n).encode()


def _environment() -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(ROOT))


def _run_job(job: tuple[str, str, int]) -> dict:
    data = make(*job)
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "input.mlir").write_bytes(data)
        proc = subprocess.run(
            [sys.executable, "-m", "odsgen", "opt", *FLAGS, "input.mlir"],
            cwd=tmp,
            capture_output=True,
            timeout=TIMEOUT,
            env=_environment(),
        )
    return {"stdout": proc.stdout, "stderr": proc.stderr, "status": proc.returncode, "data": data}


def _run_batch(jobs: dict[str, tuple[str, str, int]]) -> dict[str, dict]:
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "tests.opt_helpers",
            json.dumps(FLAGS),
            json.dumps(list(jobs.values())),
        ],
        cwd=ROOT,
        capture_output=True,
        timeout=TIMEOUT * 2,
        env=_environment(),
    )
    assert proc.returncode == 0 and b"Traceback" not in proc.stderr, proc.stderr.decode()[-3000:]
    results = {}
    for ident, line in zip(jobs, proc.stdout.decode().splitlines(), strict=True):
        result = json.loads(line)
        if "exception" not in result:
            result = {key: bytes.fromhex(result[key]) for key in ("stdout", "stderr")} | {
                "status": result["status"]
            }
        results[ident] = result | {"data": make(*jobs[ident])}
    return results


@pytest.fixture(scope="module")
def processes(request: pytest.FixtureRequest) -> dict[str, Future]:
    """The selected jobs, started together (a few at a time) the first time one is needed."""
    selected = {
        item.callspec.params["job"]
        for item in request.session.items
        if getattr(item, "function", None) is test_as_a_process and hasattr(item, "callspec")
    }
    pool = ThreadPoolExecutor(max_workers=4)
    batch = {job: BATCH[job] for job in BATCH if job in selected}
    batch_future = pool.submit(_run_batch, batch) if batch else None
    futures: dict[str, Future] = {
        job: pool.submit(_run_job, JOBS[job]) for job in JOBS if job in selected
    }
    for job in batch:
        futures[job] = pool.submit(lambda job=job: batch_future.result()[job])
    yield futures
    pool.shutdown(wait=True)


@pytest.mark.parametrize("job", list(JOBS) + list(BATCH))
def test_as_a_process(job: str, processes: dict[str, Future]) -> None:
    result = processes[job].result(timeout=TIMEOUT * 4)
    assert "exception" not in result, result.get("exception")
    out, err, status, data = result["stdout"], result["stderr"], result["status"], result["data"]
    assert b"Traceback" not in err
    family, kind, n = JOBS.get(job) or BATCH[job]
    case = CASES.get(job)
    if family == "nesting":
        check_deep_nesting(case, out, err, status, data)
        return
    if family == "literal":
        check_long_literal(kind, n, out, err, status)
        return
    check_like_mlir_opt(case, out, err, status)


def check_deep_nesting(case: dict, out: bytes, err: bytes, status: int, data: bytes) -> None:
    if not case.get("crashed"):
        check_like_mlir_opt(case, out, err, status)  # opaque bodies: any depth is fine
    else:
        check_too_deep(err, status, data)
        assert out == b""


@pytest.mark.parametrize("kind", [k for k in NESTING if k not in NESTING_PROCESSES])
def test_deep_nesting_in_process(kind: str) -> None:
    case = CASES[f"nesting:{kind}:{DEEP[kind]}"]
    data = case_input(case)
    check_deep_nesting(case, *in_process(data), data)


def test_moderate_nesting_is_not_too_deep() -> None:
    """Several thousand levels (which mlir-opt handles too) parse and print."""
    for kind in (
        "array",
        "regions",
        "tuple_type",
        "function_type",
        "callsite_locations",
        "affine_parentheses",
    ):
        out, err, status = in_process(make("nesting", kind, 4000))
        assert (status, err) == (0, b""), (kind, err[:300])
        assert out.startswith(b"module {\n") or out.startswith(b"#")


def test_the_nesting_limit_is_explicit() -> None:
    """The parser's bound (MAX_NESTING levels), not the interpreter's recursion limit, is
    what input nested too deep hits first: compiled (odsgen.accel) recursion is not
    counted, so both modes must stop at the same level, and what the bound lets through
    is verified and printed (on `odsgen opt`'s large stack)."""
    from odsgen.ir.text.parser_core import MAX_NESTING

    out, err, status = in_process(make("nesting", "regions", MAX_NESTING))
    assert (status, err) == (0, b""), err[:300]
    assert out.count(b'"u.a"() ({') == MAX_NESTING
    data = make("nesting", "regions", MAX_NESTING + 1)
    out, err, status = in_process(data)
    assert err.startswith(f"input.mlir:{MAX_NESTING + 1}:10: error: nesting too deep\n".encode()), err[:300]
    check_too_deep(err, status, data)


def check_long_literal(kind: str, n: int, out: bytes, err: bytes, status: int) -> None:
    """A literal of n digits answers like mlir-opt with ten thousand: the same message on
    the same line, at the same column or one moved by the extra length (as it moved from
    10000 to 11000 digits), the same output with the long run of characters lengthened."""
    short, longer = CASES[f"literal:{kind}:10000"], CASES[f"literal:{kind}:11000"]
    assert status == short["status"]
    if short["status"] == 0:
        assert err == b""
        unit = {"long_string": "x", "long_identifier": "a"}.get(kind)
        want = short["stdout"]
        if unit is not None:
            want = want.replace(unit * 10000, unit * n)
        assert out.decode() == want
        return
    heads = list(HEADER.finditer(err))
    assert len(heads) == 1 and out == b""
    got_line, got_col, _, message = heads[0].groups()

    def position(case: dict) -> tuple[int, int, str]:
        head = case["stderr"] if "stderr" in case else case["stderr_first_line"]
        line, col, _, text = HEADER.match(head.encode()).groups()
        return int(line), int(col), text.decode()

    line, col, text = position(short)
    growth = position(longer)[1] - col
    assert (int(got_line), message.decode()) == (line, text)
    assert int(got_col) == col + growth * (n - 10000) // 1000


def test_jobs_cover_every_kind() -> None:
    kinds = {(family, kind) for family, kind, _ in [*JOBS.values(), *BATCH.values()]}
    assert {("literal", k) for k in LITERALS} <= kinds
    crashed = [ident for ident, case in CASES.items() if case.get("crashed")]
    assert len(crashed) >= 20


# -- resource hogs: memory linear in the input, no hang ---------------------------------------

# Address space each run may use (the interpreter and odsgen take about 100 MB of it).
MEMORY_LIMIT = 600 * 1024 * 1024


def _run_limited(data: bytes, flags: list[str]) -> tuple[bytes, bytes, int]:
    """`odsgen opt FLAGS input.mlir` with its address space bounded; stdout and stderr
    go to files (a large output would otherwise sit in this process's memory)."""
    import resource

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))

    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "input.mlir").write_bytes(data)
        with open(Path(tmp) / "out", "wb") as out, open(Path(tmp) / "err", "wb") as err:
            proc = subprocess.run(
                [sys.executable, "-m", "odsgen", "opt", *flags, "input.mlir"],
                cwd=tmp,
                stdout=out,
                stderr=err,
                timeout=TIMEOUT * 2,
                env=_environment(),
                preexec_fn=limit,
            )
        return (Path(tmp) / "out").read_bytes(), (Path(tmp) / "err").read_bytes(), proc.returncode


def test_many_split_chunks_in_linear_memory() -> None:
    """20000 chunks (mlir-opt: about 100 MB): copying the text before each chunk took
    gigabytes. Every error is on its chunk's line of the whole file."""
    data = make_hog("many_chunks", 20000)
    out, err, status = _run_limited(data, ["--allow-unregistered-dialect", "--split-input-file"])
    assert status == 1 and b"Traceback" not in err
    lines = data.decode().split("\n")
    error_lines = [i + 1 for i, line in enumerate(lines) if "[" in line]
    heads = list(HEADER.finditer(err))
    assert [int(m.group(1)) for m in heads] == error_lines
    assert all(m.group(4) == b"expected ',' or ']'" for m in heads)
    chunks = out.decode().split("// -----\n")
    assert len(chunks) == 20000
    assert chunks[0] == "" and chunks[1] == 'module {\n  "u.b"() {b = 0 : i64} : () -> ()\n}\n\n'


def test_exponential_alias_expansion_streams() -> None:
    """2^24 elements (a 58 MB line): the output is written as it is printed."""
    n = 24
    out, err, status = _run_limited(make_hog("alias_expansion", n), ["--allow-unregistered-dialect"])
    assert (status, err) == (0, b"")
    expected = "[1]"
    for _ in range(n - 1):
        expected = f"[{expected}, {expected}]"
    assert out == f'module {{\n  "u.a"() {{a = {expected}}} : () -> ()\n}}\n\n'.encode()


@pytest.mark.parametrize(
    "kind, printed",
    [("hex_escapes", "A"), ("newline_escapes", "\\0A"), ("backslash_escapes", "\\\\")],
)
def test_long_string_of_escapes(kind: str, printed: str) -> None:
    """A string literal of four million escapes (12 MB; mlir-opt: 120 MB, 0.3 s)."""
    n = 4_000_000
    out, err, status = _run_limited(make_hog(kind, n), ["--allow-unregistered-dialect"])
    assert (status, err) == (0, b"")
    assert out == f'module {{\n  "u.a"() {{a = "{printed * n}"}} : () -> ()\n}}\n\n'.encode()


def test_catastrophic_expected_error_regex_is_bounded() -> None:
    """`.(a|aa)*c` against forty letters backtracks for hours in Python's re; llvm::Regex
    answers at once. The search is bounded in time and counts as no match."""
    out, err, status = _run_limited(make_hog("catastrophic_regex", 40), ["--verify-diagnostics"])
    assert status == 1 and b"Traceback" not in err
    heads = [m.group(4) for m in HEADER.finditer(err)]
    assert heads[0].startswith(b"unexpected error: custom op 'aaaa")
    assert heads[1] == b'expected error "custom op {{.(a|aa)*c}}" was not produced'


def test_long_line_of_expected_heads() -> None:
    """A line of 60000 `expected-error {{` (1 MB; mlir-opt: 0.1 s) is scanned in linear
    time: it holds no expectation."""
    out, err, status = _run_limited(make_hog("expected_heads", 60000), ["--verify-diagnostics"])
    assert (out, err, status) == (b"module {\n}\n\n", b"", 0)
