"""The odsgen runtime: what generated dialect modules import. Never imports the generator."""

from odsgen.ir.attributes import (
    AttrInterface,
    Attribute,
    AttrOrType,
    Trait,
    Type,
    TypeInterface,
)
from odsgen.ir.context import Context, EmitError
from odsgen.ir.diagnostics import Diagnostic, DiagnosticError, ParseError, Severity, VerifyError
from odsgen.ir.insertion import InsertionPoint
from odsgen.ir.ir_mapping import IRMapping
from odsgen.ir.operation import (
    Block,
    BlockArgument,
    Operation,
    OpResult,
    Region,
    Use,
    Value,
    WalkOrder,
    WalkResult,
)
from odsgen.ir.source import Input, Span

__all__ = [
    "AttrInterface",
    "Block",
    "BlockArgument",
    "IRMapping",
    "InsertionPoint",
    "OpResult",
    "Operation",
    "Region",
    "Use",
    "Value",
    "WalkOrder",
    "WalkResult",
    "AttrOrType",
    "Attribute",
    "Context",
    "Diagnostic",
    "DiagnosticError",
    "EmitError",
    "Input",
    "ParseError",
    "Severity",
    "Span",
    "Trait",
    "Type",
    "TypeInterface",
    "VerifyError",
]
