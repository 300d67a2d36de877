"""Record mlir-opt 22's `--canonicalize` output for tests/data/dead_argument_convergence.mlir
(read by tests/unit/test_rewrite_driver.py).

    .venv/bin/python tests/tools/record_dead_argument_convergence.py [--mlir-opt PATH]
"""

from __future__ import annotations

import argparse
import subprocess
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "data"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    args = parser.parse_args()
    source = DATA / "dead_argument_convergence.mlir"
    done = subprocess.run(
        [args.mlir_opt, "--allow-unregistered-dialect", "--canonicalize", str(source)],
        capture_output=True, text=True, check=True,
    )
    (DATA / "dead_argument_convergence.expected").write_text(done.stdout)


if __name__ == "__main__":
    main()
