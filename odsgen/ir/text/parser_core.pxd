# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# parser_core.py when compiling it; the interpreter never sees it.
cdef class ParserCore:
    cdef public object input
    cdef public str text
    cdef public object tok_kind
    cdef public Py_ssize_t tok_start
    cdef public Py_ssize_t tok_end
    cdef public Py_ssize_t prev_end
    cdef public list custom_op_scopes
    cdef public Py_ssize_t depth
    cdef public Py_ssize_t max_depth
