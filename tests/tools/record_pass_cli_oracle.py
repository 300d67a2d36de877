"""Record what mlir-opt 22 prints for pass pipelines and pass flags, good and bad, into
tests/data/pass_cli_oracle.json (read by tests/test_pass_cli.py).

    .venv/bin/python tests/tools/record_pass_cli_oracle.py [--mlir-opt PATH]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "tests" / "data" / "pass_cli_oracle.json"

INPUT = """\
func.func @f(%arg0: i32) -> (i32, i32) {
  %a = arith.constant 40 : i32
  %b = arith.constant 2 : i32
  %x = arith.addi %arg0, %a : i32
  %y = arith.addi %arg0, %a : i32
  %c = arith.addi %a, %b : i32
  %u = arith.muli %x, %y : i32
  return %u, %c : i32, i32
}
func.func private @unused() -> ()
func.func private @used() -> ()
func.func @g() {
  call @used() : () -> ()
  return
}
"""

FLAG_SETS = [
    ["--canonicalize"],
    ["--cse"],
    ["--canonicalize", "--cse"],
    ["--cse", "--canonicalize"],
    ["--symbol-dce"],
    ["--canonicalize=max-iterations=1"],
    ["--canonicalize=top-down=false"],
    ["--canonicalize=region-simplify=disabled"],
    ["-canonicalize", "-cse"],
    ["--pass-pipeline=builtin.module(func.func(cse,canonicalize{max-iterations=2}))"],
    ["-p", "builtin.module(func.func(cse),symbol-dce)"],
    ["-p", "builtin.module(any(cse))"],
    ["-p", "builtin.module(foo)"],
    ["-p", "builtin.module(cse,foo)"],
    ["-p", "builtin.module(func.func(cse,bar))"],
    ["-p", "builtin.module(canonicalize{max-iterations=x})"],
    ["-p", "builtin.module(canonicalize{nope=1})"],
    ["-p", "func.func(cse)"],
    ["-p", "builtin.module(cse"],
    ["-p", "cse"],
]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    args = parser.parse_args()
    cases = []
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "input.mlir").write_text(INPUT)
        for flags in FLAG_SETS:
            done = subprocess.run([args.mlir_opt, *flags, "input.mlir"], capture_output=True, text=True, cwd=tmp)
            cases.append({"flags": flags, "stdout": done.stdout, "stderr": done.stderr, "status": done.returncode})
    OUTPUT.write_text(json.dumps({"input": INPUT, "cases": cases}, indent=1, sort_keys=True) + "\n")
    print(f"wrote {OUTPUT.relative_to(ROOT)}: {len(cases)} cases")


if __name__ == "__main__":
    main()
