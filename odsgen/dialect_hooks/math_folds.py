"""Folders of the math dialect (defs/math.yaml), ported from MLIR 22's
mlir/lib/Dialect/Math/IR/MathOps.cpp, and its constant materializer (MathDialect.cpp).

Upstream folds constants with the host C library: `sin` on a double, `sinf` on a float,
and leaves other float types alone. The same functions of the host's libm are called
here through ctypes, so that results agree bit for bit with mlir-opt's on the same
machine. Scalars, splats and dense elements are folded as CommonFolders.h does
(`const_fold_unary` / `const_fold_binary` of arith_fold_utils). MLIR 22 has no folder
for math.cbrt, math.rsqrt, math.fpowi, math.sincos, math.fma and math.clampf.
"""

from __future__ import annotations

import ctypes
import ctypes.util
from fractions import Fraction
from math import ceil, floor
from typing import Any, Callable

from odsgen.dialect_hooks import arith_float as fp
from odsgen.dialect_hooks.arith_fold_utils import const_fold_binary, const_fold_unary, element_type, int_width, mask, signed
from odsgen.ir.core.helpers import builtin_dialect as _builtin
from odsgen.ir.numeric import apfloat as ap
from odsgen.ir.numeric.apfloat import APFloat

_LIBM = ctypes.CDLL(ctypes.util.find_library("m") or "libm.so.6")


def _libm(name: str, arity: int, c_type: Any) -> Callable[..., float]:
    function = getattr(_LIBM, name)
    function.argtypes = [c_type] * arity
    function.restype = c_type
    return function  # type: ignore[no-any-return]


def _host(name: str, arity: int = 1) -> Callable[..., APFloat | None]:
    """`name` on a double, `name`f on a float (as the C library computes them); None for
    other float types (not folded)."""
    double = _libm(name, arity, ctypes.c_double)
    single = _libm(name + "f", arity, ctypes.c_float)

    def call(*args: APFloat) -> APFloat | None:
        sem = args[0].sem
        if sem is ap.F64:
            return APFloat.from_float(ap.F64, double(*(float(a) for a in args)))
        if sem is ap.F32:
            return APFloat.from_float(ap.F32, single(*(float(a) for a in args)))
        return None

    return call


def materialize_constant(context: Any, value: Any, type_: Any, location: Any) -> Any:
    """MathDialect::materializeConstant: ub.poison for a poison attribute, else what
    arith.constant can hold (arith::ConstantOp::materialize)."""
    from odsgen.dialect_hooks import arith_folds
    from odsgen.dialects import ub

    if isinstance(value, ub.PoisonAttr):
        return ub.PoisonOp.build(context, value=value, result_type=type_, location=location)
    return arith_folds.materialize_constant(context, value, type_, location)


def _unary(calculate: Callable[[APFloat], APFloat | None]) -> Callable[[Any, Any], Any]:
    return lambda op, adaptor: const_fold_unary(adaptor.operands, calculate, "float")


def _not_negative(calculate: Callable[[APFloat], APFloat | None]) -> Callable[[APFloat], APFloat | None]:
    """The logarithms and square roots: a negative operand (-0 included) is not folded."""
    return lambda a: None if a.is_negative() else calculate(a)


def _abs(a: APFloat) -> APFloat:
    return a.negated() if a.is_negative() else a


def _round_to_integral(a: APFloat, rounding: Callable[[Fraction], int]) -> APFloat:
    """APFloat::roundToIntegral: NaN, infinities and zeros stay, a finite value becomes
    the integer `rounding` picks, keeping its sign (so -0.5 rounds up to -0)."""
    if a.is_nan():
        return fp.make_quiet(a)
    if a.is_inf() or a.is_zero():
        return a
    value = rounding(a.to_fraction())
    return ap.zero(a.sem, a.is_negative()) if value == 0 else APFloat.from_fraction(a.sem, value)


def _round_half_even(x: Fraction) -> int:
    return round(x)


def _log1p(a: APFloat) -> APFloat | None:
    if a.sem not in (ap.F32, ap.F64) or fp.add(a, APFloat.from_float(a.sem, 1.0)).is_negative():
        return None
    return _LOG1P(a)


def _atan2(a: APFloat, b: APFloat) -> APFloat | None:
    if a.is_zero() and b.is_zero():
        return ap.make_nan(a.sem)
    return _ATAN2(a, b)


def _copysign(a: APFloat, b: APFloat) -> APFloat:
    return a.negated() if a.is_negative() != b.is_negative() else a


_SQRT = _host("sqrt")
_LOG1P = _host("log1p")
_ATAN2 = _host("atan2", 2)

fold_absf = _unary(_abs)
fold_ceil = _unary(lambda a: _round_to_integral(a, ceil))
fold_floor = _unary(lambda a: _round_to_integral(a, floor))
fold_roundeven = _unary(lambda a: _round_to_integral(a, _round_half_even))
fold_sqrt = _unary(_not_negative(_SQRT))
fold_log = _unary(_not_negative(_host("log")))
fold_log2 = _unary(_not_negative(_host("log2")))
fold_log10 = _unary(_not_negative(_host("log10")))
fold_log1p = _unary(_log1p)
fold_acos = _unary(_host("acos"))
fold_acosh = _unary(_host("acosh"))
fold_asin = _unary(_host("asin"))
fold_asinh = _unary(_host("asinh"))
fold_atan = _unary(_host("atan"))
fold_atanh = _unary(_host("atanh"))
fold_cos = _unary(_host("cos"))
fold_cosh = _unary(_host("cosh"))
fold_sin = _unary(_host("sin"))
fold_sinh = _unary(_host("sinh"))
fold_tan = _unary(_host("tan"))
fold_tanh = _unary(_host("tanh"))
fold_erf = _unary(_host("erf"))
fold_erfc = _unary(_host("erfc"))
fold_exp = _unary(_host("exp"))
fold_exp2 = _unary(_host("exp2"))
fold_expm1 = _unary(_host("expm1"))
fold_round = _unary(_host("round"))
fold_trunc = _unary(_host("trunc"))


def fold_atan2(op: Any, adaptor: Any) -> Any:
    return const_fold_binary(adaptor.operands, _atan2, "float")


def fold_powf(op: Any, adaptor: Any) -> Any:
    return const_fold_binary(adaptor.operands, _host("pow", 2), "float")


def fold_copysign(op: Any, adaptor: Any) -> Any:
    return const_fold_binary(adaptor.operands, _copysign, "float")


# -- integer operations -----------------------------------------------------------------


def _int_unary(op: Any, adaptor: Any, calculate: Callable[[int, int], int]) -> Any:
    operand = adaptor.operands[0]
    if operand is None:
        return None
    width = int_width(element_type(operand.type))
    return const_fold_unary(adaptor.operands, lambda a: calculate(a & mask(width), width), "int")


def fold_absi(op: Any, adaptor: Any) -> Any:
    return _int_unary(op, adaptor, lambda a, w: abs(signed(a, w)) & mask(w))


def fold_ctlz(op: Any, adaptor: Any) -> Any:
    return _int_unary(op, adaptor, lambda a, w: w - a.bit_length())


def fold_cttz(op: Any, adaptor: Any) -> Any:
    return _int_unary(op, adaptor, lambda a, w: w if a == 0 else (a & -a).bit_length() - 1)


def fold_ctpop(op: Any, adaptor: Any) -> Any:
    return _int_unary(op, adaptor, lambda a, w: bin(a).count("1"))


def _ipowi(base: int, power: int, width: int) -> int | None:
    """IPowIOp::fold's integer power (exponentiation by squaring, modulo 2^width)."""
    one, minus_one = 1, mask(width)
    if power == 0:
        return one & mask(width)
    if signed(power, width) < 0:
        if base == 0:
            return None  # 0 to a negative power is left alone
        if base == one:
            return one
        if base != minus_one:
            return 0
        return minus_one if power & 1 else one
    return pow(base, power, 1 << width)


def fold_ipowi(op: Any, adaptor: Any) -> Any:
    return const_fold_binary(adaptor.operands, _ipowi, "int")


# -- classification ---------------------------------------------------------------------


def _classify(op: Any, adaptor: Any, test: Callable[[APFloat], bool]) -> Any:
    """IsFiniteOp/IsInfOp/IsNaNOp/IsNormalOp::fold: a float or a splat."""
    b = _builtin()
    operand = adaptor.operand
    if isinstance(operand, b.FloatAttr):
        return b.IntegerAttr.get(op.context, b.IntegerType.get(op.context, 1), int(test(operand.value)))
    if isinstance(operand, b.DenseElementsAttr) and operand.is_splat:
        value = operand.get_values()[0]
        if not isinstance(value, APFloat):
            return None
        return b.DenseIntOrFPElementsAttr.get(op.context, op.result.type, [int(test(value))])
    return None


def _is_normal(a: APFloat) -> bool:
    return a.is_finite() and not a.is_zero() and not a.is_denormal()


def fold_isfinite(op: Any, adaptor: Any) -> Any:
    return _classify(op, adaptor, lambda a: a.is_finite())


def fold_isinf(op: Any, adaptor: Any) -> Any:
    return _classify(op, adaptor, lambda a: a.is_inf())


def fold_isnan(op: Any, adaptor: Any) -> Any:
    return _classify(op, adaptor, lambda a: a.is_nan())


def fold_isnormal(op: Any, adaptor: Any) -> Any:
    return _classify(op, adaptor, _is_normal)
