"""Which scenario tests exercise which component: read from the test files (names, numbers, tile ids
mentioned in each test and its parametrization), for the "Scenario tests" part of each card page."""
from __future__ import annotations

import ast as pyast
import functools
import json
from collections import defaultdict
from pathlib import Path

TEST_FOLDERS = ("tests/cards", "tests/engine", "tests/rulings")


def scenario_index(mentioned: dict[str, list[str]]) -> dict[str, list[str]]:
    """component label ("staff 12") -> test ids ("tests/cards/test_x.py::test_y"), from what `mentions` found."""
    found = defaultdict(list)
    for test, labels in mentioned.items():
        for label in labels:
            found[label].append(test)
    return found


def mentions(root: Path, components, folders=TEST_FOLDERS) -> dict[str, list[str]]:
    """test id -> the labels of the components it names (by card name, or objective and tile id). Reading every
    test file costs half a second: the answer is kept (gah/site/cache.py) while the test files and names are the same."""
    from gah.site import cache

    base = [c for c in components if c.module == "base"]  # the scenario tests are about the base game
    by_name = {c.name: f"{c.kind.name} {c.ident}" for c in base if c.kind.name in ("staff", "guest")}
    by_id = {c.ident: f"{c.kind.name} {c.ident}" for c in base if c.kind.name in ("objective", "emperor-tile")}
    key = cache.fingerprint(root, [f"{folder}/**/*.py" for folder in folders] + ["tests/*.py"],
                            {"names": json.dumps([by_name, by_id], sort_keys=True)})
    kept = cache.recall("mentions", root, key)
    if kept is not None and isinstance(kept.value, dict):
        return kept.value
    return cache.keep("mentions", root, key, _read_mentions(root, folders, by_name, by_id)).value


def _read_mentions(root: Path, folders, by_name: dict, by_id: dict) -> dict[str, list[str]]:
    found = {}
    for folder in folders:
        for path in sorted((root / folder).glob("test_*.py")):
            for test, mentioned in _tests(path):
                found[f"{path.relative_to(root)}::{test}"] = sorted({by_name.get(m) or by_id.get(str(m)) for m in mentioned} - {None})
    return found


def _tests(path: Path):
    module = pyast.parse(path.read_text(encoding="utf-8"))
    tables = {**_imported_tables(module, path), **_tables(module)}
    for node in module.body:
        if isinstance(node, pyast.FunctionDef) and node.name.startswith("test_"):
            constants, names = _constants_and_names(node)  # names: the tables used in decorators or the body
            yield node.name, constants | {v for name in names for v in tables.get(name, ())}


def _constants_and_names(node) -> tuple[set, set]:
    """The constants and the names in a test, in one walk of it (the slow part of reading the tests)."""
    constants, names = set(), set()
    for child in pyast.walk(node):
        if isinstance(child, pyast.Name):
            names.add(child.id)
        elif isinstance(child, pyast.Constant) and isinstance(child.value, (str, int)) and not isinstance(child.value, bool):
            constants.add(child.value)
    return constants, names


def _tables(module) -> dict[str, set]:
    """Module-level data (tables of cards that tests are parametrized over)."""
    tables = {}
    for node in module.body:
        if isinstance(node, pyast.Assign):
            for target in node.targets:
                if isinstance(target, pyast.Name):
                    tables[target.id] = _constants(node.value)
    return tables


def _imported_tables(module, path: Path) -> dict[str, set]:
    """Tables imported from a sibling support module (`from tests.cards.guest_support import PLAYERS`)."""
    tables = {}
    for node in module.body:
        if isinstance(node, pyast.ImportFrom) and node.module and node.module.startswith("tests."):
            source = path.parents[2] / (node.module.replace(".", "/") + ".py")  # tests/<folder>/<file>: two levels up is the root
            if source.exists():
                available = _support_tables(source, source.stat().st_mtime_ns)
                tables.update({a.asname or a.name: available.get(a.name, set()) for a in node.names})
    return tables


@functools.lru_cache(maxsize=32)
def _support_tables(source: Path, mtime_ns: int) -> dict[str, set]:
    """A support module's tables, read once however many test files import it (and again once it changes)."""
    return _tables(pyast.parse(source.read_text(encoding="utf-8")))


def _constants(node) -> set:
    values = set()
    for child in pyast.walk(node):
        if isinstance(child, pyast.Constant) and isinstance(child.value, (str, int)) and not isinstance(child.value, bool):
            values.add(child.value)
    return values
