"""Hostile inputs for `odsgen opt`, shared by tests/test_bad_input.py and the recorder of
mlir-opt's answers (tests/tools/record_bad_input_oracle.py).

`make(kind, n)` builds one input as bytes; the oracle stores each input's SHA-256, so a
generator changed here without re-recording is caught by the tests.
"""

from __future__ import annotations

import hashlib


def _op_attr(value: str) -> str:
    return '"u.a"() {a = ' + value + "} : () -> ()\n"


NESTING = {
    "array": lambda n: _op_attr("[" * n + "]" * n),
    "array_unclosed": lambda n: '"u.a"() {a = ' + "[" * n + "\n",
    "dictionary": lambda n: _op_attr("{a = " * n + "1" + "}" * n),
    "tuple_type": lambda n: '"u.a"() : () -> (' + "tuple<" * n + "i32" + ">" * n + ")\n",
    "function_type": lambda n: '"u.a"() : () -> (' + "() -> (" * n + "i32" + ")" * n + ")\n",
    "regions": lambda n: '"u.a"() ({\n' * n + "}) : () -> ()\n" * n,
    "regions_unclosed": lambda n: '"u.a"() ({\n' * n,
    "affine_parentheses": lambda n: _op_attr(
        "affine_map<(d0) -> (" + "(" * n + "d0" + ")" * n + ")>"
    ),
    "affine_negations": lambda n: _op_attr("affine_map<(d0) -> (" + "-" * n + "d0)>"),
    "integer_set_parentheses": lambda n: _op_attr(
        "affine_set<(d0) : (" + "(" * n + "d0" + ")" * n + " >= 0)>"
    ),
    "callsite_locations": lambda n: '"u.a"() : () -> () loc('
    + "callsite(" * n
    + '"a":1:1'
    + ' at "b":1:1)' * n
    + ")\n",
    "name_locations": lambda n: '"u.a"() : () -> () loc('
    + '"a"(' * n
    + '"b":1:1'
    + ")" * n
    + ")\n",
    "fused_locations": lambda n: '"u.a"() : () -> () loc('
    + "fused[" * n
    + "unknown"
    + "]" * n
    + ")\n",
    "dense_elements": lambda n: _op_attr(
        "dense<" + "[" * n + "1" + "]" * n + "> : tensor<" + "1x" * n + "i32>"
    ),
    "vector_of_vectors": lambda n: '"u.a"() : () -> (' + "vector<1x" * n + "i32" + ">" * n + ")\n",
    "complex_of_complex": lambda n: '"u.a"() : () -> (' + "complex<" * n + "f32" + ">" * n + ")\n",
    "type_attributes": lambda n: _op_attr("[" * n + "i32" + "]" * n),
    "properties": lambda n: '"u.a"() <{a = ' + "[" * n + "]" * n + "}> : () -> ()\n",
    "block_argument_type": lambda n: '"u.a"() ({\n^bb0(%a: '
    + "tuple<" * n
    + "i32"
    + ">" * n
    + "):\n}) : () -> ()\n",
    "parenthesized_type": lambda n: '"u.a"() : () -> ' + "(" * n + "i32" + ")" * n + "\n",
    "alias_chain": lambda n: "".join(
        f"#a{i} = [#a{i - 1}]\n" if i else "#a0 = [1]\n" for i in range(n)
    )
    + f'"u.a"() {{a = #a{n - 1}}} : () -> ()\n',
    # Nested in the body of an opaque dialect attribute/type: balanced brackets are only
    # counted there, so any depth is fine for both.
    "opaque_attribute": lambda n: _op_attr("#u<" + "<" * n + ">" * n + ">"),
    "opaque_type": lambda n: '"u.a"() : () -> !u<' + "[" * n + "]" * n + ">\n",
}

# How deep each kind is nested to go past mlir-opt's stack: 100000 levels, except for a
# chain of aliases, which costs more to build and overflows mlir-opt's stack earlier.
DEEP = {kind: 20000 if kind == "alias_chain" else 100000 for kind in NESTING}

LITERALS = {
    "decimal_attribute": lambda n: _op_attr("9" * n),
    "decimal_i32": lambda n: _op_attr("9" * n + " : i32"),
    "negative_i64": lambda n: _op_attr("-" + "9" * n + " : i64"),
    "hex_i64": lambda n: _op_attr("0x" + "f" * n + " : i64"),
    "integer_width": lambda n: '"u.a"() : () -> (i' + "9" * n + ")\n",
    "vector_dimension": lambda n: '"u.a"() : () -> (vector<' + "9" * n + "xi32>)\n",
    "dense_element": lambda n: _op_attr("dense<" + "9" * n + "> : tensor<i32>"),
    "array_i64": lambda n: _op_attr("array<i64: " + "9" * n + ">"),
    "affine_constant": lambda n: _op_attr("affine_map<(d0) -> (d0 + " + "9" * n + ")>"),
    "result_count": lambda n: "%0:" + "9" * n + ' = "u.a"() : () -> ()\n',
    "result_number": lambda n: '%0 = "u.a"() : () -> i32\n"u.b"(%0#'
    + "9" * n
    + ") : (i32) -> ()\n",
    "location_line": lambda n: '"u.a"() : () -> () loc("a":' + "9" * n + ":1)\n",
    "float_fraction": lambda n: _op_attr("1." + "5" * n),
    "float_exponent": lambda n: _op_attr("1.5e" + "9" * n + " : f32"),
    "float_negative_exponent": lambda n: _op_attr("1.5e-" + "9" * n + " : f64"),
    "float_integer_part": lambda n: _op_attr("9" * n + ".0 : f64"),
    "long_string": lambda n: _op_attr('"' + "x" * n + '"'),
    "long_identifier": lambda n: '"u.a"() {' + "a" * n + " = 1} : () -> ()\n",
}


def _big_module(n: int) -> str:
    lines = ['%v0 = "u.op"() : () -> i32']
    lines += [
        f'%v{i} = "u.op"(%v{i - 1}) {{a = {i} : i32, b = "s{i}"}} : (i32) -> i32'
        for i in range(1, n)
    ]
    return "\n".join(lines) + "\n"


HUGE_FILES = {
    # n operations in one chain of values (about 70 bytes each).
    "many_operations": _big_module,
    # n comment lines of 100 characters, then one operation with an n*100 character string.
    "comments_and_long_string": lambda n: ("// " + "x" * 97 + "\n") * n
    + _op_attr('"' + "y" * (100 * n) + '"'),
    # The same, ending in an error on its last line.
    "error_on_last_line": lambda n: ("// " + "x" * 97 + "\n") * n + _op_attr("[1 2]"),
}

SAMPLE_MODULE = """\
#map = affine_map<(d0)[s0] -> (d0 + s0)>
module @m attributes {u.flag} {
  %0 = "u.def"() {s = "a\\"b", m = #map} : () -> tensor<2x?xf32>
  "u.cfg"(%0) ({
  ^bb0(%a: i64 loc("x.mlir":1:2)):
    "u.br"(%a)[^bb1] : (i64) -> ()
  ^bb1:
    "u.ret"() : () -> ()
  }) : (tensor<2x?xf32>) -> () loc(fused["y.mlir":3:4, "n"])
}
{-# dialect_resources: {builtin: {r: "0x04000000"}} #-}
"""

ENCODINGS: dict[str, bytes] = {
    "invalid_utf8_in_string": b'"u.a"() {a = "\xff\xfe\xc3"} : () -> ()\n',
    "invalid_utf8_in_comment": b'"u.a"() : () -> () // \xff\xfe\n',
    "invalid_utf8_outside": b'"u.a"() {a = 1} : () -> () \xff\n',
    "invalid_utf8_in_name": b'"u.\xff"() : () -> ()\n',
    "invalid_utf8_in_symbol": b'"u.a"() {a = @"\xff"} : () -> ()\n',
    "invalid_utf8_in_attribute_name": b'"u.a"() {"\xff" = 1} : () -> ()\n',
    "invalid_utf8_in_location": b'"u.a"() : () -> () loc("\xff":1:1)\n',
    "invalid_utf8_after_error": b'"u.a"() {a = [1 2]} : () -> () // \xff\n',
    "truncated_utf8_at_end": b'"u.a"() {a = "\xc3',
    "overlong_utf8": b'"u.a"() {a = "\xc0\xaf"} : () -> ()\n',
    "surrogate_utf8": b'"u.a"() {a = "\xed\xa0\x80"} : () -> ()\n',
    "bom": b'\xef\xbb\xbf"u.a"() : () -> ()\n',
    "bom_only": b"\xef\xbb\xbf",
    "bom_in_string": b'"u.a"() {a = "\xef\xbb\xbf"} : () -> ()\n',
    "bom_second_line": b'"u.a"() : () -> ()\n\xef\xbb\xbf"u.b"() : () -> ()\n',
    "nul_between_tokens": b'"u.a"() \x00 {a = 1} : () -> ()\n',
    "nul_in_string": b'"u.a"() {a = "x\x00y"} : () -> ()\n',
    "nul_in_operation_name": b'"u.\x00a"() : () -> ()\n',
    "nul_in_comment": b'"u.a"() : () -> () // \x00 x\n',
    "nul_at_end": b'"u.a"() : () -> ()\n\x00',
    "nul_only": b"\x00",
    "nul_in_identifier": b'"u.a"() {a\x00b = 1} : () -> ()\n',
    "crlf_module": SAMPLE_MODULE.replace("\n", "\r\n").encode(),
    "crlf_error": b'"u.a"() : () -> ()\r\n"u.b"() {a = [1 2]} : () -> ()\r\n',
    "crlf_error_first_column": b'"u.a"() : () -> ()\r\n]\r\n',
    "crlf_unclosed": b'"u.a"() ({\r\n  "u.b"() : () -> ()\r\n',
    "cr_only_module": b'"u.a"() : () -> ()\r"u.b"() : () -> ()\r',
    "mixed_line_endings": b'"u.a"() : () -> ()\r\n"u.b"() : () -> ()\n"u.c"() {a = [1 2]} : () -> ()\r\n',
    "form_feed_and_vertical_tab": b'"u.a"()\f: () -> ()\v\n',
    "only_whitespace": b" \t\r\n\r\n\t ",
}


def make(family: str, kind: str, n: int = 0) -> bytes:
    if family == "nesting":
        return NESTING[kind](n).encode()
    if family == "literal":
        return LITERALS[kind](n).encode()
    if family == "huge":
        return HUGE_FILES[kind](n).encode()
    if family == "encoding":
        return ENCODINGS[kind]
    if family == "prefix":
        return SAMPLE_MODULE.encode()[:n]
    raise KeyError(family)


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


# Inputs that cost mlir-opt little but could cost odsgen memory or time out of proportion
# (tests/test_bad_input.py runs them with a bounded address space and a timeout).
RESOURCE_HOGS = {
    # n chunks for --split-input-file, every other one with an error.
    "many_chunks": lambda n: "// -----\n".join(
        f'"u.a"() {{a = [{i} 2]}} : () -> ()\n// -----\n"u.b"() {{b = {i}}} : () -> ()\n'
        for i in range(n // 2)
    ),
    # n aliases, each an array of two of the one before: 2^n elements printed.
    "alias_expansion": lambda n: "#a0 = [1]\n"
    + "".join(f"#a{i} = [#a{i - 1}, #a{i - 1}]\n" for i in range(1, n))
    + f'"u.a"() {{a = #a{n - 1}}} : () -> ()\n',
    # A string of n hex escapes, of n `\n` escapes, of n escaped backslashes.
    "hex_escapes": lambda n: _op_attr('"' + "\\41" * n + '"'),
    "newline_escapes": lambda n: _op_attr('"' + "\\n" * n + '"'),
    "backslash_escapes": lambda n: _op_attr('"' + "\\\\" * n + '"'),
    # A comment line of n `expected-error {{` (none ends the line with `}}`).
    "expected_heads": lambda n: "// " + "expected-error {{" * n + "\n",
    # An expected-error-re pattern that backtracks exponentially in Python's re, against
    # a message of n letters.
    "catastrophic_regex": lambda n: "a" * n
    + "\n// expected-error-re@-1 {{custom op {{.(a|aa)*c}}}}\n",
}
