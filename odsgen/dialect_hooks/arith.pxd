# Types for the compiled accelerator (odsgen.accel): Cython reads this beside arith.py
# when compiling it; the interpreter never sees it.

# arith.constant's hooks run once per constant (a third of the operations of a typical
# program), arith.select's once per select: compiled, they take the parser, printer and
# operation typed, so that what they call on them, and from_parsed, are C calls; the
# generated arith module cimports them (its calls of them are C calls too).
import cython

from odsgen.ir.core.op_base cimport from_parsed, property_of
from odsgen.ir.core.operation cimport Operation
from odsgen.ir.text.parser cimport AsmParser
from odsgen.ir.text.printer_core cimport PrinterCore

cpdef parse_SelectOp(AsmParser parser, cls, loc)
cpdef print_SelectOp(PrinterCore p, Operation op)
cpdef parse_ConstantOp(AsmParser parser, cls, loc)
cpdef print_ConstantOp(PrinterCore p, Operation op)
cdef dict _constant_names

@cython.locals(known=tuple)
cpdef get_asm_result_names_ConstantOp(Operation op, set_name)
