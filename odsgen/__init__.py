"""odsgen: MLIR-style dialects defined in YAML, compiled into Python.

Importing `odsgen` stays cheap: the generator (jinja2, black) loads only when used.
"""

from odsgen import accel

accel.install()  # before anything it may replace is imported (not with ODSGEN_PURE=1)

from odsgen.errors import DefinitionError  # noqa: E402

__version__ = "0.1.0"
__all__ = ["DefinitionError", "__version__"]
