"""Record what mlir-opt prints for upstream MLIR's mlir/test/IR/traits.mlir.

Reads the copy in tests/data/upstream/IR_traits.mlir (see SOURCES.md there) and writes
tests/data/traits_oracle.json, which tests/test_traits_oracle.py compares `odsgen opt`
against (the tests never run mlir-opt).

    .venv/bin/python tests/tools/record_traits_oracle.py [--mlir-opt PATH]

The file is split into chunks as mlir-opt's --split-input-file does it (the splitter of
record_canonicalize_oracle.py). Each chunk is its own `input.mlir` in an otherwise empty
temporary directory, and mlir-opt runs as `mlir-opt FLAGS input.mlir` there with each
flag set of FLAG_SETS: upstream's RUN line (`-allow-unregistered-dialect
-split-input-file -verify-diagnostics`), and the same without -verify-diagnostics, with
default, generic and debuginfo printing. The
whole file is also run once per flag set, as chunk "all". Every run's stdout, stderr and
exit status are stored: `flag_sets` (name -> flags), `chunks` (chunk, start_line in
the file, input) and `cases` (chunk, set, stdout, stderr, status).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.tools.record_canonicalize_oracle import line_of, run, split_chunks  # noqa: E402

DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
INPUT = ROOT / "tests" / "data" / "upstream" / "IR_traits.mlir"
OUTPUT = ROOT / "tests" / "data" / "traits_oracle.json"
UPSTREAM_PATH = "mlir/test/IR/traits.mlir"

_RUN = ["--allow-unregistered-dialect", "--split-input-file"]
_VERIFY = ["--verify-diagnostics"]
FLAG_SETS = [
    # Without --verify-diagnostics too: mlir-opt 22 then reports every expectation as
    # "not produced" after the file's own diagnostics.
    ("plain", _RUN),
    ("plain_generic", _RUN + ["--mlir-print-op-generic"]),
    ("plain_debuginfo", _RUN + ["--mlir-print-debuginfo"]),
    ("verify", _RUN + _VERIFY),
    ("verify_generic", _RUN + _VERIFY + ["--mlir-print-op-generic"]),
    ("verify_debuginfo", _RUN + _VERIFY + ["--mlir-print-debuginfo"]),
]


def record(mlir_opt: str) -> tuple[dict, list[str]]:
    text = INPUT.read_text(encoding="utf-8")
    chunks, _near_misses = split_chunks(text)
    inputs = [(str(i), line_of(text, start), text[start:end]) for i, (start, end) in enumerate(chunks)]
    inputs.append(("all", 1, text))
    cases, summary = [], []
    for ident, flags in FLAG_SETS:
        failed = 0
        for chunk, start_line, source in inputs:
            stdout, stderr, status = run(mlir_opt, flags, source)
            failed += status != 0
            cases.append({"chunk": chunk, "set": ident, "stdout": stdout, "stderr": stderr, "status": status})
        summary.append(f"{ident}: {len(inputs)} runs, {failed} with status 1")
    version = subprocess.run([mlir_opt, "--version"], capture_output=True, text=True, check=True).stdout
    data = {
        "mlir_opt_version": " ".join(version.split()),
        "upstream": {"repo": "llvm/llvm-project", "path": UPSTREAM_PATH, "copy": INPUT.relative_to(ROOT).as_posix()},
        "invocation": "mlir-opt FLAGS input.mlir, in a directory holding only input.mlir",
        "flag_sets": dict(FLAG_SETS),
        "chunks": [{"chunk": chunk, "start_line": line, "input": source} for chunk, line, source in inputs],
        "cases": cases,
    }
    return data, summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    args = parser.parse_args()
    data, summary = record(args.mlir_opt)
    OUTPUT.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(ROOT)}")
    print("\n".join(summary))


if __name__ == "__main__":
    main()
