"""The toy dialect: bindings generated from defs/toy.yaml when the package is built
(`toy_dialect.dialects.toy`), re-exported here with a helper or two."""

from odsgen.ir import Context

from toy_dialect.dialects import toy
from toy_dialect.dialects.toy import *  # noqa: F401,F403  (the generated classes)


def context() -> Context:
    """A Context with the toy dialect loaded, so `!toy.*` and `#toy.*` parse."""
    ctx = Context()
    ctx.load_dialect(toy)
    return ctx
