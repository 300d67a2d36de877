"""Storage uniquing: equal parameters give the identical object, across kinds, threads."""

from __future__ import annotations

import copy
import threading

import pytest

from odsgen.dialects import builtin, test
from odsgen.ir import Context


def test_identity_for_equal_parameters(ctx: Context) -> None:
    assert builtin.IntegerType.get(ctx, 32) is builtin.IntegerType.get(ctx, 32)
    assert builtin.IntegerType.get(ctx, 32) is not builtin.IntegerType.get(ctx, 64)
    assert builtin.IntegerType.get(ctx, 32) is not builtin.IntegerType.get(ctx, 32, builtin.Signedness.Signed)
    assert builtin.NoneType.get(ctx) is builtin.NoneType.get(ctx)  # singleton


def test_equality_and_hash_are_identity(ctx: Context) -> None:
    a, b = builtin.IntegerType.get(ctx, 8), builtin.IntegerType.get(ctx, 8)
    assert a == b and hash(a) == hash(b) and {a: 1}[b] == 1
    other = Context()
    assert builtin.IntegerType.get(other, 8) != a  # contexts do not share instances


def test_nested_attributes_and_tuples(ctx: Context) -> None:
    index = builtin.IndexType.get(ctx)
    a1 = test.CompoundAAttr.get(ctx, 1, index, [1, 2, 3])
    a2 = test.CompoundAAttr.get(ctx, 1, index, (1, 2, 3))
    assert a1 is a2 and a1.array_of_ints == (1, 2, 3)
    assert test.CompoundAAttr.get(ctx, 1, index, [1, 2]) is not a1
    inner = test.CompoundNestedInnerAttr.get(ctx, 5, a1)
    outer = test.CompoundNestedOuterAttr.get(ctx, inner)
    assert outer is test.CompoundNestedOuterAttr.get(ctx, test.CompoundNestedInnerAttr.get(ctx, 5, a2))
    rows = test.TestArrayOfArraysAttr.get(ctx, [[1], [2, 3]], [0], [0.5])
    assert rows is test.TestArrayOfArraysAttr.get(ctx, ((1,), (2, 3)), (test.SimpleEnum.a,), (0.5,))
    assert rows.rows == ((1,), (2, 3)) and isinstance(rows.rows[1], tuple)


def test_every_parameter_kind_participates_in_the_key(ctx: Context) -> None:
    i8 = builtin.IntegerType.get(ctx, 8)
    base = dict(count=1, flag=True, label="l", ratio=1.5, element=i8)
    t = test.TestParamsType.get(ctx, **base)
    assert test.TestParamsType.get(ctx, **base) is t
    for change in (
        {"count": 2}, {"flag": False}, {"label": "m"}, {"ratio": 2.5},
        {"element": builtin.IntegerType.get(ctx, 16)}, {"layout": test.SimpleEnumAttr.get(ctx, 0)},
        {"kind": test.TestBitEnum.Execute}, {"step": 2}, {"index": i8}, {"element_width": 3},
    ):
        assert test.TestParamsType.get(ctx, **{**base, **change}) is not t, change


def test_floats_are_keyed_bitwise(ctx: Context) -> None:
    assert test.TestAPFloatAttr.get(ctx, 0.0) is not test.TestAPFloatAttr.get(ctx, -0.0)
    nan = float("nan")
    assert test.TestAPFloatAttr.get(ctx, nan) is test.TestAPFloatAttr.get(ctx, nan)
    assert test.TestAPFloatAttr.get(ctx, 1) is test.TestAPFloatAttr.get(ctx, 1.0)
    assert isinstance(test.TestAPFloatAttr.get(ctx, 2).value, float)


def test_comparator_decides_key_equality(ctx: Context) -> None:
    upper = test.TestNameAttr.get(ctx, "ABC")
    assert test.TestNameAttr.get(ctx, "abc") is upper
    assert test.TestNameAttr.get(ctx, "abd") is not upper


def test_copies_are_the_same_object(ctx: Context) -> None:
    t = builtin.IntegerType.get(ctx, 1)
    assert copy.copy(t) is t and copy.deepcopy(t) is t


def test_building_loads_the_dialect(ctx: Context) -> None:
    assert ctx.get_dialect("test") is None
    test.SimpleAType.get(ctx)
    assert ctx.get_dialect("test") is test


def test_concurrent_get_returns_one_object() -> None:
    ctx = Context()
    threads, results = 16, []
    barrier = threading.Barrier(threads)
    lock = threading.Lock()

    def worker(seed: int) -> None:
        barrier.wait()
        mine = []
        for i in range(300):
            width = (i * 7 + seed) % 50 + 1
            mine.append((width, builtin.IntegerType.get(ctx, width)))
            mine.append((-width, test.CompoundAAttr.get(ctx, width, builtin.IndexType.get(ctx), [width])))
        with lock:
            results.extend(mine)

    pool = [threading.Thread(target=worker, args=(s,)) for s in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    by_key: dict[int, set[int]] = {}
    for key, obj in results:
        by_key.setdefault(key, set()).add(id(obj))
    assert all(len(ids) == 1 for ids in by_key.values())
    assert ctx.num_uniqued(builtin.IntegerType) == 50
    assert ctx.num_uniqued(test.CompoundAAttr) == 50


def test_instances_cannot_be_pickled(ctx: Context) -> None:
    import pickle

    with pytest.raises(TypeError, match="owned by its context"):
        pickle.dumps(builtin.IntegerType.get(ctx, 2))
