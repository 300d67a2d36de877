# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# symbol_traits.py when compiling it; the interpreter never sees it.
import cython

from odsgen.ir.core.block cimport Block
from odsgen.ir.core.operation cimport Operation

# Once per symbol table (builtin.module), over every operation in it: read along the
# blocks' links as C fields.
@cython.locals(block=Block, op=Operation, users=dict, worklist=list)
cpdef verify_symbol_uses(Operation table)
