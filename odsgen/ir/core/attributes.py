"""Base classes of every generated attribute and type.

Instances are uniqued in their `Context` and immutable, so identity is equality:
`__eq__`/`__hash__` are object identity, O(1). Generated subclasses declare one slot per
parameter (`_<name>`) and read-only properties over them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from odsgen.ir.core import seam

if TYPE_CHECKING:
    from odsgen.ir.core.context import Context


class AttrOrType:
    """Common base of `Attribute` and `Type`."""

    __slots__ = ("_ods_context",)

    # Set by every generated class.
    _ods_dialect: ClassVar[str] = ""
    _ods_name: ClassVar[str] = ""
    _ods_mnemonic: ClassVar[str | None] = None
    _ods_param_names: ClassVar[tuple[str, ...]] = ()

    @property
    def context(self) -> Context:
        return self._ods_context

    @property
    def dialect_name(self) -> str:
        return self._ods_dialect

    @property
    def parameters(self) -> tuple[Any, ...]:
        """Parameter values in declaration order."""
        return tuple(getattr(self, "_" + n) for n in self._ods_param_names)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable (it is uniqued in its context)")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable (it is uniqued in its context)")

    def __copy__(self) -> AttrOrType:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> AttrOrType:
        return self

    def __reduce__(self) -> Any:
        raise TypeError(f"{type(self).__name__} is owned by its context and cannot be pickled")

    def __str__(self) -> str:
        """The canonical MLIR text (aliases inlined)."""
        return seam.print_attr_or_type(self)

    def __repr__(self) -> str:
        args = ", ".join(f"{n}={getattr(self, '_' + n)!r}" for n in self._ods_param_names)
        return f"{type(self).__name__}({args})"


class Attribute(AttrOrType):
    """An attribute: compile-time constant data attached to operations."""

    __slots__ = ()


class Type(AttrOrType):
    """A type: the type of an SSA value."""

    __slots__ = ()


class AttrInterface:
    """Base of generated attribute interfaces (mixins with declared methods)."""

    __slots__ = ()


class TypeInterface:
    """Base of generated type interfaces (mixins with declared methods)."""

    __slots__ = ()


class Trait:
    """Base of generated native traits (marker mixins, optionally with methods)."""

    __slots__ = ()
