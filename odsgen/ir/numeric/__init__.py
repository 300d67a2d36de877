"""The runtime's numeric layer: APFloat and its string conversions, integer literal
rules, affine expressions, maps and sets and their simplifier. Imports only
odsgen.ir.core (see odsgen/ir/README.md)."""
