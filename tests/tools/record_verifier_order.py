"""Record mlir-opt 22's diagnostics for tests/data/verifier_order.mlir: a block without a
terminator whose operation is itself invalid (the operation's error comes first, as
OperationVerifier checks a block's terminator on leaving the block). Read by
tests/test_opt_cli.py.

    .venv/bin/python tests/tools/record_verifier_order.py [--mlir-opt PATH]
"""

from __future__ import annotations

import argparse
import subprocess
import tempfile
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "data"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "input.mlir").write_bytes((DATA / "verifier_order.mlir").read_bytes())
        done = subprocess.run([args.mlir_opt, "input.mlir"], capture_output=True, text=True, cwd=tmp)
    (DATA / "verifier_order.stderr").write_text(done.stderr)


if __name__ == "__main__":
    main()
