"""Reading and writing generic operations with builtin types and attributes:
the whole `opt` process for odsgen, xDSL and mlir-opt on the same files, then
odsgen's parse / parse+verify / parse+print split in-process."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from programs import program_file  # noqa: E402

SIZES = (1_000, 10_000, 100_000)
MLIR_OPT = shutil.which("mlir-opt") or "/usr/lib/llvm-22/bin/mlir-opt"
BIN = Path(sys.executable).parent


def wall(cmd: list[str], repeat: int = 3, pure: bool = False) -> float | None:
    """Best wall time; `pure` runs odsgen without its compiled accelerator."""
    env = dict(os.environ)
    # The compiled accelerator (odsgen/accel.py) is used when built, except for `pure`.
    env.pop("ODSGEN_PURE", None)
    if pure:
        env["ODSGEN_PURE"] = "1"
    best = None
    for _ in range(repeat):
        start = time.perf_counter()
        proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
        elapsed = time.perf_counter() - start
        if proc.returncode != 0:
            print(f"    ({cmd[0]} failed: {proc.stderr.decode()[:200]!r})")
            return None
        best = elapsed if best is None else min(best, elapsed)
    return best


def in_process(path: Path) -> dict[str, float]:
    from odsgen.ir.text.printer import print_operation
    from odsgen.ir.verify.verifier import verify
    from odsgen.opt import OptOptions, make_context

    text = path.read_text()
    timings = {}
    context = make_context(OptOptions(allow_unregistered=True))
    start = time.perf_counter()
    module = context.parse_module(text, path.name)
    timings["parse"] = time.perf_counter() - start
    start = time.perf_counter()
    verify(module, context)
    timings["verify"] = time.perf_counter() - start
    start = time.perf_counter()
    print_operation(module)
    timings["print"] = time.perf_counter() - start
    return timings


def fmt(seconds: float | None) -> str:
    return "   n/a   " if seconds is None else f"{seconds:8.3f}s"


def main() -> None:
    print("Whole process: parse + verify + print (best of 3)")
    print(f"  (odsgen = compiled where `odsgen accel` built it, pure = ODSGEN_PURE=1; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs)")
    print(f"  {'ops':>8} {'odsgen':>10} {'pure':>10} {'xdsl-opt':>10} {'mlir-opt':>10} {'xDSL/odsgen':>12} {'odsgen/mlir':>12} {'xDSL/pure':>10}")
    for size in SIZES:
        path = program_file(size)
        repeat = 1 if size >= 100_000 else 3
        ours = wall([str(BIN / "odsgen"), "opt", "--allow-unregistered-dialect", str(path)], repeat)
        pure = wall([str(BIN / "odsgen"), "opt", "--allow-unregistered-dialect", str(path)], repeat, pure=True)
        xdsl = wall([str(BIN / "xdsl-opt"), "--allow-unregistered-dialect", str(path)], 1)
        mlir = wall([MLIR_OPT, "--allow-unregistered-dialect", str(path)], repeat) if Path(MLIR_OPT).exists() else None
        ratio_x = f"{xdsl / ours:11.1f}x" if ours and xdsl else "n/a".rjust(12)
        ratio_m = f"{ours / mlir:11.1f}x" if ours and mlir else "n/a".rjust(12)
        ratio_p = f"{xdsl / pure:9.1f}x" if pure and xdsl else "n/a".rjust(10)
        print(f"  {size:>8} {fmt(ours)} {fmt(pure)} {fmt(xdsl)} {fmt(mlir)} {ratio_x} {ratio_m} {ratio_p}  (load {os.getloadavg()[0]:.1f})", flush=True)
    print("odsgen in-process split (one run)")
    for size in SIZES:
        t = in_process(program_file(size))
        per_op = (t["parse"] + t["verify"] + t["print"]) / size * 1e6
        print(f"  {size:>8} ops: parse {t['parse']:.3f}s, verify {t['verify']:.3f}s, print {t['print']:.3f}s ({per_op:.1f} us/op)")


if __name__ == "__main__":
    main()
