"""The IR editing API: insertion points, erase/detach/move/clone, use lists, blocks and
regions, Operation.create, op.verify() and the generated builders' editing features."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from odsgen.ir import (
    Block,
    BlockArgument,
    Context,
    InsertionPoint,
    IRMapping,
    Operation,
    OpResult,
    Region,
    Value,
    VerifyError,
    WalkOrder,
    WalkResult,
)
from odsgen.dialects import arith, builtin, cf, func, scf
from odsgen.ir.core.walk import preorder
from odsgen.ir.text.parser import parse_source


@pytest.fixture
def ctx() -> Context:
    context = Context()
    for dialect in (arith, cf, func, scf):
        context.load_dialect(dialect)
    return context


def i32(ctx: Context) -> Any:
    return builtin.IntegerType.get(ctx, 32)


def function(ctx: Context, name: str = "f", inputs: tuple = (), results: tuple = ()) -> tuple[Any, Any, Block]:
    """A module holding one func.func with an entry block; (module, func, entry block)."""
    module = builtin.ModuleOp.build(ctx)
    fn_type = builtin.FunctionType.get(ctx, list(inputs), list(results))
    with InsertionPoint(module.body):
        fn = func.FuncOp.build(ctx, name, fn_type, regions=[Region([Block(list(inputs))])])
    return module, fn, fn.regions[0].blocks[0]


def const(ctx: Context, value: int, ip: InsertionPoint | None = None) -> Any:
    return arith.ConstantOp.build(ctx, builtin.IntegerAttr.get(ctx, i32(ctx), value), ip=ip)


def names(block: Block) -> list[str]:
    return [op.name for op in block.operations]


def check_use_lists(root: Operation) -> None:
    """Every value's uses are exactly the operand slots that read it."""
    expected: dict[int, set[tuple[int, int]]] = {}
    values: dict[int, Value] = {}
    for op in root.walk():
        for index, value in enumerate(op.operands):
            expected.setdefault(id(value), set()).add((id(op), index))
            values[id(value)] = value
        for value in list(op.results) + [a for r in op.regions for b in r.blocks for a in b.arguments]:
            values.setdefault(id(value), value)
    for key, value in values.items():
        actual = {(id(use.owner), use.index) for use in value.uses}
        assert len(actual) == len(value.uses)
        assert actual == expected.get(key, set())
        assert all(use.owner.operands[use.index] is value for use in value.uses)


# -- insertion points ------------------------------------------------------------------------


def test_insertion_points(ctx: Context) -> None:
    module, fn, entry = function(ctx)
    with InsertionPoint(entry):
        a = const(ctx, 1)
        ret = func.ReturnOp.build(ctx)
    assert names(entry) == ["arith.constant", "func.return"]
    b = const(ctx, 2, ip=InsertionPoint(ret))  # before an op
    c = const(ctx, 3, ip=InsertionPoint.at_block_begin(entry))
    d = const(ctx, 4, ip=InsertionPoint.after(a))
    e = const(ctx, 5, ip=InsertionPoint.at_block_terminator(entry))
    assert list(entry.operations) == [c, a, d, b, e, ret]
    # Successive inserts at one point keep their order, as an OpBuilder's do.
    ip = InsertionPoint.at_block_begin(entry)
    first, second = const(ctx, 6, ip=ip), const(ctx, 7, ip=ip)
    assert list(entry.operations)[:3] == [first, second, c]
    # ip.insert takes a detached op; at the end of a terminated block it is refused.
    InsertionPoint(ret).insert(e.detach_from_parent())
    assert entry.operations[-2] is e
    with pytest.raises(IndexError, match="at_block_terminator"):
        InsertionPoint(entry).insert(const(ctx, 8))
    module.verify()


def test_current_insertion_point_nests_and_is_per_thread(ctx: Context) -> None:
    module, fn, entry = function(ctx)
    other = Block()
    with pytest.raises(ValueError, match="no current insertion point"):
        InsertionPoint.current
    with InsertionPoint(entry) as outer:
        assert InsertionPoint.current is outer
        with InsertionPoint(other):
            inner_op = const(ctx, 1)
            seen: list[Any] = []
            thread = threading.Thread(target=lambda: seen.append(const(ctx, 2).parent))
            thread.start()
            thread.join()
            assert seen == [None]  # another thread has no current point
        outer_op = const(ctx, 3)
    assert inner_op.parent is other and outer_op.parent is entry
    assert const(ctx, 4).parent is None  # no point: detached


def test_at_block_terminator_refuses_a_block_without_one(ctx: Context) -> None:
    module, fn, entry = function(ctx)
    with pytest.raises(ValueError, match="no terminator"):
        InsertionPoint.at_block_terminator(entry)
    const(ctx, 1, ip=InsertionPoint(entry))
    with pytest.raises(ValueError, match="no terminator"):
        InsertionPoint.at_block_terminator(entry)


def test_insertion_point_needs_a_placed_op(ctx: Context) -> None:
    with pytest.raises(ValueError, match="not in a block"):
        InsertionPoint(const(ctx, 1))
    with pytest.raises(ValueError, match="not in a block"):
        InsertionPoint.after(const(ctx, 1))


# -- Operation.create ---------------------------------------------------------------------------


def test_operation_create(ctx: Context) -> None:
    module, fn, entry = function(ctx, inputs=(i32(ctx),))
    x = entry.arguments[0]
    with InsertionPoint(entry):
        add = Operation.create("arith.addi", operands=[x, x], result_types=[i32(ctx)])
        # Inherent attributes given as attributes become properties (Operation::create).
        cst = Operation.create("arith.constant", result_types=[i32(ctx)],
                               attributes={"value": builtin.IntegerAttr.get(ctx, i32(ctx), 7), "x.note": builtin.UnitAttr.get(ctx)})
        Operation.create("func.return")
    assert isinstance(add, arith.AddIOp) and add.lhs is x
    assert add.overflow_flags is not None  # its default was filled in
    assert isinstance(cst, arith.ConstantOp) and cst.value.value == 7
    assert list(cst.attributes) == ["x.note"]
    assert names(entry) == ["arith.addi", "arith.constant", "func.return"]
    module.verify()
    # Without types, a location or attributes, the context comes from `with ctx:`.
    with pytest.raises(ValueError, match="which context"):
        Operation.create("func.return")
    with ctx:
        assert Context.current is ctx
        ret = Operation.create("func.return")
    assert isinstance(ret, func.ReturnOp) and ret.context is ctx


def test_create_with_regions_successors_and_unregistered(ctx: Context) -> None:
    ctx.allow_unregistered_dialects = True
    target = Block()
    op = Operation.create("x.op", regions=2, successors=[target], context=ctx)
    assert type(op) is Operation and len(op.regions) == 2 and op.successors == [target]
    assert all(r.parent_op is op for r in op.regions)


# -- erase, detach, move ----------------------------------------------------------------------------


def test_erase_refused_while_used(ctx: Context) -> None:
    module, fn, entry = function(ctx)
    with InsertionPoint(entry):
        a = const(ctx, 1)
        b = arith.AddIOp.build(ctx, a.result, a.result)
    with pytest.raises(ValueError, match=r"cannot erase 'arith.constant': result #0 is still used by 'arith.addi'"):
        a.erase()
    b.erase()
    assert not a.result.has_uses()
    a.erase()
    assert len(entry.operations) == 0 and a.parent is None


def test_erase_drops_nested_uses(ctx: Context) -> None:
    module, fn, entry = function(ctx, inputs=(i32(ctx),))
    x = entry.arguments[0]
    with InsertionPoint(entry):
        cond = arith.ConstantOp.build(ctx, builtin.IntegerAttr.get(ctx, builtin.IntegerType.get(ctx, 1), 1))
        branch = scf.IfOp.build(ctx, cond.result)
    with InsertionPoint.at_block_terminator(branch.regions[0].blocks[0]):
        arith.AddIOp.build(ctx, x, x)
    assert len(x.uses) == 2
    branch.erase()
    assert not x.has_uses() and not cond.result.has_uses()
    assert names(entry) == ["arith.constant"]


def test_detach_and_move(ctx: Context) -> None:
    module, fn, entry = function(ctx)
    with InsertionPoint(entry):
        a, b, c = const(ctx, 1), const(ctx, 2), const(ctx, 3)
    assert a.detach_from_parent() is a and a.parent is None and list(entry.operations) == [b, c]
    with pytest.raises(ValueError, match="not in a block"):
        a.detach_from_parent()
    a.move_after(c)  # a detached op can be moved in
    assert list(entry.operations) == [b, c, a]
    c.move_before(b)
    assert list(entry.operations) == [c, b, a]
    a.move_before(c)
    assert list(entry.operations) == [a, c, b]
    other = Block()
    d = other.append(const(ctx, 4))
    b.move_after(d)
    assert list(other.operations) == [d, b] and b.parent is other and list(entry.operations) == [a, c]
    with pytest.raises(ValueError, match="into its own region"):
        fn.move_before(a)


def test_append_refuses_an_op_in_a_block(ctx: Context) -> None:
    block, other = Block(), Block()
    op = block.append(const(ctx, 1))
    with pytest.raises(ValueError, match="already in a block"):
        other.append(op)
    with pytest.raises(ValueError, match="already in a block"):
        InsertionPoint(other).insert(op)
    assert op.parent is block and len(other.operations) == 0


def test_walk_pre_and_post_order_with_erasure(ctx: Context) -> None:
    module, fn, entry = function(ctx)
    with InsertionPoint(entry):
        a = const(ctx, 1)
        b = arith.AddIOp.build(ctx, a.result, a.result)
        func.ReturnOp.build(ctx)
    assert [op.name for op in module.walk()] == [
        "builtin.module", "func.func", "arith.constant", "arith.addi", "func.return"]
    assert [op.name for op in module.walk(post_order=True)] == [
        "arith.constant", "arith.addi", "func.return", "func.func", "builtin.module"]
    assert [op.name for op in module.walk(walk_order=WalkOrder.POST_ORDER)][0] == "arith.constant"
    # Erasing the visited op is safe in pre-order (its regions are not entered) ...
    visited = []
    for op in module.walk():
        visited.append(op.name)
        if op.name == "func.func":
            op.erase()
    assert visited == ["builtin.module", "func.func"] and len(module.body.operations) == 0
    # ... and in post-order, erasing users before definitions.
    module, fn, entry = function(ctx)
    with InsertionPoint(entry):
        a = const(ctx, 1)
        b = arith.AddIOp.build(ctx, a.result, a.result)
        arith.AddIOp.build(ctx, b.result, a.result)
    for op in reversed(list(fn.walk(post_order=True))):
        if op is not fn:
            op.erase()
    assert len(entry.operations) == 0 and not a.result.has_uses()


def test_walk_callback_interrupt_and_skip(ctx: Context) -> None:
    module, fn, entry = function(ctx)
    with InsertionPoint(entry):
        const(ctx, 1)
        func.ReturnOp.build(ctx)
    seen: list[str] = []
    assert module.walk(lambda op: seen.append(op.name) or (WalkResult.SKIP if op is fn else None)) is WalkResult.ADVANCE
    assert seen == ["builtin.module", "func.func"]
    seen.clear()
    stop = lambda op: seen.append(op.name) or (WalkResult.INTERRUPT if op.name == "arith.constant" else None)  # noqa: E731
    assert module.walk(stop) is WalkResult.INTERRUPT
    assert seen == ["builtin.module", "func.func", "arith.constant"]


def test_walk_is_iterative_on_deep_nesting(ctx: Context) -> None:
    ctx.allow_unregistered_dialects = True
    root = inner = Operation.create("x.wrap", regions=1, context=ctx)
    for _ in range(3000):
        child = Operation.create("x.wrap", regions=1, context=ctx)
        inner.regions[0].append(Block()).append(child)
        inner = child
    assert sum(1 for _ in root.walk()) == 3001
    assert sum(1 for _ in root.walk(post_order=True)) == 3001
    assert len(preorder(root)) == 3001


def test_preorder_lists_what_the_walk_visits(ctx: Context) -> None:
    """walk.preorder, the list the alias collector walks: the pre-order walk's
    operations, with several regions, blocks and empty blocks, a nested op's siblings
    after its regions, and the root's siblings left out."""
    ctx.allow_unregistered_dialects = True
    text = """
    "x.before"() : () -> ()
    "x.two"() ({
      "x.a"() : () -> ()
      "x.b"() ({
        "x.c"() : () -> ()
      ^bb1:
      ^bb2:
        "x.d"() : () -> ()
      }, {}) : () -> ()
      "x.e"() : () -> ()
    }, {
      "x.f"() : () -> ()
    }) : () -> ()
    "x.after"() : () -> ()
    """
    module = parse_source(ctx, text, "walk.mlir")
    walked = list(module.walk())
    assert [op.name for op in preorder(module)] == [op.name for op in walked]
    assert [op.name for op in walked][1:] == ["x.before", "x.two", "x.a", "x.b", "x.c", "x.d", "x.e", "x.f", "x.after"]
    two = walked[2]
    assert preorder(two) == list(two.walk())


# -- clone ------------------------------------------------------------------------------------------


def test_clone_with_regions_and_successors(ctx: Context) -> None:
    text = """
    func.func @f(%arg0: i32, %c: i1) -> i32 {
      %0 = arith.addi %arg0, %arg0 : i32
      cf.cond_br %c, ^bb1(%0 : i32), ^bb2
    ^bb1(%1: i32):
      %2 = arith.muli %1, %0 : i32
      return %2 : i32
    ^bb2:
      %3 = scf.if %c -> (i32) {
        scf.yield %0 : i32
      } else {
        scf.yield %arg0 : i32
      }
      return %3 : i32
    }
    """
    module = ctx.parse_module(text)
    fn = module.body.operations[0]
    copy = fn.clone()
    assert copy.parent is None and copy is not fn
    module.body.append(copy)
    copy.sym_name = "g"
    module.verify()
    first, second = str(module).split("  func.func @g")
    assert first.replace("module {\n  func.func @f", "") + "}\n" == second
    # Nothing in the copy refers to the original's values or blocks.
    originals = {id(v) for op in fn.walk() for v in op.results} | {
        id(a) for r in fn.regions for b in r.blocks for a in b.arguments}
    original_blocks = {id(b) for r in fn.regions for b in r.blocks}
    for op in copy.walk():
        assert not any(id(v) in originals for v in op.operands)
        assert not any(id(b) in original_blocks for b in op.successors)
    check_use_lists(module)


def test_clone_keeps_or_maps_outside_operands(ctx: Context) -> None:
    module, fn, entry = function(ctx, inputs=(i32(ctx), i32(ctx)))
    x, y = entry.arguments
    with InsertionPoint(entry):
        add = arith.AddIOp.build(ctx, x, x)
    kept = add.clone()
    assert kept.operands == (x, x) and len(x.uses) == 4
    mapping = IRMapping()
    mapping.map(x, y)
    mapped = add.clone(mapping)
    assert mapped.operands == (y, y)
    assert mapping.lookup(add) is mapped and mapping[add.result] is mapped.result
    assert mapping.lookup_or_default(fn, None) is None and add in mapping
    with pytest.raises(KeyError):
        mapping.lookup(fn)


# -- uses ----------------------------------------------------------------------------------------------


def test_uses_and_replacement(ctx: Context) -> None:
    module, fn, entry = function(ctx, inputs=(i32(ctx), i32(ctx)))
    x, y = entry.arguments
    with InsertionPoint(entry):
        a = arith.AddIOp.build(ctx, x, y)
        b = arith.MulIOp.build(ctx, x, a.result)
    assert [(u.owner, u.index) for u in x.uses] == [(b, 0), (a, 0)]  # most recent first
    assert x.has_uses() and x.owner is entry and a.result.owner is a
    assert isinstance(x, BlockArgument) and isinstance(a.result, OpResult)
    x.replace_uses_with_if(y, lambda use: use.owner is b)
    assert b.operands == (y, a.result) and [u.owner for u in x.uses] == [a]
    x.replace_all_uses_with(y)
    assert not x.has_uses() and a.operands == (y, y) and len(y.uses) == 3
    a.set_operand(1, x)
    assert a.rhs is x and len(y.uses) == 2
    b.lhs = x  # generated operand setter
    assert b.operands[0] is x
    new = arith.AddIOp.build(ctx, x, x, ip=InsertionPoint(b))
    a.replace_all_uses_with(new)
    assert b.operands[1] is new.result and not a.result.has_uses()
    with pytest.raises(ValueError, match="1 results but 2 replacement"):
        new.replace_all_uses_with([x, y])
    x.type = builtin.IntegerType.get(ctx, 64)
    assert entry.arguments[0].type.width == 64
    check_use_lists(module)


def test_erasing_many_users_of_one_value_is_linear(ctx: Context) -> None:
    """40k users of one value: each erase unlinks its uses in O(1)."""
    module, fn, entry = function(ctx, inputs=(i32(ctx),))
    x = entry.arguments[0]
    with InsertionPoint(entry):
        ops = [arith.AddIOp.build(ctx, x, x) for _ in range(40_000)]
    assert len(x.uses) == 80_000
    for op in ops:
        op.erase()
    assert not x.has_uses() and len(entry.operations) == 0


# -- blocks and regions ---------------------------------------------------------------------------------


def test_block_arguments(ctx: Context) -> None:
    block = Block([i32(ctx)], [builtin.UnknownLoc.get(ctx)])
    first = block.arguments[0]
    second = block.add_argument(builtin.IndexType.get(ctx))
    zeroth = block.insert_argument(0, builtin.Float32Type.get(ctx))
    assert block.arguments == [zeroth, first, second] and [a.index for a in block.arguments] == [0, 1, 2]
    use = block.append(Operation.create("arith.addi", operands=[first, first], result_types=[i32(ctx)]))
    with pytest.raises(ValueError, match="still has 2 use"):
        block.erase_argument(1)
    block.erase_argument(0)
    assert block.arguments == [first, second] and first.index == 0
    use.erase()
    block.erase_argument(0)
    assert block.arguments == [second] and second.index == 0


def test_block_operations_view(ctx: Context) -> None:
    block = Block()
    ops = [const(ctx, i) for i in range(5)]
    for op in ops[:3]:
        block.operations.append(op)
    block.operations.insert(1, ops[3])
    block.operations.insert(99, ops[4])
    assert list(block.operations) == [ops[0], ops[3], ops[1], ops[2], ops[4]]
    assert len(block.operations) == 5 and block.operations[-1] is ops[4] and block.operations[2] is ops[1]
    assert block.operations[1:3] == [ops[3], ops[1]] and list(reversed(block.operations))[0] is ops[4]
    assert block.operations.index(ops[2]) == 3 and ops[2] in block.operations
    block.operations.remove(ops[3])
    assert ops[3].parent is None and len(block.operations) == 4
    with pytest.raises(IndexError):
        block.operations[4]


def test_split_block_and_predecessors(ctx: Context) -> None:
    module = ctx.parse_module("""
    func.func @f(%c: i1) {
      %0 = arith.constant 1 : i32
      %1 = arith.addi %0, %0 : i32
      cf.cond_br %c, ^bb1, ^bb1
    ^bb1:
      return
    }""")
    fn = module.body.operations[0]
    entry, exit_block = fn.regions[0].blocks
    assert exit_block.predecessors == [entry, entry] and entry.predecessors == []
    add = entry.operations[1]
    tail = entry.split_before(add)
    assert list(fn.regions[0].blocks) == [entry, tail, exit_block]
    assert names(entry) == ["arith.constant"] and names(tail) == ["arith.addi", "cf.cond_br"]
    assert add.parent is tail and tail.parent_op is fn
    assert exit_block.predecessors == [tail, tail]
    cf.BranchOp.build(ctx, tail, ip=InsertionPoint(entry))
    module.verify()
    labels = [line.split(":")[0].strip() for line in str(module).splitlines() if line.lstrip().startswith("^bb")]
    assert labels == ["^bb1", "^bb2"]


def test_block_erase(ctx: Context) -> None:
    module = ctx.parse_module("""
    func.func @f() {
      cf.br ^bb1
    ^bb1:
      %0 = arith.constant 1 : i32
      cf.br ^bb2
    ^bb2:
      return
    }""")
    fn = module.body.operations[0]
    entry, middle, last = fn.regions[0].blocks
    with pytest.raises(ValueError, match="successor"):
        middle.erase()
    entry.operations[0].erase()
    middle.erase()
    assert list(fn.regions[0].blocks) == [entry, last] and middle.parent is None


def test_regions_take_body_and_inline(ctx: Context) -> None:
    ctx.allow_unregistered_dialects = True
    a, b, c = Block(), Block(), Block()
    source = Region([a, b])
    target = Region([c])
    holder = Operation.create("x.holder", regions=[target], context=ctx)
    assert target.parent_op is holder and c.parent_op is holder
    source.inline_before(c)
    assert list(target.blocks) == [a, b, c] and source.empty and a.parent is target
    other = Region([Block(), Block()])
    other.inline_before(target)
    assert len(target.blocks) == 5
    fresh = Region()
    fresh.take_body(target)
    assert len(fresh.blocks) == 5 and target.empty and all(blk.parent is fresh for blk in fresh.blocks)
    with pytest.raises(ValueError, match="already in a region"):
        Region().append(a)
    fresh.blocks.remove(a)
    assert a.parent is None and len(fresh.blocks) == 4


# -- verify -------------------------------------------------------------------------------------------------


def test_verify_reports_as_mlir_opt(ctx: Context) -> None:
    module, fn, entry = function(ctx)
    f32 = builtin.Float32Type.get(ctx)
    with InsertionPoint(entry):
        c = arith.ConstantOp.build(ctx, builtin.FloatAttr.get(ctx, f32, 1.0))
        arith.AddIOp.build(ctx, c.result, c.result)
        func.ReturnOp.build(ctx)
    with pytest.raises(VerifyError) as info:
        module.verify()
    assert str(info.value).splitlines()[0] == (
        "<unknown>:0: error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'"
    )
    # Nested ops are verified by their ancestors' verify, and on their own.
    with pytest.raises(VerifyError):
        fn.verify()
    c.verify()


# -- generated builders ---------------------------------------------------------------------------------------


def test_builders_take_plain_values(ctx: Context) -> None:
    fn_type = builtin.FunctionType.get(ctx, [], [])
    fn = func.FuncOp.build(ctx, "main", fn_type, sym_visibility="private")
    assert fn.sym_name.value == "main" and fn.sym_visibility.value == "private"
    typed = func.FuncOp.build(ctx, "g", builtin.TypeAttr.get(ctx, fn_type))
    assert typed.function_type.value is fn_type
    assert func.FuncOp.build(ctx, "h", fn_type).function_type.value is fn_type  # a Type for TypeAttrOf
    call = func.CallOp.build(ctx, "main", no_inline=True)
    assert call.callee.root_reference.value == "main" and call.no_inline is not None
    assert func.CallOp.build(ctx, "main", no_inline=False).no_inline is None
    add = arith.AddIOp.build(ctx, *Block([i32(ctx)] * 2).arguments, overflow_flags=arith.IntegerOverflowFlags.nsw)
    assert add.overflow_flags.value == arith.IntegerOverflowFlags.nsw
    with pytest.raises(TypeError, match="argument 'sym_name' must be an Attribute or str, not int"):
        func.FuncOp.build(ctx, 3, fn_type)
    with pytest.raises(TypeError, match="argument 'overflow_flags'"):
        arith.AddIOp.build(ctx, *Block([i32(ctx)] * 2).arguments, overflow_flags="nsw")


def test_attribute_setters_and_deleters(ctx: Context) -> None:
    fn = func.FuncOp.build(ctx, "main", builtin.FunctionType.get(ctx, [], []))
    fn.sym_name = "renamed"
    assert fn.sym_name.value == "renamed"
    fn.sym_visibility = builtin.StringAttr.get(ctx, "private")
    assert fn.sym_visibility.value == "private"
    del fn.sym_visibility
    assert fn.sym_visibility is None
    fn.sym_visibility = "nested"
    fn.sym_visibility = None
    assert fn.sym_visibility is None
    with pytest.raises(TypeError, match="sym_name"):
        fn.sym_name = 5
    fn.attributes["x.tag"] = builtin.UnitAttr.get(ctx)
    assert "sym_name" not in fn.attributes and "x.tag" in fn.attributes


def test_build_loads_its_dialect(ctx: Context) -> None:
    fresh = Context()
    fresh._dialects.pop("arith", None)  # as if only registered, not loaded
    fresh._op_classes = {k: v for k, v in fresh._op_classes.items() if not k.startswith("arith.")}
    x = Block([builtin.IntegerType.get(fresh, 32)]).arguments[0]
    op = arith.AddIOp.build(fresh, x, x)
    assert type(op) is arith.AddIOp and fresh.get_dialect("arith") is arith
    assert fresh.op_class("arith.addi") is arith.AddIOp


def test_module_build_and_body(ctx: Context) -> None:
    module = builtin.ModuleOp.build(ctx)
    assert isinstance(module.body, Block) and len(module.body.operations) == 0
    assert str(module) == "module {\n}\n"
    named = builtin.ModuleOp.build(ctx, "m")
    assert str(named) == "module @m {\n}\n"
    loop = scf.ExecuteRegionOp.build(ctx, regions=[Region([Block()])])
    assert not hasattr(type(loop), "body") or loop.regions  # only SingleBlock ops get `body`


def test_custom_builders_insert_at_the_insertion_point(ctx: Context) -> None:
    module, fn, entry = function(ctx, inputs=(i32(ctx),))
    x = entry.arguments[0]
    with InsertionPoint(entry):
        pair = arith.AddUIExtendedOp.build_with_inferred_overflow(ctx, x, x)
        index = builtin.IndexType.get(ctx)
        lb = arith.ConstantOp.build(ctx, builtin.IntegerAttr.get(ctx, index, 0))
        loop = scf.ForOp.build(ctx, lb.result, lb.result, lb.result)
        func.ReturnOp.build(ctx)
    assert names(entry) == ["arith.addui_extended", "arith.constant", "scf.for", "func.return"]
    assert pair.parent is entry and loop.parent is entry
    assert names(loop.regions[0].blocks[0]) == ["scf.yield"]  # the builder's own terminator
    module.verify()


def test_verify_reports_a_branch_to_another_region(ctx: Context) -> None:
    """OperationVerifier::verifyOnExit(Block&), reachable only by editing IR."""
    module = ctx.parse_module(
        "func.func @f() {\n  cf.br ^bb1\n^bb1:\n  return\n}\nfunc.func @g() {\n  cf.br ^bb1\n^bb1:\n  return\n}"
    )
    f, g = module.body.operations
    g.regions[0].blocks[0].operations[0].successors = [f.regions[0].blocks[1]]
    with pytest.raises(VerifyError, match="'cf.br' op branching to block of a different region"):
        module.verify()
