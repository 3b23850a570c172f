"""Long comments set aside while the editor holds a document, so tomlkit never walks them. No pygame.

tomlkit reads a comment one character at a time through several Python calls per character (about 6 us
a character here): a 5 MB comment line took 20-30 s to open, and as long again for every undo, redo or
cancelled drag, which parse the whole text anew. The Document hands tomlkit its `source`, where each
comment longer than LONG_COMMENT is a short placeholder comment, and writes out `text`, where the
placeholders are the comments again, byte for byte. A comment cannot hold a line break, so the
placeholders keep every line where it was (validation's line numbers are the same in both).
"""
from __future__ import annotations

import re
import sys

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised only on Python 3.10
    import tomli as tomllib

# designed: a comment of a few lines' width reads as fast as its placeholder; only longer ones are set aside.
LONG_COMMENT = 200

# The strings and comments of a TOML text, in order: a '#' inside a string is not a comment. Multi-line
# strings may end in up to two more quotes of their own ('''a'''''), hence the {0,2}.
_TOKEN = re.compile(r'"""(?:\\.|[^\\])*?""""{0,2}'
                    r"|'''.*?''''{0,2}"
                    r'|"(?:\\.|[^"\\\n])*"'
                    r"|'[^'\n]*'"
                    r"|(?P<comment>#[^\r\n]*)", re.S)
_LONG_RUN = re.compile(r"#[^\r\n]{%d}" % LONG_COMMENT)


class CommentStash:
    """The long comments of one document, each under a placeholder `#<tag>:<n>` that its text never held."""

    def __init__(self):
        self.originals: dict = {}  # placeholder -> the comment it stands for
        self._tag = ""
        self._pattern = None

    def stow(self, text: str, data=None) -> str:
        """`text` with each long comment replaced by its placeholder (the same data to a TOML reader); the
        text unchanged when it holds none, or when it does not read as TOML (the parser then says why).
        `data`: what tomllib read from `text`, when the caller has it."""
        if not _LONG_RUN.search(text) or (self._tag and f"#{self._tag}:" in text):
            return text
        # read first: in TOML text the tokens below end where the reader's do
        data = _data(text) if data is None else repr(data)
        if data is None:
            return text
        spans = [m.span("comment") for m in _TOKEN.finditer(text)
                 if m.group("comment") and m.end() - m.start() > LONG_COMMENT]
        if not spans:
            return text
        if not self._tag:
            self._tag = _free_tag(text)
            self._pattern = re.compile(re.escape(f"#{self._tag}:") + r"\d+")
        parts, at = [], 0
        for start, end in spans:
            key = f"#{self._tag}:{len(self.originals)}"
            self.originals[key] = text[start:end]
            parts += [text[at:start], key]
            at = end
        parts.append(text[at:])
        compact = "".join(parts)
        if _data(compact) != data:  # a placeholder fell inside a string: keep the text as it is
            return text
        return compact

    def restore(self, source: str) -> str:
        """The text `source` stands for: every placeholder back as its comment."""
        if not self.originals:
            return source
        return self._pattern.sub(lambda m: self.originals.get(m.group(0), m.group(0)), source)


def _free_tag(text: str) -> str:
    tag = "dreadboard-long-comment"
    while f"#{tag}:" in text:
        tag += "-"
    return tag


def _data(text: str):
    """What a TOML reader makes of the text, as a repr (NaN equals itself there), or None."""
    try:
        return repr(tomllib.loads(text))
    except (tomllib.TOMLDecodeError, ValueError, RecursionError):
        return None
