"""Declarative rewrite rules (TableGen DRR) in YAML: the located model.

A dialect file may define, mirroring PatternBase.td:
- `nativeCodeCalls`: `{name, code}` (NativeCodeCall): a Python expression in which
  `$0`..`$N` are the call's arguments, `$_builder` the context and `$_loc` the location;
- `patternConstraints`: `{name, predicate}` (Constraint<CPred<...>>): a Python condition
  over `$0`..`$N`;
- `patternValues`: `{name, value}` (a `defvar`): a name for a DAG leaf such as
  `ConstantEnumCase<Arith_IntegerOverflowAttr, "none">`;
- `patterns`: `{name, source, result | results, constraints, benefit}` (Pat / Pattern), the
  DAGs written in DRR's own syntax: `(Arith_AddIOp:$res $x, (ConstantLikeMatcher
  APIntAttr:$c0), $ovf)`.

Operations are named by their ODS def name or class name; argument constraints are
those of the constraint library.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable

from odsgen import limits
from odsgen.errors import DefinitionError
from odsgen.ir.core.diagnostics import error
from odsgen.ir.core.source import Span
from odsgen.spec.constraints import ConstraintLibrary
from odsgen.spec.expressions import Expr, ExprParser, check_expression, python_expression_problem, span_inside
from odsgen.spec.op_model import AttributeArg, Constraint, OpDef
from odsgen.spec.yaml_source import YNode


@dataclass(frozen=True)
class Leaf:
    """A DAG argument that is not a DAG: `$x`, `C:$x`, `C`, `ConstantAttr<C, "v">`."""

    name: str | None  # the bound name, without `$`
    constraint: Constraint | None = None  # checked on the value's type or the attribute
    constant: tuple[Constraint, str] | None = None  # ConstantAttr / ConstantEnumCase
    loc: Span | None = None


@dataclass(frozen=True)
class Dag:
    """`(operator args...)`: an operation, a native call, a constraint, replaceWithValue
    or ConstantLikeMatcher."""

    kind: str  # "op", "native", "constraint", "replace", "constant_like"
    args: tuple[Any, ...]
    name: str | None = None  # `:$name` on the operator
    op: OpDef | None = None
    code: str | None = None  # native call / constraint Python, with $0..$N
    loc: Span | None = None

    def count_ops(self) -> int:
        own = 1 if self.kind == "op" else 0
        return own + sum(a.count_ops() for a in self.args if isinstance(a, Dag))


@dataclass(frozen=True)
class PatternDef:
    name: str
    source: Dag
    results: tuple[Any, ...]  # Dag or Leaf, one per replaced root result
    constraints: tuple[Dag, ...]
    benefit: int  # the source's operation count plus `benefit` (addBenefit)
    loc: Span
    text: str = ""  # the DRR source, for the docstring


@dataclass
class DrrScope:
    native: dict[str, str] = field(default_factory=dict)
    constraints: dict[str, str] = field(default_factory=dict)
    values: dict[str, YNode] = field(default_factory=dict)


_TOKEN = re.compile(r"\s*(?:(?P<punct>[(),:])|(?P<var>\$[A-Za-z_][A-Za-z0-9_]*)|(?P<name>[A-Za-z_][A-Za-z0-9_.]*))")


class _DagParser:
    def __init__(
        self,
        node: YNode,
        ops: Callable[[str], OpDef | None],
        library: ConstraintLibrary,
        scope: DrrScope,
    ) -> None:
        self.node = node
        self.text: str = node.value
        self.pos = 0
        self.ops = ops
        self.library = library
        self.scope = scope
        self.depth = 0

    def fail(self, message: str, offset: int | None = None) -> DefinitionError:
        return DefinitionError(error(message, span_inside(self.node, self.pos if offset is None else offset)))

    def skip(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def peek(self) -> str:
        self.skip()
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def expect(self, char: str) -> None:
        if self.peek() != char:
            raise self.fail(f"expected '{char}'")
        self.pos += 1

    def variable(self) -> str:
        self.skip()
        match = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)").match(self.text, self.pos)
        if match is None:
            raise self.fail("expected a '$name'")
        self.pos = match.end()
        return match.group(1)

    def expr(self) -> tuple[Expr, int]:
        """`Name` or `Name<args>` (angle brackets may nest and hold strings)."""
        self.skip()
        start = self.pos
        match = re.compile(r"[A-Za-z_][A-Za-z0-9_.]*").match(self.text, self.pos)
        if match is None:
            raise self.fail("expected an operator or a constraint")
        self.pos = match.end()
        if self.pos < len(self.text) and self.text[self.pos] == "<":
            depth, quote = 0, False
            while self.pos < len(self.text):
                ch = self.text[self.pos]
                if quote:
                    if ch == "\\":
                        self.pos += 1
                    elif ch == '"':
                        quote = False
                elif ch == '"':
                    quote = True
                elif ch == "<":
                    depth += 1
                elif ch == ">":
                    depth -= 1
                    if depth == 0:
                        self.pos += 1
                        break
                self.pos += 1
        # Padded to its place in the string, so offsets (and errors) are the string's.
        source = " " * start + self.text[start : self.pos]
        parsed = ExprParser(source, lambda m, o: self.fail(m, o)).parse()
        return parsed, start

    def parse(self) -> Dag:
        dag = self.dag()
        if self.peek():
            raise self.fail("unexpected text after the DAG")
        return dag

    def dag(self) -> Dag:
        if self.depth >= limits.EXPR_DEPTH:
            raise self.fail(f"nesting too deep (more than {limits.EXPR_DEPTH} levels)", self.pos)
        self.depth += 1
        try:
            return self._dag()
        finally:
            self.depth -= 1

    def _dag(self) -> Dag:
        self.expect("(")
        at = self.pos
        operator, start = self.expr()
        name = None
        if self.peek() == ":":
            self.pos += 1
            name = self.variable()
        args: list[Any] = []
        if self.peek() != ")":
            while True:
                args.append(self.arg())
                if self.peek() == ",":
                    self.pos += 1
                    continue
                break
        self.expect(")")
        loc = span_inside(self.node, at)
        return self.classify(operator, start, name, tuple(args), loc)

    def classify(self, operator: Expr, start: int, name: str | None, args: tuple[Any, ...], loc: Span) -> Dag:
        op_name = operator.name
        if op_name == "replaceWithValue":
            return Dag("replace", args, name, loc=loc)
        if op_name == "ConstantLikeMatcher":
            return Dag("constant_like", args, name, loc=loc)
        if op_name == "Constraint" and operator.args:
            return Dag("constraint", args, name, code=_cpred(operator, lambda m: self.fail(m, start)), loc=loc)
        if op_name == "NativeCodeCall" and operator.args and isinstance(operator.args[0], str):
            return Dag("native", args, name, code=operator.args[0], loc=loc)
        if op_name in self.scope.native:
            return Dag("native", args, name, code=self.scope.native[op_name], loc=loc)
        if op_name in self.scope.constraints:
            return Dag("constraint", args, name, code=self.scope.constraints[op_name], loc=loc)
        op = self.ops(op_name)
        if op is None:
            raise self.fail(f"unknown operation, native call or constraint '{op_name}'", start)
        return Dag("op", args, name, op=op, loc=loc)

    def arg(self) -> Any:
        if self.peek() == "(":
            return self.dag()
        self.skip()
        at = self.pos
        if self.text.startswith("$", self.pos):
            name = self.variable()
            return Leaf(None if name == "_" else name, loc=span_inside(self.node, at))
        expr, start = self.expr()
        name = None
        if self.peek() == ":":
            self.pos += 1
            name = self.variable()
        return self.leaf(expr, start, name)

    def leaf(self, expr: Expr, start: int, name: str | None) -> Leaf:
        loc = span_inside(self.node, start)
        alias = self.scope.values.get(expr.name)
        if alias is not None and not expr.args:
            inner = _DagParser(alias, self.ops, self.library, self.scope)
            parsed, inner_start = inner.expr()
            return inner.leaf(parsed, inner_start, name)
        if expr.name in ("ConstantAttr", "ConstantEnumCase"):
            if len(expr.args) != 2 or not isinstance(expr.args[0], Expr) or not isinstance(expr.args[1], (str, int)):
                raise self.fail(f"'{expr.name}' takes an attribute constraint and a value", start)
            constraint = self.library.instantiate(expr.args[0], self.node)
            if constraint.const_builder is None:
                raise self.fail(f"'{constraint.text}' has no constBuilder to build the constant", start)
            return Leaf(name, constant=(constraint, str(expr.args[1])), loc=loc)
        return Leaf(name, constraint=self.library.instantiate(expr, self.node), loc=loc)


def _cpred(expr: Expr, fail: Callable[[str], DefinitionError]) -> str:
    """`Constraint<CPred<"code">>` (or `Constraint<"code">`): the Python condition."""
    inner = expr.args[0]
    if isinstance(inner, Expr) and inner.name == "CPred" and inner.args and isinstance(inner.args[0], str):
        inner = inner.args[0]
    if isinstance(inner, str):
        problem = python_expression_problem(inner)
        if problem is not None:
            raise fail(f"invalid Python in constraint: {problem}")
        return inner
    raise fail("an inline constraint is written Constraint<CPred<\"python condition over $0...\">>")


def build_patterns(
    nodes: list[YNode],
    scope_nodes: dict[str, list[YNode]],
    ops: list[OpDef],
    library: ConstraintLibrary,
) -> list[PatternDef]:
    """The dialect's `patterns`, with its `nativeCodeCalls`, `patternConstraints` and
    `patternValues`."""
    scope = DrrScope()
    for node in scope_nodes.get("nativeCodeCalls", []):
        check_expression(node.value["code"], "code")
        scope.native[node.value["name"].value] = node.value["code"].value
    for node in scope_nodes.get("patternConstraints", []):
        check_expression(node.value["predicate"], "predicate")
        scope.constraints[node.value["name"].value] = node.value["predicate"].value
    for node in scope_nodes.get("patternValues", []):
        scope.values[node.value["name"].value] = node.value["value"]
    by_name: dict[str, OpDef] = {}
    for op in ops:
        by_name.setdefault(op.name, op)
        by_name.setdefault(op.class_name, op)
    seen: dict[str, Span] = {}
    patterns = []
    for node in nodes:
        fields = node.value
        name_node = fields["name"]
        if name_node.value in seen:
            raise DefinitionError(
                error(f"duplicate pattern '{name_node.value}'", name_node.span).note("previously defined here", seen[name_node.value])
            )
        seen[name_node.value] = name_node.span

        def parse(n: YNode) -> Dag:
            return _DagParser(n, by_name.get, library, scope).parse()

        source = parse(fields["source"])
        if source.kind != "op":
            raise DefinitionError(error("a pattern's source must be an operation DAG", fields["source"].span))
        if "result" in fields and "results" in fields:
            raise DefinitionError(error("a pattern has 'result' or 'results', not both", fields["results"].at_key()))
        result_nodes = [fields["result"]] if "result" in fields else list(fields["results"].value) if "results" in fields else []
        if not result_nodes:
            raise DefinitionError(error("a pattern needs a 'result' (or 'results')", name_node.span))
        results = tuple(_result(n, parse, by_name.get, library, scope) for n in result_nodes)
        constraints = tuple(parse(n) for n in fields["constraints"].value) if "constraints" in fields else ()
        extra = int(fields["benefit"].value) if "benefit" in fields else 0
        pattern = PatternDef(
            name_node.value, source, results, constraints, source.count_ops() + extra, name_node.span,
            text=fields["source"].value + " -> " + ", ".join(n.value for n in result_nodes),
        )
        _check(pattern)
        patterns.append(pattern)
    return patterns


def _result(node: YNode, parse: Callable[[YNode], Dag], ops: Any, library: ConstraintLibrary, scope: DrrScope) -> Any:
    text = node.value.strip()
    if text.startswith("("):
        return parse(node)
    parser = _DagParser(node, ops, library, scope)
    arg = parser.arg()
    if parser.peek():
        raise parser.fail("unexpected text after the result")
    return arg


def _check(pattern: PatternDef) -> None:
    """Arity of every operation DAG, and names bound before they are used in results."""
    bound: set[str] = set()

    def walk_source(dag: Dag, operand_position: bool) -> None:
        if dag.name:
            bound.add(dag.name)
        if dag.kind == "op":
            op = dag.op
            assert op is not None
            check_arity(dag)
            for arg, spec in zip(dag.args, op.arguments):
                if isinstance(arg, Dag):
                    if isinstance(spec, AttributeArg):
                        raise DefinitionError(error("an operation or matcher DAG stands for an operand, not an attribute", arg.loc))
                    walk_source(arg, True)
                elif arg.name:
                    bound.add(arg.name)
        elif dag.kind == "constant_like":
            if len(dag.args) != 1 or not isinstance(dag.args[0], Leaf):
                raise DefinitionError(error("ConstantLikeMatcher takes one attribute matcher", dag.loc))
            if dag.args[0].name:
                bound.add(dag.args[0].name)
        else:
            raise DefinitionError(error("only operations and ConstantLikeMatcher may appear in a source DAG", dag.loc))

    walk_source(pattern.source, False)

    def check_uses(item: Any) -> None:
        if isinstance(item, Leaf):
            if item.name and item.constraint is None and item.constant is None and _base(item.name) not in bound:
                raise DefinitionError(error(f"'${item.name}' is not bound in the source pattern", item.loc))
            return
        for arg in item.args:
            check_uses(arg)

    for result in pattern.results:
        check_uses(result)
    for constraint in pattern.constraints:
        check_uses(constraint)


def check_arity(dag: Dag) -> None:
    """An operation DAG gives every argument, except trailing attributes (left unmatched
    in a source, unset in a result)."""
    op = dag.op
    assert op is not None
    given, arguments = len(dag.args), op.arguments
    if given > len(arguments) or any(not isinstance(a, AttributeArg) for a in arguments[given:]):
        raise DefinitionError(error(f"'{op.name}' takes {len(arguments)} arguments in a DAG, not {given}", dag.loc))


def _base(name: str) -> str:
    """`res__1` names result 1 of the op bound to `res`."""
    return name.split("__")[0]
