# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# attr_dict_printer.py when compiling it; the interpreter never sees it.

# A base of AsmPrinter (see printer.py): an extension class, so its methods read the
# printer's fields, declared on PrinterCore, as C fields.
from odsgen.ir.text.op_printer cimport OpPrinterMixin

cdef class AttrDictPrinter(OpPrinterMixin):
    # Once per operation with a format: a C call from its generated printer.
    cpdef print_optional_attr_dict(self, attrs, elided=*, with_keyword=*)
