"""User-defined properties (ODS `Property<"StorageType">` with its own conversion,
parser and printer code): the hooks are Python functions of a dialect's hooks module,
named in the definition file and imported when first used (so `odsgen generate` never
runs them).

As for the built-in kinds, the operation stores the attribute `convertToAttribute`
makes; the hooks work on the interface value (whatever Python value the dialect
chooses):

- `convertFromAttribute(attr) -> value`, raising `PropError(message)` for an attribute
  it cannot take (MLIR's `$_diag` message);
- `convertToAttribute(context, value) -> Attribute`;
- `parser(parser) -> value` and `printer(printer, value)` for formats (`$prop`), and
  `optionalParser(parser) -> value | None` as an optional group's anchor.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable

from odsgen.ir.text.properties import Prop, PropError

_MISSING = object()


class UserProp(Prop):
    """A property kind whose conversion, syntax and defaults come from hook functions
    of `module`; `zero_value` is a fresh storage's value (ODS's value-initialised
    storage, or storageTypeValueOverride), `default` the defaultValue if any."""

    def __init__(
        self,
        module: str,
        summary: str,
        annotation: str,
        convert_from: str,
        convert_to: str,
        zero_value: Any,
        *,
        parser: str | None = None,
        optional_parser: str | None = None,
        printer: str | None = None,
        default: Any = _MISSING,
    ) -> None:
        self.module, self.summary, self.annotation = module, summary, annotation
        self._names = {"from": convert_from, "to": convert_to, "parse": parser, "parse_optional": optional_parser, "print": printer}
        self.zero_value = zero_value
        self.has_syntax = parser is not None and printer is not None
        self.has_optional_parser = optional_parser is not None
        self.has_default = default is not _MISSING
        self.default_value = None if default is _MISSING else default

    def _hook(self, role: str) -> Callable[..., Any]:
        name = self._names[role]
        if name is None:  # the format checks at generation time rule this out
            raise NotImplementedError(f"the property kind '{self.summary}' has no {role} hook")
        return getattr(importlib.import_module(self.module), name)

    def zero(self) -> Any:
        return self.zero_value

    def from_attr(self, context: Any, attr: Any) -> Any:
        return self.to_attr(context, self._hook("from")(attr))

    def to_attr(self, context: Any, value: Any) -> Any:
        if context is None:  # a type check only (defaults, builder arguments)
            return None
        return self._hook("to")(context, value)

    def value(self, attr: Any) -> Any:
        return self._hook("from")(attr)

    def parse(self, parser: Any) -> Any:
        return self.to_attr(parser.context, self._hook("parse")(parser))

    def parse_optional(self, parser: Any) -> Any:
        if self._names["parse_optional"] is None:
            raise PropError(None)
        value = self._hook("parse_optional")(parser)
        return None if value is None else self.to_attr(parser.context, value)

    def print(self, printer: Any, attr: Any) -> None:
        self._hook("print")(printer, self.value(attr))
