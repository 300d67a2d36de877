# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# type_parser.py when compiling it; the interpreter never sees it.

# A link of the parser's class chain (see parser.py): an extension class, so its
# methods read the parser's fields, declared on ParserCore, as C fields.
from odsgen.ir.text.char_scan cimport consume_by_characters
from odsgen.ir.text.dialect_symbols cimport DialectSymbolParser

# Token kind -> parser of the type it starts, read once per type parsed: C dicts.
cdef dict _TYPE_PARSERS
cdef dict _SHAPED_PARSERS

cdef class TypeParser(DialectSymbolParser):
    cpdef consume(self)
    cpdef parse_type(self)
    cpdef _parse_keyword_or_int_type(self)
    # Once per type, attribute dictionary or number written in a form whose text
    # determines it: a C call from the parser's class chain.
    cpdef _parse_by_spelling(self, match, parse, dict cache, Py_ssize_t limit)
