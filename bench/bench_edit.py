"""Editing IR through the API: in one block, build N `arith.addi %x, %x : i32` that all
read one value %x, replace all uses of %x with %y (one call, 2N uses), move every op
(each after %y's constant: the block's order of the N ops is reversed), then erase
every op one by one. Each phase is timed on its own, for odsgen (generated builders
under `with InsertionPoint(block)`, Value.replace_all_uses_with, Operation.move_after,
Operation.erase) and for xDSL (arith.AddiOp under `with ImplicitBuilder(block)`,
SSAValue.replace_all_uses_with, Operation.detach + Block.insert_op_after,
Rewriter.erase_op), at 10k and 100k ops: the per-op time should not grow with N.

The use lists and the block's list of ops are what the phases exercise: a naive use
list (a Python list of uses, say) makes erasing N users of one value quadratic.
Each framework's result is checked after each phase (use counts, the order of the
block, the block left with the two constants), outside the timed region. The cyclic
garbage collector is off while a phase is timed (and the IR of the previous run is
collected before the next), as odsgen's parser does for bulk building: with it on, the
collections would walk the whole growing heap, the same for both frameworks.
"""

from __future__ import annotations

import gc
import sys
import time
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent))

from xdsl.builder import ImplicitBuilder  # noqa: E402
from xdsl.dialects import arith as xarith  # noqa: E402
from xdsl.dialects import builtin as xbuiltin  # noqa: E402
from xdsl.rewriter import Rewriter  # noqa: E402

from odsgen.dialects import arith, builtin  # noqa: E402
from odsgen.ir import Context, InsertionPoint  # noqa: E402

SIZES = ((10_000, 5), (100_000, 3))  # (ops, best of how many runs)
PHASES = ("build", "replace all uses", "move every op", "erase all")


def timed(step: Callable[[], Any]) -> tuple[float, Any]:
    """The wall time of `step()`, with the cyclic collector off, and what it returned."""
    gc.disable()
    try:
        start = time.perf_counter()
        result = step()
        elapsed = time.perf_counter() - start
    finally:
        gc.enable()
    return elapsed, result


def check(condition: bool, what: str) -> None:
    if not condition:
        raise AssertionError(what)


def run_odsgen(n: int) -> list[float]:
    """One run of the four phases in odsgen; their times in seconds."""
    ctx = Context()
    i32 = builtin.IntegerType.get(ctx, 32)
    module = builtin.ModuleOp.build(ctx)
    block = module.body
    with InsertionPoint(block):
        cx = arith.ConstantOp.build(ctx, builtin.IntegerAttr.get(ctx, i32, 1))
        cy = arith.ConstantOp.build(ctx, builtin.IntegerAttr.get(ctx, i32, 2))
    x, y = cx.result, cy.result
    build_addi = arith.AddIOp.build
    times = []

    def build() -> list[Any]:
        with InsertionPoint(block):
            return [build_addi(ctx, x, x) for _ in range(n)]

    elapsed, ops = timed(build)
    times.append(elapsed)
    check(
        len(block.operations) == n + 2,
        f"odsgen build: {len(block.operations)} ops in the block, not {n + 2}",
    )
    check(list(block.operations)[2:] == ops, "odsgen build: ops not in the order built")
    check(
        x.num_uses == 2 * n and not y.has_uses(),
        f"odsgen build: %x has {x.num_uses} uses, not {2 * n}",
    )

    elapsed, _ = timed(lambda: x.replace_all_uses_with(y))
    times.append(elapsed)
    check(not x.has_uses(), f"odsgen replace: %x still has {x.num_uses} uses")
    check(y.num_uses == 2 * n, f"odsgen replace: %y has {y.num_uses} uses, not {2 * n}")
    check(
        all(op.operands[0] is y and op.operands[1] is y for op in ops),
        "odsgen replace: an operand is not %y",
    )

    def move() -> None:
        for op in ops:
            op.move_after(cy)

    elapsed, _ = timed(move)
    times.append(elapsed)
    reversed_ops = ops[::-1]
    check(
        len(block.operations) == n + 2,
        f"odsgen move: {len(block.operations)} ops in the block, not {n + 2}",
    )
    check(
        list(block.operations) == [cx, cy, *reversed_ops],
        "odsgen move: the block is not [%x, %y, reversed ops]",
    )
    check(
        list(reversed(block.operations)) == [*ops, cy, cx], "odsgen move: backward links disagree"
    )

    def erase() -> None:
        for op in ops:
            op.erase()

    elapsed, _ = timed(erase)
    times.append(elapsed)
    check(len(block.operations) == 2, f"odsgen erase: {len(block.operations)} ops left, not 2")
    check(list(block.operations) == [cx, cy], "odsgen erase: the block is not [%x, %y]")
    check(not y.has_uses() and not x.has_uses(), f"odsgen erase: %y still has {y.num_uses} uses")
    check(all(op.parent is None for op in ops), "odsgen erase: an erased op still has a block")
    return times


def run_xdsl(n: int) -> list[float]:
    """One run of the four phases in xDSL; their times in seconds."""
    i32 = xbuiltin.i32
    module = xbuiltin.ModuleOp([])
    block = module.body.block
    with ImplicitBuilder(block):
        cx = xarith.ConstantOp(xbuiltin.IntegerAttr(1, i32))
        cy = xarith.ConstantOp(xbuiltin.IntegerAttr(2, i32))
    x, y = cx.result, cy.result
    addi = xarith.AddiOp
    times = []

    def build() -> list[Any]:
        with ImplicitBuilder(block):
            return [addi(x, x) for _ in range(n)]

    elapsed, ops = timed(build)
    times.append(elapsed)
    check(len(block.ops) == n + 2, f"xDSL build: {len(block.ops)} ops in the block, not {n + 2}")
    check(list(block.ops)[2:] == ops, "xDSL build: ops not in the order built")
    check(
        x.uses.get_length() == 2 * n and not y.uses,
        f"xDSL build: %x has {x.uses.get_length()} uses",
    )

    elapsed, _ = timed(lambda: x.replace_all_uses_with(y))
    times.append(elapsed)
    check(not x.uses, f"xDSL replace: %x still has {x.uses.get_length()} uses")
    check(
        y.uses.get_length() == 2 * n,
        f"xDSL replace: %y has {y.uses.get_length()} uses, not {2 * n}",
    )
    check(
        all(op.operands[0] is y and op.operands[1] is y for op in ops),
        "xDSL replace: an operand is not %y",
    )

    def move() -> None:
        insert_after = block.insert_op_after
        for op in ops:
            op.detach()
            insert_after(op, cy)

    elapsed, _ = timed(move)
    times.append(elapsed)
    reversed_ops = ops[::-1]
    check(len(block.ops) == n + 2, f"xDSL move: {len(block.ops)} ops in the block, not {n + 2}")
    check(
        list(block.ops) == [cx, cy, *reversed_ops],
        "xDSL move: the block is not [%x, %y, reversed ops]",
    )
    check(list(reversed(block.ops)) == [*ops, cy, cx], "xDSL move: backward links disagree")

    def erase() -> None:
        erase_op = Rewriter.erase_op
        for op in ops:
            erase_op(op)

    elapsed, _ = timed(erase)
    times.append(elapsed)
    check(list(block.ops) == [cx, cy], "xDSL erase: the block is not [%x, %y]")
    check(not y.uses and not x.uses, f"xDSL erase: %y still has {y.uses.get_length()} uses")
    check(all(op.parent is None for op in ops), "xDSL erase: an erased op still has a block")
    return times


def best_runs(n: int, repeat: int) -> tuple[list[float], list[float]]:
    """Per phase, the best time of `repeat` runs of each framework (runs alternate, so
    both see the same machine)."""
    ours = [float("inf")] * len(PHASES)
    theirs = [float("inf")] * len(PHASES)
    for _ in range(repeat):
        for run, best in ((run_odsgen, ours), (run_xdsl, theirs)):
            gc.collect()  # the previous run's IR (one big cycle) goes before this run
            for i, seconds in enumerate(run(n)):
                best[i] = min(best[i], seconds)
    gc.collect()
    return ours, theirs


def main() -> None:
    results = {n: best_runs(n, repeat) for n, repeat in SIZES}
    runs = " / ".join(f"{repeat} at {n:,}" for n, repeat in SIZES)
    print(
        f"Editing one block of N `arith.addi %x, %x` (per op; best of {runs} runs; gc off while timed)"
    )
    print(f"  {'phase':18} {'ops':>8} {'odsgen':>11} {'xDSL':>11} {'xDSL/odsgen':>12}")
    for i, phase in enumerate(PHASES):
        for n, _ in SIZES:
            ours, theirs = results[n]
            print(
                f"  {phase:18} {n:>8} {ours[i] / n * 1e6:8.2f} us {theirs[i] / n * 1e6:8.2f} us "
                f"{theirs[i] / ours[i]:11.1f}x"
            )
    (small, _), (large, _) = SIZES[0], SIZES[-1]
    for who, index in (("odsgen", 0), ("xDSL", 1)):
        ratios = ", ".join(
            f"{phase} {results[large][index][i] / large / (results[small][index][i] / small):.2f}"
            for i, phase in enumerate(PHASES)
        )
        print(f"  linearity, {who} per op at {large:,} / at {small:,} (1 = linear): {ratios}")


if __name__ == "__main__":
    main()
