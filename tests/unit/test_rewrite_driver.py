"""The greedy driver's semantics (MLIR 22's GreedyPatternRewriteDriver): worklist order,
benefit order, fixpoint and iteration limit, folding before patterns, dead operation
removal, constant hoisting and deduplication, and the rewriter's notifications."""

from __future__ import annotations

from typing import Any

import pytest

from odsgen.dialects import arith, builtin
from odsgen.ir import Context, Operation
from odsgen.opt import OptOptions, make_context
from odsgen.rewrite import (
    GreedyRewriteConfig,
    Listener,
    PatternRewriter,
    RewritePattern,
    apply_patterns_greedily,
)


@pytest.fixture
def ctx() -> Context:
    return make_context(OptOptions(allow_unregistered=True))


def parse(ctx: Context, body: str, args: str = "%x: i32") -> Any:
    return ctx.parse_module(f"func.func @f({args}) {{\n{body}\n  return\n}}")


def body_names(module: Any) -> list[str]:
    fn = module.body.operations[0]
    return [op.name for op in fn.regions[0].blocks[0].operations]


class Recorder(RewritePattern):
    """Any-op pattern that records the order ops are tried in and never applies."""

    benefit = 0

    def __init__(self) -> None:
        self.seen: list[str] = []

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        self.seen.append(op.name)
        return False


THREE = '  "t.a"() : () -> ()\n  "t.b"() : () -> ()\n  "t.c"() : () -> ()'


def test_top_down_visits_in_program_order_parents_first(ctx: Context) -> None:
    module = parse(ctx, THREE)
    recorder = Recorder()
    apply_patterns_greedily(module, [recorder], GreedyRewriteConfig(top_down=True))
    assert recorder.seen == ["func.func", "t.a", "t.b", "t.c", "func.return"]


def test_bottom_up_visits_from_the_end_before_parents(ctx: Context) -> None:
    module = parse(ctx, THREE)
    recorder = Recorder()
    apply_patterns_greedily(module, [recorder], GreedyRewriteConfig(top_down=False))
    # Post-order pushes (a, b, c, return, func); pops come from the back.
    assert recorder.seen == ["func.func", "func.return", "t.c", "t.b", "t.a"]


class Rename(RewritePattern):
    """t.<from> -> t.<to>, as a new operation replacing the old one."""

    def __init__(self, source: str, target: str, benefit: int = 1) -> None:
        self.op_name = source
        self.target = target
        self.benefit = benefit  # type: ignore[misc]
        self.applied = 0

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        # Created at the rewriter's insertion point (before `op`), which is current here.
        new = Operation.create(self.target, result_types=[r.type for r in op.results], context=op.context)
        assert new.next_operation is op
        rewriter.replace_op(op, new)
        self.applied += 1
        return True


def test_fixpoint_through_a_chain_of_rewrites(ctx: Context) -> None:
    module = parse(ctx, '  "t.a"() : () -> ()')
    patterns = [Rename("t.a", "t.b"), Rename("t.b", "t.c"), Rename("t.c", "t.d")]
    assert apply_patterns_greedily(module, patterns, GreedyRewriteConfig()) is True
    assert body_names(module) == ["t.d", "func.return"]


def test_highest_benefit_first_then_registration_order(ctx: Context) -> None:
    module = parse(ctx, '  "t.a"() : () -> ()')
    low, high, tie = Rename("t.a", "t.low", 1), Rename("t.a", "t.high", 5), Rename("t.a", "t.tie", 5)
    apply_patterns_greedily(module, [low, high, tie], GreedyRewriteConfig())
    assert body_names(module) == ["t.high", "func.return"] and tie.applied == 0 and low.applied == 0


def test_op_specific_pattern_wins_a_tie_with_an_any_op_one(ctx: Context) -> None:
    class AnyOp(Rename):
        def root_name(self) -> None:  # type: ignore[override]
            return None  # tried on every operation ...

        def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
            return op.name == "t.a" and super().match_and_rewrite(op, rewriter)  # ... applies to t.a

    module = parse(ctx, '  "t.a"() : () -> ()')
    any_op = AnyOp("t.a", "t.any", 3)
    specific = Rename("t.a", "t.specific", 3)
    apply_patterns_greedily(module, [any_op, specific], GreedyRewriteConfig())
    assert body_names(module)[0] == "t.specific"


class Flip(RewritePattern):
    """Toggles an attribute forever: the driver never converges."""

    op_name = "t.a"

    def __init__(self) -> None:
        self.calls = 0

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        self.calls += 1
        value = op.attributes.get("flag")
        rewriter.modify_op_in_place(op, lambda: op.attributes.__setitem__(
            "flag", builtin.BoolAttr.get(op.context, not (value is not None and value.value))))
        return True


def test_iteration_limit_reports_non_convergence(ctx: Context) -> None:
    module = parse(ctx, '  "t.a"() : () -> ()')
    flip = Flip()
    config = GreedyRewriteConfig(max_iterations=3, max_num_rewrites=5)
    assert apply_patterns_greedily(module, [flip], config) is False
    assert flip.calls == 15  # 5 rewrites per iteration (the rewrite limit), 3 iterations


def test_canonicalize_test_convergence_fails_the_pass(ctx: Context, tmp_path: Any) -> None:
    from odsgen.passes import PassFailure, PassManager, parse_pass_pipeline

    module = parse(ctx, "%0 = arith.addi %x, %x : i32\n  %1 = arith.addi %0, %x : i32", "%x: i32")
    manager = PassManager(parse_pass_pipeline("builtin.module(canonicalize{max-iterations=1 test-convergence=true})"))
    with pytest.raises(PassFailure):
        manager.run(module)


def test_folding_comes_before_patterns_and_constants_are_hoisted(ctx: Context) -> None:
    module = parse(
        ctx,
        "  %c = arith.constant 40 : i32\n"
        '  "t.use"(%x) : (i32) -> ()\n'
        "  %d = arith.constant 2 : i32\n"
        "  %s = arith.addi %c, %d : i32\n"
        '  "t.use"(%s) : (i32) -> ()',
    )
    recorder = Recorder()
    apply_patterns_greedily(module, [recorder], GreedyRewriteConfig(top_down=True, region_simplify="normal"))
    # The addi folded (no pattern ever saw it); its constant 42 was hoisted to the
    # entry block's front at the next iteration's seeding, and the unused inputs died.
    assert "arith.addi" not in recorder.seen
    text = str(module)
    assert text.index("arith.constant 42") < text.index('"t.use"(%arg0)')
    assert "arith.constant 40" not in text and "arith.constant 2 " not in text


def test_duplicate_constants_merge_into_the_first(ctx: Context) -> None:
    module = parse(
        ctx,
        '  %a = arith.constant 7 : i32\n  "t.use"(%a) : (i32) -> ()\n'
        '  %b = arith.constant 7 : i32\n  "t.use"(%b) : (i32) -> ()',
    )
    apply_patterns_greedily(module, [], GreedyRewriteConfig(top_down=True))
    assert body_names(module) == ["arith.constant", "t.use", "t.use", "func.return"]
    fn = module.body.operations[0]
    ops = list(fn.regions[0].blocks[0].operations)
    assert ops[1].operands[0] is ops[2].operands[0] is ops[0].result


def test_trivially_dead_operations_are_erased_but_unknown_ones_kept(ctx: Context) -> None:
    module = parse(ctx, '  %0 = arith.addi %x, %x : i32\n  %1 = "t.unknown"() : () -> i32')
    apply_patterns_greedily(module, [], GreedyRewriteConfig())
    assert body_names(module) == ["t.unknown", "func.return"]


def test_rewriter_notifies_a_listener(ctx: Context) -> None:
    events: list[tuple[str, str]] = []

    class Log(Listener):
        def notify_operation_inserted(self, op: Operation) -> None:
            events.append(("inserted", op.name))

        def notify_operation_erased(self, op: Operation) -> None:
            events.append(("erased", op.name))

        def notify_operation_replaced(self, op: Operation, values: Any) -> None:
            events.append(("replaced", op.name))

    module = parse(ctx, '  %0 = "t.a"() : () -> i32\n  "t.use"(%0) : (i32) -> ()')
    apply_patterns_greedily(module, [Rename("t.a", "t.b")], GreedyRewriteConfig(listener=Log()))
    assert events == [("inserted", "t.b"), ("replaced", "t.a"), ("erased", "t.a")]


def test_drr_pattern_matches_mlir_opt_on_constant_reassociation(ctx: Context) -> None:
    """Pitfall P3 of the transform notes, recorded with mlir-opt 22 --canonicalize."""
    module = ctx.parse_module(
        "func.func @g(%x: i32) -> (i32, i32) {\n"
        "  %c1 = arith.constant 1 : i32\n  %c2 = arith.constant 2 : i32\n"
        "  %a = arith.addi %x, %c1 : i32\n  %b = arith.addi %a, %c2 : i32\n"
        "  %d = arith.addi %a, %c1 : i32\n  return %b, %d : i32, i32\n}"
    )
    patterns = [arith.AddIAddConstant(), arith.AddISubConstantRHS(), arith.AddISubConstantLHS()]
    apply_patterns_greedily(module, patterns, GreedyRewriteConfig(top_down=True, region_simplify="normal"))
    assert str(module) == (
        "module {\n  func.func @g(%arg0: i32) -> (i32, i32) {\n"
        "    %c2_i32 = arith.constant 2 : i32\n    %c3_i32 = arith.constant 3 : i32\n"
        "    %0 = arith.addi %arg0, %c3_i32 : i32\n    %1 = arith.addi %arg0, %c2_i32 : i32\n"
        "    return %0, %1 : i32, i32\n  }\n}\n"
    )


def test_dead_block_arguments_alone_do_not_start_another_iteration() -> None:
    """Upstream's region DCE reports only erased operations as a change: when its last
    change is dropping dead arguments, mlir-opt 22 stops there (leaving a cond_br whose
    destinations became identical). tests/data/dead_argument_convergence.expected is
    mlir-opt 22's output."""
    from pathlib import Path

    from tests.opt_helpers import run_file

    data = Path(__file__).resolve().parents[1] / "data"
    out, err, status = run_file(
        ["--allow-unregistered-dialect", "--canonicalize"], (data / "dead_argument_convergence.mlir").read_bytes()
    )
    assert status == 0, err
    assert out.decode() == (data / "dead_argument_convergence.expected").read_text()
