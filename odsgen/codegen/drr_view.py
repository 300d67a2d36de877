"""Declarative rewrite rules compiled into straight-line Python patterns: each DRR
pattern becomes a RewritePattern subclass whose `match_and_rewrite` checks the source
DAG operation by operation (returning False at the first mismatch, before changing
anything), then builds the result DAGs at the root and replaces it, as mlir-tblgen's
RewriterGen does."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from odsgen.codegen.view_model import docstring
from odsgen.errors import DefinitionError
from odsgen.ir.core.diagnostics import error
from odsgen.spec.drr import Dag, Leaf, PatternDef, check_arity
from odsgen.spec.op_model import AttributeArg, Constraint, OpDef, Operand

if TYPE_CHECKING:
    from odsgen.codegen.op_view import OpViewBuilder


@dataclass
class PatternView:
    name: str
    op_name: str
    benefit: int
    doc: str
    body: list[str]


class _Bindings:
    """What a `$name` stands for: an operation (its variable), a value or an attribute."""

    def __init__(self) -> None:
        self.ops: dict[str, str] = {}
        self.values: dict[str, str] = {}
        self.op_results: dict[str, int] = {}

    def expr(self, name: str, loc: Any) -> str:
        base, _, index = name.partition("__")
        if base in self.ops:
            var = self.ops[base]
            if index:
                return f"{var}.results[{int(index)}]"
            return f"{var}.results[0]" if self.op_results[base] == 1 else f"list({var}.results)"
        if name in self.values:
            return self.values[name]
        raise DefinitionError(error(f"'${name}' is not bound in the source pattern", loc))


class DrrCodegen:
    def __init__(self, ops: OpViewBuilder) -> None:
        self.ops = ops
        self.lines: list[str] = []
        self.counter = 0

    def fresh(self, prefix: str) -> str:
        self.counter += 1
        return f"{prefix}{self.counter}"

    def pattern(self, p: PatternDef) -> PatternView:
        self.lines = []
        self.counter = 0
        self.bound = _Bindings()
        self.matched_ops = ["op"]
        root = p.source
        assert root.op is not None
        if root.name:
            self.bound.ops[root.name] = "op"
            self.bound.op_results[root.name] = len(root.op.results)
        self.match_op(root, "op")
        for constraint in p.constraints:
            self.emit(f"if not ({self.call_code(constraint)}):")
            self.emit("    return False")
        self.emit("context = op.context")
        locations = ", ".join(f"{v}.location" for v in self.matched_ops)
        self.emit(f"location = _ods_fused_location(context, [{locations}])")
        replacements: list[str] = []
        index = 0
        for item in p.results:
            if isinstance(item, Dag) and item.kind == "op":
                assert item.op is not None
                var = self.build_op(item, root_results=(index, root.op))
                count = len(item.op.results)
                replacements += [f"{var}.results[{i}]" for i in range(count)]
                index += count
            else:
                replacements.append(self.value_expr(item))
                index += 1
        if index != len(root.op.results):
            raise DefinitionError(
                error(
                    f"the results replace {index} values but '{root.op.op_name}' has {len(root.op.results)} results",
                    p.loc,
                )
            )
        self.emit(f"rewriter.replace_op(op, [{', '.join(replacements)}])")
        self.emit("return True")
        return PatternView(p.name, root.op.op_name, p.benefit, docstring(f"DRR: {p.text}"), self.lines)

    def emit(self, line: str) -> None:
        self.lines.append(line)

    # -- matching ------------------------------------------------------------------------------

    def operand_access(self, var: str, op: OpDef, index: int) -> str:
        operands = op.operands
        fixed = all(o.arity == "single" for o in operands) and not op.has_trait("AttrSizedOperandSegments")
        if fixed:
            return f"{var}.operands[{index}]"
        arity = operands[index].arity
        if arity == "single":
            return f"{var}._ods_operand_group({index})[0]"
        return f"{var}._ods_operand_group({index})"

    def match_op(self, dag: Dag, var: str) -> None:
        op = dag.op
        assert op is not None
        operand_index = 0
        for arg, spec in zip(dag.args, op.arguments):
            if isinstance(spec, Operand):
                access = self.operand_access(var, op, operand_index)
                operand_index += 1
                if isinstance(arg, Dag):
                    if spec.arity != "single":
                        raise DefinitionError(error("only a single operand can be matched by a DAG", arg.loc))
                    self.match_operand_dag(arg, access)
                else:
                    self.match_value_leaf(arg, access, spec.arity == "single")
            else:
                self.match_attr_leaf(arg, f"{var}._ods_prop({spec.name!r})")

    def match_operand_dag(self, dag: Dag, access: str) -> None:
        if dag.kind == "constant_like":
            attr = self.fresh("c")
            self.emit(f"{attr} = _ods_constant_value({access})")
            self.emit(f"if {attr} is None:")
            self.emit("    return False")
            self.match_attr_leaf(dag.args[0], attr, known_present=True)
            return
        op = dag.op
        assert op is not None
        var = self.fresh("o")
        self.emit(f"{var} = getattr({access}, 'op', None)")
        self.emit(f"if {var} is None or {var}.name != {op.op_name!r}:")
        self.emit("    return False")
        self.matched_ops.append(var)
        if dag.name:
            self.bound.ops[dag.name] = var
            self.bound.op_results[dag.name] = len(op.results)
        self.match_op(dag, var)

    def bind(self, name: str, expr: str) -> None:
        previous = self.bound.values.get(name)
        if previous is not None:
            self.emit(f"if {expr} is not {previous}:")
            self.emit("    return False")
        else:
            self.bound.values[name] = expr

    def match_value_leaf(self, leaf: Leaf, access: str, single: bool) -> None:
        value = access
        if leaf.name and leaf.name not in self.bound.values:
            value = "v_" + leaf.name
            self.emit(f"{value} = {access}")
        if leaf.constraint is not None:
            checker = self.checker(leaf.constraint, leaf)
            test = f"{checker}({value}.type)" if single else f"all({checker}(v.type) for v in {value})"
            self.emit(f"if not {test}:")
            self.emit("    return False")
        if leaf.name:
            self.bind(leaf.name, value)

    def match_attr_leaf(self, leaf: Leaf, access: str, known_present: bool = False) -> None:
        attr = access
        if leaf.name and leaf.name not in self.bound.values:
            attr = "a_" + leaf.name
            self.emit(f"{attr} = {access}")
        if leaf.constraint is not None:
            checker = self.checker(leaf.constraint, leaf)
            guard = "" if known_present else f"{attr} is None or "
            self.emit(f"if {guard}not {checker}({attr}):")
            self.emit("    return False")
        if leaf.constant is not None:
            self.emit(f"if {attr} is not {self.const_expr(leaf, 'op.context')}:")
            self.emit("    return False")
        if leaf.name:
            self.bind(leaf.name, attr)

    def checker(self, constraint: Constraint, leaf: Leaf) -> str:
        if constraint.is_any:
            return "(lambda value: True)"
        return self.ops.checker(constraint)

    def const_expr(self, leaf: Leaf, context: str) -> str:
        assert leaf.constant is not None
        constraint, value = leaf.constant
        code = self.ops.const(constraint, value)
        return code if context == "context" else code.replace("context", context)

    # -- building --------------------------------------------------------------------------------

    def call_code(self, dag: Dag) -> str:
        """A native call's or constraint's Python, its `$0..$N` replaced by the arguments."""
        assert dag.code is not None
        args = [self.value_expr(a) for a in dag.args]

        def arg(match: re.Match[str]) -> str:
            index = int(match.group(1))
            if index >= len(args):
                raise DefinitionError(error(f"'${index}' but only {len(args)} arguments are given", dag.loc))
            return f"({args[index]})"

        code = re.sub(r"\$(\d+)", arg, dag.code)
        code = code.replace("$_builder", "context").replace("$_loc", "location")
        return self.ops.qualify(code)

    def value_expr(self, item: Any) -> str:
        if isinstance(item, Leaf):
            if item.constant is not None:
                return self.const_expr(item, "context")
            if item.name is None:
                raise DefinitionError(error("a result leaf must be a bound '$name' or a constant", item.loc))
            return self.bound.expr(item.name, item.loc)
        if item.kind == "replace":
            if len(item.args) != 1:
                raise DefinitionError(error("replaceWithValue takes one value", item.loc))
            return self.value_expr(item.args[0])
        if item.kind in ("native", "constraint"):
            return self.call_code(item)
        if item.kind == "op":
            var = self.build_op(item, None)
            return f"{var}.results[0]"
        raise DefinitionError(error("this DAG cannot stand for a value", item.loc))

    def build_op(self, dag: Dag, root_results: tuple[int, OpDef] | None) -> str:
        from odsgen.codegen.op_view import _inferred_results

        op = dag.op
        assert op is not None
        check_arity(dag)
        keywords = []
        for arg, spec in zip(dag.args, op.arguments):
            keywords.append(f"{spec.py_name}={self.value_expr(arg)}")
        inferred = _inferred_results(op)
        for k, result in enumerate(op.results):
            stem = result.py_name.rstrip("_") or result.py_name
            if root_results is not None:
                start = root_results[0]
                if result.arity == "single":
                    keywords.append(f"{stem}_type=op.results[{start + k}].type")
                else:
                    raise DefinitionError(error("a variadic result cannot replace the root's results here", dag.loc))
            elif result.arity == "single" and result.name not in inferred:
                raise DefinitionError(
                    error(f"the result type of '{op.op_name}' cannot be inferred here (it does not replace a result)", dag.loc)
                )
        var = self.fresh("n")
        args = ", ".join(["context", *keywords, "location=location"])
        self.emit(f"{var} = {self.ops.qualify(self.ops.class_ref_of(op))}.build({args})")
        return var
