# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# scf_support.py when compiling it; the interpreter never sees it.

# The region-branch and loop-like verifiers run on every scf operation, each through
# a dozen of these helpers: declared here, the helpers' calls are C calls, not calls
# through the module's globals.
from odsgen.ir.core.operation cimport Operation
from odsgen.ir.verify.op_traits cimport edge_types_match

cdef class _Successor:
    cdef public object region
    cdef public object inputs

cpdef _traits(op)
cpdef _entry(region)
cpdef _terminator(region)
cpdef _block_terminator(block)
cpdef bint _is_region_branch_terminator(op)
cpdef _args(region)
cpdef list _successors(Operation op, point)
cpdef list _entry_operands(Operation op, successor)
cpdef list _terminator_operands(Operation terminator, successor)
cpdef list _branch_points(Operation op)
cpdef verify_region_branch(op)
cpdef tuple _loop_parts(Operation op)
cpdef verify_loop_like(op)
