"""The odsgen runtime: what generated dialect modules import. Never imports the generator."""

from odsgen.ir.core.attributes import (
    AttrInterface,
    Attribute,
    AttrOrType,
    Trait,
    Type,
    TypeInterface,
)
from odsgen.ir.core.context import Context, EmitError
from odsgen.ir.core.diagnostics import Diagnostic, DiagnosticError, ParseError, Severity, VerifyError
from odsgen.ir.core.source import Input, Span

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
