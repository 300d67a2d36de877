# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# op_asm_parser.py when compiling it; the interpreter never sees it.

# A link of the parser's class chain (see parser.py): an extension class, so its
# methods read the parser's fields, declared on ParserCore, as C fields.
from odsgen.ir.text.op_parser cimport OperationParser

cdef class OpAsmParserMixin(OperationParser):
    # What generated operation parsers call once or twice per operation (C calls from
    # their typed parser).
    cpdef list resolve_operands(self, operands, types, loc=*)
    cpdef parse_optional_attr_dict(self)
