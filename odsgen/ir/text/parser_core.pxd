# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# parser_core.py when compiling it; the interpreter never sees it.

# Compiled, ParserCore is an extension class: its methods (and char_scan's tokenizer)
# read the current token as C fields. It also holds the fields its subclasses set (each
# initialises its own), and they all declare empty __slots__: a compiled parser has no
# instance dictionary to look attributes and methods up in.
# The custom operation whose syntax is being read (one per operation parsed).
cdef class CustomOpScope:
    cdef public object name
    cdef public object loc
    cdef public object default_dialect

cdef class ParserCore:
    # ParserCore: the input and the current token
    cdef public object input
    cdef public str text
    cdef public object tok_kind
    cdef public Py_ssize_t tok_start
    cdef public Py_ssize_t tok_end
    cdef public Py_ssize_t prev_end
    cdef public list custom_op_scopes
    cdef public Py_ssize_t depth
    cdef public Py_ssize_t max_depth
    # TypeParser, DialectSymbolParser and LocationParser
    cdef public object state
    cdef public object context
    cdef public dict _type_cache
    cdef public object dialect_symbol_spec
    cdef public object dialect_symbol_loc
    cdef public object _file_locations
    # OperationParser
    cdef public list _isolated
    cdef public object _forward_values
    cdef public object _blocks
    cdef public object _forward_blocks
    cdef public object _deferred
    cdef public object top_level
    cdef public dict _custom_ops

    # C calls from typed `self` (every method of the parser's class chain), overridable
    # by the chain's compiled classes (TypeParser's consume) and by Python subclasses.
    cpdef consume(self)
    cpdef nest(self)
    # What generated operation parsers call most (C calls from their typed parser).
    cpdef parse_colon(self)
    cpdef parse_comma(self)
    cpdef parse_optional_keyword(self, allowed=*)
