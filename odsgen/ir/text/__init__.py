"""The runtime's text layer: the MLIR lexer, parsers and printers, aliases, SSA names,
the OpAsmParser/OpAsmPrinter API and the helpers generated custom formats call. Imports
odsgen.ir.core and odsgen.ir.numeric, and the generated builtin dialect (see
odsgen/ir/README.md)."""
