"""Record what mlir-opt prints for upstream MLIR's IR tests (mlir/test/IR/traits.mlir,
operand.mlir, result.mlir and region.mlir).

Reads each copy in tests/data/upstream/ (see SOURCES.md there) and writes
tests/data/ir_oracle/NAME.json, which tests/test_ir_oracle.py compares `odsgen opt`
against (the tests never run mlir-opt).

    .venv/bin/python tests/tools/record_ir_oracle.py [--mlir-opt PATH] [NAME ...]

Each file is split into chunks as mlir-opt's --split-input-file does it (the splitter of
record_canonicalize_oracle.py). Each chunk is its own `input.mlir` in an otherwise empty
temporary directory, and mlir-opt runs as `mlir-opt FLAGS input.mlir` there with each
flag set of flag_sets(): the file's RUN line (`-split-input-file -verify-diagnostics`,
with `-allow-unregistered-dialect` where the RUN line has it), and the same without
-verify-diagnostics, with default, generic and debuginfo printing. The whole file is
also run once per flag set, as chunk "all". Every run's stdout, stderr and exit status
are stored: `flag_sets` (name -> flags), `chunks` (chunk, start_line in the file,
input) and `cases` (chunk, set, stdout, stderr, status).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.tools.record_canonicalize_oracle import line_of, run, run_lines, split_chunks  # noqa: E402

DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
UPSTREAM = ROOT / "tests" / "data" / "upstream"
OUTPUT = ROOT / "tests" / "data" / "ir_oracle"
# name -> upstream path; the copy is UPSTREAM / IR_<name>.mlir.
FILES = {name: f"mlir/test/IR/{name}.mlir" for name in ("traits", "operand", "result", "region")}


def flag_sets(text: str) -> list[tuple[str, list[str]]]:
    """The six flag sets for a file whose (single) RUN line is in `text`."""
    (command,) = run_lines(text)
    base = ["--allow-unregistered-dialect"] if "-allow-unregistered-dialect" in command.split() else []
    base += ["--split-input-file"]
    verify = base + ["--verify-diagnostics"]
    return [
        # Without --verify-diagnostics too: mlir-opt 22 then reports every expectation as
        # "not produced" after the file's own diagnostics.
        ("plain", base),
        ("plain_generic", base + ["--mlir-print-op-generic"]),
        ("plain_debuginfo", base + ["--mlir-print-debuginfo"]),
        ("verify", verify),
        ("verify_generic", verify + ["--mlir-print-op-generic"]),
        ("verify_debuginfo", verify + ["--mlir-print-debuginfo"]),
    ]


def record(mlir_opt: str, name: str) -> tuple[dict, list[str]]:
    copy = UPSTREAM / f"IR_{name}.mlir"
    text = copy.read_text(encoding="utf-8")
    chunks, _near_misses = split_chunks(text)
    inputs = [(str(i), line_of(text, start), text[start:end]) for i, (start, end) in enumerate(chunks)]
    inputs.append(("all", 1, text))
    sets = flag_sets(text)
    cases, summary = [], []
    for ident, flags in sets:
        failed = 0
        for chunk, _start_line, source in inputs:
            stdout, stderr, status = run(mlir_opt, flags, source)
            failed += status != 0
            cases.append({"chunk": chunk, "set": ident, "stdout": stdout, "stderr": stderr, "status": status})
        summary.append(f"{name} {ident}: {len(inputs)} runs, {failed} with status 1")
    version = subprocess.run([mlir_opt, "--version"], capture_output=True, text=True, check=True).stdout
    data = {
        "mlir_opt_version": " ".join(version.split()),
        "upstream": {"repo": "llvm/llvm-project", "path": FILES[name], "copy": copy.relative_to(ROOT).as_posix()},
        "invocation": "mlir-opt FLAGS input.mlir, in a directory holding only input.mlir",
        "flag_sets": dict(sets),
        "chunks": [{"chunk": chunk, "start_line": line, "input": source} for chunk, line, source in inputs],
        "cases": cases,
    }
    return data, summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    parser.add_argument("names", nargs="*", metavar="NAME", help=f"some of {', '.join(FILES)} (default: all)")
    args = parser.parse_args()
    if unknown := [name for name in args.names if name not in FILES]:
        parser.error(f"unknown file(s): {', '.join(unknown)}")
    OUTPUT.mkdir(exist_ok=True)
    for name in args.names or FILES:
        data, summary = record(args.mlir_opt, name)
        path = OUTPUT / f"{name}.json"
        path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
        print("\n".join(summary))


if __name__ == "__main__":
    main()
