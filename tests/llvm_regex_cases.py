"""`expected-error-re` patterns in LLVM's regex syntax, shared by
tests/unit/test_llvm_regex.py and the recorder of mlir-opt's answers
(tests/tools/record_llvm_regex_oracle.py).

Each case is a regex block (none ends in `}`: `}}}}` would end the block early) and the
text it is matched against: the text is the callee of
a `func.call` to no function, which mlir-opt reports as
`'func.call' op 'TEXT' does not reference a valid function`.
"""

from __future__ import annotations

from odsgen.ir.text.asm_strings import escape

TEXTS = ["a b,c!", "x9 [y]", "tab\there", "ab{2}c", "a\\b", "AAAb", "word end", "(grp)", ""]

PATTERNS = [
    # Classes, brackets, ranges.
    "[[:punct:]]", "[[:alpha:]]+ [[:alpha:]]", "[[:digit:]]", "[[:space:]]", "[[:upper:]]{3}b",
    "[[:xdigit:]]+", "[[:alnum:][:punct:]]+", "^[^[:space:]]+$", "[]a]", "[^]a]", "[a-]",
    "[-a]", "[a\\]", "[[.a.]]", "[[=a=]]", "[[.-.]]", "[[:<:]]end", "word[[:>:]]", "[a-c-e]",
    # Escapes, bounds, braces, anchors, groups.
    "\\d", "\\w", "\\(", "\\{2\\}c", "a{b", "b{2}c", "b{1,}c", "b{0,1}c", "{", "}c", "a{,2}x",
    "^a", "b$", "$", "^", "()", "(a)(b)\\1", "(b)\\1", "x|y", "(x|a)+ b", "a.c", "(?:a)",
    "a+?", "a*?b",
    # Invalid.
    "(", ")", "[a", "*a", "a**", "a|", "|a", "(|a)", "a{3,1}b", "a{300}b", "a{1", "a{1,x}b",
    "[[:nope:]]", "[z-a]", "a\\", "^*", "[[.ab.]]", "[[:alpha:", "[[=", "\\1", "(a\\1)",
    "[[:-:]]", "[a-[.b.]]",
]


def mlir_file(pattern: str, text: str) -> bytes:
    return (
        "func.func @f() {\n"
        f'  func.call @"{escape(text)}"() : () -> ()\n'
        f"  // expected-error-re@-1 {{{{{{{{{pattern}}}}}}}}}\n"
        "  return\n"
        "}\n"
    ).encode()


def cases() -> list[tuple[str, str, str]]:
    """(id, pattern, text) of every case: each pattern against every text."""
    return [
        (f"{p}|{i}", p, text) for p in PATTERNS for i, text in enumerate(TEXTS)
    ]
