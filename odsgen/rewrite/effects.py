"""Side effects as the greedy driver, region DCE and CSE see them
(mlir/lib/Interfaces/SideEffectInterfaces.cpp).

An operation's memory effects come from its traits: `Pure` / `NoMemoryEffect` mean none;
`RecursiveMemoryEffects` means those of the operations nested in it; a generated class
may list its own as `_ods_memory_effects` (tuples of "read", "write", "allocate" or
"free", and `("operand" | "result", index)` or None), from ODS effect decorators. Anything else, unregistered operations included,
may have any effect.
"""

from __future__ import annotations

from typing import Any

from odsgen.ir import Operation

NO_EFFECTS = ("Pure", "NoMemoryEffect")


def _traits(op: Operation) -> frozenset[str]:
    return getattr(type(op), "_ods_traits", frozenset())


def is_registered(op: Operation) -> bool:
    return getattr(type(op), "OPERATION_NAME", "") != ""


def is_symbol(op: Operation) -> bool:
    """SymbolOpInterface (FunctionOpInterface includes it)."""
    names = _traits(op)
    return "Symbol" in names or "FunctionOpInterface" in names


def might_be_terminator(op: Operation) -> bool:
    return not is_registered(op) or "IsTerminator" in _traits(op)


def might_be_isolated(op: Operation) -> bool:
    return not is_registered(op) or bool(getattr(type(op), "isolated_from_above", False))


def memory_effects(op: Operation) -> tuple[tuple[str, Any], ...] | None:
    """The op's own effects, or None when it has no MemoryEffectOpInterface."""
    names = _traits(op)
    effects = getattr(type(op), "_ods_memory_effects", None)
    if effects is not None:
        return tuple(effects)
    if any(n in names for n in NO_EFFECTS):
        return ()
    return None


def has_recursive_effects(op: Operation) -> bool:
    return "RecursiveMemoryEffects" in _traits(op)


def _nested(op: Operation) -> list[Operation]:
    return [inner for region in op.regions for block in region.blocks for inner in block.operations]


def would_be_trivially_dead(op: Operation) -> bool:
    """wouldOpBeTriviallyDead: no effect but reads and allocations of its own results,
    never for a possible terminator or a symbol."""
    if might_be_terminator(op) or is_symbol(op):
        return False
    stack = [op]
    while stack:
        current = stack.pop()
        recursive = has_recursive_effects(current)
        if recursive:
            stack.extend(_nested(current))
        effects = memory_effects(current)
        if effects is not None:
            for kind, value in effects:
                if kind == "read":
                    continue
                if kind == "allocate" and value is not None and value[0] == "result":
                    continue  # an allocation of its own result
                return False
            continue
        if recursive:
            continue
        return False
    return True


def is_trivially_dead(op: Operation) -> bool:
    """isOpTriviallyDead: unused, and would be dead."""
    for result in op.results:
        if result._first_use is not None:
            return False
    return would_be_trivially_dead(op)


def is_memory_effect_free(op: Operation) -> bool:
    """isMemoryEffectFree: no effects at all, nested operations included for recursive ones."""
    effects = memory_effects(op)
    if effects is not None:
        if effects:
            return False
        if not has_recursive_effects(op):
            return True
    elif not has_recursive_effects(op):
        return False
    return all(is_memory_effect_free(inner) for inner in _nested(op))


def only_reads(op: Operation) -> bool:
    """hasSingleEffect<Read> for CSE: every effect of the op (and nested ones) is a read."""
    effects = memory_effects(op)
    if effects is None and not has_recursive_effects(op):
        return False
    if effects and any(kind != "read" for kind, _ in effects):
        return False
    if has_recursive_effects(op):
        return all(only_reads(inner) for inner in _nested(op))
    return bool(effects)
