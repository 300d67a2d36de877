# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# operation.py when compiling it; the interpreter never sees it.
import cython

from odsgen.ir.core.values cimport DeferredLocation, new_result, new_use

# Compiled, Operation is an extension class: its constructor (once per operation) and
# methods set and read these as C fields. The generated operation classes derive from it.
cdef class Operation(DeferredLocation):
    cdef public object name
    cdef public object operands
    cdef public object _operand_uses
    cdef public object results
    cdef public object properties
    cdef public object _attributes
    cdef public object regions
    cdef public object successors
    cdef public object _location
    cdef public object _location_source
    cdef public object parent
    cdef public object _prev
    cdef public object _next
    cdef public object _context

# Once per operation made: the constructor's body, and what parsers call instead of the
# class (op_base.from_parsed), C calls.
cdef _fill(Operation op, name, operands, result_types, attributes, properties, regions, successors, location_source, location, context)
@cython.locals(op=Operation)
cpdef Operation new_operation(type cls, name, operands, result_types, attributes, properties, regions, successors, location_source, location, context)
