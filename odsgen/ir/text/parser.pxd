# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# parser.py when compiling it; the interpreter never sees it.

# A link of the parser's class chain (see parser.py): an extension class, so its
# methods read the parser's fields, declared on ParserCore, as C fields.
from odsgen.ir.text.op_asm_parser cimport OpAsmParserMixin

cdef class AsmParser(OpAsmParserMixin):
    # What generated operation parsers call per operand (a C call from their typed parser).
    cpdef parse_operand(self, allow_result_number=*)
