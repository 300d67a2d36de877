"""What a verifier snippet reads of its operation, decided from its syntax alone.

A hasVerifier body or a PredOpTrait predicate whose only uses of the operation (`self`)
are the types of its single operands and results (`self.lhs.type`) and its inherent
attributes (`self.value`, stored in the properties) computes a function of the key
RegisteredOp.verify_structure memoises (the operation's class, properties, counts and
types), as long as the functions it calls depend on their arguments alone, which is what
trait and interface helpers are given them for. Anything else (`self` passed to a helper,
`self.operands`, `self.parent`) reads the operation's place in the IR, so the snippet is
checked for every operation.

The snippet is parsed, never executed.
"""

from __future__ import annotations

import ast
import textwrap
from collections.abc import Iterable

from odsgen.spec.op_model import OpDef


def reads_types_and_properties_only(code: str, op: OpDef, receiver: str = "self") -> bool:
    """Whether `code` (statements or an expression, `receiver` standing for the
    operation) reads only its single values' types and its inherent attributes."""
    try:
        tree = ast.parse(textwrap.dedent(code))
    except SyntaxError:
        return False  # reported where the snippet is compiled; not memoised meanwhile
    values = set(_single_value_names(op))
    attributes = {a.py_name for a in op.attributes}
    parents: dict[int, ast.AST] = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parents[id(child)] = node
    for node in ast.walk(tree):
        if isinstance(node, (ast.Global, ast.Nonlocal)):
            return False
        if not (isinstance(node, ast.Name) and node.id == receiver):
            continue
        use = parents.get(id(node))
        if not isinstance(node.ctx, ast.Load) or not isinstance(use, ast.Attribute):
            return False
        if use.attr in attributes and isinstance(use.ctx, ast.Load):
            continue
        outer = parents.get(id(use))
        if use.attr in values and isinstance(outer, ast.Attribute) and outer.attr == "type" and isinstance(outer.ctx, ast.Load):
            continue
        return False
    return True


def _single_value_names(op: OpDef) -> Iterable[str]:
    """The accessors that give one Value: named single operands and results, and
    `result` (Operation.result) for an operation with one result."""
    for values, sized in ((op.operands, "AttrSizedOperandSegments"), (op.results, "AttrSizedResultSegments")):
        if op.has_trait(sized):
            continue
        for value in values:
            if value.arity == "single" and not value.unnamed:
                yield value.py_name
    if len(op.results) == 1 and op.results[0].arity == "single":
        yield "result"
