"""A seeded generator of valid MLIR modules in the generic form: unregistered operations
with operands, results, successors, properties, attributes and locations; nested regions
of several blocks with arguments; builtin types and attributes nested in each other.

`generate(seed)` is deterministic (random.Random(seed)). Used by tests/test_roundtrip.py
and by tests/tools/record_random_oracle.py, which checks every recorded module is accepted
by mlir-opt and keeps what it printed.
"""

from __future__ import annotations

import random

SCALAR_TYPES = [
    "i1", "i8", "i16", "i32", "i64", "i7", "si8", "ui32", "index",
    "f16", "bf16", "f32", "f64", "f80", "f128", "tf32", "f8E4M3FN", "f8E5M2", "none",
]  # fmt: skip

FLOAT_TYPES = ["f16", "bf16", "f32", "f64"]
INT_TYPES = ["i1", "i8", "i16", "i32", "i64", "si8", "ui32", "index"]

FLOATS = [
    "0.0",
    "-0.0",
    "1.0",
    "1.5",
    "-2.25",
    "0.125",
    "1.0e+10",
    "3.0e-05",
    "2.5e+02",
    "7.0",
    "0.1",
]
SMALL_FLOATS = ["0.0", "-0.0", "1.0", "1.5", "-2.25", "0.125", "2.5e+02", "7.0"]
STRINGS = [
    '""',
    '"a"',
    '"hello world"',
    r'"esc\"aped\\ \n\t"',
    r'"\00\FF\7F"',
    '"\u00e9t\u00e9"',
    '"with // slashes"',
]
SYMBOLS = ["@a", "@foo", '@"quoted name"', "@a::@b", "@x::@y::@z", "@f_1$"]
AFFINE = [
    "affine_map<(d0) -> (d0)>",
    "affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2)>",
    "affine_map<(d0)[s0, s1] -> (d0 floordiv 4, s0 mod 3, d0 ceildiv s1)>",
    "affine_map<() -> (0)>",
    "affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>",
]
NAMES = [
    "a",
    "b",
    "value",
    "x_1",
    "sym_name",
    "k$",
    '"a b"',
    '"quoted.name"',
    "t.dialect_attr",
    "z",
]
ATTR_DIALECT = ["#t.opaque", '#t<"x y">', "#t.p<1, [2]>"]
TYPE_DIALECT = ["!t.opaque", '!t<"z">', "!t.q<i32, [1]>"]


class _Gen:
    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)
        self.names = 0

    # -- types ------------------------------------------------------------------------

    def type(self, depth: int = 0) -> str:
        r = self.r
        kind = r.random()
        if depth > 2 or kind < 0.45:
            return r.choice(SCALAR_TYPES)
        if kind < 0.55:
            return f"vector<{self.shape(static=True)}x{r.choice(INT_TYPES[:5] + FLOAT_TYPES)}>"
        if kind < 0.6:
            return f"vector<[4]x{r.choice(FLOAT_TYPES)}>"
        if kind < 0.7:
            element = r.choice(INT_TYPES + FLOAT_TYPES + ["complex<f32>"])
            if r.random() < 0.2:
                return f"tensor<*x{element}>"
            return f"tensor<{self.shape()}x{element}>"
        if kind < 0.77:
            space = r.choice(["", ", 1", ', "gpu"'])
            return f"memref<{self.shape()}x{r.choice(INT_TYPES[:5] + FLOAT_TYPES)}{space}>"
        if kind < 0.85:
            return (
                "tuple<" + ", ".join(self.type(depth + 1) for _ in range(r.randrange(0, 3))) + ">"
            )
        if kind < 0.9:
            return f"complex<{r.choice(FLOAT_TYPES + ['i32'])}>"
        if kind < 0.95:
            return r.choice(TYPE_DIALECT)
        inputs = ", ".join(self.type(depth + 1) for _ in range(r.randrange(0, 3)))
        results = [self.type(depth + 1) for _ in range(r.randrange(0, 3))]
        shown = (
            results[0]
            if len(results) == 1 and not results[0].startswith("(")
            else "(" + ", ".join(results) + ")"
        )
        return f"({inputs}) -> {shown}"

    def shape(self, static: bool = False) -> str:
        dims = [
            str(self.r.randrange(1, 5)) if static or self.r.random() < 0.7 else "?"
            for _ in range(self.r.randrange(1, 4))
        ]
        return "x".join(dims)

    # -- attributes -------------------------------------------------------------------

    def attribute(self, depth: int = 0) -> str:
        r = self.r
        kind = r.random()
        if kind < 0.12:
            int_type = r.choice(["i8", "i16", "i32", "i64", "index", "si32", "ui8"])
            low = 0 if int_type.startswith("u") else -128
            return f"{r.randrange(low, 128)} : {int_type}"
        if kind < 0.17:
            return str(r.randrange(-5, 100))
        if kind < 0.25:
            float_type = r.choice(FLOAT_TYPES)
            return f"{self.element(float_type)} : {float_type}"
        if kind < 0.3:
            return r.choice(["true", "false", "unit"])
        if kind < 0.38:
            return r.choice(STRINGS) + (
                f" : {r.choice(['i32', 'tensor<2xi8>'])}" if r.random() < 0.2 else ""
            )
        if kind < 0.43:
            return r.choice(SYMBOLS)
        if kind < 0.5:
            return self.type(1)
        if kind < 0.56:
            return r.choice(AFFINE)
        if kind < 0.62:
            return self.dense()
        if kind < 0.66:
            element = r.choice(["i1", "i8", "i32", "i64", "f32", "f64"])
            values = [self.element(element) for _ in range(r.randrange(0, 4))]
            return f"array<{element}" + (": " + ", ".join(values) if values else "") + ">"
        if kind < 0.7:
            return r.choice(ATTR_DIALECT)
        if kind < 0.74:
            return (
                "strided<["
                + ", ".join(r.choice(["1", "4", "?"]) for _ in range(2))
                + "], offset: "
                + r.choice(["0", "?", "7"])
                + ">"
            )
        if depth > 2:
            return "unit"
        if kind < 0.87:
            return (
                "[" + ", ".join(self.attribute(depth + 1) for _ in range(r.randrange(0, 4))) + "]"
            )
        return self.dictionary(depth + 1)

    def element(self, element: str) -> str:
        if element == "i1":
            return self.r.choice(["true", "false"])
        if element in ("f16", "bf16"):
            return self.r.choice(SMALL_FLOATS)
        if element.startswith("f"):
            return self.r.choice(FLOATS)
        return str(self.r.randrange(-100, 100))

    def dense(self) -> str:
        r = self.r
        element = r.choice(["i1", "i8", "i32", "i64", "f32", "f64", "f16"])
        if r.random() < 0.4:
            return f"dense<{self.element(element)}> : tensor<{r.randrange(1, 4)}x{element}>"
        n = r.randrange(1, 4)
        m = r.randrange(1, 3)
        rows = ["[" + ", ".join(self.element(element) for _ in range(m)) + "]" for _ in range(n)]
        container = r.choice(["tensor", "vector"])
        return f"dense<[{', '.join(rows)}]> : {container}<{n}x{m}x{element}>"

    def dictionary(self, depth: int) -> str:
        names = self.r.sample(NAMES, self.r.randrange(0, 4))
        entries = [n if self.r.random() < 0.15 else f"{n} = {self.attribute(depth)}" for n in names]
        return "{" + ", ".join(entries) + "}"

    # -- locations --------------------------------------------------------------------

    def location(self, depth: int = 0) -> str:
        r = self.r
        kind = r.random()
        if kind < 0.35 or depth > 1:
            return f'"{r.choice(["a.mlir", "b.mlir", "dir/c.mlir"])}":{r.randrange(1, 40)}:{r.randrange(1, 80)}'
        if kind < 0.45:
            return "unknown"
        if kind < 0.6:
            return f'"{r.choice(["n", "name", "x.y"])}"' + (
                f"({self.location(depth + 1)})" if r.random() < 0.5 else ""
            )
        if kind < 0.75:
            return f"callsite({self.location(depth + 1)} at {self.location(depth + 1)})"
        if kind < 0.9:
            meta = '<"meta">' if r.random() < 0.3 else ""
            return (
                f"fused{meta}["
                + ", ".join(self.location(depth + 1) for _ in range(r.randrange(1, 3)))
                + "]"
            )
        return f'"r.mlir":{r.randrange(1, 9)}:{r.randrange(1, 9)} to :{r.randrange(10, 20)}'

    # -- operations -------------------------------------------------------------------

    def fresh(self) -> str:
        self.names += 1
        return self.r.choice(["%v", "%x", "%tmp_", "%"]) + str(self.names)

    def operation(
        self, scope: list[tuple[str, str]], blocks: list[str], indent: str, depth: int, last: bool
    ) -> tuple[str, list[tuple[str, str]]]:
        """One operation using values of `scope`; returns its text and the values it defines."""
        r = self.r
        operands = [r.choice(scope) for _ in range(r.randrange(0, 3))] if scope else []
        results = [self.type() for _ in range(r.choice([0, 0, 1, 1, 1, 2, 3]))]
        defined: list[tuple[str, str]] = []
        head = ""
        if results:
            name = self.fresh()
            if len(results) == 1:
                head = f"{name} = "
                defined.append((name, results[0]))
            elif r.random() < 0.5:
                head = f"{name}:{len(results)} = "
                defined += [(f"{name}#{i}", t) for i, t in enumerate(results)]
            else:
                names = [name] + [self.fresh() for _ in results[1:]]
                head = ", ".join(names) + " = "
                defined += list(zip(names, results))
        text = f'{indent}{head}"t.op{r.randrange(0, 6)}"(' + ", ".join(v for v, _ in operands) + ")"
        if last and blocks and r.random() < 0.6:
            text += "[" + ", ".join(r.choice(blocks) for _ in range(r.randrange(1, 3))) + "]"
        if r.random() < 0.2:
            text += " <" + self.dictionary(1) + ">"
        if depth < 3 and r.random() < 0.3:
            text += (
                " ("
                + ", ".join(self.region(scope, indent, depth + 1) for _ in range(r.randrange(1, 3)))
                + ")"
            )
        if r.random() < 0.5:
            text += " " + self.dictionary(0)
        result_text = ", ".join(results)
        if len(results) != 1 or results[0].startswith("("):
            result_text = f"({result_text})"
        text += f" : ({', '.join(t for _, t in operands)}) -> {result_text}"
        if r.random() < 0.3:
            text += f" loc({self.location()})"
        return text + "\n", defined

    def block_body(
        self, scope: list[tuple[str, str]], blocks: list[str], indent: str, depth: int
    ) -> str:
        scope = list(scope)
        out = []
        count = self.r.randrange(1, 4)
        for i in range(count):
            text, defined = self.operation(scope, blocks, indent, depth, last=i == count - 1)
            out.append(text)
            scope += defined
        return "".join(out)

    def region(self, scope: list[tuple[str, str]], indent: str, depth: int) -> str:
        r = self.r
        if r.random() < 0.15:
            return "{\n" + indent + "}"
        inner = indent + "  "
        labels = [
            f"^bb{i}" if r.random() < 0.7 else f"^blk_{self.names}_{i}"
            for i in range(r.randrange(1, 4))
        ]
        out = ["{\n"]
        for index, label in enumerate(labels):
            arguments = []
            if index > 0 or r.random() < 0.5:
                for _ in range(r.randrange(0, 3)):
                    name = self.fresh()
                    location = f" loc({self.location()})" if r.random() < 0.2 else ""
                    arguments.append((name, self.type(), location))
            if index > 0 or arguments or r.random() < 0.3:
                args = (
                    "(" + ", ".join(f"{n}: {t}{loc}" for n, t, loc in arguments) + ")"
                    if arguments
                    else ""
                )
                out.append(f"{indent}{label}{args}:\n")
            block_scope = scope + [(n, t) for n, t, _ in arguments]
            # Successors may name any block of the region but the entry block.
            out.append(self.block_body(block_scope, labels[1:], inner, depth))
        out.append(indent + "}")
        return "".join(out)

    def module(self) -> str:
        r = self.r
        lines = []
        if r.random() < 0.3:
            lines.append(f"#alias{r.randrange(9)} = {r.choice(AFFINE)}\n")
        if r.random() < 0.3:
            lines.append(f"!ty{r.randrange(9)} = {self.type(1)}\n")
        body = self.block_body([], [], "  " if r.random() < 0.3 else "", 0)
        if body.startswith("  "):
            # A module's attributes must have dialect-prefixed names.
            names = r.sample(["t.a", "t.b", "u.c", '"t.quoted name"'], r.randrange(1, 3))
            entries = ", ".join(f"{n} = {self.attribute(1)}" for n in names)
            attributes = f" attributes {{{entries}}}" if r.random() < 0.5 else ""
            name = " @m" if r.random() < 0.5 else ""
            lines.append(f"module{name}{attributes} {{\n{body}}}\n")
        else:
            lines.append(body)
        return "".join(lines)


def generate(seed: int) -> str:
    """A valid module in the generic form (with aliases, locations, nested regions)."""
    return _Gen(seed).module()
