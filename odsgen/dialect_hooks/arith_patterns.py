"""The C++ canonicalization patterns of the arith dialect (ArithOps.cpp, MLIR 22):
CmpFIntToFPConst (arith.cmpf) and SelectToExtUI (arith.select). The dialect's other
canonicalization patterns are DRR patterns (ArithCanonicalization.td)."""

from __future__ import annotations

from typing import Any

from odsgen.dialect_hooks import arith_float as fp
from odsgen.dialect_hooks.arith_compare import EQ, NE, SGE, SGT, SLE, SLT, UGE, UGT, ULE, ULT
from odsgen.dialect_hooks.arith_fold_utils import m_one, m_zero, mask
from odsgen.rewrite.folding import constant_value
from odsgen.rewrite.pattern import RewritePattern


def _constant_int(rewriter: Any, op: Any, type: Any, value: int) -> Any:
    """arith::ConstantIntOp::create(rewriter, loc, type, value) at the insertion point."""
    from odsgen.dialects import arith, builtin

    attr = builtin.IntegerAttr.get(rewriter.context, type, value)
    return arith.ConstantOp.build(rewriter.context, attr, location=op.location, ip=rewriter.ip)


def _replace_with_bool(rewriter: Any, op: Any, value: bool) -> bool:
    """replaceOpWithNewOp<ConstantIntOp>(op, value, /*width=*/1)."""
    from odsgen.dialects import builtin

    i1 = builtin.IntegerType.get(rewriter.context, 1)
    constant = _constant_int(rewriter, op, i1, int(value))
    rewriter.replace_op(op, constant)
    return True


class CmpFIntToFPConst(RewritePattern):
    """cmpf(sitofp/uitofp(x), constant) -> cmpi(x, integer constant), or a constant
    boolean, when the conversion cannot affect the comparison."""

    op_name = "arith.cmpf"

    # CmpFPredicate -> CmpIPredicate (signed, unsigned); ORD and UNO are handled apart.
    _TO_INT = {
        1: (EQ, EQ), 8: (EQ, EQ),  # oeq, ueq
        2: (SGT, UGT), 9: (SGT, UGT),  # ogt, ugt
        3: (SGE, UGE), 10: (SGE, UGE),  # oge, uge
        4: (SLT, ULT), 11: (SLT, ULT),  # olt, ult
        5: (SLE, ULE), 12: (SLE, ULE),  # ole, ule
        6: (NE, NE), 13: (NE, NE),  # one, une
    }  # fmt: skip
    _ORD, _UNO = 7, 14

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        from odsgen.dialects import arith, builtin

        flt = constant_value(op.rhs)
        if not isinstance(flt, builtin.FloatAttr):
            return False
        rhs = flt.value
        if rhs.is_nan():
            return False
        float_type = op.rhs.type
        sem = float_type.get_float_semantics()
        mantissa_width = float_type.get_fp_mantissa_width()
        if mantissa_width <= 0:
            return False
        lhs_op = getattr(op.lhs, "op", None)
        if lhs_op is not None and lhs_op.name == "arith.sitofp":
            is_unsigned = False
        elif lhs_op is not None and lhs_op.name == "arith.uitofp":
            is_unsigned = True
        else:
            return False
        int_val = lhs_op.in_
        int_type = int_val.type
        if not isinstance(int_type, builtin.IntegerType):
            return False
        int_width = int_type.width
        value_bits = int_width if is_unsigned else int_width - 1
        if int_width > mantissa_width:
            exponent = fp.ilogb(rhs)
            if exponent == fp.IEK_INF:
                if fp.ilogb(fp.largest(sem)) < value_bits:
                    return False
            elif mantissa_width <= exponent <= value_bits:
                return False

        predicate = op.predicate.value
        if predicate == self._ORD:
            return _replace_with_bool(rewriter, op, True)
        if predicate == self._UNO:
            return _replace_with_bool(rewriter, op, False)
        if predicate not in self._TO_INT:
            return False  # upstream: llvm_unreachable
        pred = self._TO_INT[predicate][int(is_unsigned)]

        if not is_unsigned:
            signed_max = fp.from_int(sem, mask(int_width - 1), int_width, True)
            if fp.less(signed_max, rhs):
                return _replace_with_bool(rewriter, op, pred in (NE, SLT, SLE))
            signed_min = fp.from_int(sem, 1 << (int_width - 1), int_width, True)
            if fp.less(rhs, signed_min):
                return _replace_with_bool(rewriter, op, pred in (NE, SGT, SGE))
        else:
            unsigned_max = fp.from_int(sem, mask(int_width), int_width, False)
            if fp.less(unsigned_max, rhs):
                return _replace_with_bool(rewriter, op, pred in (NE, ULT, ULE))
            unsigned_min = fp.from_int(sem, 0, int_width, False)
            if fp.less(rhs, unsigned_min):
                return _replace_with_bool(rewriter, op, pred in (NE, UGT, UGE))

        rhs_int = fp.to_int(rhs, int_width, not is_unsigned)
        if rhs_int is None:
            return False
        if not rhs.is_zero():
            back = fp.from_int(sem, rhs_int, int_width, not is_unsigned)
            if fp.compare(back, rhs) is not fp.Cmp.EQUAL:
                negative = rhs.is_negative()
                if pred == NE:
                    return _replace_with_bool(rewriter, op, True)
                if pred == EQ:
                    return _replace_with_bool(rewriter, op, False)
                if pred == ULE:
                    if negative:
                        return _replace_with_bool(rewriter, op, False)
                elif pred == SLE:
                    if negative:
                        pred = SLT
                elif pred == ULT:
                    if negative:
                        return _replace_with_bool(rewriter, op, False)
                    pred = ULE
                elif pred == SLT:
                    if not negative:
                        pred = SLE
                elif pred == UGT:
                    if negative:
                        return _replace_with_bool(rewriter, op, True)
                elif pred == SGT:
                    if negative:
                        pred = SGE
                elif pred == UGE:
                    if negative:
                        return _replace_with_bool(rewriter, op, True)
                    pred = UGT
                elif pred == SGE:
                    if not negative:
                        pred = SGT

        constant = _constant_int(rewriter, op, int_type, rhs_int)
        new = arith.CmpIOp.build(
            rewriter.context,
            int_val,
            constant.results[0],
            arith.CmpIPredicate(pred),
            location=op.location,
            ip=rewriter.ip,
        )
        rewriter.replace_op(op, new)
        return True


class SelectToExtUI(RewritePattern):
    """select %c, 1, 0 -> extui %c; select %c, 0, 1 -> extui (xori %c, true)."""

    op_name = "arith.select"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        from odsgen.dialects import arith, builtin

        type = op.result.type
        if not isinstance(type, builtin.IntegerType) or type.width == 1:
            return False
        true_attr, false_attr = constant_value(op.true_value), constant_value(op.false_value)
        if m_one(true_attr) and m_zero(false_attr):
            new = arith.ExtUIOp.build(
                rewriter.context, op.condition, out_type=type, location=op.location, ip=rewriter.ip
            )
            rewriter.replace_op(op, new)
            return True
        if m_zero(true_attr) and m_one(false_attr):
            condition = op.condition
            one = _constant_int(rewriter, op, condition.type, 1)
            xor = arith.XOrIOp.build(
                rewriter.context, condition, one.results[0], location=op.location, ip=rewriter.ip
            )
            new = arith.ExtUIOp.build(
                rewriter.context, xor.results[0], out_type=type, location=op.location, ip=rewriter.ip
            )
            rewriter.replace_op(op, new)
            return True
        return False

