"""The runtime's core layer: source spans, diagnostics, the context and its uniquer,
the attribute/type bases, operations, blocks, regions and values, the op base class,
symbol tables and small helpers. It imports no other layer of odsgen.ir (see
odsgen/ir/README.md); it reaches the text layer only through `odsgen.ir.core.seam`."""
