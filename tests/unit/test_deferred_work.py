"""Work the runtime defers until it is needed, and that it must then do exactly as if
done at once: dialects registered and loaded on first use, operations' locations made on
first read, cycle collection paused while IR is built."""

from __future__ import annotations

import gc
import subprocess
import sys
import textwrap

from odsgen.dialects import builtin
from odsgen.ir.core.context import Context
from odsgen.ir.core.gc_pause import cycle_collection_paused
from odsgen.ir.text.parser import parse_source
from odsgen.opt import OptOptions, make_context, process_chunk
from odsgen.ir.core.source import Input

PROGRAM = textwrap.dedent(
    """\
    func.func @f(%a: i32) -> i32 {
      %0 = arith.addi %a, %a : i32
      return %0 : i32
    }
    """
)


def ops_of(module):  # type: ignore[no-untyped-def]
    return list(module.walk())


# -- dialects: registered, then loaded when the input names them ---------------------------


def test_opt_context_loads_a_dialect_when_the_input_first_names_it() -> None:
    context = make_context(OptOptions())
    assert "test" not in context._dialects and "test" in context._registered
    process_chunk(Input("in.mlir", PROGRAM), OptOptions(), context)
    assert {"arith", "func"} <= set(context._dialects)
    assert "test" not in context._dialects  # never named
    # The test dialect allows unknown operations: this verifies only once it is loaded.
    out = process_chunk(Input("t.mlir", '"test.not_defined"() : () -> ()'), OptOptions(), context)
    assert "test" in context._dialects
    assert '"test.not_defined"() : () -> ()' in out


def test_registered_dialect_answers_every_lookup() -> None:
    for lookup in (
        lambda c: c.op_class("arith.addi"),
        lambda c: c.op_info("arith.addi"),
        lambda c: c.custom_op_parser("arith.addi"),
        lambda c: c.get_dialect("arith"),
        lambda c: type(c.create_operation("arith.constant")).__name__ == "ConstantOp" or None,
    ):
        context = Context()
        context.register_dialect("arith", "odsgen.dialects.arith")
        assert "arith" not in context._dialects
        assert lookup(context) is not None
        assert "arith" in context._dialects and "arith" not in context._registered


def test_unregistered_names_stay_unknown() -> None:
    context = Context()
    context.register_dialect("arith", "odsgen.dialects.arith")
    assert context.op_class("nope.op") is None
    assert context.get_dialect("nope") is None
    assert context.op_info("arithmetic.addi") is None
    assert "arith" not in context._dialects


def test_loading_a_registered_dialect_directly_unregisters_it() -> None:
    context = Context()
    context.register_dialect("arith", "odsgen.dialects.arith")
    context.load_dialect("odsgen.dialects.arith")
    assert "arith" not in context._registered
    context.register_dialect("arith", "odsgen.dialects.arith")  # already loaded: ignored
    assert "arith" not in context._registered


# -- locations: made on first read ---------------------------------------------------------


def test_parsed_operations_get_their_file_locations_on_first_read() -> None:
    context = make_context(OptOptions())
    module = parse_source(context, PROGRAM, "in.mlir")
    addi = next(op for op in ops_of(module) if op.name == "arith.addi")
    # Deferred: the offset and what resolves it, in two fields (no tuple per operation).
    assert type(addi._location) is int and addi._location_source is not None
    location = addi.location
    assert isinstance(location, builtin.FileLineColRange)
    column = PROGRAM.splitlines()[1].index("arith.addi") + 1  # where the op's name is
    assert (location.filename.value, location.line_cols) == ("in.mlir", (2, column))
    assert addi.location is location  # resolved once, uniqued like any other
    assert addi._location is location and addi._location_source is None
    assert location is builtin.FileLineColRange.get(context, "in.mlir", 2, column)


def test_deferred_locations_count_columns_in_bytes() -> None:
    text = '"x.a"() {s = "\u00e9"} : () -> () "x.b"() : () -> ()\n  "x.c"() : () -> ()\n'
    module = parse_source(Context(allow_unregistered_dialects=True), text, "u.mlir")
    first, second, third = module.regions[0].blocks[0].operations
    assert first.location.line_cols == (1, 1)
    # "\u00e9" is two bytes in UTF-8, and MLIR counts columns in bytes.
    assert second.location.line_cols == (1, text.index('"x.b"') + 2)
    assert third.location.line_cols == (2, 3)


def test_a_location_set_after_parsing_wins() -> None:
    context = make_context(OptOptions())
    module = parse_source(context, PROGRAM, "in.mlir")
    addi = next(op for op in ops_of(module) if op.name == "arith.addi")
    unknown = builtin.UnknownLoc.get(context)
    addi.location = unknown
    assert addi.location is unknown


BLOCK_PROGRAM = textwrap.dedent(
    """\
    func.func @g(%a: i32, %b: i32 loc("given")) -> i32 {
      cf.br ^next(%a : i32)
    ^next(%c: i32):
      return %c : i32
    }
    """
)


def block_arguments(module):  # type: ignore[no-untyped-def]
    return [arg for op in ops_of(module) for region in op.regions for block in region.blocks for arg in block.arguments]


def test_parsed_block_arguments_get_their_file_locations_on_first_read() -> None:
    context = make_context(OptOptions())
    module = parse_source(context, BLOCK_PROGRAM, "in.mlir")
    a, b, c = block_arguments(module)
    lines = BLOCK_PROGRAM.splitlines()
    # An entry argument of custom syntax and a block's own argument: deferred, like ops.
    for arg, line, name in ((a, 1, "%a"), (c, 3, "%c")):
        assert type(arg._location) is int and arg._location_source is not None
        location = arg.location
        assert isinstance(location, builtin.FileLineColRange)
        assert location.line_cols == (line, lines[line - 1].index(name) + 1)
        assert arg.location is location and arg._location_source is None
    # An explicit `loc(...)` is read as written, at once.
    assert b._location_source is None and isinstance(b.location, builtin.NameLoc)


def test_block_argument_locations_print_as_before_with_debuginfo() -> None:
    context = make_context(OptOptions())
    module = parse_source(context, BLOCK_PROGRAM, "in.mlir")
    text = module.print(debuginfo=True)
    assert '%arg0: i32 loc("in.mlir":1:14)' in text and '%arg1: i32 loc("given")' in text
    assert '^bb1(%0: i32 loc("in.mlir":3:7))' in text
    a = block_arguments(module)[0]
    unknown = builtin.UnknownLoc.get(context)
    a.location = unknown  # set after parsing: wins over the deferred one
    assert a.location is unknown and "%arg0: i32 loc(unknown)" in module.print(debuginfo=True)


LOOP_PROGRAM = textwrap.dedent(
    """\
    func.func @h(%lb: index) {
      scf.for %i = %lb to %lb step %lb {
      }
      return
    }
    """
)


def test_implicit_terminators_take_the_deferred_location_of_their_parent() -> None:
    context = make_context(OptOptions())
    module = parse_source(context, LOOP_PROGRAM, "in.mlir")
    yield_op = next(op for op in ops_of(module) if op.name == "scf.yield")
    assert type(yield_op._location) is int and yield_op._location_source is not None
    # Nothing asked for a location yet: the input's line index is not built.
    assert yield_op._location_source.ascii_line_starts is None
    assert yield_op.location.line_cols == (2, 3)  # scf.for's, as mlir-opt gives it
    assert '"scf.yield"() : () -> () loc(#loc' in module.print(debuginfo=True, generic=True)


# -- cycle collection ------------------------------------------------------------------------


def test_cycle_collection_is_paused_and_restored() -> None:
    assert gc.isenabled()
    with cycle_collection_paused():
        assert not gc.isenabled()
        with cycle_collection_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()  # the inner pause leaves the outer one alone
    assert gc.isenabled()


def test_a_caller_that_disabled_collection_keeps_it_disabled() -> None:
    gc.disable()
    try:
        with cycle_collection_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_parsing_restores_collection_after_an_error() -> None:
    context = make_context(OptOptions())
    try:
        parse_source(context, "func.func @f( {", "bad.mlir")
    except Exception:  # noqa: BLE001 - only the collector's state matters here
        pass
    assert gc.isenabled()


def test_the_command_writes_everything_before_it_exits() -> None:
    """`odsgen` ends with os._exit: what it printed must be flushed first."""
    big = "\n".join(f'"u.op{i}"() : () -> ()' for i in range(3000))
    proc = subprocess.run(
        [sys.executable, "-m", "odsgen", "opt", "--allow-unregistered-dialect", "-"],
        input=big.encode(),
        capture_output=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    text = proc.stdout.decode()
    assert text.startswith("module {\n") and text.endswith("\n}\n\n")  # as mlir-opt ends
    assert text.count('"u.op') == 3000 and '"u.op2999"' in text
    bad = subprocess.run(
        [sys.executable, "-m", "odsgen", "opt", "-"], input=b"%x = ", capture_output=True, check=False
    )
    assert bad.returncode == 1 and b"error:" in bad.stderr
