"""Fills the core seam (odsgen.ir.core.seam) with the text layer's entry points:
printing for `str()`/`op.print()`, parsing for `context.parse_*`.

Imported by the seam's loader on the first call, not by odsgen/ir/text/__init__.py:
the parsers import the generated builtin dialect, which imports text modules itself.
"""

from __future__ import annotations

from odsgen.ir.core import seam
from odsgen.ir.text.parser import parse_attribute, parse_source, parse_type
from odsgen.ir.text.printer import print_operation, str_of

seam.install(
    print_operation=print_operation,
    print_attr_or_type=str_of,
    parse_source=parse_source,
    parse_type=parse_type,
    parse_attribute=parse_attribute,
)
