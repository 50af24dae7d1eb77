"""Item icons for card headers and index tables: the theme's own SVG icons (mkdocs-material ships them), inlined
so they work offline and take the text colour of light and dark mode. Each carries its item's name for screen
readers and for search."""
from __future__ import annotations

import functools
import re
from pathlib import Path

from gah.site.markdown import Md, escape, token

ICONS = {"strudel": "food-croissant", "cake": "cake-variant", "wine": "glass-wine", "coffee": "coffee",
         "champagne": "glass-flute", "krone": "cash", "vp": "trophy", "emperor": "crown"}


@functools.cache
def _svg(name: str) -> str:
    import material

    path = Path(material.__file__).parent / "templates" / ".icons" / "material" / f"{name}.svg"
    return re.sub(r"\s+", " ", path.read_text(encoding="utf-8")).strip()


def icon(item: str) -> Md:
    """An item's icon followed by nothing; the wrapper says the item's name (visually hidden, read aloud)."""
    name = ICONS.get(item)
    if name is None:
        return Md("")
    svg = _svg(name).replace("<svg ", '<svg aria-hidden="true" focusable="false" ', 1)
    return Md(f'<span class="gah-icon gah-item-{token(item)}" title="{escape(item)}">{svg}</span>')


def items(order: dict) -> Md:
    """An order or a kitchen such as {"wine": 2, "coffee": 1} as '2 × wine icon wine, 1 × …'."""
    parts = [f'<span class="gah-item">{escape(count)}{icon(item)}<span class="gah-item__name">{escape(item)}</span></span>'
             for item, count in order.items()]
    return Md(" ".join(parts))


ITEM_WORD = re.compile(r"\b(strudel|cake|wine|coffee|champagne)\b")


def with_icons(text: str) -> Md:
    """Plain text (a reward, a fact) with each item word preceded by its icon."""
    parts, last = [], 0
    for match in ITEM_WORD.finditer(text):
        parts += [escape(text[last:match.start()]), icon(match[1]), escape(match[1])]
        last = match.end()
    return Md("".join(parts) + escape(text[last:]))
