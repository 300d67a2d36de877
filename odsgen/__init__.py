"""odsgen: MLIR-style dialects defined in YAML, compiled into Python.

Importing `odsgen` stays cheap: the generator (jinja2, black) loads only when used.
"""

from odsgen.errors import DefinitionError

__version__ = "0.1.0"
__all__ = ["DefinitionError", "__version__"]
