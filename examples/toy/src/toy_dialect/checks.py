"""Hand-written verifiers referenced from defs/toy.yaml as `module:function`."""


def verify_range(emit_error, lower: int, upper: int, step: int) -> bool:
    """RangeAttr's verifier: a non-empty range and a positive step."""
    if lower > upper:
        emit_error(f"range lower bound {lower} is above its upper bound {upper}")
        return False
    if step <= 0:
        emit_error(f"range step must be positive, got {step}")
        return False
    return True
