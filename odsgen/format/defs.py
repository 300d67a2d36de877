"""Parsing the assemblyFormat of attribute and type definitions into element trees.

A FormatError at an offset of the format string becomes a DefinitionError at that
character of the YAML file, with a note at the `assemblyFormat` key.
"""

from __future__ import annotations

from odsgen.errors import DefinitionError
from odsgen.format import ast
from odsgen.format.ambiguity import check_ambiguity
from odsgen.format.lexer import FormatError
from odsgen.format.parser import DefFormatParser
from odsgen.ir.core.diagnostics import error
from odsgen.spec.model import AttrOrTypeDef, DialectSpec


def parse_def_format(d: AttrOrTypeDef) -> list[ast.Element] | None:
    """The verified element tree of `d`'s format, or None if it has none."""
    fmt = d.assembly_format
    if fmt is None:
        return None
    try:
        elements = DefFormatParser(fmt.code, d.name, list(d.parameters)).parse()
        check_ambiguity(elements)
        return elements
    except FormatError as exc:
        noun = "attribute" if d.kind == "attr" else "type"
        diagnostic = error(exc.message, fmt.origin(exc.offset))
        if exc.note is not None:
            diagnostic.note(exc.note[0], fmt.origin(exc.note[1]))
        diagnostic.note(f"in the assembly format of {noun} '{d.name}'", fmt.loc)
        raise DefinitionError(diagnostic) from None


def parse_formats(specs: list[DialectSpec]) -> dict[AttrOrTypeDef, list[ast.Element]]:
    """Every definition's format, checked; raises on the first invalid one."""
    formats = {}
    for spec in specs:
        for d in spec.attributes + spec.types:
            tree = parse_def_format(d)
            if tree is not None:
                formats[d] = tree
    return formats
