"""The odsgen runtime: what generated dialect modules import. Never imports the generator.

Layered (see README.md here): core < numeric < text < verify. This package root is
above all of them: it wires core's seam to the text and verify layers (the module
providing a slot is imported on the slot's first call, so `import odsgen.ir` stays light).
"""

import importlib as _importlib

from odsgen.ir.core import seam as _seam
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
from odsgen.ir.core.insertion import InsertionPoint
from odsgen.ir.core.ir_mapping import IRMapping
from odsgen.ir.core.operation import (
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
from odsgen.ir.core.source import Input, Span


# The module that installs each seam slot when it is imported (see core/seam.py).
_SEAM_PROVIDERS = {
    "print_operation": "odsgen.ir.text.printer",
    "print_attr_or_type": "odsgen.ir.text.printer",
    "parse_source": "odsgen.ir.text.parser",
    "parse_type": "odsgen.ir.text.parser",
    "parse_attribute": "odsgen.ir.text.parser",
    "verify_operation": "odsgen.ir.verify.verifier",
}


def _load_seam_slot(name: str) -> None:
    """The seam's loader: import the module that installs slot `name`."""
    _importlib.import_module(_SEAM_PROVIDERS[name])


_seam.set_loader(_load_seam_slot)

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
