"""The verifier's findings and the ruling tests' outcomes are kept between site builds (gah/site/cache.py) and
reused only while everything they depend on is the same; a reused outcome says when its run was."""
from __future__ import annotations

import json

import pytest

from compiler.corpus import check_paths, default_corpus
from gah.site import background, cache
from gah.site.rulings import RulingRun, summary
from tests.site.test_parts import fake_root
from verifier.run import Finding

CARD = 'staff 7 "Cook" {\n  module base\n  cost 1\n  timing once-per-round\n  text "Gain 1 VP."\n  effect {\n    gain 1 vp\n  }\n}\n'


@pytest.fixture(autouse=True)
def own_cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("GAH_CACHE_DIR", str(folder))
    return folder


def kept_files(folder, name: str):
    return sorted(folder.glob(f"site-{name}-*.json"))


def test_a_ruling_run_is_reused_with_its_time_until_a_test_changes(tmp_path, own_cache) -> None:
    root = fake_root(tmp_path / "repo")
    first = RulingRun(root)
    assert first.process is not None and first.outcome("test_fails").word == "failed" and not first.reused
    again = RulingRun(root)
    assert again.process is None and again.reused and again.ran_at == first.ran_at
    assert {t: again.outcome(t).word for t in ("test_passes", "test_fails", "test_known_gap")} == \
           {"test_passes": "passed", "test_fails": "failed", "test_known_gap": "expected failure"}
    line = summary(again, [type("R", (), {"test": "test_fails"})()])
    assert f"run at {first.ran_at} on these very tests" in line
    test_file = root / "tests" / "rulings" / "test_fake.py"
    test_file.write_text(test_file.read_text().replace("    assert False\n\n\n@pytest", "\n\n@pytest"))
    changed = RulingRun(root)
    assert changed.process is not None and changed.outcome("test_fails").word == "passed"
    assert json.loads(kept_files(own_cache, "rulings")[0].read_text())["value"]["test_fails"] == "passed"


def test_a_corrupt_or_foreign_ruling_cache_runs_the_tests(tmp_path, own_cache) -> None:
    root = fake_root(tmp_path / "repo")
    RulingRun(root).outcomes()
    [kept] = kept_files(own_cache, "rulings")
    for broken in ("", "{", "[1, 2]", json.dumps({"key": "x", "made": "then", "value": {}}),
                   kept.read_text().replace('"failed"', "17")):
        kept.write_text(broken)
        run = RulingRun(root)
        assert run.process is not None and run.outcome("test_fails").word == "failed", broken


def test_without_a_usable_cache_folder_the_tests_still_run(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("GAH_CACHE_DIR", "off")
    root = fake_root(tmp_path / "repo")
    assert RulingRun(root).outcome("test_passes").word == "passed"
    again = RulingRun(root)
    assert again.process is not None and not again.reused


def one_card(tmp_path, text: str = CARD):
    folder = tmp_path / "cards"
    folder.mkdir(exist_ok=True)
    (folder / "7-cook.gah").write_text(text)
    report = check_paths([folder])
    assert not report.errors, report.errors
    return report.components


def test_verdicts_are_reused_while_the_cards_are_the_same(tmp_path, own_cache, monkeypatch) -> None:
    components = one_card(tmp_path)
    computed = background.Verification(components, parallel=False, root=tmp_path).result()
    assert computed[1] == "run" and computed[0]["staff 7"]
    monkeypatch.setattr(background, "_verdicts", lambda components: pytest.fail("the verifier ran again"))
    assert background.Verification(components, parallel=False, root=tmp_path).result() == computed  # Finding values again
    changed = one_card(tmp_path, CARD.replace("gain 1 vp", "gain 2 vp"))
    ran = []
    monkeypatch.setattr(background, "_verdicts", lambda components: ran.append(1) or computed)
    background.Verification(changed, parallel=False, root=tmp_path).result()
    assert ran == [1]  # another card text: verified afresh


def test_a_run_in_which_the_solver_gave_up_is_not_kept(tmp_path, own_cache, monkeypatch) -> None:
    components = one_card(tmp_path)
    gave_up = Finding("7-cook.gah", 1, "staff 7", "no-loss", "UNKNOWN", "solver: timeout", (("x", "1"),))
    monkeypatch.setattr(background, "_verdicts", lambda components: ({"staff 7": [gave_up]}, "run"))
    background.Verification(components, parallel=False, root=tmp_path).result()
    assert not kept_files(own_cache, "verdicts")
    fine = Finding("7-cook.gah", 1, "staff 7", "no-loss", "PROVED", "", (("x", "1"),))
    monkeypatch.setattr(background, "_verdicts", lambda components: ({"staff 7": [fine]}, "run"))
    background.Verification(components, parallel=False, root=tmp_path).result()
    [kept] = kept_files(own_cache, "verdicts")
    assert json.loads(kept.read_text())["value"]["findings"]["staff 7"][0]["verdict"] == "PROVED"  # JSON, nothing else


def test_the_fingerprint_follows_contents_and_libraries(tmp_path) -> None:
    (tmp_path / "engine").mkdir()
    (tmp_path / "engine" / "a.py").write_text("x = 1\n")
    before = cache.fingerprint(tmp_path, cache.ENGINE)
    assert cache.fingerprint(tmp_path, cache.ENGINE) == before
    (tmp_path / "engine" / "a.py").write_text("x = 2\n")
    assert cache.fingerprint(tmp_path, cache.ENGINE) != before
    assert cache.fingerprint(tmp_path, cache.ENGINE, {"card": "a"}) != cache.fingerprint(tmp_path, cache.ENGINE, {"card": "b"})
    assert cache.installed(["lark"]) and cache.fingerprint(tmp_path, (), libraries=["lark"]) != cache.fingerprint(tmp_path, ())


def test_a_stopped_build_ends_its_ruling_run_and_verifier(tmp_path, monkeypatch) -> None:
    """A build that fails (an output folder gah cannot write) does not wait for the slow work it started."""
    monkeypatch.setenv("GAH_CACHE_DIR", "off")
    run = RulingRun(fake_root(tmp_path / "repo"))
    run.stop()
    assert run.process.poll() is not None and run.outcome("test_passes").word == "not run"
    assert "stopped" in run.outcome("test_passes").detail
    verification = background.Verification(one_card(tmp_path), parallel=True, root=tmp_path)
    verification.stop()
    assert verification.pool is None


def test_the_ruling_run_loads_no_plugin_of_another_package(tmp_path, monkeypatch) -> None:
    """Importing pytest-lsp's protocol types and hypothesis' plugin cost more than half the run's CPU."""
    monkeypatch.setenv("GAH_CACHE_DIR", "off")
    root = fake_root(tmp_path / "repo")
    (root / "tests" / "rulings" / "test_plugins.py").write_text(
        "import sys\n\n\ndef test_no_plugins():\n    assert not {'pytest_lsp', '_hypothesis_pytestplugin'} & set(sys.modules)\n")
    assert RulingRun(root).outcome("test_no_plugins").word == "passed"


FORKED_RUN = """
import json, sys
from pathlib import Path
from gah.site.rulings import RulingRun
run = RulingRun(Path(sys.argv[1]))
words = {t: run.outcome(t).word for t in ("test_passes", "test_fails", "test_known_gap", "test_no_plugins")}
stopped = RulingRun(Path(sys.argv[1]))
stopped.stop()
print(json.dumps([type(run.process).__name__, words, stopped.process.poll() is not None, stopped.outcome("test_passes").word]))
"""


def test_a_build_outside_pytest_runs_the_rulings_in_a_forked_copy_with_the_same_outcomes(tmp_path) -> None:
    """As `gah site build` runs them: a fresh process (this one has pytest and its plugins loaded) forks its copy,
    which reports what really happened, loads no plugin of another package, and ends when the build stops."""
    import subprocess
    import sys
    from pathlib import Path

    root = fake_root(tmp_path / "repo")
    (root / "tests" / "rulings" / "test_plugins.py").write_text(
        "import sys\n\n\ndef test_no_plugins():\n    assert not {'pytest_lsp', '_hypothesis_pytestplugin'} & set(sys.modules)\n")
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "GAH_CACHE_DIR": "off"}
    result = subprocess.run([sys.executable, "-c", FORKED_RUN, str(root)], cwd=Path(__file__).parents[2], env=env,
                            capture_output=True, text=True, timeout=300)
    kind, words, ended, after_stop = json.loads(result.stdout.splitlines()[-1])
    assert kind == "ForkedRun" and ended and after_stop == "not run"
    assert words == {"test_passes": "passed", "test_fails": "failed", "test_known_gap": "expected failure", "test_no_plugins": "passed"}


def test_the_verifier_in_two_workers_finds_what_one_run_finds(monkeypatch) -> None:
    from gah.exporting import verdicts

    monkeypatch.setenv("GAH_CACHE_DIR", "off")
    acting = check_paths([default_corpus() / "base" / "staff"]).components[:7]
    shared = background.Verification(acting, parallel=True).result()
    assert shared == verdicts(acting) and len(shared[0]) >= 5


def test_pages_filled_by_a_forked_copy_show_the_outcomes_of_a_run_that_was_still_going(tmp_path, own_cache) -> None:
    """Regression: the copy that fills half the built pages (gah/site/mkbuild.py) asked the ruling run for its
    outcomes itself, and could not wait for a process that is not its child (ChildProcessError)."""
    from gah.site import late, mkbuild

    root = fake_root(tmp_path / "repo")
    work = background.SlowWork(root, (), RulingRun(root), parallel=False)
    assert work.run.process is not None  # nothing kept: the run is going
    values = work.values()
    slots = [str(late.slot("outcome", test)) for test in ("test_passes", "test_fails", "test_known_gap", "test_fails")]
    filled = mkbuild.shared(lambda text: late.fill(text, values), slots)
    assert ["test passed" in filled[0], "test failed" in filled[1], "test expected failure" in filled[2], "test failed" in filled[3]] == [True] * 4
