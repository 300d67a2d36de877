# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# verifier.py when compiling it; the interpreter never sees it.
import cython

from odsgen.ir.core.op_base cimport verify_invariants
from odsgen.ir.core.operation cimport Operation

# Compiled, the verifier's walk is an extension class: its per-operation methods are C
# calls from one another and read the operations' fields (Operation's) as C fields.
cdef class _Verifier:
    cdef public object debuginfo
    cdef public object pretty_debuginfo
    cdef public object context
    cdef public object sources
    cdef public object print_op_on_diagnostic
    cdef public object current
    cdef public dict _infos
    cdef public dict _checks

    cpdef _info(self, name)
    cpdef tuple _op_checks(self, name, info)
    cpdef verify_op(self, Operation op)
    @cython.locals(nested=Operation, last=Operation)
    cpdef _verify_regions(self, Operation op, info)
    cpdef _may_lack_terminator(self, block)
    cpdef _may_be_terminator(self, Operation op)
    cpdef _isolated(self, Operation op)
