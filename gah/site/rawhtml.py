"""A Markdown extension for the blocks of HTML gah writes itself (card headers, fact tables, lists of links):
a run of them between the markers `raw()` (gah/site/markdown.py) puts around it goes to Markdown's store of raw HTML as it is,
instead of through Markdown's HTML parser, which would find the same block only to store it the same way
(a third of mkdocs' time on the card pages). Only gah's generators write the markers, and only around lines
of block-level HTML; a value inside cannot end the run early, since every value is escaped
(gah/site/markdown.py: a `<` is never left as it is). Without the extension the markers are HTML comments
and the blocks go through Markdown's parser as before: the same page."""
from __future__ import annotations

from markdown import Extension
from markdown.preprocessors import Preprocessor

from gah.site.markdown import RAW_END as END, RAW_START as START


class _Stash(Preprocessor):
    def run(self, lines: list[str]) -> list[str]:
        out, block = [], None
        for line in lines:
            if block is None and line == START:
                block = []
            elif block is not None and line == END:
                out += ["", self.md.htmlStash.store("\n".join(block)), ""]
                block = None
            elif block is not None:
                block.append(line)
            else:
                out.append(line)
        return out + ([START, *block] if block is not None else [])  # an unclosed run is left to Markdown


class RawBlocks(Extension):
    def extendMarkdown(self, md) -> None:
        md.preprocessors.register(_Stash(md), "gah_raw_blocks", 29)  # after whitespace normalization (30), before HTML blocks (20)


def makeExtension(**kwargs) -> RawBlocks:
    return RawBlocks(**kwargs)
