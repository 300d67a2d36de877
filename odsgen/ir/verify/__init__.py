"""The runtime's verify layer: the IR verifier and the op, type and symbol traits.
Imports odsgen.ir.core, odsgen.ir.numeric and odsgen.ir.text (see odsgen/ir/README.md)."""
