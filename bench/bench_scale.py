"""Scale (issue 16's targets): start-up, linearity from 10k to 1M operations, peak memory
at 1M and bytes per operation after parsing, for `odsgen opt` (compiled and pure),
mlir-opt and xdsl-opt on the func/arith/scf programs of ops_programs.py.

Times are CPU time (user + sys) of the tool's own process and memory its peak RSS, both
from os.wait4 on that process, so the benchmark's own Python is not counted. Each tool
runs once on an empty module first (bench_ops.warm_up: byte code cached, files in the
page cache). Each figure is printed with its target and whether it is met.

    bench/.venv/bin/python bench/bench_scale.py               # everything (~16 min; make bench runs it)
    bench/.venv/bin/python bench/bench_scale.py --no-xdsl-1m  # without xdsl-opt's 1M run (~12 min of it)
    bench/.venv/bin/python bench/bench_scale.py --quick       # 10k and 100k only
    bench/.venv/bin/python bench/bench_scale.py --sizes 1000,10000
"""

from __future__ import annotations

import argparse
import filecmp
import json
import os
import subprocess
import sys
import tempfile
import threading
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_ops import BIN, MLIR_OPT, child_env, error_line  # noqa: E402
from bench_ops import first_difference, load, warm_up  # noqa: E402
from ops_programs import ops_program_file  # noqa: E402

SIZES = (10_000, 100_000, 1_000_000)
STARTUP_RUNS = 10
BYTES_SIZE = 100_000
# One operation written, two parsed (with the implicit builtin.module around it).
ONE_OP = "func.func private @f()\n"
TIMEOUT = 3600  # seconds, per run: only catches a hang (xdsl-opt takes ~12 min on 1M ops)
# "Linear": per-op time at the largest size, start-up subtracted, at most this times the
# smallest size's.
LINEAR_TOLERANCE = 1.25
TOOLS = ("odsgen", "pure", "mlir-opt", "xdsl-opt")
LABELS = {
    "odsgen": "odsgen opt (compiled)",
    "pure": "odsgen opt (pure)",
    "mlir-opt": "mlir-opt",
    "xdsl-opt": "xdsl-opt",
}


@dataclass
class Run:
    cpu: float | None = None  # seconds, user + sys
    rss: int = 0  # peak resident set, bytes
    error: str | None = None


def command(tool: str) -> tuple[list[str], dict[str, str]]:
    if tool in ("odsgen", "pure"):
        return [str(BIN / "odsgen"), "opt"], child_env(pure=tool == "pure")
    return [MLIR_OPT if tool == "mlir-opt" else str(BIN / "xdsl-opt")], child_env()


def run_once(cmd: list[str], env: dict[str, str], out_path: Path) -> Run:
    """One run of `cmd`, stdout to `out_path`; its CPU time and peak RSS from os.wait4,
    i.e. of that process alone."""
    if not Path(cmd[0]).exists():
        return Run(error=f"{cmd[0]} not found")
    with open(out_path, "wb") as out, tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(cmd, stdout=out, stderr=err, env=env)
        timed_out = threading.Event()
        timer = threading.Timer(TIMEOUT, lambda: (timed_out.set(), proc.kill()))
        timer.start()
        try:
            _, status, usage = os.wait4(proc.pid, 0)
        finally:
            timer.cancel()
        proc.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
        if timed_out.is_set():
            return Run(error=f"timed out after {TIMEOUT} s")
        if proc.returncode != 0:
            err.seek(0)
            return Run(error=error_line(err.read()))
    # ru_maxrss is in kilobytes on Linux.
    return Run(usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024)


def best(tool: str, path: Path, repeat: int, workdir: Path) -> Run:
    """Least CPU time (and least peak RSS) of `repeat` runs; the output is left in
    workdir/TOOL.mlir."""
    cmd, env = command(tool)
    runs = []
    for _ in range(repeat):
        run = run_once([*cmd, str(path)], env, workdir / f"{tool}.mlir")
        if run.error is not None:
            return run
        runs.append(run)
    return Run(min(r.cpu for r in runs), min(r.rss for r in runs))


def verdict(value: float | None, target: float) -> str:
    if value is None:
        return "n/a"
    return "met" if value <= target else "NOT met"


def ratio(num: float | None, den: float | None) -> float | None:
    return None if num is None or not den else num / den


def fx(value: float | None, digits: int = 2) -> str:
    return "n/a" if value is None else f"{value:.{digits}f}x"


def mb(run: Run) -> str:
    return "n/a" if run.error else f"{run.rss / 2**20:,.0f} MB"


def parse_report(path: Path, method: str, pure: bool) -> dict:
    """What `--parse-child` prints, run in a fresh process (compiled or pure)."""
    cmd = [sys.executable, __file__, "--parse-child", method, str(path)]
    proc = subprocess.run(cmd, capture_output=True, env=child_env(pure), timeout=TIMEOUT)
    if proc.returncode != 0:
        return {"error": error_line(proc.stderr)}
    return json.loads(proc.stdout)


def parse_child(method: str, path: str) -> None:
    """Parse `path` with odsgen's API (as `odsgen opt` does, on the deep-stack thread) and
    print, as JSON, its operations and the memory the parsed IR holds: the growth of
    tracemalloc's traced memory or of the current RSS (method), measured after
    gc.collect() with the IR alive. The dialects are loaded and a small program parsed
    before, so that imports and first-use caches are not counted."""
    import gc
    import tracemalloc

    from odsgen import accel
    from odsgen.ir.text.parser import parse_source
    from odsgen.opt import OptOptions, make_context, read_input, with_deep_stack

    context = make_context(OptOptions())
    page = os.sysconf("SC_PAGE_SIZE")

    def memory() -> int:
        if method == "tracemalloc":
            return tracemalloc.get_traced_memory()[0]
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * page

    def measure() -> dict:
        warm = read_input(str(ops_program_file(1_000)[0]))
        parse_source(context, warm, warm.name)
        source = read_input(path)
        gc.collect()
        if method == "tracemalloc":
            tracemalloc.start()
        before = memory()
        module = parse_source(context, source, source.name)
        gc.collect()
        grown = memory() - before
        counts = Counter(op.name for op in module.walk())
        return {"ops": sum(counts.values()), "bytes": grown, "counts": counts, "module": module}

    report = with_deep_stack(measure)
    module = report.pop("module")  # alive until here
    report["compiled"] = len(accel.active_modules())
    print(json.dumps(report))
    del module


def startup(workdir: Path) -> dict[str, float | None]:
    one_op = workdir / "one_op.mlir"
    one_op.write_text(ONE_OP)
    parsed = parse_report(one_op, "rss", pure=False)
    print(
        f"Start-up: CPU time (user + sys) of the process, least of {STARTUP_RUNS} runs  ({load()})"
    )
    print(
        f"  one-op file: {ONE_OP.strip()!r}, parsed as {parsed.get('ops')} ops ({', '.join(parsed.get('counts', {}))});"
        f" {parsed.get('compiled')} compiled modules in use"
    )
    python = [str(BIN / "python"), "-c", "import odsgen"]
    rows = [
        ("import odsgen (compiled)", python, child_env()),
        ("import odsgen (pure)", python, child_env(pure=True)),
    ]
    rows += [(tool, [*command(tool)[0], str(one_op)], command(tool)[1]) for tool in TOOLS]
    cpu: dict[str, float | None] = {}
    for name, cmd, env in rows:
        runs = [run_once(cmd, env, workdir / "startup.out") for _ in range(STARTUP_RUNS)]
        failed = next((r.error for r in runs if r.error), None)
        cpu[name] = None if failed else min(r.cpu for r in runs)
        label = f"{LABELS[name]}, one-op file" if name in LABELS else name
        print(f"  {label:36} {f'failed: {failed}' if failed else f'{cpu[name]:.3f} s'}")
    for tool, mode in (("odsgen", "compiled"), ("pure", "pure")):
        r = ratio(cpu[tool], cpu[f"import odsgen ({mode})"])
        print(f"  odsgen opt / import odsgen ({mode}): {fx(r)}  target <= 2x: {verdict(r, 2)}")
    return cpu  # each tool's start-up, subtracted from its whole-process times below


def repeats(size: int) -> int:
    """Least of how many runs: one at 1M (xdsl-opt takes minutes there)."""
    return 3 if size <= 10_000 else 2 if size < 1_000_000 else 1


def compare(runs: dict[str, Run], workdir: Path) -> str:
    """Whether odsgen printed mlir-opt's output byte for byte (and pure the same as compiled)."""
    ours, pure, theirs = (workdir / f"{tool}.mlir" for tool in ("odsgen", "pure", "mlir-opt"))
    notes = []
    if not (runs["odsgen"].error or runs["pure"].error or filecmp.cmp(ours, pure, shallow=False)):
        notes.append("compiled vs pure: DIFFERENT output; ")
    failed = next((tool for tool in ("odsgen", "mlir-opt") if runs[tool].error), None)
    if failed:
        notes.append(f"output vs mlir-opt: not compared ({failed} failed)")
    elif filecmp.cmp(ours, theirs, shallow=False):
        notes.append(f"output vs mlir-opt: identical ({ours.stat().st_size:,} bytes)")
    else:
        difference = first_difference(ours.read_bytes(), theirs.read_bytes())
        notes.append(f"output vs mlir-opt: DIFFERENT, first at {difference}")
    return "".join(notes)


def linearity(
    sizes: list[int], start: dict[str, float | None], workdir: Path, xdsl_1m: bool
) -> dict[str, Run]:
    """The whole-process table; returns the runs at the largest size."""
    print(
        "Linearity: whole process (parse + verify + print), CPU time, least of 3 / 2 / 1 runs"
        " below 100k / below 1M / at 1M ops"
    )
    print(f"  {'ops':>9}  {'tool':22} {'CPU s':>8} {'us/op':>7} {'peak RSS':>10}")
    per_op: dict[str, dict[int, tuple[float, float | None]]] = {tool: {} for tool in TOOLS}
    runs: dict[str, Run] = {}
    for size in sizes:
        path, program = ops_program_file(size)
        ops = program.num_ops
        runs = {}
        for tool in TOOLS:
            if tool == "xdsl-opt" and size >= 1_000_000 and not xdsl_1m:
                runs[tool] = Run(error="skipped (--no-xdsl-1m)")
            else:
                runs[tool] = best(tool, path, repeats(size), workdir)
        for i, tool in enumerate(TOOLS):
            run = runs[tool]
            head = f"{ops:>9,}" if i == 0 else ""
            if run.error is not None:
                print(f"  {head:>9}  {LABELS[tool]:22} {run.error}")
                continue
            net = None if start[tool] is None else (run.cpu - start[tool]) / ops
            per_op[tool][size] = (run.cpu / ops, net)
            print(
                f"  {head:>9}  {LABELS[tool]:22} {run.cpu:8.2f} {run.cpu / ops * 1e6:7.2f} {mb(run):>10}"
            )
        print(f"  {'':>9}  {compare(runs, workdir)}  ({load()})", flush=True)
    low, high = sizes[0], sizes[-1]
    print(
        f"  per-op time at {high:,} / at {low:,} ops (1 = linear), and with each tool's start-up subtracted:"
    )
    for tool in TOOLS:
        if low in per_op[tool] and high in per_op[tool]:
            (raw_high, net_high), (raw_low, net_low) = per_op[tool][high], per_op[tool][low]
            net = ratio(net_high, net_low)
            # The target is odsgen's; mlir-opt's 10k run is too short (~0.03 s net) to judge.
            target = (
                f"  target linear (<= {LINEAR_TOLERANCE}x start-up subtracted): {verdict(net, LINEAR_TOLERANCE)}"
                if tool in ("odsgen", "pure")
                else ""
            )
            print(
                f"    {LABELS[tool]:22} {fx(raw_high / raw_low)}, start-up subtracted {fx(net)}{target}"
            )
        else:
            print(f"    {LABELS[tool]:22} n/a (not run at both sizes)")
    return runs


def peak_memory(runs: dict[str, Run], size: int) -> None:
    print(f"Peak memory at {size:,} ops: peak RSS (ru_maxrss from os.wait4) of the runs above")
    mlir = runs["mlir-opt"]
    for tool in TOOLS:
        run = runs[tool]
        line = f"  {LABELS[tool]:22} {run.error or mb(run):>10}"
        if tool in ("odsgen", "pure"):
            r = None if run.error or mlir.error else ratio(run.rss, mlir.rss)
            line += f"  / mlir-opt {fx(r, 1)}  target <= 2x: {verdict(r, 2)}"
        print(line)


def bytes_per_op(size: int) -> None:
    path, program = ops_program_file(size)
    print(
        f"Bytes per operation after parsing the {size:,}-op program: odsgen's parse_source in a fresh"
        " process, IR alive, after gc.collect()"
    )
    print(
        "  tracemalloc = growth of traced memory (Python's allocators, which compiled code's objects use too);"
        " RSS = growth of the resident set (also holds what parsing freed but the allocator kept)"
    )
    for mode in ("compiled", "pure"):
        traced = parse_report(path, "tracemalloc", pure=mode == "pure")
        rss = parse_report(path, "rss", pure=mode == "pure")
        failed = traced.get("error") or rss.get("error")
        if failed:
            print(f"  {mode:9} failed: {failed}")
            continue
        ops = traced["ops"]
        per_op = traced["bytes"] / ops
        print(
            f"  {mode:9} {ops:,} ops ({traced['compiled']} compiled modules): tracemalloc {per_op:,.0f} B/op,"
            f" RSS {rss['bytes'] / ops:,.0f} B/op  target <= 500 B/op (tracemalloc): {verdict(per_op, 500)}"
        )
        if ops != program.num_ops:
            # e.g. the scf.yield that the custom syntax leaves implicit
            extra = Counter(traced["counts"])
            extra.subtract(program.counts)
            diff = ", ".join(f"{name} {count:+,}" for name, count in extra.items() if count)
            print(
                f"    per op in the IR: {ops:,} ops there, {program.num_ops:,} written in the file ({diff})"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--sizes", help="comma-separated operation counts (default: 10000,100000,1000000)"
    )
    parser.add_argument("--quick", action="store_true", help="10k and 100k only")
    parser.add_argument(
        "--no-xdsl-1m", action="store_true", help="no xdsl-opt run at 1M ops (minutes)"
    )
    parser.add_argument(
        "--parse-child", nargs=2, metavar=("METHOD", "FILE"), help=argparse.SUPPRESS
    )
    args = parser.parse_args()
    if args.parse_child:
        parse_child(*args.parse_child)
        return
    sizes = sorted(int(s) for s in args.sizes.split(",")) if args.sizes else list(SIZES)
    if args.quick:
        sizes = [s for s in sizes if s < 1_000_000]
    print(
        f"({load()} at the start; odsgen = compiled where `odsgen accel` built it, pure = ODSGEN_PURE=1)"
    )
    with tempfile.TemporaryDirectory(prefix="bench_scale.") as tmp:
        workdir = Path(tmp)
        for tool in TOOLS:
            warm_up(command(tool)[0], workdir, pure=tool == "pure")
        start = startup(workdir)
        runs = linearity(sizes, start, workdir, xdsl_1m=not args.no_xdsl_1m)
        peak_memory(runs, sizes[-1])
    bytes_per_op(min(BYTES_SIZE, sizes[-1]))


if __name__ == "__main__":
    main()
