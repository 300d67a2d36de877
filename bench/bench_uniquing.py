"""Uniquing: `get` of an existing instance and of a new one, against constructing the
same attribute in xDSL (which builds and verifies a fresh object every time)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from timing import best_of, report  # noqa: E402
from xdsl.dialects.builtin import IntegerType as XIntegerType  # noqa: E402
from xdsl.dialects.builtin import Signedness as XSignedness  # noqa: E402

from odsgen.dialects import builtin  # noqa: E402
from odsgen.ir import Context  # noqa: E402

N = 200_000


def main() -> None:
    ctx = Context()
    get = builtin.IntegerType.get
    get(ctx, 32)

    def ours_existing() -> None:
        for _ in range(N):
            get(ctx, 32)

    def xdsl_same() -> None:
        for _ in range(N):
            XIntegerType(32)

    def ours_new() -> None:
        fresh = Context()
        for width in range(1, N + 1):
            get(fresh, width)

    def xdsl_new() -> None:
        for width in range(1, N + 1):
            XIntegerType(width)

    signed = builtin.Signedness.Signed

    def ours_existing_kw() -> None:
        for _ in range(N):
            get(ctx, 16, signedness=signed)

    def xdsl_same_kw() -> None:
        for _ in range(N):
            XIntegerType(16, XSignedness.SIGNED)

    report(
        f"IntegerType construction, {N} calls each (best of 5)",
        [
            ("get(ctx, 32), existing instance", best_of(ours_existing), best_of(xdsl_same), N),
            ("get(ctx, 16, signedness=Signed), existing", best_of(ours_existing_kw), best_of(xdsl_same_kw), N),
            ("get(ctx, w), new instance each call", best_of(ours_new, 3), best_of(xdsl_new, 3), N),
        ],
    )


if __name__ == "__main__":
    main()
