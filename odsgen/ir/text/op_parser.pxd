# Types for the compiled accelerator (odsgen.accel): Cython reads this beside
# op_parser.py when compiling it; the interpreter never sees it.

# A link of the parser's class chain (see parser.py): an extension class, so its
# methods read the parser's fields, declared on ParserCore, as C fields.
import cython

from odsgen.ir.core.block cimport Block
from odsgen.ir.core.operation cimport Operation
from odsgen.ir.text.parser_core cimport CustomOpScope
from odsgen.ir.text.resource_parser cimport ResourceParser
from odsgen.ir.text.value_scopes cimport IsolatedScope

cdef class OperationParser(ResourceParser):
    # Once per operation: C calls from the block loop, its block and operation typed.
    @cython.locals(op=Operation)
    cpdef parse_operation(self, Block block)
    @cython.locals(scope=CustomOpScope)
    cpdef parse_custom_operation(self, list results)
    # Once per operand or result: C calls from the chain's methods, locals typed.
    cpdef parse_ssa_use(self, object allow_result_number=*)
    @cython.locals(scope=IsolatedScope, entries=list)
    cpdef resolve_ssa_use(self, object use, object type)
    @cython.locals(scope=IsolatedScope, entries=list)
    cpdef add_definition(self, object use, object value)
