# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# printer_core.py when compiling it; the interpreter never sees it.
import cython

from odsgen.ir.text.ssa_names cimport SSANameState

# The fields of every AsmPrinter (set by AsmPrinter.__init__, see printer.py).
cdef class PrinterCore:
    cdef public object options
    cdef public bint _generic
    cdef public bint _op_suffix
    cdef public object _context
    cdef public list _out
    cdef public list _root_out
    cdef public object _sink
    cdef public Py_ssize_t _counted
    cdef public Py_ssize_t _pending
    cdef public Py_ssize_t _flushes
    cdef public object _alias_names
    cdef public object _aliases
    cdef public object _names
    cdef public Py_ssize_t _indent
    cdef public list _dialects
    cdef public dict _type_cache
    cdef public dict _attr_cache
    cdef public dict _quoted_names
    cdef public dict _op_printers
    cdef public dict _signatures
    cdef public dict _attr_dicts
    cdef public dict _distinct_ids
    cdef public dict _resources
    cdef public object _unknown_loc

    # Once per operation printed: C calls from the block loop (op_printer.py).
    cpdef flush_point(self)
    cpdef flush_now(self)
    # What generated operation printers call (their printer is typed PrinterCore).
    cpdef write(self, text)
    cpdef print_type(self, t)
    @cython.locals(names=SSANameState)
    cpdef print_operand(self, value)
    cpdef print_optional_attr_dict(self, attrs, elided=*, with_keyword=*)
