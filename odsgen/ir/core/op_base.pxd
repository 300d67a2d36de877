# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# op_base.py when compiling it; the interpreter never sees it.
import cython

from odsgen.ir.core.operation cimport Operation
from odsgen.ir.core.values cimport Value

# Once per operation verified: a C function reading the operation's and values' fields.
@cython.locals(value=Value, key=list)
cpdef tuple _structure_key(object cls, Operation op)

# Once per operation verified: a C call from the verifier's walk (verifier.pxd).
cpdef verify_invariants(object cls, Operation op)
