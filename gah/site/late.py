"""Values that come from slow work running beside the build: the verifier's verdicts and the outcomes of the
ruling tests; and the card pages' designers' sections, whose highlighted code would cost Markdown and the search
index a third of their time for nothing a player looks up. Pages hold a placeholder for each (`slot`); `fill` replaces the placeholders with the values'
HTML, either in the Markdown before mkdocs runs (`gah site serve`, the repository's own mkdocs build) or in
the built HTML afterwards (`gah site build`, which so overlaps that work with mkdocs). Both moments use the
same renderers, and every value goes through the escaping boundary."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable

from gah.site.markdown import Md, md, token

SLOT = re.compile(r'<(span|div) class="gah-late" data-late="(?P<kind>[a-z-]+)/(?P<key>[^"]*)"></\1>')


def slot(kind: str, key: str, block: bool = False) -> Md:
    tag = "div" if block else "span"
    return md(f'<{tag} class="gah-late" data-late="{{}}/{{}}"></{tag}>', Md(token(kind)), key)


@dataclass(frozen=True)
class LateValues:
    """What fills the slots: outcomes by ruling test, findings by component label (None: the verifier did not run)."""

    outcome: Callable          # test name -> rulings.Outcome
    summary: Callable          # () -> Md, the rulings page's line about this build's run
    findings: dict | None
    verification: str
    parts: dict = field(default_factory=dict)  # component label -> its designers' section (pages.designers_section)

    def render(self, kind: str, key: str) -> str:
        if kind == "designers":
            return self.parts.get(key, Md(""))
        if kind == "outcome":
            return outcome_html(self.outcome(key))
        if kind == "outcome-detail":
            outcome = self.outcome(key)
            return md("{} {}", outcome_html(outcome), outcome.detail)
        if kind == "summary":
            return self.summary()
        return verdicts_html(self.findings, self.verification, key)


def fill(text: str, values: LateValues) -> str:
    return SLOT.sub(lambda m: values.render(m["kind"], _unescaped(m["key"])), text)


def _unescaped(key: str) -> str:
    import html

    return html.unescape(key)


def outcome_html(outcome) -> Md:
    return md('<span class="gah-outcome gah-outcome-{}" title="{}">test {}</span>', token(outcome.word), outcome.detail, outcome.word)


def verdicts_html(findings: dict | None, verification: str, label: str) -> Md:
    if findings is None:
        return md('<p class="gah-verdicts">Verification: {}.</p>', verification)
    found = findings.get(label, [])
    if not found:
        return Md("")
    rows = "".join(md("<tr><td>{}</td><td><strong>{}</strong></td><td>{}</td></tr>", f.property, f.verdict, f.detail) for f in found)
    summary = ", ".join(f"{sum(1 for f in found if f.verdict == v)} {v}" for v in ("PROVED", "REFUTED", "UNKNOWN")
                        if any(f.verdict == v for f in found))
    return md('<details class="abstract gah-verdicts"><summary>Verification with z3: {}</summary>'
              '<table><thead><tr><th>property</th><th>verdict</th><th>detail</th></tr></thead><tbody>{}</tbody></table></details>',
              summary, Md(rows))
