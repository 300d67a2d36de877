# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# ssa_names.py when compiling it; the interpreter never sees it.

import cython

from odsgen.ir.core.operation cimport Operation
from odsgen.ir.core.values cimport OpResult as COpResult

# Once per value numbered: a C function and a C global.
cdef list _NUMBER_TEXT
cdef Py_ssize_t _NUMBER_TEXT_LIMIT
cpdef str _number_text(Py_ssize_t number)

# Compiled, SSANameState is an extension class: its methods read these as C fields.
cdef class SSANameState:
    cdef public bint generic
    cdef public bint unique_ids
    cdef public bint nameloc_as_prefix
    cdef public bint value_users
    cdef public dict op_ids
    cdef public dict ids
    cdef public dict refs
    cdef public dict result_groups
    cdef public dict block_names
    cdef public dict block_order
    cdef public dict preds
    cdef public dict _used
    cdef public list _scopes
    cdef public dict _op_namers
    cdef public dict _type_namers
    cdef public dict _sanitized
    cdef public object _groups
    cdef public Py_ssize_t _scope_ids
    cdef public Py_ssize_t next_value
    cdef public Py_ssize_t next_arg
    cdef public Py_ssize_t next_conflict

    # Once per region and block numbered: C calls from the numbering walk.
    cpdef Py_ssize_t _push_scope(self)
    cpdef _pop_scope(self)
    cpdef _number_region(self, region)
    cpdef _number_block(self, block, bint entry)
    # Once per operation: a C call from the block loop, reading the operation's fields.
    cpdef _number_op(self, Operation op)
    # Once per operation without a result-naming hook: a C call from _number_op.
    @cython.locals(known=dict, namers=list)
    cpdef _name_results_from_types(self, results)
    # Once per named value: C calls from the hooks' set_name.
    cpdef _set_value_name(self, value, name)
    @cython.locals(sanitized=str)
    cpdef str _unique_name(self, name)
    # Once per operand and result printed: C calls from the printer (op_printer.pxd).
    @cython.locals(result=COpResult, op=Operation, count=Py_ssize_t)
    cpdef str value_ref(self, value)
    cpdef str head_ref(self, value)

