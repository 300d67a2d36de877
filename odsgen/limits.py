"""Bounds on what a definition file may cost, so a hostile or mistaken one gets a
located error instead of exhausting the stack, memory or time.

Each is far beyond what any real definition needs (the shipped ones nest YAML about 8
levels deep, formats and expressions 3) and far below Python's recursion limit: each
level costs a few stack frames, and the levels of YAML, includes and expressions add up.
"""

# YAML nesting, with aliases expanded.
YAML_DEPTH = 100
# Nodes that expanding YAML aliases may add to one document in all (an alias bomb
# doubles them at each level).
YAML_ALIAS_NODES = 100_000
# A file including a file including a file...
INCLUDE_DEPTH = 50
# Nesting inside one string: optional groups and directives of an assembly format,
# `<...>` of a parameter type or constraint, `(...)` of a DRR pattern.
EXPR_DEPTH = 50
# A definition file is read whole (and a 50 MB description takes seconds).
FILE_BYTES = 256 << 20
# The output directory's manifest is read whole only up to this size.
MANIFEST_BYTES = 64 << 20
