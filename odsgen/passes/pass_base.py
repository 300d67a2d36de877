"""Passes (MLIR's Pass): a named transformation of one operation, anchored on an
operation name (or on any operation), with options given as `name=value` text."""

from __future__ import annotations

from typing import Any, ClassVar

from odsgen.ir import Operation


class PassFailure(Exception):
    """A pass signalled failure (signalPassFailure); mlir-opt then stops with exit 1."""


class Pass:
    """Subclass with `argument` (the name in pipelines), optionally `op_name` (the anchor;
    None runs on any operation), `summary`, and `options` (option name -> default, parsed
    from the text given in `name{opt=value ...}`); implement `run_on_operation(op)`."""

    argument: ClassVar[str] = ""
    op_name: ClassVar[str | None] = None
    summary: ClassVar[str] = ""
    options: ClassVar[dict[str, Any]] = {}

    def __init__(self, **options: Any) -> None:
        self.option_values: dict[str, Any] = dict(self.options)
        for key, value in options.items():
            self.set_option(key, value)

    def set_option(self, key: str, value: Any) -> None:
        if key not in self.options:
            raise ValueError(f"no such option {key}")
        default = self.options[key]
        self.option_values[key] = _convert(value, default, key)

    def option(self, key: str) -> Any:
        return self.option_values[key]

    def can_run_on(self, op: Operation) -> bool:
        return self.op_name is None or op.name == self.op_name

    def run_on_operation(self, op: Operation) -> None:
        raise NotImplementedError

    def signal_pass_failure(self) -> None:
        raise PassFailure(self.argument)

    def pipeline_text(self) -> str:
        changed = {k: v for k, v in self.option_values.items() if v != self.options[k]}
        if not changed:
            return self.argument
        inner = " ".join(f"{k}={_text(v)}" for k, v in changed.items())
        return f"{self.argument}{{{inner}}}"


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return ",".join(map(str, value))
    return str(value)


def _convert(value: Any, default: Any, key: str) -> Any:
    if not isinstance(value, str):
        return value
    if isinstance(default, bool):
        if value.lower() in ("true", "1", ""):
            return True
        if value.lower() in ("false", "0"):
            return False
        raise ValueError(f"Invalid value '{value}' for option {key}: expected true or false")
    if isinstance(default, int):
        try:
            return int(value, 0)
        except ValueError:
            raise ValueError(f"Invalid value '{value}' for option {key}: expected an integer") from None
    if isinstance(default, (list, tuple)):
        return tuple(v for v in value.split(",") if v)
    return value


# argument -> pass class
PASS_REGISTRY: dict[str, type[Pass]] = {}


def register_pass(cls: type[Pass]) -> type[Pass]:
    """Make a pass available to pipelines by its `argument` (a class decorator)."""
    if not cls.argument:
        raise ValueError(f"{cls.__name__} needs an `argument` to be registered")
    PASS_REGISTRY[cls.argument] = cls
    return cls
