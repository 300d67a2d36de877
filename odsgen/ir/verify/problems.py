"""What a trait verifier returns on failure: a message, or an OpError (re-exported by
odsgen.ir.verify.op_traits, which generated code and dialect hooks import it from)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Union

from odsgen.ir.core.operation import Operation


@dataclass
class OpError:
    """A verification failure with more than a message.

    `notes` are (text, where) pairs, `where` a location attribute or an operation (its
    location). `op` is the operation reported on when it is not the one verified.
    `op_prefix` is False for MLIR's emitError (the message is shown as is). `preceding`
    are errors emitted just before this one, (text, where) pairs shown as they are and
    without notes (emitOptionalError before an emitOpError, as InferTypeOpInterface's
    verifier does)."""

    message: str
    notes: list[tuple[str, Any]] = field(default_factory=list)
    op: Operation | None = None
    op_prefix: bool = True
    preceding: list[tuple[str, Any]] = field(default_factory=list)

    def __str__(self) -> str:
        return self.message


Problem = Union[str, OpError, None]
