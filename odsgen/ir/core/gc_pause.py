"""Pausing Python's cyclic garbage collector while IR is built in bulk.

Parsing a file creates millions of objects that all stay alive (operations point at
their blocks and blocks at their operations, so the IR is one big cycle). Each
collection the allocations trigger walks the ever larger heap and frees nothing: on a
100k-operation file that is about a third of the whole run. Reference counting still
frees everything acyclic at once; the pause only defers cycle detection to the end.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def cycle_collection_paused() -> Iterator[None]:
    """Run the body with the cyclic collector off (as it was before, after)."""
    if not gc.isenabled():  # nested, or the caller has its own policy
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
