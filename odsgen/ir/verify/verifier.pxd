# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# verifier.py when compiling it; the interpreter never sees it.
import cython

from odsgen.ir.core.block cimport Block
from odsgen.ir.core.op_base cimport verify_invariants
from odsgen.ir.core.operation cimport Operation
from odsgen.ir.verify.op_traits cimport defining_block
from odsgen.ir.core.values cimport OpResult, Value

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
    @cython.locals(block=Block, nested=Operation, last=Operation)
    cpdef _verify_regions(self, Operation op, info)
    # Once per region with SSA dominance: the operands of its operations, and of those
    # nested in them, read as C fields along the blocks' links.
    @cython.locals(block=Block, op=Operation, nested=Operation, result=OpResult, seen=set)
    cpdef _check_dominance(self, region)
    @cython.locals(result=OpResult)
    cpdef bint _dominates(self, value, def_block, Block block, set seen, dict dominated_by, set enclosing, list chain)
    @cython.locals(found=list, stack=list, current=Operation, block=Block, inner=Operation)
    cpdef list _nested_ops(self, Operation op)
    cpdef _may_lack_terminator(self, block)
    cpdef _may_be_terminator(self, Operation op)
    cpdef _isolated(self, Operation op)

@cython.locals(other=Block, op=Operation)
cpdef bint _has_predecessors(Block block)

# Once per region verified (and per value of an outer region used in a sibling one): C
# calls from the dominance check.
cpdef list _region_chain(region)
cpdef dict dominators(region)
