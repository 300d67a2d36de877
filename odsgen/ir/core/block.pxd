# Types for the compiled accelerator (odsgen.accel): Cython reads this beside block.py
# when compiling it; the interpreter never sees it.

# Compiled, Block is an extension class: the parser links each operation it reads into
# its block, and the walks read the block's operations, through these C fields.
cdef class Block:
    cdef public object arguments
    cdef public object parent
    cdef public object _first
    cdef public object _last
    cdef public Py_ssize_t _count
    cdef public object _listed
    cdef public object _view
