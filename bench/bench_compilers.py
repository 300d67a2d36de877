"""Which compiler for the accelerator (issue 16): one unmodified module, odsgen.ir.text.lexer
(its Lexer, Token and `tokenize`), interpreted, compiled by Cython 3 as `odsgen accel`
compiles it (plain Python, annotations not used for types), and compiled by mypyc (which
turns its annotated classes into native ones). The figure is the CPU time to tokenize the
100k-op func/arith/scf program (min of several runs, tokens checked equal); ratios are
against the interpreter.

mypyc compiles a copy of the package in a temporary directory; it needs the module to
type-check cleanly, which lexer.py does (most runtime modules do not yet).

    bench/.venv/bin/python bench/bench_compilers.py
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ops_programs import ops_program_file  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
MODULE = "odsgen/ir/text/lexer.py"
RUNS = 5
# Run in the measured interpreter: CPU time of tokenize, best of RUNS.
PROBE = """
import json, sys, time
import odsgen.ir.text.lexer as lexer
from odsgen.ir.core.source import Input
text = open(sys.argv[1], encoding="utf-8").read()
best = float("inf")
for _ in range(int(sys.argv[2])):
    start = time.process_time()
    tokens = lexer.tokenize(Input("bench.mlir", text))
    best = min(best, time.process_time() - start)
print(json.dumps({"seconds": best, "tokens": len(tokens), "file": lexer.__file__}))
"""


def measure(program: Path, env: dict[str, str], root: Path = ROOT) -> dict:
    """The probe's figures with `odsgen` imported from `root` (first on the path, run
    from the program's directory so that no `odsgen` in the current one interferes)."""
    proc = subprocess.run(
        [sys.executable, "-c", PROBE, str(program), str(RUNS)],
        capture_output=True,
        text=True,
        env=dict(env, PYTHONPATH=str(root)),
        cwd=program.parent,
    )
    if proc.returncode != 0:
        return {"error": (proc.stderr.strip().splitlines() or ["failed"])[-1]}
    return json.loads(proc.stdout)


def build_mypyc(directory: Path) -> str | None:
    """Compile a copy of lexer.py with mypyc in `directory`; why not, or None."""
    shutil.copytree(ROOT / "odsgen", directory / "odsgen", ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    proc = subprocess.run(
        [sys.executable, "-m", "mypyc", "--follow-imports=silent", "--ignore-missing-imports", MODULE],
        capture_output=True,
        text=True,
        cwd=directory,
        env=dict(os.environ, MYPYC_OPT_LEVEL="2"),
    )
    if proc.returncode != 0:
        return (proc.stdout + proc.stderr).strip().splitlines()[-1]
    return None


def main() -> int:
    program = ops_program_file(100_000)[0]
    base = {k: v for k, v in os.environ.items() if k not in ("ODSGEN_PURE", "PYTHONPATH")}
    pure = dict(base, ODSGEN_PURE="1")
    results = {"interpreted": measure(program, pure), "Cython 3 (odsgen accel)": measure(program, base)}
    if not results["Cython 3 (odsgen accel)"].get("file", "").endswith((".so", ".pyd")):
        results["Cython 3 (odsgen accel)"] = {"error": "not built (make accel)"}
    with tempfile.TemporaryDirectory(prefix="odsgen-mypyc.") as tmp:
        problem = build_mypyc(Path(tmp))
        results["mypyc"] = {"error": problem} if problem else measure(program, pure, Path(tmp))
        if not results["mypyc"].get("file", "").startswith(tmp):
            results["mypyc"] = {"error": f"not loaded from the build ({results['mypyc'].get('file')})"}
    print(f"tokenize {program.name} ({MODULE} unmodified), CPU s, best of {RUNS}; load {os.getloadavg()[0]:.1f}")
    reference = results["interpreted"].get("seconds")
    tokens = {r["tokens"] for r in results.values() if "tokens" in r}
    status = 0 if len(tokens) == 1 else 1
    for name, result in results.items():
        if "error" in result:
            print(f"  {name:28} {result['error']}")
            continue
        ratio = f"{reference / result['seconds']:.2f}x the interpreter" if reference else ""
        print(f"  {name:28} {result['seconds']:7.3f} s  {ratio:26} {Path(result['file']).name}")
    if status:
        print(f"  token counts differ: {sorted(tokens)}")
    return status


if __name__ == "__main__":
    sys.exit(main())
