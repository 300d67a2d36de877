# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# alias_collector.py when compiling it; the interpreter never sees it.
import cython

from odsgen.ir.core.operation cimport Operation
from odsgen.ir.core.walk cimport preorder
from odsgen.ir.core.values cimport Value

# Once per printing, over every operation: their fields and their values' types read as
# C fields.
@cython.locals(current=Operation, value=Value, arg=Value, settled=set)
cpdef bint finds_no_alias(object op, object options, object context) except -1
