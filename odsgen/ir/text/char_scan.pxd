# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# char_scan.py when compiling it; the interpreter never sees it.
import cython

from odsgen.ir.text.parser_core cimport ParserCore

cdef dict _KEYWORDS

cdef bint _is_digit(Py_UCS4 c)
cdef bint _is_hex_digit(Py_UCS4 c)
cdef bint _is_letter(Py_UCS4 c)
cdef bint _is_word_char(Py_UCS4 c)
cdef bint _is_suffix_char(Py_UCS4 c)

@cython.locals(end=Py_ssize_t)
cdef Py_ssize_t _suffix_id_end(str text, Py_ssize_t pos, Py_ssize_t n)

@cython.locals(end=Py_ssize_t, c=Py_UCS4)
cdef Py_ssize_t _string_end(str text, Py_ssize_t pos, Py_ssize_t n)

@cython.locals(text=str, n=Py_ssize_t, pos=Py_ssize_t, start=Py_ssize_t, end=Py_ssize_t,
               digits=Py_ssize_t, exponent=Py_ssize_t, code=Py_ssize_t, c=Py_UCS4)
cpdef consume_by_characters(ParserCore self)
