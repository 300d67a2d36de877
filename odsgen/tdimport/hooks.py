"""The hooks module beside an imported dialect's YAML: one stub function per piece of C++
that was not translated (verifier, builder, custom parser/printer, custom directive,
predicate, result-name hook), with the C++ as a comment. A stub raises `NotPorted`
naming the operation and the ODS field, so a missing port is never a silent wrong answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field


@dataclass
class Stub:
    name: str  # the Python function name
    kind: str  # the gap kind (report): verifier, builder, custom-assembly, ...
    owner: str  # what it belongs to: `'math.absf' op`, `constraint 'FloatLike'`, ...
    ods_field: str  # the ODS field: hasVerifier, assemblyFormat custom<X>, predicate, ...
    cpp: str  # the C++ it stands for
    location: str  # File.td:LINE
    users: list[str] = field(default_factory=list)  # ops using a shared stub (directives)


_IDENT = re.compile(r"[^0-9A-Za-z_]")


def identifier(text: str) -> str:
    name = _IDENT.sub("_", text)
    return name if name and not name[0].isdigit() else "_" + name


class HookSet:
    """The stubs of one dialect, in the order they were first needed."""

    def __init__(self, dialect: str) -> None:
        self.dialect = dialect
        self.stubs: dict[str, Stub] = {}

    def add(self, name: str, kind: str, owner: str, ods_field: str, cpp: str, location: str, user: str | None = None) -> str:
        name = identifier(name)
        stub = self.stubs.get(name)
        if stub is None:
            stub = self.stubs[name] = Stub(name, kind, owner, ods_field, cpp or "", location)
        if user and user not in stub.users:
            stub.users.append(user)
        return name

    def module_text(self, source: str) -> str:
        out = [
            f'"""Hook stubs of the {self.dialect} dialect, imported by `odsgen import-td` from',
            f"{_comment_safe(source)}. Do not edit the imported YAML by hand to port a hook:",
            "replace the stub's body here with the Python equivalent of the C++ in its comment.",
            '"""',
            "",
            "from __future__ import annotations",
            "",
            "from typing import Any, NoReturn",
            "",
            "",
            "class NotPorted(NotImplementedError):",
            '    """Raised by a stub: C++ of the ODS definition that has no Python port yet."""',
            "",
        ]
        for stub in self.stubs.values():
            out += ["", *_stub_text(stub)]
        return "\n".join(out) + "\n"


def _stub_text(stub: Stub) -> list[str]:
    who = stub.owner
    if stub.users:
        shown = ", ".join(stub.users[:8]) + (", ..." if len(stub.users) > 8 else "")
        who += f" (used by {shown})"
    message = f"{who}: {stub.ods_field} is C++ that has not been ported to Python (stub {stub.name} in the hooks module, from {stub.location})"
    lines = [f"def {stub.name}(*args: Any, **kwargs: Any) -> NoReturn:"]
    lines.append(f"    # {_comment_safe(stub.owner)}: ODS {_comment_safe(stub.ods_field)} ({_comment_safe(stub.location)})")
    cpp = stub.cpp.strip("\n")
    if cpp.strip():
        lines.append("    # C++:")
        indent = min((len(t) - len(t.lstrip()) for t in cpp.split("\n") if t.strip()), default=0)
        for line in cpp.split("\n")[:200]:
            lines.append("    #   " + _comment_safe(line[indent:]).rstrip())
    lines.append(f"    raise NotPorted({message!r})")
    return lines


def _comment_safe(text: str) -> str:
    """Text that stays on one comment line: no line breaks or control characters."""
    return "".join(ch if ch.isprintable() else " " for ch in text)
