"""The file metadata section of an MLIR file, `{-# dialect_resources: {...},
external_resources: {...} #-}` (upstream's parseFileMetadataDictionary and
parseResourceFileMetadata), as a part of the operation parser."""

from __future__ import annotations

from typing import Any

from odsgen.ir.text.attr_parser import AttrParser
from odsgen.ir.text.lexer import TokenKind, string_value

_STRING = TokenKind.STRING
_COLON = TokenKind.COLON
_LBRACE = TokenKind.L_BRACE
_RBRACE = TokenKind.R_BRACE
_METADATA_END = TokenKind.FILE_METADATA_END
# Dialects whose resource handler reads every entry as a blob (parseAsBlob): builtin's
# dense_resource blobs, and the test dialect's TestResourceBlobManagerInterface.
_BLOB_DIALECTS = frozenset({"builtin", "test"})


class ResourceParser(AttrParser):
    """Parses the file metadata (a base of OperationParser)."""

    __slots__ = ()  # no instance dictionary: a parser's fields are ParserCore's

    def parse_file_metadata(self) -> None:
        """`{-# dialect_resources: {...}, external_resources: {...} #-}`."""
        self.consume()

        def entry() -> None:
            key_loc = self.tok_start
            key = self.parse_optional_keyword()
            if key is None:
                self.emit_error("expected identifier key in file metadata dictionary")
            self.parse_token(_COLON, "expected ':'")
            if key == "dialect_resources":
                self._parse_resource_section(dialect=True)
            elif key == "external_resources":
                self._parse_resource_section(dialect=False)
            else:
                self.emit_error(f"unknown key '{key}' in file metadata dictionary", key_loc)

        self.parse_comma_separated_list_until(_METADATA_END, entry)

    def _parse_resource_section(self, dialect: bool) -> None:
        """`{owner: {key: value, ...}, ...}` (parseResourceFileMetadata): a dialect's
        resources go to its handler (builtin's holds blobs), external ones to mlir-opt's
        fallback map (blobs, bools and strings)."""
        self.parse_token(_LBRACE, "expected '{'")

        def owner() -> None:
            name_loc = self.tok_start
            name = self.parse_optional_keyword()
            if name is None:
                self.emit_error("expected identifier key for 'resource' entry")
            self.parse_token(_COLON, "expected ':'")
            self.parse_token(_LBRACE, "expected '{'")
            if dialect and self.state.context.get_dialect(name) is None:
                self.emit_error(f"dialect '{name}' is unknown", name_loc)
            entries = self.state.resources.setdefault((dialect, name), {})

            def resource() -> None:
                key = self.parse_optional_keyword_or_string()
                if key is None:
                    self.emit_error("expected identifier key for 'resource' entry")
                self.parse_token(_COLON, "expected ':'")
                kind, spelling, value_loc = self.tok_kind, self.spelling, self.tok_start
                self.consume()
                entries[key] = self._resource_value(dialect, name, key, kind, spelling, value_loc)

            self.parse_comma_separated_list_until(_RBRACE, resource)

        self.parse_comma_separated_list_until(_RBRACE, owner)

    def _resource_value(self, dialect: bool, owner: str, key: str, kind: Any, spelling: str, loc: int) -> Any:
        """A resource entry's value (ParsedResourceEntry): a hex blob string, a bool, or a
        string (kept as given)."""
        if (not dialect and spelling.startswith('"0x')) or (dialect and owner in _BLOB_DIALECTS):
            return self._resource_blob(key, kind, spelling, loc)
        if kind is TokenKind.KW_TRUE or kind is TokenKind.KW_FALSE:
            return kind is TokenKind.KW_TRUE
        if kind is not _STRING:
            self.emit_error(f"expected string value for key '{key}'", loc)
        return string_value(spelling)

    def _resource_blob(self, key: str, kind: Any, spelling: str, loc: int) -> str:
        """ParsedResourceEntry::parseAsBlob: a hex string whose first 4 bytes are the
        blob's alignment (little-endian, 0 or a power of 2)."""
        from odsgen.ir.text.lexer import hex_string_value

        blob = hex_string_value(spelling) if kind is _STRING else None
        if blob is None:
            self.emit_error(f"expected hex string blob for key '{key}'", loc)
        if len(blob) < 4:
            self.emit_error(f"expected hex string blob for key '{key}' to encode alignment in first 4 bytes", loc)
        align = int.from_bytes(blob[:4], "little")
        if align & (align - 1):
            self.emit_error(
                f"expected hex string blob for key '{key}' to encode alignment in first 4 bytes, "
                f"but got non-power-of-2 value: {align}",
                loc,
            )
        return string_value(spelling)
