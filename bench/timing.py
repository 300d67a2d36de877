"""Shared timing and reporting for the benchmarks."""

from __future__ import annotations

import time
from typing import Callable


def best_of(fn: Callable[[], object], repeat: int = 5) -> float:
    """Best wall time of `repeat` calls, in seconds (the least disturbed run)."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def report(title: str, rows: list[tuple[str, float, float, int]]) -> None:
    """rows: (workload, odsgen seconds, other seconds, operations)."""
    print(title)
    print(f"  {'workload':44} {'odsgen':>12} {'xDSL':>12} {'xDSL/odsgen':>12}")
    for name, ours, theirs, ops in rows:
        print(
            f"  {name:44} {ours / ops * 1e9:9.0f} ns {theirs / ops * 1e9:9.0f} ns {theirs / ours:11.1f}x"
        )
