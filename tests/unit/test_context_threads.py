"""One Context shared by threads that parse at once: the dialects they name are loaded
lazily (registered, imported on first use), and every thread must see each dialect either
not yet loaded (and wait for its loading) or loaded in full."""

from __future__ import annotations

import threading

from odsgen.opt import OptOptions, make_context

PROGRAM = """\
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %b : i32
  cf.br ^bb1(%1 : i32)
^bb1(%2: i32):
  %3 = scf.execute_region -> i32 {
    scf.yield %2 : i32
  }
  func.return %3 : i32
}
"""

THREADS = 8
ROUNDS = 30  # a fresh Context each round: its dialects are loaded again by racing threads


def test_threads_parsing_with_one_context_all_succeed() -> None:
    failures: list[str] = []
    expected = None
    for _ in range(ROUNDS):
        context = make_context(OptOptions())
        barrier = threading.Barrier(THREADS)
        printed: list[str] = []

        def parse() -> None:
            barrier.wait()
            try:
                printed.append(str(context.parse_module(PROGRAM)))
            except Exception as exc:  # noqa: BLE001 - every failure is collected
                failures.append(f"{type(exc).__name__}: {exc}")

        threads = [threading.Thread(target=parse) for _ in range(THREADS)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=120)
        assert not any(thread.is_alive() for thread in threads), "a parsing thread hung"
        if expected is None and printed:
            expected = printed[0]
        assert all(text == expected for text in printed)
    assert not failures, f"{len(failures)} of {THREADS * ROUNDS} parses failed: {failures[:3]}"
    assert expected is not None and "arith.addi" in expected and "func.func @f" in expected
