# Types for the compiled accelerator (odsgen.accel): Cython reads this beside values.py
# when compiling it; the interpreter never sees it.
import cython

# Compiled, these are extension classes: their methods (the constructors that run once
# per operation result and operand, the use-list links) set and read C fields.
cdef class Use:
    cdef public object owner
    cdef public object value
    cdef public object _prev
    cdef public object _next

cdef class Value:
    cdef public object type
    cdef public object _first_use

cdef class OpResult(Value):
    cdef public object op

# No fields: BlockArgument derives from both Value and this (Python allows it only
# because this adds nothing to Value's layout), Operation from this alone.
cdef class DeferredLocation:
    pass

# Once per operand and result of every operation made: C calls from Operation's
# constructor (operation.pxd), setting C fields.
@cython.locals(head=Use)
cdef _push_use(Use use, Value value)
@cython.locals(use=Use)
cpdef Use new_use(owner, Value value)
@cython.locals(result=OpResult)
cpdef OpResult new_result(object type, object op)
