"""User code the test dialect's definitions refer to (`module:function` snippets)."""

from __future__ import annotations

from typing import Any


def describe_attr(attr: Any) -> str:
    return f"{type(attr).__name__} in {attr.dialect_name}"


def fold_override_builder(cls: Any, context: Any, a: int) -> Any:
    # A builder with a custom return type may return another attribute: here, 0 folds
    # to the parameterless SimpleEnum attribute `a`.
    if a == 0:
        from odsgen.dialects import test

        return test.SimpleEnumAttr.get(context, test.SimpleEnum.a)
    return cls._ods_get(context, a)


def verify_type_verification(emit_error: Any, param: Any) -> bool:
    from odsgen.dialects import builtin

    if not isinstance(param, builtin.IntegerType):
        emit_error("param must be an integer type")
        return False
    return True


def parse_int_pair(parser: Any) -> tuple[int, int]:
    first = parser.parse_integer()
    parser.parse_star()
    return first, parser.parse_integer()


class MemRefElementMixin:
    """An existing mixin class used as a trait (`python: module:Class`)."""

    __slots__ = ()

    def is_memref_element(self) -> bool:
        return True
