"""The gaps of an import, by kind: a checklist for porting a dialect."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Gap:
    kind: str  # verifier, builder, custom-assembly, custom-directive, predicate, ...
    where: str  # `'math.absf' op`, `constraint 'FloatLike'`, ...
    detail: str
    location: str = ""


# The order of kinds in the report (others follow, sorted).
KINDS = (
    "verifier", "region-verifier", "custom-assembly", "custom-directive", "predicate",
    "trait", "interface", "result-names", "builder", "default-value", "property", "attribute-def",
    "type-def", "degraded", "folder", "canonicalizer", "extra-class-declaration",
)


@dataclass
class Gaps:
    items: list[Gap] = field(default_factory=list)

    def add(self, kind: str, where: str, detail: str, location: str = "") -> None:
        gap = Gap(kind, where, detail, location)
        if gap not in self.items:
            self.items.append(gap)

    def by_kind(self) -> dict[str, list[Gap]]:
        groups: dict[str, list[Gap]] = {}
        for gap in self.items:
            groups.setdefault(gap.kind, []).append(gap)
        order = [k for k in KINDS if k in groups] + sorted(k for k in groups if k not in KINDS)
        return {k: groups[k] for k in order}

    def render(self, dialect: str, summary: dict[str, int]) -> str:
        lines = [f"import-td report for dialect '{dialect}':"]
        lines.append("  " + ", ".join(f"{k}: {v}" for k, v in summary.items()))
        for kind, gaps in self.by_kind().items():
            lines.append(f"{kind} ({len(gaps)}):")
            for gap in gaps:
                at = f" [{gap.location}]" if gap.location else ""
                lines.append(f"  - {gap.where}: {gap.detail}{at}")
        return "\n".join(lines) + "\n"
