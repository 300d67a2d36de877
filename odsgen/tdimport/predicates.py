"""Common C++ predicate patterns of ODS (`CPred` bodies over `$_self`) as Python.

Only patterns whose meaning is certain are translated; anything else returns None and
becomes a hook stub. `&&`, `||` and `!` over translated atoms are translated too.
"""

from __future__ import annotations

import re
from functools import lru_cache

_INT = r"(\d+)"
_FLOATS = {
    "F16": "Float16Type", "F32": "Float32Type", "F64": "Float64Type", "F80": "Float80Type",
    "F128": "Float128Type", "BF16": "BFloat16Type", "TF32": "FloatTF32Type",
}
_SIGNLESS = "builtin.Signedness.Signless"

# (regex over the whole atom, Python template with \1.. groups)
_ATOMS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"true"), "True"),
    (re.compile(r"false"), "False"),
    (re.compile(r"\$_self\.isSignlessInteger\(\)"),
     f"(isinstance($_self, builtin.IntegerType) and $_self.signedness == {_SIGNLESS})"),
    (re.compile(r"\$_self\.isSignlessInteger\(" + _INT + r"\)"),
     f"(isinstance($_self, builtin.IntegerType) and $_self.width == \\1 and $_self.signedness == {_SIGNLESS})"),
    (re.compile(r"\$_self\.isInteger\(" + _INT + r"\)"),
     "(isinstance($_self, builtin.IntegerType) and $_self.width == \\1)"),
    (re.compile(r"\$_self\.isInteger\(\)"), "isinstance($_self, builtin.IntegerType)"),
    (re.compile(r"\$_self\.isIndex\(\)"), "isinstance($_self, builtin.IndexType)"),
    (re.compile(r"\$_self\.isSignlessIntOrIndex\(\)"),
     f"(isinstance($_self, builtin.IndexType) or (isinstance($_self, builtin.IntegerType) and $_self.signedness == {_SIGNLESS}))"),
    (re.compile(r"\$_self\.isIntOrIndex\(\)"), "isinstance($_self, (builtin.IntegerType, builtin.IndexType))"),
    (re.compile(r"\$_self\.isIntOrFloat\(\)"), "isinstance($_self, (builtin.IntegerType, builtin.FloatType))"),
    (re.compile(r"\$_self\.isIntOrIndexOrFloat\(\)"),
     "isinstance($_self, (builtin.IntegerType, builtin.IndexType, builtin.FloatType))"),
    (re.compile(r"::llvm::isa<::mlir::FloatType>\(\$_self\)"), "isinstance($_self, builtin.FloatType)"),
    (re.compile(r"::llvm::cast<::mlir::ShapedType>\(\$_self\)\.hasRank\(\)"),
     "isinstance($_self, (builtin.RankedTensorType, builtin.MemRefType, builtin.VectorType))"),
    (re.compile(r"::llvm::cast<::mlir::ShapedType>\(\$_self\)\.hasStaticShape\(\)"), "$_self.has_static_shape"),
    (re.compile(r"::llvm::cast<::mlir::ShapedType>\(\$_self\)\.getRank\(\)\s*==\s*" + _INT), "len($_self.shape) == \\1"),
    (re.compile(r"::llvm::cast<::mlir::ArrayAttr>\(\$_self\)\.size\(\)\s*==\s*" + _INT), "len($_self.value) == \\1"),
    (re.compile(r"::llvm::cast<::mlir::IntegerAttr>\(\$_self\)\.getValue\(\)\.isStrictlyPositive\(\)"), "$_self.value > 0"),
    (re.compile(r"!::llvm::cast<::mlir::IntegerAttr>\(\$_self\)\.getValue\(\)\.isNegative\(\)"), "$_self.value >= 0"),
    (re.compile(r"::llvm::cast<::mlir::IntegerAttr>\(\$_self\)\.getInt\(\)\s*(>=|<=|>|<|==|!=)\s*(-?\d+)"), "$_self.value \\1 \\2"),
    (re.compile(r"::llvm::isa<::mlir::StringAttr>\(\$_self\)"), "isinstance($_self, builtin.StringAttr)"),
    (re.compile(r"::llvm::isa<::mlir::FixedVectorType>\(\$_self\)"),
     "(isinstance($_self, builtin.VectorType) and not $_self.is_scalable)"),
    (re.compile(r"::llvm::isa<::mlir::ScalableVectorType>\(\$_self\)"),
     "(isinstance($_self, builtin.VectorType) and $_self.is_scalable)"),
    (re.compile(r"::llvm::cast<::mlir::VectorType>\(\$_self\)\.getNumElements\(\)\s*==\s*" + _INT), "$_self.num_elements == \\1"),
    (re.compile(r"::llvm::cast<::mlir::(?:Vector|Shaped|RankedTensor|MemRef)Type>\(\$_self\)\.getRank\(\)\s*==\s*" + _INT),
     "$_self.rank == \\1"),
    (re.compile(r"::llvm::cast<::mlir::(?:Vector|Shaped)Type>\(\$_self\)\.getRank\(\)\s*>=\s*" + _INT), "$_self.rank >= \\1"),
    # A property's interface value (ConfinedProp<I64Prop, CPred<"$_self >= 0">>).
    (re.compile(r"\$_self\s*(>=|<=|>|<|==|!=)\s*(-?\d+)"), "$_self \\1 \\2"),
    (re.compile(r"\$_self\.isSignlessIntOrFloat\(\)"),
     f"(isinstance($_self, builtin.FloatType) or (isinstance($_self, builtin.IntegerType) and $_self.signedness == {_SIGNLESS}))"),
]
for _ods, _cls in _FLOATS.items():
    _ATOMS.append((re.compile(r"\$_self\.is" + _ods + r"\(\)"), f"isinstance($_self, builtin.{_cls})"))

_ISA = re.compile(r"(?:::llvm::)?isa<((?:\s*(?:::)?[\w:]+\s*,?)+)>\(\$_self\)")


@lru_cache(maxsize=1)
def _builtin_classes() -> frozenset[str]:
    from odsgen.dialects import builtin

    return frozenset(n for n in dir(builtin) if n.endswith(("Type", "Attr")))


def translate_cpp(expr: str) -> str | None:
    """The Python of a C++ predicate over `$_self`, or None."""
    if len(expr) > 2000:
        return None
    return _expr(" ".join(expr.split()))


def _strip_parens(text: str) -> str:
    while text.startswith("(") and text.endswith(")") and _balanced_inside(text[1:-1]):
        text = text[1:-1].strip()
    return text


def _balanced_inside(text: str) -> bool:
    depth = 0
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def _split(text: str, op: str) -> list[str]:
    """`text` split at top-level `op` (`&&` or `||`)."""
    parts, depth, angle, start, i = [], 0, 0, 0, 0
    while i < len(text):
        ch = text[i]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == '"':
            return [text]  # string literals: leave to the atom patterns
        if depth == 0 and text.startswith(op, i):
            parts.append(text[start:i])
            i += len(op)
            start = i
            continue
        i += 1
    parts.append(text[start:])
    return [p.strip() for p in parts]


def _expr(text: str) -> str | None:
    text = _strip_parens(text)
    for op, py in (("||", " or "), ("&&", " and ")):
        parts = _split(text, op)
        if len(parts) > 1:
            done = [_expr(p) for p in parts]
            if any(d is None for d in done):
                return None
            return "(" + py.join(done) + ")"  # type: ignore[arg-type]
    if text.startswith("!") and not text.startswith("!="):
        inner = _expr(text[1:])
        if inner is not None:
            return f"(not {inner})"
    for pattern, template in _ATOMS:
        m = pattern.fullmatch(text)
        if m:
            return m.expand(template)
    m = _ISA.fullmatch(text)
    if m:
        names = [n.strip().split("::")[-1] for n in m.group(1).split(",") if n.strip()]
        if names and all(n in _builtin_classes() for n in names):
            classes = ", ".join(f"builtin.{n}" for n in names)
            return f"isinstance($_self, ({classes},))"
    return None
