"""Errors raised by the generator (the runtime's live in odsgen.ir.core.diagnostics)."""

from odsgen.ir.core.diagnostics import DiagnosticError


class DefinitionError(DiagnosticError):
    """A YAML definition, snippet or format string that cannot be compiled."""
