"""Rulings as questions and answers. Each ruling is a scenario test in tests/rulings whose docstring starts
with the seed it rests on, then `Q:` (the question, in our own words) and `A:` (the answer); the rest of the
docstring tells the worked position. The rules chapter that links a ruling gives its topic.

The outcome shown is that of a real run of the ruling tests (`RulingRun` starts it in a child process at the
start of the build, and the pages' late slots show what it found). A run's outcomes are kept (gah/site/cache.py)
and shown again, with the time they were run, while the tests, the cards, the engine and the libraries they run
on are byte for byte the same; any change to them runs the tests again. Where no run is possible (an installed
gah has no tests) every ruling says "not run" and how to run it."""
from __future__ import annotations

import ast as pyast
import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from gah.site import cache, late
from gah.site.markdown import BLANK, Md, code, escape, link, md, page, token

FOLDER = "tests/rulings"
GUARD = "GAH_SITE_RULINGS_RUN"  # set inside the run, so a ruling test that built the site could not start another
TIMEOUT = 300
HOW_TO_RUN = "from a source checkout, gah site build runs them itself; or run  python3 -m pytest tests/rulings"


@dataclass(frozen=True)
class Outcome:
    word: str      # passed, failed, expected failure, skipped, not run
    detail: str

    @property
    def ok(self) -> bool:
        return self.word == "passed"


DETAILS = {"passed": "the engine plays this ruling as stated",
           "failed": "the engine does not follow this ruling yet: a bug to fix",
           "expected failure": "a known gap: the engine does not model this yet, and the test says so",
           "skipped": "the test was skipped in this build"}


@dataclass(frozen=True)
class Ruling:
    test: str
    file: str
    citation: str
    question: str
    answer: str
    details: str
    topic: str
    cards: tuple[str, ...]

    @property
    def anchor(self) -> str:
        return self.test[5:].replace("_", "-")

    @property
    def short_answer(self) -> str:
        first = re.split(r"(?<=[a-z0-9)][a-z0-9)][.!?])\s+(?=[A-Z(])", self.answer, maxsplit=1)[0]  # not after an initial
        return first if len(first) <= 260 else first[:257].rsplit(" ", 1)[0] + "…"

    @property
    def test_id(self) -> str:
        return f"{self.file}::{self.test}"


# ---- running the tests ------------------------------------------------------------------------------------------


# what the ruling tests' outcomes depend on: a change to any of these files (or libraries) runs them again
DEPENDS = (*cache.ENGINE, "cards/**/*", "gah/*.py", "gah/site/ruling_probe.py", "tests/__init__.py", "tests/engine/*.py",
           f"{FOLDER}/**/*.py", "pyproject.toml")
LIBRARIES = ("pytest", "hypothesis", "lark", "z3_solver", "rich")
PYTEST_ARGUMENTS = (FOLDER, "-q", "-p", "no:cacheprovider", "--noconftest", "-p", "gah.site.ruling_probe")
# no plugins from other packages: the ruling tests use none, and importing them (pytest-lsp's protocol types,
# hypothesis, ...) cost more than half the run's CPU; the probe is loaded by name
RUN_ENVIRONMENT = {GUARD: "1", "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}


def _may_fork() -> bool:
    """Whether a forked copy of this process runs the tests as a fresh `python3 -m pytest` would: not where the
    process has pytest (and its plugins) or a `tests` package loaded already, as a build run inside a test has."""
    import multiprocessing

    loaded = {"_pytest", "tests"} & set(sys.modules)
    return "fork" in multiprocessing.get_all_start_methods() and not loaded


class RulingRun:
    """A run of tests/rulings in a child process, started now and read when the pages need it; or, when nothing
    it depends on has changed, the outcomes of the last such run (`ran_at` says when it was)."""

    def __init__(self, root: Path):
        self.process, self.root, self.key, self.ran_at, self.reused = None, root, None, None, False
        self.reason = "this copy of gah has no ruling tests (an installed package)"
        self._outcomes = None
        if os.environ.get(GUARD):
            self.reason = "the build ran inside a run of the ruling tests"
        elif (root / FOLDER).is_dir():
            self.key = cache.fingerprint(root, DEPENDS, libraries=LIBRARIES)
            kept = cache.recall("rulings", root, self.key)
            if kept is not None and _valid(kept.value):
                self._outcomes, self.ran_at, self.reused = _outcomes(kept.value), kept.made, True
            else:
                self.process = self._start(root)

    @staticmethod
    def _start(root: Path):
        if _may_fork():  # a copy of this process: no second interpreter start-up (gah/site/forked_run.py)
            from gah.site.forked_run import ForkedRun

            return ForkedRun(root, PYTEST_ARGUMENTS, RUN_ENVIRONMENT)
        env = {**os.environ, **RUN_ENVIRONMENT, "PYTHONDONTWRITEBYTECODE": "1"}
        return subprocess.Popen([sys.executable, "-m", "pytest", *PYTEST_ARGUMENTS], cwd=root, env=env, stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)

    def stop(self) -> None:
        """End the run (its outcomes are not wanted: the build stopped), if it is still going."""
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.communicate()
        self.reason, self._outcomes = "the build stopped before the ruling tests finished", {}

    def outcomes(self) -> dict[str, Outcome]:
        if self._outcomes is None:
            self._outcomes = self._collect()
        return self._outcomes

    def _collect(self) -> dict[str, Outcome]:
        if self.process is None:
            return {}
        try:
            output, _ = self.process.communicate(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.communicate()
            self.reason = f"the ruling tests did not finish within {TIMEOUT} s"
            return {}
        from gah.site.ruling_probe import MARK

        line = next((l for l in output.splitlines() if l.startswith(MARK)), None)
        if line is None:
            self.reason = ("pytest is not installed" if "No module named pytest" in output else
                           "the run of the ruling tests stopped before reporting (see python3 -m pytest tests/rulings)")
            return {}
        words = json.loads(line[len(MARK):])
        self.ran_at = cache.keep("rulings", self.root, self.key, words).made
        return _outcomes(words)

    def outcome(self, test: str) -> Outcome:
        found = self.outcomes().get(test)
        return found or Outcome("not run", f"{self.reason}; {HOW_TO_RUN}")


def _valid(words) -> bool:
    return isinstance(words, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in words.items())


def _outcomes(words: dict[str, str]) -> dict[str, Outcome]:
    return {name: Outcome(word, DETAILS.get(word, word)) for name, word in words.items()}


# ---- reading the rulings ----------------------------------------------------------------------------------------------

QA = re.compile(r"Q:\s*(?P<q>.+?)\s+A:\s*(?P<a>.+)", re.S)


def read_rulings(root: Path, topics: dict[str, str], cards: dict[str, list[str]]) -> list[Ruling]:
    found = []
    for path in sorted((root / FOLDER).glob("test_*.py")):
        module = pyast.parse(path.read_text(encoding="utf-8"))
        for node in module.body:
            if isinstance(node, pyast.FunctionDef) and node.name.startswith("test_"):
                found.append(_ruling(f"{FOLDER}/{path.name}", node, topics, cards))
    return found


def _ruling(file: str, node, topics: dict, cards: dict) -> Ruling:
    doc = pyast.get_docstring(node) or ""
    paragraphs = [" ".join(p.split()) for p in doc.split("\n\n") if p.strip()]
    citation = paragraphs[0] if paragraphs else ""
    qa = next((QA.match(p) for p in paragraphs[1:] if QA.match(p)), None)
    question = _capital(qa["q"]) if qa else node.name[5:].replace("_", " ").capitalize() + "?"
    answer = _capital(qa["a"]) if qa else " ".join(paragraphs[1:2])
    details = " ".join(p for p in paragraphs[1:] if not QA.match(p))
    anchor = node.name[5:].replace("_", "-")
    return Ruling(node.name, file, citation, question, answer, details, topics.get(anchor, ""),
                  tuple(cards.get(f"{file}::{node.name}", ())))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def chapter_topics(docs: Path, chapters) -> tuple[dict[str, str], dict[str, str]]:
    """(ruling anchor -> chapter, chapter -> its title), from the links each rules chapter makes to the rulings."""
    topics, titles = {}, {}
    for chapter in chapters:
        text = (docs / "rules" / f"{chapter}.md").read_text(encoding="utf-8")
        titles[chapter] = next((line[2:].strip() for line in text.splitlines() if line.startswith("# ")), chapter)
        for anchor in re.findall(r"rulings\.md#([a-z0-9-]+)", text):
            topics.setdefault(anchor, chapter)
    return topics, titles



CHAPTER_LINK = re.compile(r"\[([^\]]+)\]\(\.\./rulings\.md#([a-z0-9-]+)\)")


def relabel(chapter: str, rulings: list[Ruling]) -> str:
    """A rules chapter whose links to rulings read as the rulings' questions."""
    questions = {r.anchor: r.question for r in rulings}
    return CHAPTER_LINK.sub(lambda m: f"[{escape(questions.get(m[2], m[1]))}](../rulings.md#{m[2]})", chapter)


def by_card(rulings: list[Ruling]) -> dict[str, list[Ruling]]:
    found: dict[str, list[Ruling]] = {}
    for ruling in rulings:
        for card in ruling.cards:
            found.setdefault(card, []).append(ruling)
    return found


# ---- the page ---------------------------------------------------------------------------------------------------------


def rulings_page(rulings: list[Ruling], titles: dict[str, str], card_links: dict[str, tuple[str, str]], topics: dict[str, str]) -> str:
    """Rulings by topic (the chapters' order), and within a topic in the order its chapter links them."""
    order = list(titles) + [""]
    lines = [md("# Rulings"), BLANK, md("Questions players ask, answered by the rules, ordered by topic."), BLANK,
             late.slot("summary", "rulings", block=True), BLANK, *_filter(titles), BLANK]
    place = {anchor: i for i, anchor in enumerate(topics)}  # topics keeps the order the chapters link the rulings in
    for topic in order:
        chosen = sorted((r for r in rulings if r.topic == topic), key=lambda r: place.get(r.anchor, len(place)))
        if chosen:
            lines += [md('## {} {{: .gah-topic data-topic="{}" }}', titles.get(topic, "Other rulings"), token(topic or "other")), BLANK]
            lines += [line for ruling in chosen for line in _entry(ruling, card_links)]
    return page(lines)


def summary(run: RulingRun, rulings: list[Ruling]) -> Md:
    """The rulings page's line about this build's run of the ruling tests."""
    words = [run.outcome(r.test).word for r in rulings]
    if not words or all(w == "not run" for w in words):
        return md('<p class="gah-run">The ruling tests were not run for this build ({}); {}.</p>', run.reason, HOW_TO_RUN)
    counts = ", ".join(f"{words.count(w)} {w}" for w in sorted(set(words)))
    when = (f"run at {run.ran_at} on these very tests, cards and engine (nothing they depend on has changed since; "
            "a change to any of them runs the tests again at the next build)") if run.reused else "run while this site was built"
    return md('<p class="gah-run">Each answer is checked by a scenario test in {}, {}: {}. '
              'Each ruling shows its own outcome.</p>', FOLDER, when, counts)


def _filter(titles: dict[str, str]) -> list[Md]:
    options = "".join(md('<option value="{}">{}</option>', token(t), title) for t, title in titles.items())
    return [md('<form class="gah-facets gah-rulings-filter" hidden>'),
            md('<div class="gah-facets__search"><label for="gah-rulings-search">Search the rulings</label>'
               '<input id="gah-rulings-search" class="gah-filter" type="search" placeholder="a word: boost, penalty, Baroness…" autocomplete="off"></div>'),
            md('<div class="gah-facets__topic"><label for="gah-rulings-topic">Topic</label><select id="gah-rulings-topic">'
               '<option value="">all topics</option>{}<option value="other">other rulings</option></select></div>', Md(options)),
            md('<p class="gah-facets__status" role="status" aria-live="polite"></p>'), md("</form>")]


def _entry(ruling: Ruling, card_links: dict[str, tuple[str, str]]) -> list[Md]:
    cards = [link(*card_links[c]) for c in ruling.cards if c in card_links]
    lines = [md('<div class="gah-ruling" data-topic="{}" markdown>', token(ruling.topic or "other")), BLANK,
             md("### {} {{#{}}}", ruling.question, token(ruling.anchor)), BLANK,
             md("**{}**", ruling.short_answer), BLANK]
    if ruling.answer != ruling.short_answer:
        lines += [md("{}", ruling.answer), BLANK]
    if ruling.details:
        lines += [md("*The worked position:* {}", ruling.details), BLANK]
    lines += [md("*Rests on:* {}", ruling.citation), BLANK]
    if cards:
        lines += [md("*Cards:* {}", Md(", ".join(cards))), BLANK]
    lines += [md("{} — {}", late.slot("outcome-detail", ruling.test), code(ruling.test_id)), BLANK, md("</div>"), BLANK]
    return lines
