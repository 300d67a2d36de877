# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# dialect_symbols.py when compiling it; the interpreter never sees it.

# A link of the parser's class chain (see parser.py): an extension class, so its
# methods read the parser's fields, declared on ParserCore, as C fields.
from odsgen.ir.text.number_parser cimport NumberParser

cdef class DialectSymbolParser(NumberParser):
    pass
