"""Reading and writing func/arith/scf programs in their custom syntax: the whole `opt`
process (parse + verify + print, custom printing) for odsgen, xDSL and mlir-opt on the
same files of about 1k, 10k and 100k operations (see ops_programs.py), and whether
odsgen's output is byte for byte mlir-opt's.

A tool that fails is reported ("odsgen failed: <first line of its error>") and the
benchmark goes on. xDSL/odsgen above 1 means odsgen is faster; odsgen/mlir-opt is how many
times slower than mlir-opt odsgen is. Each tool runs once on an empty module before it is
timed, and the Python tools run with byte-code caching on (in bench/.data/pycache, even
when PYTHONDONTWRITEBYTECODE is set), so that start-up is not compiling sources.

    bench/.venv/bin/python bench/bench_ops.py                  # the table (make bench runs it)
    bench/.venv/bin/python bench/bench_ops.py --sizes 1000,10000
    bench/.venv/bin/python bench/bench_ops.py --profile [OPS]  # odsgen in-process under cProfile
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ops_programs import DATA, Program, ops_program_file  # noqa: E402

SIZES = (1_000, 10_000, 100_000)
MLIR_OPT = shutil.which("mlir-opt") or "/usr/lib/llvm-22/bin/mlir-opt"
BIN = Path(sys.executable).parent
TIMEOUT = 600  # seconds, per run
PROFILE_SIZE = 10_000
PROFILE_TOP = 25


def repeats(size: int) -> int:
    """Best of how many runs: fewer for the big files (xdsl-opt takes ~30 s on 100k)."""
    return 5 if size <= 1_000 else 3 if size <= 10_000 else 2


def error_line(stderr: bytes) -> str:
    """The first line of a tool's error; for a Python traceback, the exception's line
    and, when its message goes on over several lines, the last of them."""
    lines = [
        line.rstrip() for line in stderr.decode("utf-8", "replace").splitlines() if line.strip()
    ]
    if not lines:
        return "no error message"
    if lines[0].startswith("Traceback (most recent call last)"):
        for i in range(len(lines) - 1, 0, -1):
            if not lines[i].startswith(" ") and (
                "Error" in lines[i].split(":")[0] or "Exception" in lines[i].split(":")[0]
            ):
                tail = lines[-1].strip()
                return lines[i] if i == len(lines) - 1 else f"{lines[i]} ... {tail}"
        return lines[-1]
    return lines[0]


class Result:
    def __init__(
        self, seconds: float | None = None, output: bytes = b"", error: str | None = None
    ) -> None:
        self.seconds = seconds
        self.output = output
        self.error = error


def child_env(pure: bool = False) -> dict[str, str]:
    """The tools' environment; `pure` runs odsgen without its compiled accelerator."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    # The compiled accelerator (odsgen/accel.py) is used when built, except for `pure`.
    env.pop("ODSGEN_PURE", None)
    if pure:
        env["ODSGEN_PURE"] = "1"
    env.setdefault("PYTHONPYCACHEPREFIX", str(DATA / "pycache"))
    return env


def load() -> str:
    """The machine's load (1-minute average) against its CPUs, for the record."""
    return f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs"


def warm_up(cmd: list[str], workdir: Path, pure: bool = False) -> None:
    """One untimed run on an empty module: byte code cached, files in the page cache."""
    if Path(cmd[0]).exists():
        empty = workdir / "empty.mlir"
        empty.write_text("module {\n}\n")
        subprocess.run(
            [*cmd, str(empty)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=child_env(pure),
        )


def wall(cmd: list[str], repeat: int, workdir: Path, pure: bool = False) -> Result:
    """Best wall time of `repeat` runs of `cmd`, with its stdout written to a file (the
    same way for every tool); the output of the first run is kept."""
    if not Path(cmd[0]).exists():
        return Result(error=f"{cmd[0]} not found")
    best: float | None = None
    output = b""
    out_path = workdir / "out.mlir"
    env = child_env(pure)
    for i in range(repeat):
        with open(out_path, "wb") as out:
            start = time.perf_counter()
            try:
                proc = subprocess.run(
                    cmd, stdout=out, stderr=subprocess.PIPE, timeout=TIMEOUT, env=env
                )
            except subprocess.TimeoutExpired:
                return Result(error=f"timed out after {TIMEOUT} s")
            elapsed = time.perf_counter() - start
        if proc.returncode != 0:
            return Result(error=error_line(proc.stderr))
        if i == 0:
            output = out_path.read_bytes()
        best = elapsed if best is None else min(best, elapsed)
    return Result(best, output)


def fmt(result: Result) -> str:
    if result.seconds is None:
        return "failed".rjust(10)
    return f"{result.seconds:9.3f}s"


def ratio(num: Result, den: Result) -> str:
    if num.seconds is None or den.seconds is None:
        return "n/a".rjust(12)
    return f"{num.seconds / den.seconds:11.1f}x"


def first_difference(ours: bytes, theirs: bytes) -> str:
    a, b = ours.split(b"\n"), theirs.split(b"\n")
    for number, (x, y) in enumerate(zip(a, b), 1):
        if x != y:
            return f"line {number}: odsgen {x.decode(errors='replace')[:100]!r}, mlir-opt {y.decode(errors='replace')[:100]!r}"
    return f"odsgen has {len(a)} lines, mlir-opt {len(b)}"


def describe(path: Path, program: Program) -> str:
    functions = program.counts["func.func"]
    return (
        f"{path.name}: {program.num_ops:,} ops in {functions:,} func.func, "
        f"{len(program.text) / 1e3:,.0f} kB, scf nesting up to {program.max_depth} deep"
    )


def op_mix(program: Program) -> str:
    return ", ".join(
        f"{name} {count / program.num_ops:.0%}" for name, count in program.counts.most_common()
    )


def bench(sizes: list[int]) -> None:
    programs = [(size, *ops_program_file(size)) for size in sizes]
    for _, path, program in programs:
        print(f"  {describe(path, program)}")
    print(f"  op mix: {op_mix(programs[-1][2])}")
    print(
        "Whole process: parse + verify + print, custom syntax (after a warm-up run; best of 5 / 3 / 2 runs for 1k / 10k / 100k)"
    )
    print(f"  ({load()} at the start; odsgen = compiled where `odsgen accel` built it, pure = ODSGEN_PURE=1)")
    print(
        f"  {'ops':>8} {'odsgen':>10} {'pure':>10} {'xdsl-opt':>10} {'mlir-opt':>10} {'xDSL/odsgen':>12} {'odsgen/mlir':>12} {'xDSL/pure':>10} {'pure/mlir':>10}"
    )
    with tempfile.TemporaryDirectory(prefix="bench_ops.") as tmp:
        workdir = Path(tmp)
        odsgen_cmd, xdsl_cmd, mlir_cmd = (
            [str(BIN / "odsgen"), "opt"],
            [str(BIN / "xdsl-opt")],
            [MLIR_OPT],
        )
        for cmd in (odsgen_cmd, xdsl_cmd, mlir_cmd):
            warm_up(cmd, workdir)
        warm_up(odsgen_cmd, workdir, pure=True)
        for size, path, program in programs:
            repeat = repeats(size)
            ours = wall([*odsgen_cmd, str(path)], repeat, workdir)
            pure = wall([*odsgen_cmd, str(path)], repeat, workdir, pure=True)
            xdsl = wall([*xdsl_cmd, str(path)], repeat, workdir)
            mlir = wall([*mlir_cmd, str(path)], repeat, workdir)
            print(
                f"  {program.num_ops:>8} {fmt(ours)} {fmt(pure)} {fmt(xdsl)} {fmt(mlir)} {ratio(xdsl, ours)} {ratio(ours, mlir)}"
                f" {ratio(xdsl, pure)[2:]} {ratio(pure, mlir)[2:]}  ({load()})",
                flush=True,
            )
            if pure.output != ours.output and pure.error is None and ours.error is None:
                print("    odsgen compiled vs pure: DIFFERENT output")
            for name, result in (("odsgen", ours), ("odsgen pure", pure), ("xdsl-opt", xdsl), ("mlir-opt", mlir)):
                if result.error is not None:
                    print(f"    {name} failed: {result.error}")
            if ours.error is not None or mlir.error is not None:
                who = "odsgen" if ours.error is not None else "mlir-opt"
                print(f"    output vs mlir-opt: not compared ({who} failed)")
            elif ours.output == mlir.output:
                print(f"    output vs mlir-opt: identical ({len(ours.output):,} bytes)")
            else:
                print(
                    f"    output vs mlir-opt: DIFFERENT, first at {first_difference(ours.output, mlir.output)}"
                )
            sys.stdout.flush()


def profile(size: int) -> None:
    """`odsgen opt FILE`'s pipeline (read, parse, verify, print the one chunk, on the
    deep-stack thread as the command line does) under cProfile."""
    import cProfile
    import pstats

    # What process_chunk imports lazily, imported (and the context made) before profiling:
    # the profile is of reading, parsing, verifying and printing the file.
    import odsgen.ir.text.parser  # noqa: F401
    import odsgen.ir.text.printer  # noqa: F401
    import odsgen.ir.verify.verifier  # noqa: F401
    from odsgen.ir.core.diagnostics import DiagnosticError
    from odsgen.opt import (
        OptOptions,
        make_context,
        process_chunk,
        read_input,
        render,
        with_deep_stack,
    )

    path, program = ops_program_file(size)
    print(f"  {describe(path, program)}")
    options = OptOptions()
    context = make_context(options)
    profiler = cProfile.Profile()
    outcome: list[str] = []

    def pipeline() -> None:
        try:
            source = profiler.runcall(read_input, str(path))
            text = profiler.runcall(process_chunk, source, options, context)
            outcome.append(f"ok, {len(text):,} characters printed")
        except DiagnosticError as exc:
            outcome.append(f"odsgen failed: {render(exc.diagnostics[0]).splitlines()[0]}")
        except Exception as exc:  # noqa: BLE001 - a crash is reported with the profile so far
            outcome.append(f"odsgen crashed: {type(exc).__name__}: {exc}")

    start = time.perf_counter()
    with_deep_stack(pipeline)
    elapsed = time.perf_counter() - start
    print(f"  odsgen opt in-process under cProfile: {elapsed:.3f}s, {outcome[0]}")
    for order in ("cumulative", "tottime"):
        print(f"-- top {PROFILE_TOP} by {order}")
        stats = pstats.Stats(profiler, stream=sys.stdout)
        stats.strip_dirs().sort_stats(order).print_stats(PROFILE_TOP)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--sizes", help="comma-separated operation counts (default: 1000,10000,100000)"
    )
    parser.add_argument(
        "--profile",
        nargs="?",
        type=int,
        const=PROFILE_SIZE,
        metavar="OPS",
        help=f"instead of the table, profile odsgen opt in-process on the OPS program (default {PROFILE_SIZE})",
    )
    args = parser.parse_args()
    if args.profile is not None:
        profile(args.profile)
        return
    sizes = [int(s) for s in args.sizes.split(",")] if args.sizes else list(SIZES)
    bench(sizes)


if __name__ == "__main__":
    main()
