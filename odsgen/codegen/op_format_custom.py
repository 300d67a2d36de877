"""Parsing `custom<Name>(...)` directives in generated op parsers (mixed into
op_format_view.OpFormatLowering).

The user's `parse_<Name>(parser, *args)` (from the op's hooks module) receives, in
order, each `ref(...)` argument's current value (shaped as when it was bound: one
unresolved operand or None, a list, a type, an attribute, a property's interface
value, a region...) and each string
argument as Python code; it returns one value per argument it binds (a tuple when
several), shaped the same way. As the first element of an optional group it returns
None when the group is absent. `print_<Name>(printer, op, *values)` gets every
argument's value.
"""

from __future__ import annotations

from typing import Any

from odsgen.codegen.op_format_exprs import (
    ALL_OPERANDS,
    ATTRS,
    FULL_REGIONS,
    FULL_SUCCESSORS,
    attr_local,
    loc_local,
    needs_hooks,
    operands_local,
    region_local,
    sizes_local,
    successor_local,
    type_list_local,
)
from odsgen.errors import DefinitionError
from odsgen.format import ast
from odsgen.ir.core.diagnostics import error


class CustomDirectiveLowering:
    """The custom-directive part of OpFormatLowering (which provides `op`, `names`
    and `declare`)."""

    op: Any
    names: Any
    declare: Any

    def custom(self, e: ast.Custom, optional: bool = False) -> tuple[str, list[str]]:
        """The call of `parse_<Name>(parser, *refs_and_strings)` and the statements that
        store what it returns: one value per bound argument (a tuple for several)."""
        hooks = needs_hooks(self.op)
        if not hooks:
            assert self.op.assembly_format is not None
            raise DefinitionError(
                error(
                    f"custom directive '{e.name}' needs a hooks module ('hooks', or the dialect's 'customDirectives')",
                    self.op.assembly_format.origin(e.offset),
                )
            )
        pre: list[str] = []
        targets: list[str] = []
        post: list[str] = []
        args = ["parser"]
        for a in e.args:
            if isinstance(a, ast.Ref):
                args.append(self.ref_value(a.arg))
            elif isinstance(a, ast.String):
                args.append(
                    a.value.replace("$_ctxt", "parser.context").replace(
                        "$_builder", "parser.context"
                    )
                )
            else:
                self.bind_custom_arg(a, pre, targets, post)
        call = f"{self.names.hooks_alias(hooks)}.parse_{e.name}({', '.join(args)})"
        if optional:
            # First in an optional group: None means the group is absent.
            unpack = [f"{', '.join(targets)} = _ods_custom"] if targets else []
            return "\n".join(pre + [f"_ods_custom = {call}"]), unpack + post
        if not targets:
            return "\n".join(pre + [call]), post
        return "\n".join(pre + [f"{', '.join(targets)} = {call}"]), post

    def bind_custom_arg(
        self, a: ast.Element, pre: list[str], targets: list[str], post: list[str]
    ) -> None:
        if isinstance(a, ast.AttrDict):
            targets.append(self.declare(ATTRS, "{}"))
        elif isinstance(a, ast.PropDict):
            targets.append("_ods_custom_props")
            post.append("_ods_props.update(_ods_custom_props or {})")
        elif isinstance(a, ast.TypeOf):
            local = self.declare(type_list_local(a.arg), "[]")
            arity = a.arg.target.arity if isinstance(a.arg, ast.OpVariable) else "variadic"
            self.bind_list(local, arity, targets, post, "_ods_custom_type")
        elif isinstance(a, ast.OpVariable):
            t = a.target
            if a.kind == "attribute":
                local = self.declare(attr_local(t.name), "None")
                targets.append(local)
                post += [f"if {local} is not None:"]
                if t.is_prop:  # the hook returns the interface value; keep the storage
                    post += [f"    {local} = cls._ods_prop_attr(parser.context, {t.name!r}, {local})"]
                post += [f"    _ods_props[{t.name!r}] = {local}"]
            elif a.kind == "operand":
                local = self.declare(operands_local(t.name), "[]")
                pre.append(f"{self.declare(loc_local(t.name), 'loc')} = parser.tok_start")
                if t.arity == "variadic_of_variadic":
                    sizes = self.declare(sizes_local(t.name), "[]")
                    targets.append("_ods_custom_groups")
                    post += [
                        f"{local} = [_ods_u for _ods_g in _ods_custom_groups for _ods_u in _ods_g]",
                        f"{sizes} = [len(_ods_g) for _ods_g in _ods_custom_groups]",
                    ]
                else:
                    self.bind_list(local, t.arity, targets, post, "_ods_custom_operand")
            elif a.kind == "region":
                targets.append(
                    self.declare(
                        region_local(t.name, t.variadic), "[]" if t.variadic else "Region()"
                    )
                )
            else:
                targets.append(
                    self.declare(
                        successor_local(t.name, t.variadic), "[]" if t.variadic else "None"
                    )
                )

    def bind_list(
        self, local: str, arity: str, targets: list[str], post: list[str], temp: str
    ) -> None:
        """A custom parser returns one value for a single/optional operand or type, a
        list for a variadic one, groups for a VariadicOfVariadic one; the parser keeps lists."""
        if arity == "variadic":
            targets.append(local)
            return
        temp = f"{temp}_{len(targets)}"
        targets.append(temp)
        if arity == "single":
            post.append(f"{local} = [{temp}]")
        elif arity == "optional":
            post.append(f"{local} = [] if {temp} is None else [{temp}]")
        else:
            post.append(f"{local} = [_ods_x for _ods_g in {temp} for _ods_x in _ods_g]")

    def ref_value(self, e: ast.Element) -> str:
        """What `ref(...)` passes: the value parsed so far, shaped as when it was bound."""
        if isinstance(e, ast.AttrDict):
            return "_ods_attrs"
        if isinstance(e, ast.TypeOf):
            local = type_list_local(e.arg)
            arity = e.arg.target.arity if isinstance(e.arg, ast.OpVariable) else "variadic"
            return self._shaped(local, arity)
        if isinstance(e, ast.Directive):
            return {
                "operands": ALL_OPERANDS,
                "regions": FULL_REGIONS,
                "successors": FULL_SUCCESSORS,
            }[e.kind]
        assert isinstance(e, ast.OpVariable)
        t = e.target
        if e.kind == "operand":
            return self._shaped(operands_local(t.name), t.arity)
        if e.kind == "attribute":
            if t.is_prop:
                return f"_ods_fmt.property_value(cls, parser.context, {t.name!r}, {attr_local(t.name)})"
            return attr_local(t.name)
        if e.kind == "region":
            return region_local(t.name, t.variadic)
        return successor_local(t.name, t.variadic)

    @staticmethod
    def _shaped(local: str, arity: str) -> str:
        if arity == "single":
            return f"{local}[0]"
        if arity == "optional":
            return f"({local} or [None])[0]"
        return local
