"""Fills the core seam (odsgen.ir.core.seam) with the verifier, for core code that
verifies an operation. Imported by the seam's loader on first use."""

from __future__ import annotations

from odsgen.ir.core import seam
from odsgen.ir.verify.verifier import verify

seam.install(verify_operation=verify)
