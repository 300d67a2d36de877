# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# op_traits.py when compiling it; the interpreter never sees it.
import cython

from odsgen.ir.core.block cimport Block
from odsgen.ir.core.operation cimport Operation
from odsgen.ir.core.values cimport OpResult

# Once per operand of every operation in an isolated-from-above region (func.func,
# builtin.module): the walk reads the operations, blocks and results as C fields.
@cython.locals(result=OpResult, op=Operation)
cpdef defining_block(value)
@cython.locals(block=Block)
cpdef value_parent_region(value)
@cython.locals(block=Block, nested=Operation, pending=list, inside=set)
cpdef verify_isolated_from_above(Operation op, is_isolated=*)

# Once per control-flow edge of every region-branch operation: a C call from the
# region-branch verifiers (scf_support.pxd).
@cython.locals(count=Py_ssize_t, index=Py_ssize_t)
cpdef bint edge_types_match(operands, inputs)

# Once per operation with these traits (scf's and func's terminators, single-block
# regions): C calls from the generated verifiers, which cimport this module.
cpdef verify_is_terminator(op)
cpdef verify_single_block(op, no_terminator=*)
cpdef verify_single_block_implicit_terminator(op, terminator)
cpdef verify_parent_in(op, tuple names)
