"""Merging identical blocks and dropping redundant block arguments
(odsgen/rewrite/block_merge.py: mergeIdenticalBlocks and dropRedundantArguments of
mlir/lib/Transforms/Utils/RegionUtils.cpp), run by `--canonicalize=region-simplify=aggressive`.

Each case's expected output is what mlir-opt 22 printed for the same input and flags
(copied from its runs, Debian LLVM version 22.1.8); `odsgen opt` must print the same bytes.
`enable-patterns=none` leaves no canonicalization pattern (folding remains), so the
merged blocks and their new arguments show as region simplification left them.

`stale_operand_index` records an upstream quirk that odsgen reproduces: a cluster's
operand indices are computed before earlier clusters of the same successor group are
merged, and merging cluster `^a1`/`^a2` appends an operand to the true destination of
`^b2`'s cf.cond_br, so the index recorded for `^b2`'s `^exit(%f)` operand then names the
appended operand: the merged block passes `%e` to `^exit` whichever way it came.
"""

from __future__ import annotations

import pytest

from tests.opt_helpers import run_file

INPUTS = {
    "one_operand": """\
func.func @one_operand(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %a : i32
  "foo.use"(%x) : (i32) -> ()
  return %x : i32
^bb2:
  %y = arith.addi %a, %b : i32
  "foo.use"(%y) : (i32) -> ()
  return %y : i32
}
""",
    "redundant_args": """\
func.func @redundant_args(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb1(%a, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  %z = arith.muli %x, %y : i32
  return %z : i32
}
func.func @self_loop_kept(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  %n = "foo.cond"() : () -> i1
  cf.cond_br %n, ^bb1(%x : i32), ^bb2
^bb2:
  return
}
""",
    "prune": """\
func.func @prune(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.use2"(%a, %a) : (i32, i32) -> ()
  return
^bb2:
  "foo.use2"(%b, %b) : (i32, i32) -> ()
  return
}
func.func @args_and_ops(%c: i1, %a: i32, %b: i32, %e: f32, %f: f32) {
  cf.cond_br %c, ^bb1(%a, %e : i32, f32), ^bb2(%b, %f : i32, f32)
^bb1(%x: i32, %y: f32):
  "foo.use"(%x, %y, %a) : (i32, f32, i32) -> ()
  return
^bb2(%u: i32, %v: f32):
  "foo.use"(%u, %v, %b) : (i32, f32, i32) -> ()
  return
}
""",
    "nested": """\
func.func @nested_two(%c: i1, %a: i32, %b: i32) {
  "foo.two"() ({
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "foo.use"(%a) : (i32) -> ()
    "foo.yield"() : () -> ()
  ^bb2:
    "foo.use"(%b) : (i32) -> ()
    "foo.yield"() : () -> ()
  }, {
    cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
  ^bb1(%x: i32):
    "foo.use"(%x, %a) : (i32, i32) -> ()
    "foo.yield"() : () -> ()
  ^bb2(%y: i32):
    "foo.use"(%y, %a) : (i32, i32) -> ()
    "foo.yield"() : () -> ()
  }) : () -> ()
  return
}
""",
    "clusters": """\
func.func @two_clusters(%i: i32, %a: i32, %b: i32) {
  cf.switch %i : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb3,
    2: ^bb4
  ]
^bb1:
  "foo.x"(%a) : (i32) -> ()
  return
^bb2:
  "foo.y"(%a) : (i32) -> ()
  return
^bb3:
  "foo.x"(%b) : (i32) -> ()
  return
^bb4:
  "foo.y"(%b) : (i32) -> ()
  return
}
func.func @stale_operand_index(%c: i1, %i: i32, %a: i32, %b: i32, %e: i32, %f: i32) {
  cf.switch %i : i32, [default: ^a1, 0: ^b1, 1: ^a2, 2: ^b2]
^a1:
  "foo.a"(%a) : (i32) -> ()
  cf.cond_br %c, ^a1, ^exit(%e : i32)
^b1:
  "foo.b"() : () -> ()
  cf.cond_br %c, ^a1, ^exit(%e : i32)
^a2:
  "foo.a"(%b) : (i32) -> ()
  cf.cond_br %c, ^a1, ^exit(%e : i32)
^b2:
  "foo.b"() : () -> ()
  cf.cond_br %c, ^a1, ^exit(%f : i32)
^exit(%r: i32):
  "foo.use"(%r) : (i32) -> ()
  return
}
func.func @loop(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  %n1 = "foo.cond"(%x) : (i32) -> i1
  cf.cond_br %n1, ^bb1(%x : i32), ^bb3
^bb2(%y: i32):
  %n2 = "foo.cond"(%y) : (i32) -> i1
  cf.cond_br %n2, ^bb1(%y : i32), ^bb3
^bb3:
  return
}
""",
    "no_merge": """\
func.func @internal_order(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = "foo.def"() : () -> i32
  %1 = "foo.def"() : () -> i32
  "foo.use"(%0, %1) : (i32, i32) -> ()
  return
^bb2:
  %2 = "foo.def"() : () -> i32
  %3 = "foo.def"() : () -> i32
  "foo.use"(%3, %2) : (i32, i32) -> ()
  return
}
func.func @attributes_differ(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.x"(%a) {v = 1} : (i32) -> ()
  return
^bb2:
  "foo.x"(%a) {v = 2} : (i32) -> ()
  return
}
func.func @unknown_predecessor(%a: i32, %b: i32) {
  "foo.br"() [^bb1, ^bb2] : () -> ()
^bb1:
  "foo.use"(%a) : (i32) -> ()
  return
^bb2:
  "foo.use"(%b) : (i32) -> ()
  return
}
func.func @result_used_outside(%n: i32, %i: i32) {
  %c1 = arith.constant 1 : i32
  %lt = arith.cmpi slt, %i, %n : i32
  cf.cond_br %lt, ^bb1, ^bb3
^bb1:
  %ip1 = arith.addi %i, %c1 : i32
  cf.br ^bb2(%ip1 : i32)
^bb4:
  %jp1 = arith.addi %j, %c1 : i32
  cf.br ^bb2(%jp1 : i32)
^bb2(%j: i32):
  %jlt = arith.cmpi slt, %j, %n : i32
  "foo.print"(%j, %ip1) : (i32, i32) -> ()
  cf.cond_br %jlt, ^bb4, ^bb3
^bb3:
  return
}
""",
    "unknown_terminator": """\
func.func @unknown_terminator(%a: i32, %b: i32) {
  "foo.br"(%a, %b)[^bb1, ^bb2] : (i32, i32) -> ()
^bb1(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  return
}
""",
}

# (case id, input, flags, expected stdout)
CASES = [
    (
        "one_operand-aggressive",
        "one_operand",
        ['--allow-unregistered-dialect', '--canonicalize=region-simplify=aggressive'],
        """\
module {
  func.func @one_operand(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    %0 = arith.select %arg0, %arg1, %arg2 : i32
    %1 = arith.addi %arg1, %0 : i32
    "foo.use"(%1) : (i32) -> ()
    return %1 : i32
  }
}

""",
    ),
    (
        "one_operand-merge_only",
        "one_operand",
        ['--allow-unregistered-dialect', '--canonicalize=region-simplify=aggressive enable-patterns=none'],
        """\
module {
  func.func @one_operand(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    %1 = arith.addi %arg1, %0 : i32
    "foo.use"(%1) : (i32) -> ()
    return %1 : i32
  }
}

""",
    ),
    (
        "one_operand-normal",
        "one_operand",
        ['--allow-unregistered-dialect', '--canonicalize=region-simplify=normal'],
        """\
module {
  func.func @one_operand(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %0 = arith.addi %arg1, %arg1 : i32
    "foo.use"(%0) : (i32) -> ()
    return %0 : i32
  ^bb2:  // pred: ^bb0
    %1 = arith.addi %arg1, %arg2 : i32
    "foo.use"(%1) : (i32) -> ()
    return %1 : i32
  }
}

""",
    ),
    (
        "redundant_args-aggressive",
        "redundant_args",
        ['--allow-unregistered-dialect', '--canonicalize=region-simplify=aggressive'],
        """\
module {
  func.func @redundant_args(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    %0 = arith.select %arg0, %arg2, %arg1 : i32
    %1 = arith.muli %arg1, %0 : i32
    return %1 : i32
  }
  func.func @self_loop_kept(%arg0: i32) {
    cf.br ^bb1(%arg0 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
    "foo.use"(%0) : (i32) -> ()
    %1 = "foo.cond"() : () -> i1
    cf.cond_br %1, ^bb1(%0 : i32), ^bb2
  ^bb2:  // pred: ^bb1
    return
  }
}

""",
    ),
    (
        "redundant_args-merge_only",
        "redundant_args",
        ['--allow-unregistered-dialect', '--canonicalize=region-simplify=aggressive enable-patterns=none'],
        """\
module {
  func.func @redundant_args(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    cf.cond_br %arg0, ^bb1(%arg2 : i32), ^bb1(%arg1 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    %1 = arith.muli %arg1, %0 : i32
    return %1 : i32
  }
  func.func @self_loop_kept(%arg0: i32) {
    cf.br ^bb1(%arg0 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
    "foo.use"(%0) : (i32) -> ()
    %1 = "foo.cond"() : () -> i1
    cf.cond_br %1, ^bb1(%0 : i32), ^bb2
  ^bb2:  // pred: ^bb1
    return
  }
}

""",
    ),
    (
        "prune-aggressive",
        "prune",
        ['--allow-unregistered-dialect', '--canonicalize=region-simplify=aggressive'],
        """\
module {
  func.func @prune(%arg0: i1, %arg1: i32, %arg2: i32) {
    %0 = arith.select %arg0, %arg1, %arg2 : i32
    "foo.use2"(%0, %0) : (i32, i32) -> ()
    return
  }
  func.func @args_and_ops(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: f32, %arg4: f32) {
    %0 = arith.select %arg0, %arg1, %arg2 : i32
    %1 = arith.select %arg0, %arg3, %arg4 : f32
    %2 = arith.select %arg0, %arg1, %arg2 : i32
    "foo.use"(%0, %1, %2) : (i32, f32, i32) -> ()
    return
  }
}

""",
    ),
    (
        "prune-merge_only",
        "prune",
        ['--allow-unregistered-dialect', '--canonicalize=region-simplify=aggressive enable-patterns=none'],
        """\
module {
  func.func @prune(%arg0: i1, %arg1: i32, %arg2: i32) {
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    "foo.use2"(%0, %0) : (i32, i32) -> ()
    return
  }
  func.func @args_and_ops(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: f32, %arg4: f32) {
    cf.cond_br %arg0, ^bb1(%arg1, %arg3, %arg1 : i32, f32, i32), ^bb1(%arg2, %arg4, %arg2 : i32, f32, i32)
  ^bb1(%0: i32, %1: f32, %2: i32):  // 2 preds: ^bb0, ^bb0
    "foo.use"(%0, %1, %2) : (i32, f32, i32) -> ()
    return
  }
}

""",
    ),
    (
        "nested-aggressive",
        "nested",
        ['--allow-unregistered-dialect', '--canonicalize=region-simplify=aggressive'],
        """\
module {
  func.func @nested_two(%arg0: i1, %arg1: i32, %arg2: i32) {
    "foo.two"() ({
      %0 = arith.select %arg0, %arg1, %arg2 : i32
      "foo.use"(%0) : (i32) -> ()
      "foo.yield"() : () -> ()
    }, {
      %0 = arith.select %arg0, %arg1, %arg2 : i32
      "foo.use"(%0, %arg1) : (i32, i32) -> ()
      "foo.yield"() : () -> ()
    }) : () -> ()
    return
  }
}

""",
    ),
    (
        "nested-merge_only",
        "nested",
        ['--allow-unregistered-dialect', '--canonicalize=region-simplify=aggressive enable-patterns=none'],
        """\
module {
  func.func @nested_two(%arg0: i1, %arg1: i32, %arg2: i32) {
    "foo.two"() ({
      cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
    ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
      "foo.use"(%0) : (i32) -> ()
      "foo.yield"() : () -> ()
    }, {
      cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
    ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
      "foo.use"(%0, %arg1) : (i32, i32) -> ()
      "foo.yield"() : () -> ()
    }) : () -> ()
    return
  }
}

""",
    ),
    (
        "clusters-aggressive",
        "clusters",
        ['--allow-unregistered-dialect', '--canonicalize=region-simplify=aggressive'],
        """\
module {
  func.func @two_clusters(%arg0: i32, %arg1: i32, %arg2: i32) {
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg1 : i32),
      0: ^bb2(%arg1 : i32),
      1: ^bb1(%arg2 : i32),
      2: ^bb2(%arg2 : i32)
    ]
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    "foo.x"(%0) : (i32) -> ()
    return
  ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb0
    "foo.y"(%1) : (i32) -> ()
    return
  }
  func.func @stale_operand_index(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) {
    cf.switch %arg1 : i32, [
      default: ^bb1(%arg2 : i32),
      0: ^bb2,
      1: ^bb1(%arg3 : i32),
      2: ^bb2
    ]
  ^bb1(%0: i32):  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb2
    "foo.a"(%0) : (i32) -> ()
    cf.cond_br %arg0, ^bb1(%arg2 : i32), ^bb3
  ^bb2:  // 2 preds: ^bb0, ^bb0
    "foo.b"() : () -> ()
    cf.cond_br %arg0, ^bb1(%arg2 : i32), ^bb3
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "foo.use"(%arg4) : (i32) -> ()
    return
  }
  func.func @loop(%arg0: i1, %arg1: i32, %arg2: i32) {
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
  ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb1
    %1 = "foo.cond"(%0) : (i32) -> i1
    cf.cond_br %1, ^bb1(%0 : i32), ^bb2
  ^bb2:  // pred: ^bb1
    return
  }
}

""",
    ),
    (
        "clusters-merge_only",
        "clusters",
        ['--allow-unregistered-dialect', '--canonicalize=region-simplify=aggressive enable-patterns=none'],
        """\
module {
  func.func @two_clusters(%arg0: i32, %arg1: i32, %arg2: i32) {
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg1 : i32),
      0: ^bb2(%arg1 : i32),
      1: ^bb1(%arg2 : i32),
      2: ^bb2(%arg2 : i32)
    ]
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    "foo.x"(%0) : (i32) -> ()
    return
  ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb0
    "foo.y"(%1) : (i32) -> ()
    return
  }
  func.func @stale_operand_index(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) {
    cf.switch %arg1 : i32, [
      default: ^bb1(%arg2 : i32),
      0: ^bb2,
      1: ^bb1(%arg3 : i32),
      2: ^bb2
    ]
  ^bb1(%0: i32):  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb2
    "foo.a"(%0) : (i32) -> ()
    cf.cond_br %arg0, ^bb1(%arg2 : i32), ^bb3
  ^bb2:  // 2 preds: ^bb0, ^bb0
    "foo.b"() : () -> ()
    cf.cond_br %arg0, ^bb1(%arg2 : i32), ^bb3
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "foo.use"(%arg4) : (i32) -> ()
    return
  }
  func.func @loop(%arg0: i1, %arg1: i32, %arg2: i32) {
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
  ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb1
    %1 = "foo.cond"(%0) : (i32) -> i1
    cf.cond_br %1, ^bb1(%0 : i32), ^bb2
  ^bb2:  // pred: ^bb1
    return
  }
}

""",
    ),
    (
        "clusters-normal",
        "clusters",
        ['--allow-unregistered-dialect', '--canonicalize=region-simplify=normal'],
        """\
module {
  func.func @two_clusters(%arg0: i32, %arg1: i32, %arg2: i32) {
    cf.switch %arg0 : i32, [
      default: ^bb1,
      0: ^bb2,
      1: ^bb3,
      2: ^bb4
    ]
  ^bb1:  // pred: ^bb0
    "foo.x"(%arg1) : (i32) -> ()
    return
  ^bb2:  // pred: ^bb0
    "foo.y"(%arg1) : (i32) -> ()
    return
  ^bb3:  // pred: ^bb0
    "foo.x"(%arg2) : (i32) -> ()
    return
  ^bb4:  // pred: ^bb0
    "foo.y"(%arg2) : (i32) -> ()
    return
  }
  func.func @stale_operand_index(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) {
    cf.switch %arg1 : i32, [
      default: ^bb1,
      0: ^bb2,
      1: ^bb3,
      2: ^bb4
    ]
  ^bb1:  // 5 preds: ^bb0, ^bb1, ^bb2, ^bb3, ^bb4
    "foo.a"(%arg2) : (i32) -> ()
    cf.cond_br %arg0, ^bb1, ^bb5(%arg4 : i32)
  ^bb2:  // pred: ^bb0
    "foo.b"() : () -> ()
    cf.cond_br %arg0, ^bb1, ^bb5(%arg4 : i32)
  ^bb3:  // pred: ^bb0
    "foo.a"(%arg3) : (i32) -> ()
    cf.cond_br %arg0, ^bb1, ^bb5(%arg4 : i32)
  ^bb4:  // pred: ^bb0
    "foo.b"() : () -> ()
    cf.cond_br %arg0, ^bb1, ^bb5(%arg5 : i32)
  ^bb5(%0: i32):  // 4 preds: ^bb1, ^bb2, ^bb3, ^bb4
    "foo.use"(%0) : (i32) -> ()
    return
  }
  func.func @loop(%arg0: i1, %arg1: i32, %arg2: i32) {
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
  ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb1, ^bb2
    %1 = "foo.cond"(%0) : (i32) -> i1
    cf.cond_br %1, ^bb1(%0 : i32), ^bb3
  ^bb2(%2: i32):  // pred: ^bb0
    %3 = "foo.cond"(%2) : (i32) -> i1
    cf.cond_br %3, ^bb1(%2 : i32), ^bb3
  ^bb3:  // 2 preds: ^bb1, ^bb2
    return
  }
}

""",
    ),
    (
        "no_merge-aggressive",
        "no_merge",
        ['--allow-unregistered-dialect', '--canonicalize=region-simplify=aggressive'],
        """\
module {
  func.func @internal_order(%arg0: i1) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %0 = "foo.def"() : () -> i32
    %1 = "foo.def"() : () -> i32
    "foo.use"(%0, %1) : (i32, i32) -> ()
    return
  ^bb2:  // pred: ^bb0
    %2 = "foo.def"() : () -> i32
    %3 = "foo.def"() : () -> i32
    "foo.use"(%3, %2) : (i32, i32) -> ()
    return
  }
  func.func @attributes_differ(%arg0: i1, %arg1: i32) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    "foo.x"(%arg1) {v = 1 : i64} : (i32) -> ()
    return
  ^bb2:  // pred: ^bb0
    "foo.x"(%arg1) {v = 2 : i64} : (i32) -> ()
    return
  }
  func.func @unknown_predecessor(%arg0: i32, %arg1: i32) {
    "foo.br"()[^bb1, ^bb2] : () -> ()
  ^bb1:  // pred: ^bb0
    "foo.use"(%arg0) : (i32) -> ()
    return
  ^bb2:  // pred: ^bb0
    "foo.use"(%arg1) : (i32) -> ()
    return
  }
  func.func @result_used_outside(%arg0: i32, %arg1: i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.cmpi slt, %arg1, %arg0 : i32
    cf.cond_br %0, ^bb1, ^bb4
  ^bb1:  // pred: ^bb0
    %1 = arith.addi %arg1, %c1_i32 : i32
    cf.br ^bb3(%1 : i32)
  ^bb2:  // pred: ^bb3
    %2 = arith.addi %3, %c1_i32 : i32
    cf.br ^bb3(%2 : i32)
  ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
    %4 = arith.cmpi slt, %3, %arg0 : i32
    "foo.print"(%3, %1) : (i32, i32) -> ()
    cf.cond_br %4, ^bb2, ^bb4
  ^bb4:  // 2 preds: ^bb0, ^bb3
    return
  }
}

""",
    ),
    (
        "unknown_terminator-normal",
        "unknown_terminator",
        ['--allow-unregistered-dialect', '--canonicalize=region-simplify=normal'],
        """\
module {
  func.func @unknown_terminator(%arg0: i32, %arg1: i32) {
    "foo.br"(%arg0, %arg1)[^bb1, ^bb2] : (i32, i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "foo.use"(%0) : (i32) -> ()
    return
  ^bb2:  // pred: ^bb0
    return
  }
}

""",
    ),
    (
        "clusters-merge_only-generic",
        "clusters",
        ['--allow-unregistered-dialect', '--canonicalize=region-simplify=aggressive enable-patterns=none', '--mlir-print-op-generic'],
        """\
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32) -> (), sym_name = "two_clusters"}> ({
  ^bb0(%arg9: i32, %arg10: i32, %arg11: i32):
    "cf.switch"(%arg9, %arg10, %arg10, %arg11, %arg11)[^bb1, ^bb2, ^bb1, ^bb2] <{case_operand_segments = array<i32: 1, 1, 1>, case_values = dense<[0, 1, 2]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, i32, i32, i32, i32) -> ()
  ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb0
    "foo.x"(%3) : (i32) -> ()
    "func.return"() : () -> ()
  ^bb2(%4: i32):  // 2 preds: ^bb0, ^bb0
    "foo.y"(%4) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32, i32, i32, i32) -> (), sym_name = "stale_operand_index"}> ({
  ^bb0(%arg3: i1, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32):
    "cf.switch"(%arg4, %arg5, %arg6)[^bb1, ^bb2, ^bb1, ^bb2] <{case_operand_segments = array<i32: 0, 1, 0>, case_values = dense<[0, 1, 2]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
  ^bb1(%2: i32):  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb2
    "foo.a"(%2) : (i32) -> ()
    "cf.cond_br"(%arg3, %arg5)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb0
    "foo.b"() : () -> ()
    "cf.cond_br"(%arg3, %arg5)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "foo.use"(%arg7) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32) -> (), sym_name = "loop"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "cf.cond_br"(%arg0, %arg1, %arg2)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb1
    %1 = "foo.cond"(%0) : (i32) -> i1
    "cf.cond_br"(%1, %0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb2:  // pred: ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

""",
    ),
]


@pytest.mark.parametrize("name, flags, expected", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_matches_mlir_opt(name: str, flags: list[str], expected: str) -> None:
    out, err, status = run_file(flags, INPUTS[name].encode())
    assert status == 0, err.decode()
    assert out.decode() == expected
