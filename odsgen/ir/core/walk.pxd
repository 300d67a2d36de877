# Types for the compiled accelerator (odsgen.accel): Cython reads this beside walk.py
# when compiling it; the interpreter never sees it.
import cython

from odsgen.ir.core.block cimport Block
from odsgen.ir.core.operation cimport Operation

# Walks that change nothing (the alias collector's, once per printing): read along the
# blocks' links as C fields.
@cython.locals(found=list, stack=list, op=Operation, firsts=list, block=Block)
cpdef list preorder(Operation root)
