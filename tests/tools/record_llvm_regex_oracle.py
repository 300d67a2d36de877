"""Record what mlir-opt does with the `expected-error-re` patterns of
tests/llvm_regex_cases.py: whether each matches, or the error for an invalid one.

Writes tests/data/llvm_regex_oracle.json, which tests/unit/test_llvm_regex.py reads.

    .venv/bin/python tests/tools/record_llvm_regex_oracle.py [--mlir-opt PATH]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.llvm_regex_cases import cases, mlir_file  # noqa: E402

DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
OUTPUT = ROOT / "tests" / "data" / "llvm_regex_oracle.json"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    args = parser.parse_args()
    version = subprocess.run([args.mlir_opt, "--version"], capture_output=True, text=True).stdout
    recorded = []
    with tempfile.TemporaryDirectory() as tmp:
        for ident, pattern, text in cases():
            (Path(tmp) / "input.mlir").write_bytes(mlir_file(pattern, text))
            proc = subprocess.run(
                [args.mlir_opt, "--verify-diagnostics", "input.mlir"],
                cwd=tmp,
                capture_output=True,
                timeout=60,
            )
            recorded.append(
                {"id": ident, "status": proc.returncode, "stderr": proc.stderr.decode("utf-8")}
            )
    OUTPUT.write_text(
        json.dumps(
            {"mlir_opt_version": " ".join(version.split()), "cases": recorded},
            indent=1,
            ensure_ascii=False,
        )
        + "\n"
    )
    print(f"wrote {len(recorded)} cases to {OUTPUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
