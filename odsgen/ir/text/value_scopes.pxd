# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# value_scopes.py when compiling it; the interpreter never sees it.

# Compiled, a scope of value names is an extension class: op_parser (which cimports it)
# reads its fields as C fields once per operand and result.
cdef class IsolatedScope:
    cdef public dict values
    cdef public list definitions
