"""Record what mlir-opt prints for the `odsgen opt` command-line cases.

Writes tests/data/opt_oracle.json, which tests/test_opt_cli.py reads (the tests never run
mlir-opt).

    .venv/bin/python tests/tools/record_opt_oracle.py [--mlir-opt PATH]

Each case is an input file `input.mlir` (or standard input) and mlir-opt flags; mlir-opt
runs in a temporary directory holding only that file, and its standard output, standard
error and exit status are recorded. Inputs and outputs that are not valid UTF-8 are
stored hex-encoded (`input_hex`, `stdout_hex`, `stderr_hex`). Groups:

* `basic`   - reading a file or standard input, empty and comment-only files, modules.
* `error`   - parse and verifier errors: the diagnostic, source line and caret.
* `flags`   - three inputs of builtin and unregistered operations under each printing flag.
* `split`   - --split-input-file: joined output, per-chunk errors, near misses.
* `verify`  - --verify-diagnostics: matched, unexpected and missing diagnostics.
* `file`    - input and output files that cannot be opened.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
OUTPUT = ROOT / "tests" / "data" / "opt_oracle.json"

U = "--allow-unregistered-dialect"
SPLIT = "--split-input-file"
VERIFY = "--verify-diagnostics"

NESTED = """\
#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)>
!pair = tuple<i32, f32>
"u.func"() ({
^bb0(%arg: i32, %p: !pair):
  %0:2 = "u.op"(%arg) {map = #map, s = "a\\"b\\n", d = dense<[1, 2]> : tensor<2xi64>} : (i32) -> (i32, index)
  "u.br"(%0#0)[^bb1, ^bb2] : (i32) -> ()
^bb1:
  "u.region"() ({
    %1 = "u.inner"(%arg, %0#1) : (i32, index) -> !pair
    "u.yield"(%1) : (!pair) -> ()
  }, {
  }) {unit, f = 1.5 : f32, arr = [1, "x", @sym, #map]} : () -> ()
  "u.return"() : () -> ()
^bb2:
  "u.return"(%p) : (!pair) -> ()
}) {sym_name = "f"} : () -> ()
"""

LOCATIONS = """\
#loc_a = loc("alias.mlir":7:8)
"u.a"() : () -> () loc("file.mlir":1:2)
"u.b"() : () -> () loc(fused["x.mlir":1:1, "y"])
"u.c"() : () -> () loc(callsite("callee.mlir":2:3 at "caller.mlir":4:5))
"u.d"() : () -> () loc("named"("inner.mlir":3:3))
"u.e"() : () -> () loc(unknown)
"u.f"() ({
^bb0(%x: i32 loc("arg.mlir":9:9), %y: i32):
  "u.g"(%x, %y) : (i32, i32) -> () loc(#loc_a)
}) : () -> () loc(fused<"meta">["r.mlir":1:1 to 2:2])
"u.h"() : () -> () loc("range.mlir":1:2 to :9)
"""

RESOURCES = """\
module attributes {u.attr = dense_resource<blob1> : tensor<2xi32>} {
  "u.a"() {ok = true, big = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>} : () -> ()
  %0 = "u.b"() : () -> (memref<4x?xf32, strided<[?, 1], offset: ?>>)
  "u.c"(%0) : (memref<4x?xf32, strided<[?, 1], offset: ?>>) -> ()
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
"""

# Locations held by attributes: printed (pretty or not) whether or not trailing
# locations are.
LOCATION_ATTRS = """\
#loc = loc("a")
"u.a"() {x = #loc} : () -> ()
"u.b"() {y = [loc("b":1:2), loc(fused["c", unknown])]} : () -> () loc("d":3:4)
"""

FLAG_SETS = {
    "default": [],
    "generic": ["--mlir-print-op-generic"],
    "debuginfo": ["--mlir-print-debuginfo"],
    "pretty_only": ["--mlir-pretty-debuginfo"],
    "pretty": ["--mlir-print-debuginfo", "--mlir-pretty-debuginfo"],
    "local_scope": ["--mlir-print-local-scope"],
    "all": [
        "--mlir-print-op-generic",
        "--mlir-print-debuginfo",
        "--mlir-pretty-debuginfo",
        "--mlir-print-local-scope",
    ],
    "generic_debuginfo": ["--mlir-print-op-generic", "--mlir-print-debuginfo"],
}

# (id, flags, input, read from standard input: True, else from input.mlir; None: see below)
CASES: list[tuple[str, list[str], str | bytes, bool | None]] = [
    ("basic_file", [U], NESTED, False),
    ("basic_stdin_dash", [U, "--mlir-print-debuginfo", "-"], NESTED, True),
    ("basic_stdin_default", [U], NESTED, True),
    ("basic_empty", [], "", False),
    ("basic_comments", [], "// nothing here\n\n   // at all\n", False),
    (
        "basic_module_named",
        [U],
        'module @m attributes {u.x = 1 : i64} {\n  "u.a"() : () -> ()\n}\n',
        False,
    ),
    ("basic_two_modules", [], "module {\n}\nmodule @b {\n}\n", False),
    ("basic_builtin_no_flag", [], "module {\n  module @inner {\n  }\n}\n", False),
    ("basic_no_trailing_newline", [U], '"u.a"() : () -> ()', False),
    # Errors.
    ("error_unregistered", [], '"u.a"() : () -> ()\n', False),
    ("error_unregistered_spaced", [], '  %0 = "u.a"  () : () -> (i32)\n', False),
    ("error_unregistered_stdin", [], '"u.a"() : () -> ()\n', True),
    ("error_custom_op", [U], "foo\n", False),
    ("error_eof", [U], '"u.a"(', False),
    ("error_eof_blank_lines", [U], '"u.a"(\n\n\n', False),
    ("error_tab", [U], '\t"u.a"() {a = [1\t2]} : () -> ()\n', False),
    ("error_non_ascii_line", [U], '"u.a"() {s = "\u00e9", a = [1 2]} : () -> ()\n', False),
    ("error_crlf", [U], '"u.a"() : () -> ()\r\n"u.b"() {a = [1 2]} : () -> ()\r\n', False),
    ("error_cr", [U], '"u.a"() : () -> ()\r"u.b"() {a = [1 2]} : () -> ()\r', False),
    # A note at the error's own place: its source line is not shown again.
    ("error_note_same_place", [U], '"u.a"() {a = dense<[1]> : tensor<1xf32>} : () -> ()\n', False),
    ("error_redefinition", [U], '%0 = "u.a"() : () -> i32\n%0 = "u.b"() : () -> i32\n', False),
    (
        "error_undefined_values",
        [U],
        '"u.a"(%x, %y) : (i32, i32) -> ()\n"u.b"(%z) : (i32) -> ()\n',
        False,
    ),
    (
        "error_undefined_block",
        [U],
        '"u.a"() ({\n  "u.b"()[^bb9] : () -> ()\n}) : () -> ()\n',
        False,
    ),
    ("error_undefined_alias", [U], '"u.a"() {a = #undefined} : () -> ()\n', False),
    ("error_type", [U], '%0 = "u.a"() : () -> (tensor<2x>)\n', False),
    ("error_unclosed_module", [], "module {\n", False),
    ("error_unclosed_region", [U], '"u.a"() ({\n', False),
    ("error_unclosed_block", [U], '"u.a"() ({\n^bb0:\n  "u.b"() : () -> ()\n', False),
    ("error_unclosed_second_block", [U], '"u.a"() ({\n  "u.b"() : () -> ()\n^bb1:\n', False),
    ("error_result_count_zero", [U], '%0:0 = "u.a"() : () -> (i32, i32)\n', False),
    ("error_result_count_huge", [U], "%0:" + "9" * 40 + ' = "u.a"() : () -> (i32, i32)\n', False),
    ("error_result_count_octal_like", [U], '%0:010 = "u.a"() : () -> (i32, i32)\n', False),
    ("error_bind_count", [U], '%0:3 = "u.a"() : () -> (i32, i32)\n', False),
    (
        "error_module_blocks",
        [U],
        'module {\n^bb0:\n  "u.a"() : () -> ()\n^bb1:\n  "u.b"() : () -> ()\n}\n',
        False,
    ),
    (
        "error_module_arguments",
        [U],
        '"u.a"() ({\n  "builtin.module"() ({\n  ^bb0(%a: i32):\n  }) : () -> ()\n}) : () -> ()\n',
        False,
    ),
    ("error_unknown_builtin_op", [U], '"u.a"() : () -> ()\n"builtin.foo"() : () -> ()\n', False),
    (
        "error_module_location_elsewhere",
        [U],
        'module {\n^bb0:\n^bb1:\n} loc("other.mlir":3:4)\n',
        False,
    ),
    ("error_module_location_unknown", [U], '"builtin.foo"() : () -> () loc(unknown)\n', False),
    (
        "error_module_location_named",
        [U],
        '"builtin.foo"() : () -> () loc("name"("input.mlir":1:3))\n',
        False,
    ),
    (
        "error_module_location_callsite",
        [U],
        '"builtin.foo"() : () -> () loc(callsite("input.mlir":1:2 at "x.mlir":1:1))\n',
        False,
    ),
    ("error_bom", [U], '\ufeff"u.a"() : () -> ()\n', False),
    (
        "error_invalid_utf8",
        [U],
        b'"u.a"() {a = "\xff"} : () -> ()\n"u.b"() {a = \xfe} : () -> ()\n',
        False,
    ),
    ("ok_invalid_utf8_in_string", [U], b'"u.a"() {a = "\xff\xc3\xa9"} : () -> () // \xfe\n', False),
]

# Where a verifier error is shown for each kind of location of the failing operation.
ERROR_LOCATIONS = [
    'loc("name")',
    'loc("range.mlir":1:2 to :9)',
    'loc("input.mlir":1:3 to :9)',
    'loc("input.mlir":1)',
    'loc("input.mlir":1:0)',
    'loc("input.mlir":0:5)',
    'loc("input.mlir":1:200)',
    'loc("input.mlir":5:1)',
    'loc("input.mlir":2:1)',
    'loc(fused["a":1:1, "input.mlir":1:2])',
    'loc(fused[unknown, "n"])',
    'loc(callsite("n" at callsite("input.mlir":1:4 at "c.mlir":2:2)))',
    'loc(callsite(callsite("input.mlir":1:4 at "c.mlir":2:2) at "d.mlir":3:3))',
    'loc(fused<"meta">["input.mlir":1:5])',
    'loc("n"(callsite("input.mlir":1:6 at "input.mlir":1:1)))',
]
# builtin.module: inherent attributes, properties, its verifier, and the order in which
# mlir-opt's verifier visits operations (isolated ones once their parent's regions are done).
MODULE_CASES = [
    "module attributes {x = 1} {\n}\n",
    'module attributes {sym_name = "x"} {\n}\n',
    "module   attributes   {sym_name = 1} {\n}\n",
    'module @a attributes {sym_name = "b"} {\n}\n',
    'module attributes {sym_visibility = "private", t.z = 1} {\n}\n',
    "module @a attributes {sym_visibility = 2} {\n}\n",
    "module @a attributes {t.x = 1} {\n}\n",
    '"builtin.module"() ({\n  "u.a"() : () -> ()\n}) {sym_name = "y"} : () -> ()\n',
    '"builtin.module"() ({\n  "u.a"() : () -> ()\n}) {sym_name = 1} : () -> ()\n',
    '"builtin.module"() <{foo = "x"}> ({\n  "u.a"() : () -> ()\n}) : () -> ()\n',
    '"builtin.module"() <{sym_name = "x"}> ({\n  "u.a"() : () -> ()\n}) {sym_name = "y"} : () -> ()\n',
    '"builtin.module"() <{sym_name = "x", sym_visibility = "nested"}> ({\n  "u.a"() : () -> ()\n}) : () -> ()\n',
    '"builtin.module"() <{sym_name = 1}> ({\n  "u.a"() : () -> ()\n}) : () -> ()\n',
    '"builtin.module"() <1> ({\n  "u.a"() : () -> ()\n}) : () -> ()\n',
    '"builtin.module"() ({}) : () -> ()\n',
    '"builtin.module"() ({}) : () -> ()\n"builtin.module"() ({}) : () -> ()\n',
    '"builtin.module"() ({}) : () -> ()\n"builtin.module"() : () -> ()\n',
    '"builtin.module"() ({\n}, {\n}) : () -> ()\n',
    '%0 = "builtin.module"() ({\n  "u.a"() : () -> ()\n}) : () -> i32\n',
    '"u.a"() ({\n^bb0(%x: i32):\n  "builtin.module"(%x) ({\n    "u.a"() : () -> ()\n  }) : (i32) -> ()\n}) : () -> ()\n',
    '"builtin.module"() ({\n^bb0(%a: i32):\n^bb1:\n}) : () -> ()\n',
    "module attributes {x = 1} {\n^bb0:\n^bb1:\n}\n",
    "module {\n  module @a {\n  }\n  module @a {\n  }\n}\n",
    "module @a {\n}\nmodule @a {\n}\n",
    'module @a {\n  "u.a"() {sym_name = "a"} : () -> ()\n  "u.b"() {sym_name = 1} : () -> ()\n  "u.c"() {sym_name = "a"} : () -> ()\n}\n',
    'module attributes {x = 1} {\n  "u.a"() {sym_name = "a"} : () -> ()\n  "u.c"() {sym_name = "a"} : () -> ()\n}\n',
    '"builtin.module"() ({\n^bb0:\n  "u.a"()[^bb0] : () -> ()\n}) : () -> ()\n',
    '"u.x"() ({\n^bb0:\n  "u.a"()[^bb0] : () -> ()\n}) : () -> ()\n',
    '"u.a"() ({\n  "u.b"()[^bb1] : () -> ()\n  "u.c"() : () -> ()\n^bb1:\n  "u.d"() : () -> ()\n}) : () -> ()\n',
    '"u.a"() ({\n  "builtin.module"() ({}) : () -> ()\n  "u.b"()[^bb1] : () -> ()\n^bb1:\n  "builtin.foo"() : () -> ()\n}) : () -> ()\n',
    '"u.a"() ({\n  "builtin.module"() ({}) : () -> ()\n}, {\n  "builtin.foo"() : () -> ()\n}) : () -> ()\n',
    '"u.a"() ({\n  "builtin.foo"() : () -> ()\n  "builtin.module"() ({}) : () -> ()\n}) : () -> ()\n',
    '"builtin.bar"() ({\n  "builtin.module"() ({}) : () -> ()\n}) : () -> ()\n',
    '"builtin.bar"() ({\n  "builtin.module"() ({}) : () -> ()\n}) : () -> ()\n"builtin.module"() ({}) : () -> ()\n',
    '"u.a"() ({\n  "builtin.foo"() ({\n    module attributes {x = 1} {\n    }\n  }) : () -> ()\n}) : () -> ()\n',
    'module {\n  module attributes {x = 1} {\n  }\n  "builtin.foo"() : () -> ()\n}\n',
]
for index, text in enumerate(MODULE_CASES):
    CASES.append((f"error_module_{index:02d}", [U], text, False))
    CASES.append((f"flags_module_{index:02d}_generic", [U, "--mlir-print-op-generic"], text, False))
CASES += [
    (
        "verify_module_errors",
        [U, VERIFY],
        '// expected-error@+1 {{region with 1 blocks}}\n"builtin.module"() ({}) : () -> ()\n// expected-error@+1 {{region with 1 blocks}}\n"builtin.module"() ({}) : () -> ()\n',
        False,
    ),
    (
        "verify_symbol_redefinition",
        [U, VERIFY],
        "module {\n  // expected-note@+1 {{see existing symbol definition here}}\n  module @a {\n  }\n  // expected-error@+1 {{redefinition of symbol named}}\n  module @a {\n  }\n}\n",
        False,
    ),
]

for index, location in enumerate(ERROR_LOCATIONS):
    CASES.append(
        (f"error_location_{index:02d}", [], f'"builtin.foo"() : () -> () {location}\n', False)
    )
CASES += [
    (
        "error_location_carriage_return",
        [],
        '"u.a"() : () -> ()\r"builtin.foo"() : () -> () loc("input.mlir":1:20)\n',
        False,
    ),
    (
        "verify_named_location",
        [U, VERIFY],
        '// expected-error@unknown {{does not allow}}\n"builtin.foo"() : () -> () loc("n")\n',
        False,
    ),
    (
        "verify_named_location_unexpected",
        [U, VERIFY],
        '"builtin.foo"() : () -> () loc("n")\n',
        False,
    ),
    (
        "verify_callsite_location",
        [U, VERIFY],
        '// expected-error@+1 {{does not allow}}\n"builtin.foo"() : () -> () loc(callsite("input.mlir":2:1 at "x.mlir":1:1))\n',
        False,
    ),
    (
        "verify_location_past_end",
        [U, VERIFY],
        '// expected-error@+3 {{does not allow}}\n"builtin.foo"() : () -> () loc("input.mlir":4:1)\n',
        False,
    ),
]

for name, flags in FLAG_SETS.items():
    for label, text in (
        ("nested", NESTED),
        ("locations", LOCATIONS),
        ("resources", RESOURCES),
        ("location_attrs", LOCATION_ATTRS),
    ):
        CASES.append((f"flags_{label}_{name}", [U, *flags], text, False))

SPLIT_FILE = """\
"u.a"() : () -> ()
// -----
"u.b"() {x = #bad} : () -> ()

// -----

"u.c"() {y = affine_map<(d0) -> (d0)>} : () -> ()
// -----
%0 = "u.d"() : () -> (i32
// -----   trailing text
"u.e"() : () -> ()
"""

NEAR_MISSES = """\
"u.a"() : () -> ()
// -----  "u.x"() : () -> ()
"u.b"() : () -> ()
// ---
"u.c"() : () -> ()
// ------
"u.d"() : () -> ()
//-----
"u.e"() : () -> ()
// -----// -----
"u.f"() : () -> ()
"""

CASES += [
    ("split_errors", [U, SPLIT], SPLIT_FILE, False),
    (
        "split_errors_debuginfo",
        [U, SPLIT, "--mlir-print-debuginfo"],
        SPLIT_FILE.replace("#bad", "1"),
        False,
    ),
    ("split_near_misses", [U, SPLIT, "--mlir-print-debuginfo"], NEAR_MISSES, False),
    (
        "split_generic",
        [U, SPLIT, "--mlir-print-op-generic"],
        'module {\n}\n// -----\n"u.a"() : () -> ()\n// -----\n',
        False,
    ),
    (
        "split_trailing_marker",
        [U, SPLIT, "--mlir-print-debuginfo"],
        '"u.a"() : () -> ()\n// -----\n',
        False,
    ),
    ("split_leading_marker", [U, SPLIT], '// -----\n"u.a"() : () -> ()\n', False),
    (
        "split_zero_after_marker",
        [U, SPLIT, "--mlir-print-debuginfo"],
        '"u.z"() : () -> ()\n// -----0\n"u.a"() : () -> ()\n// -----\n\n\n  "u.b"() : () -> ()',
        False,
    ),
    (
        "split_blank_chunks",
        [U, SPLIT, "--mlir-print-debuginfo"],
        "\n\n// -----\nmodule {\n}\n// -----\n   \n",
        False,
    ),
    ("split_empty_file", [U, SPLIT], "", False),
    ("split_no_marker", [U, SPLIT, "--mlir-print-debuginfo"], '"u.a"() : () -> ()\n', False),
    (
        "split_all_fail",
        [U, SPLIT],
        '"u.a"(\n// -----\n"u.b"() : () -> i32 {\n// -----\nfoo\n',
        False,
    ),
    (
        "split_eof_in_chunk",
        [U, SPLIT],
        '"u.a"() : () -> ()\n// -----\n"u.b"() {a = [1,\n// -----\n"u.c"() : () -> ()\n',
        False,
    ),
    (
        "split_wrong_token_at_chunk_start",
        [U, SPLIT],
        '"u.a"() : () -> () // c\n// -----\n\n  ]\n',
        False,
    ),
    (
        "split_error_before_marker_on_line",
        [U, SPLIT],
        '"u.a"() {a = [1 2]} // -----\n"u.b"() : () -> ()\n',
        False,
    ),
    (
        "split_unregistered",
        [SPLIT],
        'module {\n}\n// -----\n"u.a"() : () -> ()\n// -----\nmodule {\n}\n',
        False,
    ),
    (
        "split_redefinition_across_chunks",
        [U, SPLIT],
        '%0 = "u.a"() : () -> i32\n// -----\n%0 = "u.a"() : () -> i32\n"u.b"(%0) : (i32) -> ()\n',
        False,
    ),
    (
        "split_stdin",
        [U, SPLIT, "--mlir-print-debuginfo"],
        '"u.a"() : () -> ()\n// -----\n"u.b"() {x = [1 2]} : () -> ()\n// -----\n"u.c"() : () -> ()\n',
        True,
    ),
]

VERIFY_FILE = """\
// expected-error@+1 {{custom op 'foo' is unknown}}
foo
// -----
"u.a"() {a = #x} : () -> ()
// -----
  // expected-error   @below {{expected ':'}}
"u.a"()
// -----
"u.a"() : () -> ()
// expected-error@-1 {{nothing}}
// -----
// expected-note {{nothing}}
"u.a"() : () -> ()
// -----
"u.a"() {x = [1, 2} : () -> () // expected-error {{expected ']'}}
// -----
"u.a"() {x = [1, 2} : () -> () // expected-error {{expected ','}}
// -----
// expected-warning@+2 {{w}}
// expected-remark@+1 {{r}}
"u.a"() : () -> ()
"""

CASES += [
    ("verify_mixed", [U, SPLIT, VERIFY], VERIFY_FILE, False),
    (
        "verify_ok",
        [U, VERIFY],
        '"u.a"() : () -> ()\n// expected-error@+1 {{expected attribute value}}\n"u.b"() {a = } : () -> ()\n',
        False,
    ),
    (
        "verify_ok_split",
        [U, SPLIT, VERIFY],
        '"u.a"() : () -> ()\n// -----\n// expected-error@+1 {{undefined symbol alias id}}\n"u.b"() {a = #q} : () -> ()\n// -----\n"u.c"() : () -> ()\n',
        False,
    ),
    (
        "verify_order",
        [U, SPLIT, VERIFY],
        '// expected-error {{aaa}}\n"u.a"() : () -> ()\n// -----\n"u.a"() {a = #x} : () -> ()\n',
        False,
    ),
    (
        "verify_absolute_line_ignored",
        [U, VERIFY],
        '// expected-error@3 {{aaa}}\n"u.a"() : () -> ()\n',
        False,
    ),
    (
        "verify_spaced_at_ignored",
        [U, VERIFY],
        '// expected-error @ +1 {{a}}\n"u.a"() : () -> ()\n',
        False,
    ),
    (
        "verify_trailing_text_ignored",
        [U, VERIFY],
        '// expected-error@+1 {{a}} trailing\n"u.a"() : () -> ()\n',
        False,
    ),
    (
        "verify_greedy_message",
        [U, VERIFY],
        '// expected-error@+1 {{a}} {{b}}\n"u.a"() : () -> ()\n',
        False,
    ),
    ("verify_no_space", [U, VERIFY], '// expected-error@+1{{a}}\n"u.a"() : () -> ()\n', False),
    ("verify_past_end", [U, VERIFY], '// expected-error@+5 {{a}}\n"u.a"() : () -> ()\n', False),
    ("verify_before_start", [U, VERIFY], '// expected-error@-1 {{a}}\n"u.a"() : () -> ()\n', False),
    (
        "verify_regex",
        [U, VERIFY],
        "// expected-error-re@+1 {{custom op {{.*}} is unknown}}\nfoo\n",
        False,
    ),
    (
        "verify_regex_missing",
        [U, VERIFY],
        '// expected-error-re {{a{{.*}}}}\n"u.a"() : () -> ()\n',
        False,
    ),
    ("verify_regex_unterminated", [U, VERIFY], "// expected-error-re@+1 {{a{{b}}\nfoo\n", False),
    (
        "verify_unknown_twice",
        [U, SPLIT, VERIFY],
        '// expected-error@unknown {{a}}\n"u.a"() : () -> ()\n// -----\n// expected-error@unknown {{b}}\n',
        False,
    ),
    (
        "verify_unknown_matched",
        [U, VERIFY],
        '// expected-error@unknown {{does not allow unknown operations}}\n"builtin.foo"() : () -> () loc(unknown)\n',
        False,
    ),
    (
        "verify_note_unexpected",
        [U, VERIFY],
        '%0 = "u.a"() : () -> i32\n// expected-error@+1 {{redefinition}}\n%0 = "u.a"() : () -> i32\n',
        False,
    ),
    (
        "verify_note_expected",
        [U, VERIFY],
        '// expected-note@+1 {{previously}}\n%0 = "u.a"() : () -> i32\n// expected-error@+1 {{redefinition}}\n%0 = "u.a"() : () -> i32\n',
        False,
    ),
    ("verify_near_miss", [U, VERIFY], "// expected-warning@+1 {{custom op}}\nfoo\n", False),
    ("verify_above", [U, VERIFY], "foo\n// expected-error@above {{custom op}}\n", False),
    (
        "verify_above_over_designators",
        [U, VERIFY],
        "foo\n// expected-note {{x}}\n// expected-error@above {{custom op}}\n",
        False,
    ),
    (
        "verify_below_over_designators",
        [U, VERIFY],
        "// expected-error@below {{custom op}}\n// expected-note {{x}}\nfoo\n",
        False,
    ),
    (
        "verify_below_dangling",
        [U, VERIFY],
        '"u.a"() : () -> ()\n// expected-error@below {{custom op}}\n',
        False,
    ),
    (
        "verify_same_line_twice",
        [U, VERIFY],
        '"u.a"(%x, %x) : (i32, i32) -> () // expected-error {{use of undeclared SSA value name}}\n',
        False,
    ),
    (
        "verify_verifier_error",
        [U, VERIFY],
        "// expected-error@+1 {{expects region #0 to have 0 or 1 blocks}}\nmodule {\n^bb0:\n^bb1:\n}\n",
        False,
    ),
    ("verify_verifier_unexpected", [U, VERIFY], "module {\n^bb0:\n^bb1:\n}\n", False),
    (
        "verify_other_file_location",
        [U, VERIFY],
        '"builtin.foo"() : () -> () loc("elsewhere.mlir":1:1)\n',
        False,
    ),
    (
        "verify_tab_range",
        [U, VERIFY],
        '"u.a"() : () -> ()\t// expected-error\t{{no such error}}\n',
        False,
    ),
    (
        "verify_non_ascii_range",
        [U, VERIFY],
        '"u.a"() {s = "\u00e9"} : () -> () // expected-error {{no such error}}\n',
        False,
    ),
    (
        "verify_long_range",
        [U, VERIFY],
        '"u.a"() : () -> () // expected-error {{a rather long expected message}}\n',
        False,
    ),
    ("verify_stdin", [U, VERIFY], '// expected-error@+1 {{nothing}}\n"u.a"() : () -> ()\n', True),
    (
        "verify_split_cross_chunk",
        [U, SPLIT, VERIFY],
        '// expected-error@+3 {{custom op}}\n"u.a"() : () -> ()\n// -----\nfoo\n',
        False,
    ),
]


# Files that cannot be opened: the whole command line is given (`stdin` None). The
# directory holds `input.mlir` (a valid module) and an empty directory `adir`.
CASES += [
    ("file_missing_input", ["missing.mlir"], '"u.a"() : () -> ()\n', None),
    ("file_directory_input", ["adir"], '"u.a"() : () -> ()\n', None),
    (
        "file_missing_output_directory",
        [U, "input.mlir", "-o", "nodir/out.mlir"],
        '"u.a"() : () -> ()\n',
        None,
    ),
    ("file_directory_output", [U, "input.mlir", "-o", "adir"], '"u.a"() : () -> ()\n', None),
]


def run(
    mlir_opt: str, flags: list[str], data: bytes, stdin: bool | None
) -> tuple[bytes, bytes, int]:
    with tempfile.TemporaryDirectory() as tmp:
        if stdin:
            proc = subprocess.run(
                [mlir_opt, *flags], cwd=tmp, input=data, capture_output=True, timeout=120
            )
        else:
            (Path(tmp) / "input.mlir").write_bytes(data)
            (Path(tmp) / "adir").mkdir()
            argv = [mlir_opt, *flags] + (["input.mlir"] if stdin is False else [])
            proc = subprocess.run(argv, cwd=tmp, capture_output=True, timeout=120)
    return proc.stdout, proc.stderr, proc.returncode


def store(case: dict, key: str, data: bytes) -> None:
    try:
        case[key] = data.decode("utf-8")
    except UnicodeDecodeError:
        case[key + "_hex"] = data.hex()


def record(mlir_opt: str) -> list[dict]:
    cases = []
    seen = set()
    for ident, flags, source, stdin in CASES:
        assert ident not in seen, ident
        seen.add(ident)
        data = source if isinstance(source, bytes) else source.encode("utf-8")
        stdout, stderr, status = run(mlir_opt, flags, data, stdin)
        if status not in (0, 1) or b"Stack dump" in stderr:
            raise SystemExit(f"{ident}: mlir-opt crashed (status {status})")
        case: dict = {"id": ident, "args": flags, "stdin": stdin}
        store(case, "input", data)
        store(case, "stdout", stdout)
        store(case, "stderr", stderr)
        case["status"] = status
        cases.append(case)
    return cases


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    args = parser.parse_args()
    version = subprocess.run([args.mlir_opt, "--version"], capture_output=True, text=True).stdout
    cases = record(args.mlir_opt)
    OUTPUT.write_text(
        json.dumps(
            {"mlir_opt_version": " ".join(version.split()), "cases": cases},
            indent=1,
            ensure_ascii=False,
        )
        + "\n"
    )
    print(f"wrote {len(cases)} cases to {OUTPUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
