# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# number_parser.py when compiling it; the interpreter never sees it.

# A link of the parser's class chain (see parser.py): an extension class, so its
# methods read the parser's fields, declared on ParserCore, as C fields.
from odsgen.ir.text.parser_core cimport ParserCore

cdef class NumberParser(ParserCore):
    pass
