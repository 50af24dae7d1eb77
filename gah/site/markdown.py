"""The one boundary between text from cards, files and tests and the site's Markdown.

Pages are built only from `Md` fragments: gah's own Markdown templates, whose `{}` slots `md()` fills
with values that are always escaped (unless they are `Md` already), and `page()` refuses any line
that is not `Md`. Escaping turns every character Markdown or HTML could read as syntax into an HTML
character reference, so a name, text, note, id or file name shows exactly as typed and never becomes
a tag, a link, emphasis, a table cell or a Jinja expression; line breaks become spaces, so a value never
starts a block of its own, and control characters (Markdown's own placeholders among them) are dropped.
Quotes are escaped too, so a value is just as safe inside a quoted attribute of gah's own HTML (card
headers, index tables, drawings), where `html_link` and `token` are used instead of `link`. Code gets a backtick fence longer than any run of backticks inside it.
"""
from __future__ import annotations

import functools
import json
import re
from urllib.parse import quote

ENTITIES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", **{char: f"&#{ord(char)};" for char in "\\`*_[]{}#|!\"'"}}
TRANSLATION = str.maketrans(ENTITIES)  # one C pass per value: the site escapes some 25 000 values a build
CONTROL = re.compile(r"[\x00-\x1f\x7f]")
LEADING = re.compile(r"^(\s*)(?:([-+=~])|(\d+)([.)]))")  # what would start a list or a heading underline


class Md(str):
    """Markdown that gah wrote itself: trusted, never escaped again."""


def one_line(value) -> str:
    """A value's text on one line, without control characters."""
    return CONTROL.sub("\ufffd", " ".join(str(value).splitlines()))


def escape(value) -> Md:
    """Any value as Markdown that shows it literally."""
    text = one_line(value).translate(TRANSLATION)
    return Md(LEADING.sub(_leading, text))


def _leading(match: re.Match) -> str:
    spaces, sign, digits, stop = match.groups()
    return spaces + (f"&#{ord(sign)};" if sign else f"{digits}&#{ord(stop)};")


def md(template: str, *values) -> Md:
    """gah's own Markdown `template` with each `{}` slot filled by a value, escaped unless it is `Md`."""
    return Md(template.format(*(value if isinstance(value, Md) else escape(value) for value in values)))


def code(value) -> Md:
    """Inline code: a backtick span no backtick inside can close (Markdown shows code spans literally)."""
    text = one_line(value)
    fence = "`" * (max((len(run) for run in re.findall(r"`+", text)), default=0) + 1)
    return Md(f"{fence} {text} {fence}" if text.startswith("`") or text.endswith("`") else f"{fence}{text}{fence}")


def link(label, target: str) -> Md:
    """A link to one of the site's own pages; the target is percent-encoded, so it cannot end the link."""
    return Md(f"[{label if isinstance(label, Md) else escape(label)}]({quote(target, safe='/#.-_')})")


def html_link(label, target: str) -> Md:
    """A link inside gah's own HTML (index tables, drawings): the same escaping as `link`, as an <a> tag."""
    return Md(f'<a href="{quote(target, safe="/#.-_")}">{label if isinstance(label, Md) else escape(label)}</a>')


def token(value) -> Md:
    """A value as an HTML id, class or data token: lower-case letters, digits and hyphens only."""
    return Md(re.sub(r"[^a-z0-9]+", "-", str(value).lower()).strip("-") or "x")


def fenced(language: str, text: str) -> list[Md]:
    """A fenced code block whose fence no line of `text` can close."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * max(3, longest + 1)
    return [Md(f"{fence}{language}"), *(Md(CONTROL.sub("\ufffd", line)) for line in text.split("\n")), Md(fence)]


def highlighted(text: str, lexer) -> Md:
    """Code highlighted by Pygments, which escapes every character of it, as HTML on one line: its line breaks
    become character references, so the raw HTML block around it never holds a blank line."""
    from pygments import highlight

    body = highlight(CONTROL.sub("\ufffd", text.replace("\r", "")), lexer, _formatter())
    body = WHITESPACE_SPAN.sub(r"\1", body)  # half of all spans, styled as nothing: fewer tags for every HTML parser after us
    return Md(body.rstrip("\n").replace("\n", "&#10;"))


@functools.lru_cache(maxsize=1)
def _formatter():
    """One formatter for every card: making one builds its style sheet, a millisecond each time."""
    from pygments.formatters import HtmlFormatter

    return HtmlFormatter(nowrap=True)


WHITESPACE_SPAN = re.compile(r'<span class="w">(\s*)</span>')


def preformatted(text: str) -> Md:
    """Plain text for a <pre> block, escaped line by line, on one line (as `highlighted`)."""
    return Md("&#10;".join(escape(line) for line in text.split("\n")))


def front_matter_title(text: str) -> Md:
    """For the page's <title> and header, which the theme fills with the raw front-matter title: no angle
    brackets or ampersands survive, and the value is one quoted YAML string."""
    return Md(json.dumps(one_line(text).replace("<", "‹").replace(">", "›").replace("&", "+")))


def page(lines: list[Md]) -> str:
    """A page's Markdown; a line that did not come through this module is a bug, refused here."""
    unchecked = [line for line in lines if not isinstance(line, Md)]
    if unchecked:
        raise TypeError(f"page line built without escaping: {unchecked[0]!r}")
    return "\n".join(lines) + "\n"


BLANK = Md("")
RAW_START, RAW_END = Md("<!--gah-raw-->"), Md("<!--/gah-raw-->")


def raw(lines: list[Md]) -> list[Md]:
    """`lines`, whole elements of block-level HTML (and blank lines) that gah wrote, marked for Markdown to take
    as they are, without reading them through its HTML parser again (gah/site/rawhtml.py)."""
    inner = [line for line in lines if line not in (RAW_START, RAW_END)]  # a run inside a run: one run
    stray = next((line for line in inner if line and not line.startswith("<")), None)
    if stray is not None:
        raise ValueError(f"not a line of HTML: {stray[:80]!r}")
    last = max((i for i, line in enumerate(inner) if line), default=-1)
    return [RAW_START, *inner[:last + 1], RAW_END, *inner[last + 1:]] if last >= 0 else inner
