# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# attr_parser.py when compiling it; the interpreter never sees it.

# A link of the parser's class chain (see parser.py): an extension class, so its
# methods read the parser's fields, declared on ParserCore, as C fields.
from odsgen.ir.text.elements_parser cimport ElementsParser

# Token kind -> parser of the attribute it starts, read once per attribute parsed: a C
# dict.
cdef dict _DISPATCH

cdef class AttrParser(ElementsParser):
    pass
