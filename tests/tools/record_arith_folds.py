"""Record what `mlir-opt --canonicalize` prints for small functions exercising the arith
dialect's folders and C++ canonicalization patterns (ArithOps.cpp).

Writes tests/data/arith_folds.json, which tests/unit/test_arith_folds.py reads (the tests
never run mlir-opt).

    .venv/bin/python tests/tools/record_arith_folds.py [--mlir-opt PATH]

Each case is one input file; mlir-opt runs on it with `--canonicalize` (and the case's
extra flags) and its standard output, standard error and exit status are recorded.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
OUTPUT = ROOT / "tests" / "data" / "arith_folds.json"
sys.path.insert(0, str(ROOT))


CASES: dict[str, tuple[str, list[str]]] = {}


def case(name: str, text: str, flags: tuple[str, ...] = ()) -> None:
    """A case: `text` run through `mlir-opt --canonicalize` with the extra `flags`."""
    assert name not in CASES, name
    CASES[name] = (text, ["--canonicalize", *flags])


# -- addi / subi / muli -------------------------------------------------------------------------

case("addi_identities", """
func.func @f(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.addi %c0, %a : i32
  %s = arith.subi %a, %b : i32
  %2 = arith.addi %s, %b : i32
  %3 = arith.addi %b, %s : i32
  %c3 = arith.constant 3 : i32
  %4 = arith.addi %c3, %a : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}
""")

case("addi_constants", """
func.func @f() -> (i32, i8, index, i1, i64, vector<4xi16>, tensor<2xi32>) {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant 1 : i32
  %0 = arith.addi %a, %b : i32
  %c = arith.constant 200 : i8
  %d = arith.constant 100 : i8
  %1 = arith.addi %c, %d : i8
  %e = arith.constant -1 : index
  %f = arith.constant 5 : index
  %2 = arith.addi %e, %f : index
  %t = arith.constant true
  %3 = arith.addi %t, %t : i1
  %g = arith.constant -9223372036854775808 : i64
  %4 = arith.addi %g, %g : i64
  %v = arith.constant dense<32767> : vector<4xi16>
  %w = arith.constant dense<[1, 2, 3, 4]> : vector<4xi16>
  %5 = arith.addi %v, %w : vector<4xi16>
  %x = arith.constant dense<[1, 2]> : tensor<2xi32>
  %y = arith.constant dense<[2, 1]> : tensor<2xi32>
  %6 = arith.addi %x, %y : tensor<2xi32>
  return %0, %1, %2, %3, %4, %5, %6 : i32, i8, index, i1, i64, vector<4xi16>, tensor<2xi32>
}
""")

case("subi_folds", """
func.func @f(%a: i32, %b: i32, %t: tensor<?xi32>, %v: vector<4xi8>) -> (i32, i32, i32, i32, i32, tensor<?xi32>, vector<4xi8>, i32) {
  %0 = arith.subi %a, %a : i32
  %c0 = arith.constant 0 : i32
  %1 = arith.subi %a, %c0 : i32
  %s = arith.addi %a, %b : i32
  %2 = arith.subi %s, %b : i32
  %3 = arith.subi %s, %a : i32
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %4 = arith.subi %c5, %c7 : i32
  %5 = arith.subi %t, %t : tensor<?xi32>
  %6 = arith.subi %v, %v : vector<4xi8>
  %7 = arith.subi %c0, %a : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, tensor<?xi32>, vector<4xi8>, i32
}
""")

case("muli_folds", """
func.func @f(%a: i32, %v: vector<2xi32>) -> (i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, i64) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.muli %a, %c0 : i32
  %1 = arith.muli %c1, %a : i32
  %c65536 = arith.constant 65536 : i32
  %2 = arith.muli %c65536, %c65536 : i32
  %cm3 = arith.constant -3 : i32
  %3 = arith.muli %cm3, %c65536 : i32
  %z = arith.constant dense<0> : vector<2xi32>
  %4 = arith.muli %v, %z : vector<2xi32>
  %o = arith.constant dense<1> : vector<2xi32>
  %5 = arith.muli %v, %o : vector<2xi32>
  %big = arith.constant 4294967296 : i64
  %6 = arith.muli %big, %big : i64
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, i64
}
""")

case("addui_extended", """
func.func @f(%a: i32, %v: vector<3xi8>) -> (i32, i1, i32, i1, i32, i1, vector<3xi8>, vector<3xi1>, vector<3xi8>, vector<3xi1>) {
  %c0 = arith.constant 0 : i32
  %0:2 = arith.addui_extended %a, %c0 : i32, i1
  %x = arith.constant -1 : i32
  %y = arith.constant 2 : i32
  %1:2 = arith.addui_extended %x, %y : i32, i1
  %2:2 = arith.addui_extended %y, %y : i32, i1
  %z = arith.constant dense<0> : vector<3xi8>
  %3:2 = arith.addui_extended %v, %z : vector<3xi8>, vector<3xi1>
  %p = arith.constant dense<[200, 1, 255]> : vector<3xi8>
  %q = arith.constant dense<[100, 1, 1]> : vector<3xi8>
  %4:2 = arith.addui_extended %p, %q : vector<3xi8>, vector<3xi1>
  return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1, %3#0, %3#1, %4#0, %4#1 : i32, i1, i32, i1, i32, i1, vector<3xi8>, vector<3xi1>, vector<3xi8>, vector<3xi1>
}
""")

case("mul_extended", """
func.func @f(%a: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0:2 = arith.mulsi_extended %a, %c0 : i32
  %1:2 = arith.mului_extended %a, %c0 : i32
  %2:2 = arith.mului_extended %a, %c1 : i32
  %x = arith.constant -5 : i32
  %y = arith.constant 1000000000 : i32
  %3:2 = arith.mulsi_extended %x, %y : i32
  %4:2 = arith.mului_extended %x, %y : i32
  return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1, %3#0, %3#1, %4#0, %4#1 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
""")

case("mulsi_extended_one", """
func.func @f(%a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %0:2 = arith.mulsi_extended %a, %c1 : i32
  return %0#0, %0#1 : i32, i32
}
""")

# -- division and remainder -------------------------------------------------------------------------

case("divui_divsi", """
func.func @f(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %0 = arith.divui %a, %c1 : i32
  %1 = arith.divsi %a, %c1 : i32
  %x = arith.constant -7 : i32
  %y = arith.constant 2 : i32
  %2 = arith.divui %x, %y : i32
  %3 = arith.divsi %x, %y : i32
  %c0 = arith.constant 0 : i32
  %4 = arith.divui %x, %c0 : i32
  %5 = arith.divsi %x, %c0 : i32
  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %6 = arith.divsi %min, %m1 : i32
  %m = arith.muli %a, %b overflow<nuw> : i32
  %7 = arith.divui %m, %b : i32
  %n = arith.muli %a, %b overflow<nsw> : i32
  %8 = arith.divsi %n, %a : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}
""")

case("ceil_floor_div", """
func.func @f(%a: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %0 = arith.ceildivui %a, %c1 : i32
  %1 = arith.ceildivsi %a, %c1 : i32
  %2 = arith.floordivsi %a, %c1 : i32
  %p7 = arith.constant 7 : i32
  %m7 = arith.constant -7 : i32
  %p2 = arith.constant 2 : i32
  %m2 = arith.constant -2 : i32
  %3 = arith.ceildivsi %p7, %p2 : i32
  %4 = arith.ceildivsi %m7, %p2 : i32
  %5 = arith.ceildivsi %p7, %m2 : i32
  %6 = arith.ceildivsi %m7, %m2 : i32
  %7 = arith.floordivsi %p7, %m2 : i32
  %8 = arith.floordivsi %m7, %p2 : i32
  %9 = arith.floordivsi %m7, %m2 : i32
  %10 = arith.ceildivui %m7, %p2 : i32
  %c0 = arith.constant 0 : i32
  %11 = arith.ceildivsi %c0, %m7 : i32
  %12 = arith.ceildivui %p7, %c0 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
""")

case("ceil_floor_div_overflow", """
func.func @f() -> (i8, i8, i8, i8, i8, i8) {
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %p1 = arith.constant 3 : i8
  %0 = arith.ceildivsi %min, %m1 : i8
  %1 = arith.floordivsi %min, %m1 : i8
  %2 = arith.ceildivsi %min, %p1 : i8
  %m3 = arith.constant -3 : i8
  %3 = arith.ceildivsi %min, %m3 : i8
  %c0 = arith.constant 0 : i8
  %4 = arith.floordivsi %min, %c0 : i8
  %max = arith.constant 127 : i8
  %5 = arith.ceildivsi %max, %m3 : i8
  return %0, %1, %2, %3, %4, %5 : i8, i8, i8, i8, i8, i8
}
""")

case("remui_remsi", """
func.func @f(%a: i32, %v: vector<4xi32>) -> (i32, i32, i32, i32, i32, i32, vector<4xi32>) {
  %c1 = arith.constant 1 : i32
  %0 = arith.remui %a, %c1 : i32
  %1 = arith.remsi %a, %c1 : i32
  %x = arith.constant -7 : i32
  %y = arith.constant 3 : i32
  %2 = arith.remui %x, %y : i32
  %3 = arith.remsi %x, %y : i32
  %c0 = arith.constant 0 : i32
  %4 = arith.remui %x, %c0 : i32
  %5 = arith.remsi %x, %c0 : i32
  %o = arith.constant dense<1> : vector<4xi32>
  %6 = arith.remsi %v, %o : vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, vector<4xi32>
}
""")

case("div_vectors", """
func.func @f() -> (vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<2xi32>) {
  %a = arith.constant dense<[7, -7, 9]> : vector<3xi32>
  %b = arith.constant dense<[2, 2, -4]> : vector<3xi32>
  %0 = arith.divsi %a, %b : vector<3xi32>
  %1 = arith.floordivsi %a, %b : vector<3xi32>
  %2 = arith.ceildivsi %a, %b : vector<3xi32>
  %z = arith.constant dense<[2, 0, 1]> : vector<3xi32>
  %3 = arith.divui %a, %z : vector<3xi32>
  %p = arith.constant dense<[1, 2]> : vector<2xi32>
  %q = arith.constant dense<[0, 1]> : vector<2xi32>
  %4 = arith.floordivsi %p, %q : vector<2xi32>
  return %0, %1, %2, %3, %4 : vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<2xi32>
}
""")

case("div_i1", """
func.func @f() -> (i1, i1, i1, i1) {
  %t = arith.constant true
  %0 = arith.divsi %t, %t : i1
  %1 = arith.divui %t, %t : i1
  %2 = arith.remsi %t, %t : i1
  %3 = arith.ceildivsi %t, %t : i1
  return %0, %1, %2, %3 : i1, i1, i1, i1
}
""")

# -- bitwise ----------------------------------------------------------------------------------------

case("andi_folds", """
func.func @f(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.andi %a, %c0 : i32
  %1 = arith.andi %m1, %a : i32
  %n = arith.xori %a, %m1 : i32
  %2 = arith.andi %a, %n : i32
  %3 = arith.andi %n, %a : i32
  %ab = arith.andi %a, %b : i32
  %4 = arith.andi %a, %ab : i32
  %5 = arith.andi %ab, %b : i32
  %x = arith.constant 12 : i32
  %y = arith.constant 10 : i32
  %6 = arith.andi %x, %y : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}
""")

case("ori_xori_folds", """
func.func @f(%a: i32, %b: i32, %v: vector<2xi8>) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi8>) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.ori %a, %c0 : i32
  %1 = arith.ori %a, %m1 : i32
  %n = arith.xori %a, %m1 : i32
  %2 = arith.ori %a, %n : i32
  %3 = arith.ori %n, %a : i32
  %4 = arith.xori %a, %c0 : i32
  %5 = arith.xori %b, %b : i32
  %x1 = arith.xori %a, %b : i32
  %6 = arith.xori %x1, %b : i32
  %7 = arith.xori %x1, %a : i32
  %8 = arith.xori %b, %x1 : i32
  %x = arith.constant 12 : i32
  %y = arith.constant 10 : i32
  %9 = arith.xori %x, %y : i32
  %10 = arith.ori %v, %v : vector<2xi8>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi8>
}
""")

case("bitwise_vectors", """
func.func @f(%v: vector<4xi8>) -> (vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>) {
  %m1 = arith.constant dense<-1> : vector<4xi8>
  %0 = arith.andi %v, %m1 : vector<4xi8>
  %1 = arith.ori %v, %m1 : vector<4xi8>
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi8>
  %b = arith.constant dense<[3, 3, 3, 3]> : vector<4xi8>
  %2 = arith.andi %a, %b : vector<4xi8>
  %3 = arith.xori %a, %b : vector<4xi8>
  return %0, %1, %2, %3 : vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>
}
""")

case("shifts", """
func.func @f(%a: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.shli %a, %c0 : i32
  %1 = arith.shrui %a, %c0 : i32
  %2 = arith.shrsi %a, %c0 : i32
  %x = arith.constant -16 : i32
  %s = arith.constant 2 : i32
  %3 = arith.shli %x, %s : i32
  %4 = arith.shrui %x, %s : i32
  %5 = arith.shrsi %x, %s : i32
  %big = arith.constant 32 : i32
  %6 = arith.shli %x, %big : i32
  %7 = arith.shrui %x, %big : i32
  %neg = arith.constant -1 : i32
  %8 = arith.shrsi %x, %neg : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}
""")

case("shifts_vectors", """
func.func @f() -> (vector<2xi8>, vector<2xi8>, vector<2xi8>) {
  %a = arith.constant dense<[-128, 64]> : vector<2xi8>
  %b = arith.constant dense<[9, 1]> : vector<2xi8>
  %0 = arith.shli %a, %b : vector<2xi8>
  %1 = arith.shrsi %a, %b : vector<2xi8>
  %c = arith.constant dense<[1, 9]> : vector<2xi8>
  %2 = arith.shrui %a, %c : vector<2xi8>
  return %0, %1, %2 : vector<2xi8>, vector<2xi8>, vector<2xi8>
}
""")

# -- integer min/max --------------------------------------------------------------------------------

case("int_minmax", """
func.func @f(%a: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %max = arith.constant 127 : i8
  %min = arith.constant -128 : i8
  %umax = arith.constant -1 : i8
  %umin = arith.constant 0 : i8
  %0 = arith.maxsi %a, %a : i8
  %1 = arith.maxsi %a, %max : i8
  %2 = arith.maxsi %a, %min : i8
  %3 = arith.maxui %a, %umax : i8
  %4 = arith.maxui %a, %umin : i8
  %5 = arith.minsi %a, %min : i8
  %6 = arith.minsi %a, %max : i8
  %7 = arith.minui %a, %umin : i8
  %8 = arith.minui %a, %umax : i8
  %x = arith.constant -3 : i8
  %y = arith.constant 5 : i8
  %9 = arith.maxsi %x, %y : i8
  %10 = arith.maxui %x, %y : i8
  %11 = arith.minsi %x, %y : i8
  %12 = arith.minui %x, %y : i8
  %13 = arith.minui %a, %a : i8
  %c7 = arith.constant 7 : i8
  %14 = arith.maxsi %c7, %a : i8
  %15 = arith.minsi %a, %c7 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}
""")

# -- floats -----------------------------------------------------------------------------------------

case("addf_subf", """
func.func @f(%a: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %0 = arith.addf %a, %nz : f32
  %1 = arith.addf %a, %pz : f32
  %2 = arith.subf %a, %pz : f32
  %3 = arith.subf %a, %nz : f32
  %x = arith.constant 0.1 : f32
  %y = arith.constant 0.2 : f32
  %4 = arith.addf %x, %y : f32
  %5 = arith.subf %x, %y : f32
  %big = arith.constant 3.4e38 : f32
  %6 = arith.addf %big, %big : f32
  %7 = arith.subf %x, %x : f32
  %8 = arith.addf %nz, %nz : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f32, f32, f32, f32, f32, f32
}
""")

case("float_specials", """
func.func @f() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %snan = arith.constant 0x7F800001 : f32
  %nnan = arith.constant 0xFFC00123 : f32
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %0 = arith.addf %inf, %ninf : f32
  %1 = arith.subf %inf, %inf : f32
  %2 = arith.mulf %inf, %zero : f32
  %3 = arith.divf %zero, %zero : f32
  %4 = arith.divf %one, %zero : f32
  %5 = arith.addf %one, %snan : f32
  %6 = arith.mulf %nnan, %one : f32
  %7 = arith.divf %one, %nnan : f32
  %8 = arith.subf %nan, %one : f32
  %9 = arith.remf %inf, %one : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}
""")

case("mulf_divf_remf", """
func.func @f(%a: f64) -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %one = arith.constant 1.0 : f64
  %0 = arith.mulf %a, %one : f64
  %1 = arith.divf %a, %one : f64
  %zero = arith.constant 0.0 : f64
  %2 = arith.mulf %a, %zero fastmath<nnan,nsz> : f64
  %3 = arith.mulf %a, %zero fastmath<nnan> : f64
  %x = arith.constant 1.1 : f64
  %y = arith.constant 3.0 : f64
  %4 = arith.mulf %x, %y : f64
  %5 = arith.divf %x, %y : f64
  %6 = arith.remf %y, %x : f64
  %m = arith.constant -7.5 : f64
  %t = arith.constant 2.0 : f64
  %7 = arith.remf %m, %t : f64
  %8 = arith.remf %t, %m : f64
  %n4 = arith.constant -4.0 : f64
  %9 = arith.remf %n4, %t : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}
""")

case("float_small_types", """
func.func @f() -> (f16, bf16, f16, bf16, f8E4M3FN, f8E5M2, f16, f16) {
  %a = arith.constant 65504.0 : f16
  %0 = arith.addf %a, %a : f16
  %b = arith.constant 1.0 : bf16
  %c = arith.constant 0.00390625 : bf16
  %1 = arith.addf %b, %c : bf16
  %d = arith.constant 6.1e-05 : f16
  %e = arith.constant 0.5 : f16
  %2 = arith.mulf %d, %e : f16
  %3 = arith.divf %b, %c : bf16
  %g = arith.constant 448.0 : f8E4M3FN
  %4 = arith.addf %g, %g : f8E4M3FN
  %h = arith.constant 57344.0 : f8E5M2
  %5 = arith.mulf %h, %h : f8E5M2
  %i = arith.constant 1.0e-7 : f16
  %6 = arith.mulf %i, %i : f16
  %j = arith.constant -1.0e-7 : f16
  %7 = arith.mulf %j, %i : f16
  return %0, %1, %2, %3, %4, %5, %6, %7 : f16, bf16, f16, bf16, f8E4M3FN, f8E5M2, f16, f16
}
""")

case("negf", """
func.func @f(%a: f32) -> (f32, f32, f32, f32, vector<2xf32>) {
  %n = arith.negf %a : f32
  %0 = arith.negf %n : f32
  %x = arith.constant 2.5 : f32
  %1 = arith.negf %x : f32
  %z = arith.constant 0.0 : f32
  %2 = arith.negf %z : f32
  %nan = arith.constant 0x7FC00000 : f32
  %3 = arith.negf %nan : f32
  %v = arith.constant dense<[1.0, -2.0]> : vector<2xf32>
  %4 = arith.negf %v : vector<2xf32>
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, vector<2xf32>
}
""")

case("float_minmax", """
func.func @f(%a: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %ninf = arith.constant 0xFF800000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.maximumf %a, %a : f32
  %1 = arith.maximumf %a, %ninf : f32
  %2 = arith.minimumf %a, %inf : f32
  %3 = arith.maxnumf %a, %nan : f32
  %4 = arith.minnumf %a, %nan : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %5 = arith.maximumf %nz, %pz : f32
  %6 = arith.minimumf %pz, %nz : f32
  %7 = arith.maxnumf %nz, %pz : f32
  %8 = arith.minnumf %pz, %nz : f32
  %one = arith.constant 1.0 : f32
  %9 = arith.maximumf %nan, %one : f32
  %10 = arith.minimumf %one, %nan : f32
  %two = arith.constant 2.0 : f32
  %11 = arith.minnumf %two, %one : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}
""")

case("float_vectors", """
func.func @f() -> (vector<3xf32>, vector<3xf32>, vector<3xf32>, tensor<2xf64>) {
  %a = arith.constant dense<[1.0, 2.5, -3.0]> : vector<3xf32>
  %b = arith.constant dense<[0.5, 0.5, 0.5]> : vector<3xf32>
  %0 = arith.addf %a, %b : vector<3xf32>
  %1 = arith.mulf %a, %b : vector<3xf32>
  %2 = arith.maximumf %a, %b : vector<3xf32>
  %c = arith.constant dense<1.5> : tensor<2xf64>
  %d = arith.constant dense<2.0> : tensor<2xf64>
  %3 = arith.divf %c, %d : tensor<2xf64>
  return %0, %1, %2, %3 : vector<3xf32>, vector<3xf32>, vector<3xf32>, tensor<2xf64>
}
""")

# -- casts ------------------------------------------------------------------------------------------

case("ext_trunc_int", """
func.func @f(%a: i8, %b: i32) -> (i64, i64, i16, i8, i16, i16) {
  %0 = arith.extui %a : i8 to i16
  %1 = arith.extui %0 : i16 to i64
  %2 = arith.extsi %a : i8 to i16
  %3 = arith.extsi %2 : i16 to i64
  %4 = arith.extui %a : i8 to i32
  %5 = arith.trunci %4 : i32 to i16
  %6 = arith.extsi %a : i8 to i32
  %7 = arith.trunci %6 : i32 to i8
  %8 = arith.trunci %b : i32 to i16
  %9 = arith.trunci %8 : i16 to i8
  %10 = arith.extsi %9 : i8 to i16
  %11 = arith.extsi %b : i32 to i64
  %12 = arith.trunci %11 : i64 to i16
  return %1, %3, %5, %7, %10, %12 : i64, i64, i16, i8, i16, i16
}
""")

case("ext_trunc_constants", """
func.func @f() -> (i32, i32, i8, i32, i32, vector<2xi16>, vector<2xi16>, vector<2xi4>) {
  %a = arith.constant -1 : i8
  %0 = arith.extui %a : i8 to i32
  %1 = arith.extsi %a : i8 to i32
  %b = arith.constant 1000 : i32
  %2 = arith.trunci %b : i32 to i8
  %t = arith.constant true
  %3 = arith.extui %t : i1 to i32
  %4 = arith.extsi %t : i1 to i32
  %v = arith.constant dense<[-1, 5]> : vector<2xi8>
  %5 = arith.extui %v : vector<2xi8> to vector<2xi16>
  %6 = arith.extsi %v : vector<2xi8> to vector<2xi16>
  %7 = arith.trunci %v : vector<2xi8> to vector<2xi4>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i8, i32, i32, vector<2xi16>, vector<2xi16>, vector<2xi4>
}
""")

case("extf_truncf", """
func.func @f(%a: f32, %b: f16) -> (f32, f16, f32, f16, f16, f64) {
  %0 = arith.truncf %a fastmath<contract> : f32 to f16
  %1 = arith.extf %0 fastmath<contract> : f16 to f32
  %2 = arith.extf %b : f16 to f32
  %3 = arith.truncf %2 : f32 to f16
  %4 = arith.truncf %a : f32 to f16
  %5 = arith.extf %4 : f16 to f32
  %6 = arith.extf %b : f16 to f64
  %7 = arith.truncf %6 : f64 to f32
  %8 = arith.truncf %6 : f64 to f16
  %9 = arith.extf %b : f16 to f32
  %10 = arith.truncf %9 : f32 to bf16
  %11 = arith.extf %10 : bf16 to f64
  return %1, %3, %5, %8, %b, %11 : f32, f16, f32, f16, f16, f64
}
""")

case("extf_truncf_constants", """
func.func @f() -> (f64, f16, f16, f16, f16, bf16, f64, f16, f8E4M3FN, f8E4M3FN, f32, f16) {
  %a = arith.constant 0.1 : f32
  %0 = arith.extf %a : f32 to f64
  %1 = arith.truncf %a : f32 to f16
  %b = arith.constant 0.5 : f32
  %2 = arith.truncf %b : f32 to f16
  %c = arith.constant 1.0e10 : f32
  %3 = arith.truncf %c : f32 to f16
  %inf = arith.constant 0x7F800000 : f32
  %4 = arith.truncf %inf : f32 to f16
  %5 = arith.truncf %b : f32 to bf16
  %nan = arith.constant 0x7FC00000 : f32
  %6 = arith.extf %nan : f32 to f64
  %7 = arith.truncf %nan : f32 to f16
  %8 = arith.truncf %inf : f32 to f8E4M3FN
  %9 = arith.truncf %nan : f32 to f8E4M3FN
  %snan = arith.constant 0x7C01 : f16
  %10 = arith.extf %snan : f16 to f32
  %d = arith.constant 5.96046448e-08 : f32
  %11 = arith.truncf %d : f32 to f16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f64, f16, f16, f16, f16, bf16, f64, f16, f8E4M3FN, f8E4M3FN, f32, f16
}
""")

case("truncf_rounding_mode", """
func.func @f() -> (f16, f16, f16) {
  %a = arith.constant 0.1 : f32
  %0 = arith.truncf %a to_nearest_away : f32 to f16
  %b = arith.constant 2.0 : f32
  %1 = arith.truncf %b downward : f32 to f16
  %2 = arith.truncf %b upward : f32 to f16
  return %0, %1, %2 : f16, f16, f16
}
""")

case("int_float_casts", """
func.func @f() -> (f32, f32, f32, f16, f16, f32, i32, i32, i8, i8, i8, i8, i32, i32) {
  %a = arith.constant -1 : i32
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.uitofp %a : i32 to f32
  %b = arith.constant 16777217 : i32
  %2 = arith.sitofp %b : i32 to f32
  %c = arith.constant 100000 : i32
  %3 = arith.sitofp %c : i32 to f16
  %t = arith.constant true
  %4 = arith.sitofp %t : i1 to f16
  %5 = arith.uitofp %t : i1 to f32
  %d = arith.constant -2.75 : f32
  %6 = arith.fptosi %d : f32 to i32
  %7 = arith.fptoui %d : f32 to i32
  %e = arith.constant 255.9 : f32
  %8 = arith.fptoui %e : f32 to i8
  %9 = arith.fptosi %e : f32 to i8
  %g = arith.constant -128.5 : f32
  %10 = arith.fptosi %g : f32 to i8
  %h = arith.constant -0.5 : f32
  %11 = arith.fptoui %h : f32 to i8
  %nan = arith.constant 0x7FC00000 : f32
  %12 = arith.fptosi %nan : f32 to i32
  %inf = arith.constant 0x7F800000 : f32
  %13 = arith.fptoui %inf : f32 to i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : f32, f32, f32, f16, f16, f32, i32, i32, i8, i8, i8, i8, i32, i32
}
""")

case("int_float_cast_vectors", """
func.func @f() -> (vector<2xf32>, vector<2xi16>, vector<2xi16>) {
  %a = arith.constant dense<[-1, 3]> : vector<2xi8>
  %0 = arith.uitofp %a : vector<2xi8> to vector<2xf32>
  %b = arith.constant dense<[1.5, -2.5]> : vector<2xf32>
  %1 = arith.fptosi %b : vector<2xf32> to vector<2xi16>
  %2 = arith.fptoui %b : vector<2xf32> to vector<2xi16>
  return %0, %1, %2 : vector<2xf32>, vector<2xi16>, vector<2xi16>
}
""")

case("index_casts", """
func.func @f() -> (index, index, i8, i8, i64, index, vector<2xindex>, i1, index) {
  %a = arith.constant -1 : i32
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_castui %a : i32 to index
  %b = arith.constant 300 : index
  %2 = arith.index_cast %b : index to i8
  %3 = arith.index_castui %b : index to i8
  %c = arith.constant -5 : index
  %4 = arith.index_castui %c : index to i64
  %t = arith.constant true
  %5 = arith.index_cast %t : i1 to index
  %v = arith.constant dense<[-1, 2]> : vector<2xi16>
  %6 = arith.index_castui %v : vector<2xi16> to vector<2xindex>
  %7 = arith.index_cast %b : index to i1
  %8 = arith.index_castui %t : i1 to index
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : index, index, i8, i8, i64, index, vector<2xindex>, i1, index
}
""")

case("bitcasts", """
func.func @f() -> (i32, f32, i16, bf16, vector<2xi32>, vector<2xf32>, f16, i64) {
  %a = arith.constant 1.0 : f32
  %0 = arith.bitcast %a : f32 to i32
  %b = arith.constant -1 : i32
  %1 = arith.bitcast %b : i32 to f32
  %c = arith.constant -2.0 : f16
  %2 = arith.bitcast %c : f16 to i16
  %d = arith.constant 16256 : i16
  %3 = arith.bitcast %d : i16 to bf16
  %v = arith.constant dense<[1.0, -0.0]> : vector<2xf32>
  %4 = arith.bitcast %v : vector<2xf32> to vector<2xi32>
  %w = arith.constant dense<2139095040> : vector<2xi32>
  %5 = arith.bitcast %w : vector<2xi32> to vector<2xf32>
  %e = arith.constant 31744 : i16
  %6 = arith.bitcast %e : i16 to f16
  %g = arith.constant 0x7FF8000000000001 : f64
  %7 = arith.bitcast %g : f64 to i64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, f32, i16, bf16, vector<2xi32>, vector<2xf32>, f16, i64
}
""")

# -- comparisons and select --------------------------------------------------------------------------

case("cmpi_folds", """
func.func @f(%a: i32, %b: i1) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpi eq, %a, %a : i32
  %1 = arith.cmpi ne, %a, %a : i32
  %2 = arith.cmpi sle, %a, %a : i32
  %3 = arith.cmpi ugt, %a, %a : i32
  %c0 = arith.constant 0 : i32
  %e = arith.extui %b : i1 to i32
  %4 = arith.cmpi ne, %e, %c0 : i32
  %s = arith.extsi %b : i1 to i32
  %5 = arith.cmpi ne, %s, %c0 : i32
  %f = arith.constant false
  %t = arith.constant true
  %6 = arith.cmpi ne, %b, %f : i1
  %7 = arith.cmpi eq, %b, %t : i1
  %c5 = arith.constant 5 : i32
  %8 = arith.cmpi slt, %c5, %a : i32
  %9 = arith.cmpi eq, %c5, %a : i32
  %10 = arith.cmpi uge, %c5, %a : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
""")

case("cmpi_constants", """
func.func @f() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<3xi1>, vector<3xi1>) {
  %a = arith.constant -1 : i8
  %b = arith.constant 1 : i8
  %0 = arith.cmpi eq, %a, %b : i8
  %1 = arith.cmpi ne, %a, %b : i8
  %2 = arith.cmpi slt, %a, %b : i8
  %3 = arith.cmpi sle, %a, %b : i8
  %4 = arith.cmpi sgt, %a, %b : i8
  %5 = arith.cmpi sge, %a, %b : i8
  %6 = arith.cmpi ult, %a, %b : i8
  %7 = arith.cmpi ule, %a, %b : i8
  %8 = arith.cmpi ugt, %a, %b : i8
  %9 = arith.cmpi uge, %a, %b : i8
  %v = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %w = arith.constant dense<2> : vector<3xi32>
  %10 = arith.cmpi slt, %v, %w : vector<3xi32>
  %11 = arith.cmpi eq, %w, %w : vector<3xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<3xi1>, vector<3xi1>
}
""")

case("cmpi_shaped_same_operand", """
func.func @f(%v: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<2xindex>) -> (vector<4xi1>, tensor<?xi1>, tensor<2xi1>) {
  %0 = arith.cmpi sge, %v, %v : vector<4xi32>
  %1 = arith.cmpi eq, %t, %t : tensor<?xi32>
  %2 = arith.cmpi ult, %u, %u : tensor<2xindex>
  return %0, %1, %2 : vector<4xi1>, tensor<?xi1>, tensor<2xi1>
}
""")

case("cmpf_folds", """
func.func @f(%x: f32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf false, %a, %b : f32
  %1 = arith.cmpf oeq, %a, %b : f32
  %2 = arith.cmpf ogt, %a, %b : f32
  %3 = arith.cmpf oge, %a, %b : f32
  %4 = arith.cmpf olt, %a, %b : f32
  %5 = arith.cmpf ole, %a, %b : f32
  %6 = arith.cmpf one, %a, %b : f32
  %7 = arith.cmpf ord, %a, %nan : f32
  %8 = arith.cmpf ueq, %a, %nan : f32
  %9 = arith.cmpf ugt, %a, %b : f32
  %10 = arith.cmpf uge, %a, %b : f32
  %11 = arith.cmpf ult, %a, %b : f32
  %12 = arith.cmpf ule, %a, %b : f32
  %13 = arith.cmpf une, %a, %a : f32
  %14 = arith.cmpf uno, %a, %nan : f32
  %15 = arith.cmpf true, %a, %b : f32
  %16 = arith.cmpf uno, %x, %nan : f32
  %17 = arith.cmpf olt, %nan, %x : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
""")

case("cmpf_zeros_vectors", """
func.func @f() -> (i1, i1, vector<2xi1>) {
  %pz = arith.constant 0.0 : f64
  %nz = arith.constant -0.0 : f64
  %0 = arith.cmpf oeq, %pz, %nz : f64
  %inf = arith.constant 0xFFF0000000000000 : f64
  %1 = arith.cmpf olt, %inf, %nz : f64
  %v = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %w = arith.constant dense<1.5> : vector<2xf32>
  %2 = arith.cmpf olt, %v, %w : vector<2xf32>
  return %0, %1, %2 : i1, i1, vector<2xi1>
}
""")

case("select_folds", """
func.func @f(%c: i1, %a: i32, %b: i32, %x: i1) -> (i32, i32, i32, i1, i32, i32, i1) {
  %0 = arith.select %c, %a, %a : i32
  %t = arith.constant true
  %f = arith.constant false
  %1 = arith.select %t, %a, %b : i32
  %2 = arith.select %f, %a, %b : i32
  %3 = arith.select %c, %t, %f : i1
  %eq = arith.cmpi eq, %a, %b : i32
  %4 = arith.select %eq, %a, %b : i32
  %ne = arith.cmpi ne, %a, %b : i32
  %5 = arith.select %ne, %b, %a : i32
  %6 = arith.select %c, %x, %x : i1
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i1, i32, i32, i1
}
""")

case("select_vectors", """
func.func @f(%v: vector<3xi32>, %w: vector<3xi32>) -> (vector<3xi32>, vector<3xi32>, vector<3xf32>) {
  %t = arith.constant dense<true> : vector<3xi1>
  %0 = arith.select %t, %v, %w : vector<3xi1>, vector<3xi32>
  %m = arith.constant dense<[true, false, true]> : vector<3xi1>
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<[4, 5, 6]> : vector<3xi32>
  %1 = arith.select %m, %a, %b : vector<3xi1>, vector<3xi32>
  %p = arith.constant dense<1.0> : vector<3xf32>
  %q = arith.constant dense<[2.0, 3.0, 4.0]> : vector<3xf32>
  %2 = arith.select %m, %p, %q : vector<3xi1>, vector<3xf32>
  return %0, %1, %2 : vector<3xi32>, vector<3xi32>, vector<3xf32>
}
""")

case("select_to_extui", """
func.func @f(%c: i1) -> (i32, i64, i1, index) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.select %c, %c1, %c0 : i32
  %d1 = arith.constant 1 : i64
  %d0 = arith.constant 0 : i64
  %1 = arith.select %c, %d0, %d1 : i64
  %t = arith.constant true
  %f = arith.constant false
  %2 = arith.select %c, %f, %t : i1
  %i1 = arith.constant 1 : index
  %i0 = arith.constant 0 : index
  %3 = arith.select %c, %i1, %i0 : index
  return %0, %1, %2, %3 : i32, i64, i1, index
}
""")

case("cmpf_int_to_fp_const", """
func.func @f(%a: i32, %b: i8, %u: i16, %big: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %x = arith.sitofp %a : i32 to f64
  %c = arith.constant 4.0 : f64
  %0 = arith.cmpf oeq, %x, %c : f64
  %y = arith.sitofp %b : i8 to f32
  %h = arith.constant 4.5 : f32
  %1 = arith.cmpf olt, %y, %h : f32
  %2 = arith.cmpf ogt, %y, %h : f32
  %3 = arith.cmpf oeq, %y, %h : f32
  %4 = arith.cmpf une, %y, %h : f32
  %l = arith.constant 1000.0 : f32
  %5 = arith.cmpf olt, %y, %l : f32
  %m = arith.constant -1000.0 : f32
  %6 = arith.cmpf olt, %y, %m : f32
  %z = arith.uitofp %u : i16 to f32
  %n = arith.constant -4.5 : f32
  %7 = arith.cmpf ult, %z, %n : f32
  %8 = arith.cmpf uge, %z, %n : f32
  %9 = arith.cmpf ord, %z, %n : f32
  %10 = arith.cmpf uno, %y, %h : f32
  %w = arith.sitofp %big : i64 to f32
  %k = arith.constant 16777218.0 : f32
  %11 = arith.cmpf oeq, %w, %k : f32
  %nh = arith.constant -4.5 : f32
  %12 = arith.cmpf oge, %y, %nh : f32
  %13 = arith.cmpf ole, %y, %nh : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
""")

case("cmpf_int_to_fp_const_more", """
func.func @f(%a: i32, %u: i32) -> (i1, i1, i1, i1, i1, i1) {
  %x = arith.sitofp %a : i32 to f32
  %c = arith.constant 16777216.0 : f32
  %0 = arith.cmpf oeq, %x, %c : f32
  %inf = arith.constant 0x7F800000 : f32
  %1 = arith.cmpf olt, %x, %inf : f32
  %y = arith.uitofp %u : i32 to f64
  %d = arith.constant 4294967296.0 : f64
  %2 = arith.cmpf ult, %y, %d : f64
  %z = arith.constant 0.0 : f64
  %3 = arith.cmpf oge, %y, %z : f64
  %nz = arith.constant -0.0 : f64
  %4 = arith.cmpf ogt, %y, %nz : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  %5 = arith.cmpf one, %y, %nan : f64
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}
""")

# -- interplay with the DRR patterns and repeated folding ---------------------------------------------

case("chains", """
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.muli %0, %c3 : i32
  %2 = arith.subi %1, %c2 : i32
  %3 = arith.shli %2, %c1 : i32
  %4 = arith.divsi %3, %c2 : i32
  %5 = arith.addi %a, %4 : i32
  %6 = arith.subi %5, %a : i32
  return %6 : i32
}
""")

case("nested_regions", """
func.func @f(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %c0 = arith.constant 0 : i32
    %0 = arith.addi %a, %c0 : i32
    %1 = arith.muli %0, %0 : i32
    scf.yield %1 : i32
  } else {
    %c4 = arith.constant 4 : i32
    %c5 = arith.constant 5 : i32
    %2 = arith.muli %c4, %c5 : i32
    scf.yield %2 : i32
  }
  return %r : i32
}
""")

case("dynamic_shapes", """
func.func @f(%t: tensor<?xi32>, %u: tensor<*xi32>, %f: tensor<?xf32>) -> (tensor<?xi32>, tensor<?xi32>, tensor<?xi1>, tensor<*xi1>, tensor<*xi32>, tensor<?xi32>, tensor<?xf32>) {
  %0 = arith.xori %t, %t : tensor<?xi32>
  %1 = arith.remui %t, %t : tensor<?xi32>
  %2 = arith.cmpi eq, %t, %t : tensor<?xi32>
  %3 = arith.cmpi ult, %u, %u : tensor<*xi32>
  %4 = arith.xori %u, %u : tensor<*xi32>
  %5 = arith.subi %t, %t : tensor<?xi32>
  %6 = arith.subf %f, %f : tensor<?xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<?xi32>, tensor<?xi32>, tensor<?xi1>, tensor<*xi1>, tensor<*xi32>, tensor<?xi32>, tensor<?xf32>
}
""")

case("bitcast_same_type", """
func.func @f(%a: f32, %b: i16, %v: vector<2xi32>) -> (f32, i16, vector<2xi32>, i16) {
  %0 = arith.bitcast %a : f32 to f32
  %1 = arith.bitcast %b : i16 to f16
  %2 = arith.bitcast %1 : f16 to i16
  %3 = arith.bitcast %v : vector<2xi32> to vector<2xi32>
  %c = arith.constant 7 : i16
  %4 = arith.bitcast %c : i16 to i16
  return %0, %2, %3, %4 : f32, i16, vector<2xi32>, i16
}
""")

case("i0_folds", """
func.func @f() -> (i16, i16, i0, i0, i0, i0, i0) {
  %c0 = arith.constant 0 : i0
  %0 = arith.extsi %c0 : i0 to i16
  %1 = arith.extui %c0 : i0 to i16
  %cFF = arith.constant 255 : i8
  %2 = arith.trunci %cFF : i8 to i0
  %3 = arith.shrsi %c0, %c0 : i0
  %4 = arith.maxsi %c0, %c0 : i0
  %5:2 = arith.mulsi_extended %c0, %c0 : i0
  return %0, %1, %2, %3, %4, %5#0, %5#1 : i16, i16, i0, i0, i0, i0, i0
}
""")

case("locations", """
func.func @f(%c: i1, %a: i32) -> (i32, i64, i1, i32, i1) {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c0 = arith.constant 0 : i32 loc("c0")
  %0 = arith.select %c, %c1, %c0 : i32 loc("sel1")
  %d1 = arith.constant 1 : i64
  %d0 = arith.constant 0 : i64
  %1 = arith.select %c, %d0, %d1 : i64 loc("sel2")
  %x = arith.sitofp %a : i32 to f64 loc("sitofp")
  %k = arith.constant 4.5 : f64 loc("k")
  %2 = arith.cmpf olt, %x, %k : f64 loc("cmpf")
  %3 = arith.addi %c1, %c1 : i32 loc("add")
  %k5 = arith.constant 5 : i32 loc("k5")
  %4 = arith.cmpi slt, %k5, %a : i32 loc("cmpi")
  return %0, %1, %2, %3, %4 : i32, i64, i1, i32, i1
}
""", ("--mlir-print-debuginfo",))

case("generic_form", """
func.func @f(%c: i1, %a: i32) -> (i32, i1, f32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.select %c, %c0, %c1 : i32
  %x = arith.uitofp %a : i32 to f32
  %k = arith.constant -1.0 : f32
  %1 = arith.cmpf ugt, %x, %k : f32
  %h = arith.constant 0.5 : f16
  %2 = arith.extf %h : f16 to f32
  return %0, %1, %2 : i32, i1, f32
}
""", ("--mlir-print-op-generic",))

case("sparse_constants", """
func.func @f() -> (tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xf32>, tensor<2x2xi64>, tensor<2x2xi1>, tensor<2x2xi32>, tensor<4xi8>) {
  %a = arith.constant sparse<[[0, 0], [1, 1]], [3, 5]> : tensor<2x2xi32>
  %b = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %0 = arith.addi %a, %a : tensor<2x2xi32>
  %1 = arith.addi %a, %b : tensor<2x2xi32>
  %f = arith.constant sparse<[[0, 1]], [1.5]> : tensor<2x2xf32>
  %2 = arith.negf %f : tensor<2x2xf32>
  %3 = arith.extsi %a : tensor<2x2xi32> to tensor<2x2xi64>
  %4 = arith.cmpi slt, %a, %b : tensor<2x2xi32>
  %c = arith.constant sparse<[[0, 1]], [true]> : tensor<2x2xi1>
  %5 = arith.select %c, %a, %b : tensor<2x2xi1>, tensor<2x2xi32>
  %s = arith.constant sparse<[1, 3], [7, -1]> : tensor<4xi8>
  %t = arith.constant dense<2> : tensor<4xi8>
  %6 = arith.muli %s, %t : tensor<4xi8>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xf32>, tensor<2x2xi64>, tensor<2x2xi1>, tensor<2x2xi32>, tensor<4xi8>
}
""")


# -- sweeps: constant folding over sampled values of every integer and float type -------------------
#
# Each sweep is one function per type folding a seeded sample of operand pairs, chosen
# from the values where the arithmetic has edge cases (zero, one, the extremes, NaN,
# infinities, signed zeros, denormals, values that do not convert exactly).

_INT_TYPES = {"i1": 1, "i3": 3, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "index": 64}
_FLOAT_TYPES = [
    "f16", "bf16", "f32", "f64", "f80", "f128", "tf32", "f8E5M2", "f8E4M3", "f8E4M3FN",
    "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E3M4",
]  # fmt: skip


def _int_values(width: int) -> list[int]:
    values: list[int] = []
    for v in (0, 1, 2, 3, 7, -1, -2, -7, (1 << (width - 1)) - 1, -(1 << (width - 1)), width, width + 1):
        v &= (1 << width) - 1
        v = v - (1 << width) if v >> (width - 1) else v
        if v not in values:
            values.append(v)
    return values


def _int_literal(value: int, type: str) -> str:
    return ("true" if value else "false") if type == "i1" else f"{value} : {type}"


def _float_values(name: str) -> list[str]:
    """Hexadecimal literals of edge-case values of the float type `name`."""
    from odsgen.ir.numeric import apfloat as ap

    sem = ap.SEMANTICS_BY_NAME[name]
    values = [ap.APFloat.from_fraction(sem, Fraction(v)) for v in ("0", "1", "-1", "1/10", "-1/3", "5/2", "100", "-1/2", "6")]
    values += [ap.zero(sem, True), ap.largest(sem), ap.largest(sem, True), ap.smallest_normalized(sem)]
    values.append(ap.APFloat(sem, ap.Category.NORMAL, False, sem.min_exponent, 1))  # smallest denormal
    if sem.has_inf:
        values += [ap.inf(sem), ap.inf(sem, True)]
    if sem.has_nan:
        values += [ap.make_nan(sem), ap.make_nan(sem, True)]
        if sem.non_finite is ap.NonFinite.IEEE754:
            values.append(ap.make_nan(sem, False, True))
    digits = (sem.size_in_bits + 3) // 4
    literals: list[str] = []
    for v in values:
        literal = f"0x{v.bits:0{digits}X}"
        if literal not in literals:
            literals.append(literal)
    return literals


def _function(name: str, lines: list[str], results: list[tuple[str, str]]) -> str:
    types = ", ".join(t for _, t in results)
    values = ", ".join(v for v, _ in results)
    body = "\n".join("  " + line for line in lines)
    return f"func.func @{name}() -> ({types}) {{\n{body}\n  return {values} : {types}\n}}\n"


def _sweep_int_binary(rng: random.Random, op: str, samples: int) -> str:
    functions = []
    for type, width in _INT_TYPES.items():
        values = _int_values(width)
        lines = [f"%k{i} = arith.constant {_int_literal(v, type)}" for i, v in enumerate(values)]
        results = []
        pairs = [(a, b) for a in range(len(values)) for b in range(len(values))]
        for n, (a, b) in enumerate(rng.sample(pairs, min(samples, len(pairs)))):
            if op == "cmpi":
                predicate = rng.choice(["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"])
                lines.append(f"%r{n} = arith.cmpi {predicate}, %k{a}, %k{b} : {type}")
                results.append((f"%r{n}", "i1"))
            else:
                lines.append(f"%r{n} = arith.{op} %k{a}, %k{b} : {type}")
                results.append((f"%r{n}", type))
        functions.append(_function(f"{op}_{type}", lines, results))
    return "\n".join(functions)


def _sweep_float_binary(rng: random.Random, op: str, samples: int) -> str:
    functions = []
    for type in _FLOAT_TYPES:
        values = _float_values(type)
        lines = [f"%k{i} = arith.constant {v} : {type}" for i, v in enumerate(values)]
        results = []
        pairs = [(a, b) for a in range(len(values)) for b in range(len(values))]
        for n, (a, b) in enumerate(rng.sample(pairs, min(samples, len(pairs)))):
            if op == "cmpf":
                predicate = rng.choice(
                    ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"]
                )
                lines.append(f"%r{n} = arith.cmpf {predicate}, %k{a}, %k{b} : {type}")
                results.append((f"%r{n}", "i1"))
            else:
                lines.append(f"%r{n} = arith.{op} %k{a}, %k{b} : {type}")
                results.append((f"%r{n}", type))
        if op == "cmpf":
            for i in range(len(values)):
                lines.append(f"%n{i} = arith.negf %k{i} : {type}")
                results.append((f"%n{i}", type))
        functions.append(_function(f"{op}_{type}", lines, results))
    return "\n".join(functions)


def _sweep_casts(rng: random.Random) -> str:
    from odsgen.ir.numeric import apfloat as ap

    functions = []
    k = 0
    ints = list(_INT_TYPES.items())
    for (src, sw), (dst, dw) in [(a, b) for a in ints for b in ints]:
        for op in ("extui", "extsi", "trunci", "index_cast", "index_castui"):
            if op in ("extui", "extsi") and not (sw < dw and "index" not in (src, dst)):
                continue
            if op == "trunci" and not (sw > dw and "index" not in (src, dst)):
                continue
            if op.startswith("index_cast") and (src == "index") == (dst == "index"):
                continue
            lines, results = [], []
            for i, v in enumerate(rng.sample(_int_values(sw), min(6, len(_int_values(sw))))):
                lines += [f"%c{i} = arith.constant {_int_literal(v, src)}", f"%r{i} = arith.{op} %c{i} : {src} to {dst}"]
                results.append((f"%r{i}", dst))
            functions.append(_function(f"c{k}_{op}", lines, results))
            k += 1
    size = {t: ap.SEMANTICS_BY_NAME[t].size_in_bits for t in _FLOAT_TYPES}
    for src in _FLOAT_TYPES:
        for dst in rng.sample([t for t in _FLOAT_TYPES if size[t] != size[src]], 3):
            op = "extf" if size[src] < size[dst] else "truncf"
            lines, results = [], []
            for i, v in enumerate(_float_values(src)):
                lines += [f"%c{i} = arith.constant {v} : {src}", f"%r{i} = arith.{op} %c{i} : {src} to {dst}"]
                results.append((f"%r{i}", dst))
            functions.append(_function(f"c{k}_{op}", lines, results))
            k += 1
        for dst in rng.sample([t for t in _INT_TYPES if t != "index"], 2):
            lines, results = [], []
            for i, v in enumerate(_float_values(src)):
                lines += [
                    f"%c{i} = arith.constant {v} : {src}",
                    f"%s{i} = arith.fptosi %c{i} : {src} to {dst}",
                    f"%u{i} = arith.fptoui %c{i} : {src} to {dst}",
                ]
                results += [(f"%s{i}", dst), (f"%u{i}", dst)]
            functions.append(_function(f"c{k}_fptoi", lines, results))
            k += 1
        for from_type in rng.sample([t for t in _INT_TYPES if t != "index"], 2):
            lines, results = [], []
            for i, v in enumerate(_int_values(_INT_TYPES[from_type])):
                lines += [
                    f"%c{i} = arith.constant {_int_literal(v, from_type)}",
                    f"%s{i} = arith.sitofp %c{i} : {from_type} to {src}",
                    f"%u{i} = arith.uitofp %c{i} : {from_type} to {src}",
                ]
                results += [(f"%s{i}", src), (f"%u{i}", src)]
            functions.append(_function(f"c{k}_itofp", lines, results))
            k += 1
        int_type = {8: "i8", 16: "i16", 32: "i32", 64: "i64"}.get(size[src])
        if int_type is not None:
            lines, results = [], []
            for i, v in enumerate(_float_values(src)):
                lines += [
                    f"%c{i} = arith.constant {v} : {src}",
                    f"%b{i} = arith.bitcast %c{i} : {src} to {int_type}",
                    f"%f{i} = arith.bitcast %b{i} : {int_type} to {src}",
                ]
                results += [(f"%b{i}", int_type), (f"%f{i}", src)]
            functions.append(_function(f"c{k}_bitcast", lines, results))
            k += 1
    return "\n".join(functions)


def _sweeps() -> None:
    rng = random.Random(22)
    for op in (
        "addi", "subi", "muli", "divui", "divsi", "ceildivui", "ceildivsi", "floordivsi", "remui",
        "remsi", "andi", "ori", "xori", "shli", "shrui", "shrsi", "maxsi", "maxui", "minsi", "minui", "cmpi",
    ):  # fmt: skip
        case(f"sweep_int_{op}", _sweep_int_binary(rng, op, 16))
    for op in ("addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf", "cmpf"):
        case(f"sweep_float_{op}", _sweep_float_binary(rng, op, 20))
    case("sweep_casts", _sweep_casts(rng))


_sweeps()


def record(mlir_opt: str) -> dict[str, dict[str, object]]:
    results: dict[str, dict[str, object]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "input.mlir"
        for name, (text, flags) in CASES.items():
            path.write_text(text.lstrip("\n"))
            proc = subprocess.run([mlir_opt, *flags, "input.mlir"], cwd=tmp, capture_output=True, text=True)
            results[name] = {
                "flags": flags,
                "input": text.lstrip("\n"),
                "stdout": proc.stdout,
                "stderr": proc.stderr,
                "status": proc.returncode,
            }
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    args = parser.parse_args()
    results = record(args.mlir_opt)
    OUTPUT.write_text(json.dumps({"mlir_opt": "22", "cases": results}, indent=1, sort_keys=True) + "\n")
    failed = [name for name, r in results.items() if r["status"] != 0]
    print(f"recorded {len(results)} cases to {OUTPUT.relative_to(ROOT)}" + (f"; failing: {failed}" if failed else ""))


if __name__ == "__main__":
    main()
