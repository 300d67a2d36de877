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

# Memory effects from ODS decorators (memref.load reads, alloc allocates, store writes):
# dead reads and allocations go, CSE merges reads with no write between them.
EFFECTS_INPUT = """\
func.func @h(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %a = memref.alloc() : memref<8xf32>
  "foo.unused"() : () -> ()
  %1 = memref.load %m[%i] : memref<4xf32>
  %2 = memref.load %m[%i] : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  %3 = memref.load %m[%i] : memref<4xf32>
  return %1, %2, %3 : f32, f32, f32
}
"""
EFFECT_FLAG_SETS = [
    ["--allow-unregistered-dialect", "--canonicalize"],
    ["--allow-unregistered-dialect", "--cse"],
]

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
    jobs = [(INPUT, flags) for flags in FLAG_SETS] + [(EFFECTS_INPUT, flags) for flags in EFFECT_FLAG_SETS]
    with tempfile.TemporaryDirectory() as tmp:
        for text, flags in jobs:
            (Path(tmp) / "input.mlir").write_text(text)
            done = subprocess.run([args.mlir_opt, *flags, "input.mlir"], capture_output=True, text=True, cwd=tmp)
            cases.append(
                {"input": text, "flags": flags, "stdout": done.stdout, "stderr": done.stderr, "status": done.returncode}
            )
    OUTPUT.write_text(json.dumps({"cases": cases}, indent=1, sort_keys=True) + "\n")
    print(f"wrote {OUTPUT.relative_to(ROOT)}: {len(cases)} cases")


if __name__ == "__main__":
    main()
