"""Reading a WordNet 3.0 database folder (the files data.POS, index.POS and POS.exc, format wndb(5WN)).

Only what the vocabulary generator needs: each word's senses in order (WordNet lists a word's senses most
frequent first, by their count in the sense-tagged corpus), each sense's synonyms, and the irregular forms of
the exception lists. Adjective satellites ('s') are adjectives. The licence lines that open each file (two
spaces, then a line number) are skipped.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

POS = {"noun": "n", "verb": "v", "adj": "a", "adv": "r"}
FILES = tuple(f"{kind}.{pos}" for pos in POS for kind in ("data", "index")) + tuple(f"{pos}.exc" for pos in POS)


class WordNetError(Exception):
    """A WordNet folder that cannot be read: says which file and why."""


@dataclass(frozen=True)
class WordNet:
    senses: dict  # (word, pos) -> tuple of synset offsets, most frequent sense first
    synonyms: dict  # (offset, pos) -> tuple of the synset's words (lower case, spaces for '_')
    exceptions: dict  # (form, pos) -> tuple of base words ('paid' -> ('pay',))

    def sense_rank(self, word: str, pos: str, offset: str) -> int | None:
        """Where the synset stands among the word's senses (0: its most frequent), None if it is not one of them."""
        senses = self.senses.get((word, pos), ())
        return senses.index(offset) if offset in senses else None


def load(folder: Path) -> WordNet:
    missing = [name for name in FILES if not (folder / name).is_file()]
    if missing:
        raise WordNetError(f"{folder}: not a WordNet database folder (missing {', '.join(missing)})")
    senses, synonyms, exceptions = {}, {}, {}
    for name, pos in POS.items():
        senses.update(_index(folder / f"index.{name}", pos))
        synonyms.update(_data(folder / f"data.{name}", pos))
        exceptions.update(_exceptions(folder / f"{name}.exc", pos))
    return WordNet(senses, synonyms, exceptions)


def _lines(path: Path):
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as problem:
        raise WordNetError(f"{path}: cannot be read ({problem})") from None
    for number, line in enumerate(text.splitlines(), start=1):
        if line and not line.startswith("  "):
            yield number, line.split()


def _index(path: Path, pos: str) -> dict:
    """lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset..."""
    found = {}
    for number, fields in _lines(path):
        try:
            count, pointers = int(fields[2]), int(fields[3])
            offsets = fields[6 + pointers:]
        except (IndexError, ValueError):
            raise WordNetError(f"{path}:{number}: not an index line") from None
        if len(offsets) != count:
            raise WordNetError(f"{path}:{number}: says {count} senses and lists {len(offsets)}")
        found[(_word(fields[0]), pos)] = tuple(offsets)
    return found


def _data(path: Path, pos: str) -> dict:
    """synset_offset lex_filenum ss_type w_cnt word lex_id [word lex_id...] ..."""
    found = {}
    for number, fields in _lines(path):
        try:
            count = int(fields[3], 16)
            words = fields[4:4 + 2 * count:2]
        except (IndexError, ValueError):
            raise WordNetError(f"{path}:{number}: not a data line") from None
        found[(fields[0], pos)] = tuple(_word(w.split("(")[0]) for w in words)  # 'galore(ip)': the marker is no word
    return found


def _exceptions(path: Path, pos: str) -> dict:
    """inflected_form base_form [base_form...]"""
    return {(_word(fields[0]), pos): tuple(_word(w) for w in fields[1:]) for _, fields in _lines(path) if len(fields) > 1}


def _word(written: str) -> str:
    return written.lower().replace("_", " ")
