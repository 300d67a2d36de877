# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# op_base.py when compiling it; the interpreter never sees it.
import cython

from odsgen.ir.core.operation cimport Operation, new_operation
from odsgen.ir.core.values cimport Value

# Once per operation verified: a C function reading the operation's and values' fields.
@cython.locals(value=Value, key=list)
cpdef tuple _structure_key(object cls, Operation op)

# Once per operation verified: a C call from the verifier's walk (verifier.pxd).
cpdef verify_invariants(object cls, Operation op)

# Once per operation parsed: what generated parsers call (keywords matched at compile time).
@cython.locals(props=dict, has_defaults=object, info=tuple)
cpdef Operation from_parsed(cls, parser, loc, operands=*, result_types=*, properties=*, attributes=*, regions=*, successors=*, operand_segment_sizes=*, result_segment_sizes=*)

# Once per operation parsed with properties: the uniqued DictionaryAttr, looked up in the
# context's table as a dict.
@cython.locals(entries=tuple, table=dict)
cpdef _dictionary(context, dict items)

# Module state read once per operation parsed, as C globals.
cdef dict _CLASS_INFO
cdef object _DICTIONARY_ATTR

# What generated printers call for the operation's inherent attributes and value groups:
# C calls reading its fields.
@cython.locals(props=object, pairs=tuple)
cpdef property_of(Operation op, name)
@cython.locals(start=Py_ssize_t, length=Py_ssize_t)
cpdef list operand_group(Operation op, Py_ssize_t index)
@cython.locals(start=Py_ssize_t, length=Py_ssize_t)
cpdef list result_group(Operation op, Py_ssize_t index)
@cython.locals(variable=Py_ssize_t, size=Py_ssize_t)
cpdef tuple _group(tuple arity, Py_ssize_t index, Py_ssize_t total, segments)
cpdef tuple _arity_shape(tuple arity)

# Arity tuple -> its shape, read once per value group asked for: a C dict.
cdef dict _ARITY_SHAPES
