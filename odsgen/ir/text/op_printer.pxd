# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# op_printer.py when compiling it; the interpreter never sees it.
import cython

# A base of AsmPrinter (see printer.py): an extension class, so its methods read the
# printer's fields, declared on PrinterCore, as C fields.
from odsgen.ir.core.operation cimport Operation
from odsgen.ir.text.printer_core cimport PrinterCore
from odsgen.ir.text.ssa_names cimport SSANameState

cdef class OpPrinterMixin(PrinterCore):
    # The per-operation chain of printing (the block loop, then each operation): C calls.
    cpdef _custom_printer(self, Operation op)
    @cython.locals(names=SSANameState, indent=Py_ssize_t)
    cpdef print_full_op(self, Operation op)
    cpdef print_custom_or_generic_op(self, Operation op)

cpdef str print_op_name(str name, str dialect)
