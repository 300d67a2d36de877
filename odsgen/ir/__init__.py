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
from odsgen.ir.source import Input, Span

__all__ = [
    "AttrInterface",
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
