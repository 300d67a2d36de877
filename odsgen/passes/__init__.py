"""Passes, pass pipelines and the pass manager; importing it registers the built-in
passes (canonicalize, cse, symbol-dce)."""

from odsgen.passes import canonicalize as _canonicalize  # noqa: F401  (registers)
from odsgen.passes import cse as _cse  # noqa: F401
from odsgen.passes import symbol_dce as _symbol_dce  # noqa: F401
from odsgen.passes.manager import PassManager, PassTiming
from odsgen.passes.pass_base import PASS_REGISTRY, Pass, PassFailure, register_pass
from odsgen.passes.pipeline import OpPassManager, PipelineError, parse_pass_pipeline

__all__ = [
    "PASS_REGISTRY",
    "OpPassManager",
    "Pass",
    "PassFailure",
    "PassManager",
    "PassTiming",
    "PipelineError",
    "parse_pass_pipeline",
    "register_pass",
]
