"""Errors raised by the generator (the runtime's live in odsgen.ir.diagnostics)."""

from odsgen.ir.diagnostics import DiagnosticError


class DefinitionError(DiagnosticError):
    """A YAML definition, snippet or format string that cannot be compiled."""
