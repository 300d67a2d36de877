"""What generated DRR patterns call at run time."""

from __future__ import annotations

from typing import Any


def fused_location(context: Any, locations: list[Any]) -> Any:
    """Builder::getFusedLoc of the matched operations' locations: one location if they
    are all the same, else a FusedLoc of the distinct ones (unknown ones dropped)."""
    from odsgen.dialects import builtin

    known = []
    for loc in locations:
        if loc is None or isinstance(loc, builtin.UnknownLoc):
            continue
        if loc not in known:
            known.append(loc)
    if not known:
        return locations[0] if locations else None
    if len(known) == 1:
        return known[0]
    return builtin.FusedLoc.fused(context, tuple(known), None)
