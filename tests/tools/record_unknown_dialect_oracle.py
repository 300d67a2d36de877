"""Record what mlir-opt 22 prints for custom operations of unknown dialects and unknown
custom operations of known ones.

Writes tests/data/unknown_dialect_oracle.json, read by tests/test_unknown_dialect.py (the
tests never run mlir-opt). mlir-opt's note lists the dialects it has; the test puts
odsgen's list in its place and compares the rest byte for byte.

    .venv/bin/python tests/tools/record_unknown_dialect_oracle.py [--mlir-opt PATH]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "tests" / "data" / "unknown_dialect_oracle.json"

CASES = {
    "top_level": ("qc.circuit\n", []),
    "nested": ("func.func @f() {\n  qc.circuit %x : i32\n  return\n}\n", []),
    "unregistered_allowed": ("qc.circuit\n", ["--allow-unregistered-dialect"]),
    "no_default_dialect": ('"u.op"() ({\n  foo\n}) : () -> ()\n', ["--allow-unregistered-dialect"]),
    "unknown_op_of_known_dialect": ("arith.foo\n", []),
    "unprefixed_in_func": ("func.func @f() {\n  foo\n}\n", []),
    "unprefixed_top_level": ("foo\n", []),
    # A generic op name without a `.` names no dialect, even one that exists.
    "undotted_generic_name": ('"index"() : () -> ()\n"func."() : () -> ()\n', []),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    args = parser.parse_args()
    version = subprocess.run([args.mlir_opt, "--version"], capture_output=True, text=True).stdout
    cases = []
    with tempfile.TemporaryDirectory() as tmp:
        for ident, (text, flags) in CASES.items():
            (Path(tmp) / "input.mlir").write_text(text)
            run = subprocess.run([args.mlir_opt, *flags, "input.mlir"], cwd=tmp, capture_output=True, text=True)
            cases.append(
                {"id": ident, "input": text, "args": flags, "stderr": run.stderr, "status": run.returncode}
            )
    version_line = next(line.strip() for line in version.splitlines() if "LLVM version" in line)
    OUTPUT.write_text(json.dumps({"mlir_opt_version": version_line, "cases": cases}, indent=1) + "\n")
    print(f"wrote {OUTPUT.relative_to(ROOT)}: {len(cases)} cases")


if __name__ == "__main__":
    main()
