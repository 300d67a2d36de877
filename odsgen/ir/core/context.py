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
from collections import defaultdict
from types import ModuleType
from typing import TYPE_CHECKING, Any, Callable, TypeVar

from odsgen.ir.core import seam
from odsgen.ir.core.diagnostics import VerifyError, error
from odsgen.ir.core.helpers import builtin_dialect
from odsgen.ir.core.operation import Operation
from odsgen.ir.core.scoped import ScopedValue

if TYPE_CHECKING:
    from odsgen.ir.core.attributes import AttrOrType

T = TypeVar("T", bound="AttrOrType")

# Reports a verifier failure; returns nothing. `get` raises, `get_checked` collects.
EmitError = Callable[[str], Any]

_current: ScopedValue[Context] = ScopedValue("odsgen_context")


def raise_verify_error(message: str) -> None:
    """The emitter behind plain `get`: a failing verifier is a programming error."""
    raise VerifyError(error(message))


class _CurrentContext(type):
    @property
    def current(cls) -> Context:
        """The context of the innermost `with ctx:` (MLIR's Python `Context.current`)."""
        context = _current.get()
        if context is None:
            raise ValueError("no current context: use `with ctx:`")
        return context


class Context(metaclass=_CurrentContext):
    """Holds uniqued attributes/types and the registry of loaded dialects. `with ctx:`
    makes it the current context (for `Operation.create` without types or a location)."""

    def __init__(self, allow_unregistered_dialects: bool = False) -> None:
        self.allow_unregistered_dialects = allow_unregistered_dialects
        # class -> key tuple -> instance; read on every `get`. A defaultdict, so that a
        # generated `get` looks up `[cls].get(key)` without raising on a class's first use.
        self._ods_uniqued: defaultdict[type, dict[Any, Any]] = defaultdict(dict)
        # The keys of operations whose invariants depend only on their types and
        # properties and were found to hold (RegisteredOp.verify_structure).
        self._ods_verified: set[tuple[Any, ...]] = set()
        # Op class -> its default properties (what a parsed op that writes none gets).
        self._ods_default_properties: dict[type, Any] = {}
        self._ods_lock = threading.RLock()
        self._dialects: dict[str, ModuleType] = {}
        # Dialect name -> import path of a dialect that is available but not loaded yet
        # (MLIR's DialectRegistry): it is imported when IR first names it.
        self._registered: dict[str, str] = {}
        # Operation name -> hook parsing its custom form, from loaded dialects.
        self._op_parsers: dict[str, Any] = {}
        # Operation name -> hook printing its custom form.
        self._op_printers: dict[str, Any] = {}
        # Operation name -> what the verifier knows of a registered operation.
        self._op_info: dict[str, Any] = {}
        # Operation name -> its generated class (a RegisteredOp subclass).
        self._op_classes: dict[str, Any] = {}
        # (is dialect resource, owner) -> key -> value, from files' `{-# ... #-}` sections.
        self.resources: dict[tuple[bool, str], dict[str, Any]] = {}
        # MLIR's DiagnosticEngine handler: called with (severity, message, location) for
        # the diagnostics hooks emit as they run (remarks, warnings). Without one they are
        # dropped, as MLIR drops all but errors when no handler is registered.
        self.diagnostic_handler: Any = None
        try:
            builtin = builtin_dialect()
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
            # Readers take no lock: the dialect is listed once its operations are, and
            # leaves the registry last, so a thread that misses an operation of it finds
            # it still registered and waits for the loading in _load_registered.
            if name not in self._dialects:
                self._op_parsers.update(getattr(module, "OP_PARSERS", {}))
                self._op_printers.update(getattr(module, "OP_PRINTERS", {}))
                self._op_info.update(getattr(module, "OP_INFO", {}))
                for cls in getattr(module, "OPERATIONS", ()):
                    self.register_operation(cls)
                syntax = getattr(module, "OPERATION_SYNTAX", None)
                if syntax is not None:  # the dialect's syntax for operations it does not define
                    from odsgen.ir.core.helpers import resolve_ref

                    for op_name, (parse, print_) in resolve_ref(syntax)().items():
                        self._op_parsers[op_name] = parse
                        self._op_printers[op_name] = print_
                self._dialects[name] = module
            self._registered.pop(name, None)
        return module

    def emit_diagnostic(self, severity: Any, message: str, location: Any) -> None:
        """mlir::emitRemark / emitWarning at `location`: to the diagnostic handler if one
        is set (`odsgen opt` sets one), else dropped."""
        if self.diagnostic_handler is not None:
            self.diagnostic_handler(severity, message, location)

    def register_dialect(self, name: str, module_path: str) -> None:
        """Make dialect `name` available, to be loaded from `module_path` on first use."""
        if name not in self._dialects:
            self._registered[name] = module_path

    def _load_registered(self, name: str) -> bool:
        """Load the registered dialect of `name`'s namespace (`arith` of `arith.addi`);
        whether there was one to load."""
        namespace = name.partition(".")[0]
        if namespace not in self._registered:
            # Nothing to load (the common miss: an unregistered op's name). Read without
            # the lock: a dialect leaves the registry only once it is loaded.
            return namespace in self._dialects
        # Under the lock from lookup to loaded, so that concurrent first uses load the
        # dialect once and none sees it half loaded; one loaded meanwhile counts as loaded.
        with self._ods_lock:
            path = self._registered.get(namespace)
            if path is None:
                return namespace in self._dialects
            self.load_dialect(path)
            return True

    # -- operations ---------------------------------------------------------------------

    def custom_op_parser(self, name: str) -> Any:
        """The hook parsing `name`'s custom syntax, or None."""
        hook = self._op_parsers.get(name)
        if hook is None and self._registered and self._load_registered(name):
            hook = self._op_parsers.get(name)
        return hook

    def custom_op_printer(self, name: str) -> Any:
        return self._op_printers.get(name)

    def op_info(self, name: str) -> Any:
        """What is known of a registered operation, or None if `name` is unregistered."""
        info = self._op_info.get(name)
        if info is None and self._registered and self._load_registered(name):
            info = self._op_info.get(name)
        return info

    def register_operation(self, cls: Any) -> None:
        """Register a generated operation class: its custom syntax (`_ods_parse`,
        `_ods_print`, when it has one), its verifier, and creation by name."""
        name = cls.OPERATION_NAME
        self._op_classes[name] = cls
        self._op_info[name] = cls
        parse = getattr(cls, "_ods_parse", None)
        if parse is not None:
            self._op_parsers[name] = parse
            self._op_printers[name] = cls._ods_print

    def op_class(self, name: str) -> Any:
        """The generated class of a registered operation, or None."""
        cls = self._op_classes.get(name)
        if cls is None and self._registered and self._load_registered(name):
            cls = self._op_classes.get(name)
        return cls

    def create_operation(self, name: str, *, inherent_from_attributes: bool = False, **fields: Any) -> Any:
        """A new, detached operation: an instance of its registered class, with unset
        default-valued properties filled in (populateDefaultProperties), or a generic
        Operation when `name` is not registered. `properties` may be a DictionaryAttr
        or a dict. With `inherent_from_attributes`, a registered operation's inherent
        attributes found in `attributes` become properties (Operation::create's
        setAttrs)."""
        cls = self.op_class(name)
        properties = fields.get("properties")
        if type(properties) is dict:
            properties = fields["properties"] = self._dictionary(properties) if properties else None
        if cls is None:
            return Operation(name, context=self, **fields)
        if inherent_from_attributes and fields.get("attributes"):
            fields["properties"], fields["attributes"] = cls._ods_split_inherent(
                self, properties, fields["attributes"]
            )
        return cls._ods_create(self, **fields)

    def _dictionary(self, items: dict[str, Any]) -> Any:
        return self._dialects["builtin"].DictionaryAttr.get(self, items)

    def ensure_dialect_of(self, cls: Any) -> None:
        """Load the dialect of a generated class (building one of its operations needs it)."""
        module = sys.modules[cls.__module__]
        if getattr(module, "DIALECT_NAME", None) not in self._dialects:
            self.load_dialect(module)

    # -- the current context (`with ctx:`) ------------------------------------------------

    def __enter__(self) -> Context:
        _current.push(self)
        return self

    def __exit__(self, *exc: Any) -> None:
        _current.pop()

    @staticmethod
    def current_or_none() -> Context | None:
        """The context of the innermost `with ctx:` in this thread, or None."""
        return _current.get()

    # -- text -----------------------------------------------------------------------------

    def parse_module(self, text: str, filename: str = "<string>") -> Any:
        """Parse MLIR text into a `builtin.module` (implicit if the text has none)."""
        return seam.parse_source(self, text, filename)

    def parse_type(self, text: str) -> Any:
        return seam.parse_type(self, text)

    def parse_attribute(self, text: str) -> Any:
        return seam.parse_attribute(self, text)

    def get_dialect(self, name: str) -> ModuleType | None:
        """The loaded dialect `name`, loading it if it is registered; else None."""
        module = self._dialects.get(name)
        if module is None and self._registered and self._load_registered(name):
            module = self._dialects.get(name)
        return module

    def available_dialects(self) -> list[str]:
        """The names of the loaded and registered dialects, sorted (MLIRContext's
        getAvailableDialects)."""
        return sorted({*self._dialects, *self._registered})

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
            table = self._ods_uniqued[cls]
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

