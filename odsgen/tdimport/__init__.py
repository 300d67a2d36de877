"""`odsgen import-td`: upstream ODS (.td, read through `llvm-tblgen --dump-json`) to odsgen
YAML plus a Python module of hook stubs for everything that is C++.

Stages, one module each: tblgen (run the tool or read a recorded dump) -> records (the
typed record model) -> constraints/predicates (ODS constraints to odsgen expressions) ->
ops and attrdefs (definitions to YAML entries) -> hooks (stub functions) -> emit (YAML
text) -> validate (degrade what odsgen cannot compile) -> report (the gaps by kind).
"""

from odsgen.tdimport.driver import ImportResult, TdImportError, import_td

__all__ = ["ImportResult", "TdImportError", "import_td"]
