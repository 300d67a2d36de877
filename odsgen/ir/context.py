"""The context: owns uniqued attributes and types and the loaded dialects.

Uniquing is a two-level table, class -> generated key tuple -> instance. Lookups of
existing instances are lock-free dict reads (atomic under the GIL, and internally locked
on free-threaded builds); creation takes the context's re-entrant lock, so concurrent
`get` calls with equal parameters always return one object. The lock is re-entrant
because building an instance may build nested ones (a verifier that calls `get`).
"""

from __future__ import annotations

import importlib
import sys
import threading
from types import ModuleType
from typing import TYPE_CHECKING, Any, Callable, TypeVar

from odsgen.ir.diagnostics import VerifyError, error

if TYPE_CHECKING:
    from odsgen.ir.attributes import AttrOrType

T = TypeVar("T", bound="AttrOrType")

# Reports a verifier failure; returns nothing. `get` raises, `get_checked` collects.
EmitError = Callable[[str], Any]

BUILTIN_MODULE = "odsgen.dialects.builtin"


def raise_verify_error(message: str) -> None:
    """The emitter behind plain `get`: a failing verifier is a programming error."""
    raise VerifyError(error(message))


class Context:
    """Holds uniqued attributes/types and the registry of loaded dialects."""

    def __init__(self, allow_unregistered_dialects: bool = False) -> None:
        self.allow_unregistered_dialects = allow_unregistered_dialects
        # class -> key tuple -> instance; read on every `get`, so kept a plain dict.
        self._ods_uniqued: dict[type, dict[Any, Any]] = {}
        self._ods_lock = threading.RLock()
        self._dialects: dict[str, ModuleType] = {}
        try:
            builtin = importlib.import_module(BUILTIN_MODULE)
        except ImportError:
            # Only while bootstrapping generated/ from an empty tree.
            builtin = None
        if builtin is not None:
            self.load_dialect(builtin)

    # -- dialects ---------------------------------------------------------------------

    def load_dialect(self, module: ModuleType | str) -> ModuleType:
        """Load a generated dialect module (or its import path); returns the module."""
        if isinstance(module, str):
            module = importlib.import_module(module)
        name = getattr(module, "DIALECT_NAME", None)
        if name is None:
            raise ValueError(f"{module.__name__} is not a generated odsgen dialect module")
        with self._ods_lock:
            self._dialects.setdefault(name, module)
        return module

    def get_dialect(self, name: str) -> ModuleType | None:
        return self._dialects.get(name)

    @property
    def dialects(self) -> dict[str, ModuleType]:
        return dict(self._dialects)

    # -- uniquing ---------------------------------------------------------------------

    def _ods_unique(
        self,
        cls: type[T],
        key: Any,
        build: Callable[[Context, Any, EmitError], T | None],
        emit_error: EmitError | None,
    ) -> T | None:
        """Slow path of `get`: find or build the instance of `cls` for `key`.

        `build` checks and verifies the parameters and returns the new instance, or None
        after calling `emit_error` when verification fails (nothing is stored then).
        """
        with self._ods_lock:
            table = self._ods_uniqued.get(cls)
            if table is None:
                table = self._ods_uniqued[cls] = {}
            instance = table.get(key)
            if instance is not None:
                return instance
            if cls._ods_dialect not in self._dialects:
                # Building an instance loads its dialect, as creating one in MLIR needs it.
                self.load_dialect(sys.modules[cls.__module__])
            instance = build(self, key, emit_error or raise_verify_error)
            if instance is not None:
                table[key] = instance
            return instance

    def _ods_mutate(self, instance: AttrOrType, name: str, value: Any) -> bool:
        """Set a mutable parameter once; changing an already set value fails."""
        with self._ods_lock:
            slot = "_" + name
            current = getattr(instance, slot)
            if current is not None and current != value:
                return False
            object.__setattr__(instance, slot, value)
            return True

    def num_uniqued(self, cls: type | None = None) -> int:
        """How many instances (of `cls`, or in all) this context holds."""
        if cls is not None:
            return len(self._ods_uniqued.get(cls, ()))
        return sum(len(t) for t in self._ods_uniqued.values())

