"""What keeps parsed operations small: shared name strings and attribute keys, operands
and their uses in tuples, results without a stored number, and (generously bounded)
bytes per operation after parsing."""

from __future__ import annotations

import tracemalloc

from odsgen.ir.core.context import Context

GENERIC_OPS = 2000


def _generic_program(count: int) -> str:
    lines = ['"test.top"() ({', '  %c = "x.def"() {attr = 1 : i32} : () -> i32']
    lines += [
        f'  %v{i} = "x.use"(%c) {{flag, attr = 7 : i32}} : (i32) -> i32' for i in range(count)
    ]
    lines += ['  "x.end"() : () -> ()', "}) : () -> ()"]
    return "\n".join(lines) + "\n"


def _parse(text: str):
    context = Context()
    context.allow_unregistered_dialects = True
    return context.parse_module(text, "memory.mlir")


def _ops(module):
    return list(module.regions[0].blocks[0].operations[0].regions[0].blocks[0].operations)


def test_generic_names_and_attribute_keys_are_shared() -> None:
    ops = _ops(_parse(_generic_program(3)))
    uses = [op for op in ops if op.name == "x.use"]
    assert uses[0].name is uses[1].name is uses[2].name
    keys = [tuple(op.attributes) for op in uses]
    assert keys[0] == ("flag", "attr")
    assert keys[0][0] is keys[1][0] and keys[0][1] is keys[2][1]


def test_operands_and_their_uses_are_tuples() -> None:
    use = [op for op in _ops(_parse(_generic_program(1))) if op.name == "x.use"][0]
    assert type(use._operand_uses) is tuple and type(use.operands) is tuple
    assert [u.value for u in use.operand_uses] == list(use.operands)


def test_a_result_finds_its_number_on_asking() -> None:
    module = _parse('"test.top"() ({\n  %r:3 = "x.a"() : () -> (i32, i32, i32)\n}) : () -> ()\n')
    (op,) = _ops(module)
    assert [result.index for result in op.results] == [0, 1, 2]
    assert "#2 of x.a" in repr(op.results[2])


def test_bytes_per_generic_operation_are_bounded() -> None:
    # A bound against blow-ups (twice the about 690 B this program takes now), not bytes.
    text = _generic_program(GENERIC_OPS)
    _parse(_generic_program(10))  # imports and uniqued types/attributes made before measuring
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        module = _parse(text)
        per_op = (tracemalloc.get_traced_memory()[0] - before) / GENERIC_OPS
    finally:
        tracemalloc.stop()
    assert len(_ops(module)) == GENERIC_OPS + 2
    assert per_op < 1400, per_op


def test_operations_without_attributes_share_none_until_asked() -> None:
    module = _parse('"test.top"() ({\n  "x.a"() : () -> ()\n  "x.b"() : () -> ()\n}) : () -> ()\n')
    a, b = _ops(module)
    assert a._attributes is b._attributes and not a._attributes
    a.attributes["k"] = module.context.parse_attribute("1 : i32")
    assert list(a.attributes) == ["k"] and not b.attributes and a._attributes is not b._attributes
    assert '"x.a"() {k = 1 : i32}' in str(module)



def test_a_use_finds_its_slot_number_and_rauw_keeps_operands_in_step() -> None:
    """Uses do not store their slot's number (a smaller object): it is found on asking,
    and replacing every use updates each owner's operands."""
    module = _parse(
        '"test.top"() ({\n  %a = "x.a"() : () -> i32\n  %b = "x.b"() : () -> i32\n'
        '  "x.c"(%b, %a, %a) : (i32, i32, i32) -> ()\n}) : () -> ()\n'
    )
    a, b, c = _ops(module)
    assert [use.index for use in c.operand_uses] == [0, 1, 2]
    assert sorted(use.index for use in a.results[0].uses) == [1, 2]
    a.results[0].replace_all_uses_with(b.results[0])
    assert c.operands == (b.results[0],) * 3 and not a.results[0].uses
    assert [use.value for use in c.operand_uses] == list(c.operands)
    c.set_operand(2, a.results[0])
    assert c.operands[2] is a.results[0] and [use.index for use in a.results[0].uses] == [2]


def test_parsed_operations_that_write_no_properties_share_their_defaults() -> None:
    from odsgen.dialects import arith
    from odsgen.opt import OptOptions, make_context

    context = make_context(OptOptions())
    text = (
        "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n"
        "  %1 = arith.addi %0, %a overflow<nsw> : i32\n  %2 = arith.addi %1, %a : i32\n  return %2 : i32\n}\n"
    )
    module = context.parse_module(text, "defaults.mlir")
    adds = [op for op in module.walk() if op.name == "arith.addi"]
    assert adds[0].properties is adds[2].properties is context._ods_default_properties[arith.AddIOp]
    assert str(adds[0].properties) == "{overflowFlags = #arith.overflow<none>}"
    assert str(adds[1].properties) == "{overflowFlags = #arith.overflow<nsw>}"
