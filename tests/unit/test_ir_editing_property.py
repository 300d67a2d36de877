"""Random sequences of edits (insert, move, erase, clone, replace-all-uses) keep the IR
valid: after each one the module verifies and every value's uses are exactly the
operand slots that read it."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from odsgen.dialects import arith, builtin, func, scf
from odsgen.ir import Block, Context, InsertionPoint, Operation, Region, Value

ACTIONS = ["insert", "insert_region", "move", "erase", "clone", "replace"]


def make_function(ctx: Context) -> tuple[Any, Block, Operation]:
    i32 = builtin.IntegerType.get(ctx, 32)
    module = builtin.ModuleOp.build(ctx)
    fn_type = builtin.FunctionType.get(ctx, [i32, i32], [])
    with InsertionPoint(module.body):
        fn = func.FuncOp.build(ctx, "f", fn_type, regions=[Region([Block([i32, i32])])])
    entry = fn.regions[0].blocks[0]
    ret = func.ReturnOp.build(ctx, ip=InsertionPoint(entry))
    return module, entry, ret


def body(entry: Block) -> list[Operation]:
    return list(entry.operations)[:-1]  # all but func.return


def defined_outside_used_inside(op: Operation) -> list[Value]:
    """The values an op (and what is nested in it) reads that are defined outside it."""
    inside = {id(v) for inner in op.walk() for v in inner.results}
    inside |= {id(a) for inner in op.walk() for r in inner.regions for b in r.blocks for a in b.arguments}
    return [v for inner in op.walk() for v in inner.operands if id(v) not in inside]


def position_of_definition(value: Value, ops: list[Operation]) -> int:
    """-1 for a block argument, else the index of the top-level op defining it."""
    for index, op in enumerate(ops):
        if any(r is value for r in op.results):
            return index
    return -1


def first_user_index(op: Operation, ops: list[Operation]) -> int:
    users = {id(u.owner) for r in op.results for u in r.uses}
    for index, other in enumerate(ops):
        if any(id(inner) in users for inner in other.walk()):
            return index
    return len(ops)


def check(module: Any) -> None:
    values: dict[int, Value] = {}
    expected: dict[int, set[tuple[int, int]]] = {}
    for op in module.walk():
        for index, value in enumerate(op.operands):
            expected.setdefault(id(value), set()).add((id(op), index))
            values[id(value)] = value
        for value in op.results:
            values.setdefault(id(value), value)
        for region in op.regions:
            for block in region.blocks:
                for arg in block.arguments:
                    values.setdefault(id(arg), arg)
    for key, value in values.items():
        uses = value.uses
        assert {(id(u.owner), u.index) for u in uses} == expected.get(key, set())
        assert len(uses) == len(expected.get(key, ()))
    module.verify()


@settings(max_examples=75, deadline=None)
@given(st.data())
def test_random_edits_keep_the_ir_valid(data: st.DataObject) -> None:
    ctx = Context()
    for dialect in (arith, func, scf):
        ctx.load_dialect(dialect)
    module, entry, ret = make_function(ctx)
    i32 = builtin.IntegerType.get(ctx, 32)
    for _ in range(data.draw(st.integers(1, 40), label="steps")):
        ops = body(entry)
        action = data.draw(st.sampled_from(ACTIONS), label="action")
        if action in ("insert", "insert_region"):
            at = data.draw(st.integers(0, len(ops)), label="at")
            available: list[Value] = list(entry.arguments) + [r for op in ops[:at] for r in op.results]
            lhs = data.draw(st.sampled_from(available))
            rhs = data.draw(st.sampled_from(available))
            ip = InsertionPoint(ops[at]) if at < len(ops) else InsertionPoint(ret)
            if action == "insert":
                arith.AddIOp.build(ctx, lhs, rhs, ip=ip)
            else:
                region_op = scf.ExecuteRegionOp.build(ctx, results_types=[i32], regions=[Region([Block()])], ip=ip)
                with InsertionPoint(region_op.regions[0].blocks[0]):
                    inner = arith.MulIOp.build(ctx, lhs, rhs)
                    scf.YieldOp.build(ctx, results_=[inner.result])
        elif action == "move" and ops:
            op = data.draw(st.sampled_from(ops))
            index = ops.index(op)
            lowest = max([position_of_definition(v, ops) for v in defined_outside_used_inside(op)] + [-1]) + 1
            highest = first_user_index(op, ops)
            target = data.draw(st.integers(lowest, highest), label="target")
            if target == index or target == index + 1:
                continue
            if target < len(ops):
                op.move_before(ops[target])
            else:
                op.move_before(ret)
        elif action == "erase" and ops:
            op = data.draw(st.sampled_from(ops))
            if any(r.has_uses() for r in op.results):
                continue
            op.erase()
            assert op.parent is None
        elif action == "clone" and ops:
            op = data.draw(st.sampled_from(ops))
            copy = op.clone()
            assert copy.parent is None
            copy.move_after(op)
        elif action == "replace" and ops:
            op = data.draw(st.sampled_from(ops))
            index = ops.index(op)
            candidates = list(entry.arguments) + [r for other in ops[:index] for r in other.results]
            replacement = data.draw(st.sampled_from(candidates))
            op.replace_all_uses_with([replacement])
            assert not op.result.has_uses()
        check(module)
