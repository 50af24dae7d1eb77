"""Every write gah makes is atomic and refuses what it must not replace (gah/fsio.py); nothing else writes."""
from __future__ import annotations

import os
import re
import stat
import subprocess
import sys

import pytest

from gah import fsio
from gah.errors import PathError
from tests.safety.support import ROOT, UNFORMATTED, gah
from tests.test_safety import PACKAGES


def leftovers(folder) -> list[str]:
    return [p.name for p in folder.iterdir() if p.name.endswith(fsio.TEMP_SUFFIX)]


def test_a_write_that_fails_half_way_leaves_the_original_byte_identical(tmp_path, monkeypatch) -> None:
    path = tmp_path / "card.gah"
    path.write_bytes(b"original \xc3\xa9 text\n" * 100)
    before = path.read_bytes()

    class HalfWriter:
        def __init__(self, stream):
            self.stream = stream

        def __getattr__(self, name):
            return getattr(self.stream, name)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.stream.close()

        def write(self, text):
            self.stream.write(text[: len(text) // 2])
            self.stream.flush()
            raise OSError(28, "No space left on device")

    real_fdopen = os.fdopen
    monkeypatch.setattr(fsio.os, "fdopen", lambda *a, **k: HalfWriter(real_fdopen(*a, **k)))
    with pytest.raises(PathError, match="no space left on device; the file is unchanged"):
        fsio.write_text(path, "new text " * 1000)
    assert path.read_bytes() == before and not leftovers(tmp_path)


def test_a_failing_rename_leaves_the_original(tmp_path, monkeypatch) -> None:
    path = tmp_path / "card.gah"
    path.write_text("old", encoding="utf-8")

    def refuse(*args):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(fsio.os, "replace", refuse)
    with pytest.raises(PathError):
        fsio.write_text(path, "new")
    assert path.read_text() == "old" and not leftovers(tmp_path)


def test_fmt_under_a_file_size_limit_leaves_the_card_whole(tmp_path) -> None:
    """Regression: `gah fmt` truncated, then wrote; under a 2,048-byte limit a 3.5 KB card was cut to 2,048 bytes."""
    path = tmp_path / "big.gah"
    path.write_text(UNFORMATTED.replace('"Once per round, gain 1 strudel."', '"' + "Once per round, gain 1 strudel. " * 110 + '"'))
    before = path.read_bytes()
    assert len(before) > 3000
    script = ("import resource, signal, sys; signal.signal(signal.SIGXFSZ, signal.SIG_IGN); "
              "resource.setrlimit(resource.RLIMIT_FSIZE, (2048, 2048)); sys.argv = ['gah', 'fmt', sys.argv[1]]; "
              "from gah.cli import main; main()")
    result = subprocess.run([sys.executable, "-c", script, str(path)], capture_output=True, text=True, cwd=ROOT,
                            env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "PYTHONDONTWRITEBYTECODE": "1"})
    assert path.read_bytes() == before, f"{len(before)} -> {len(path.read_bytes())} bytes"
    assert result.returncode == 1 and "the file is unchanged" in result.stderr and "Traceback" not in result.stderr
    assert not leftovers(tmp_path)


def test_the_mode_of_a_replaced_file_is_kept_and_a_new_file_follows_the_umask(tmp_path) -> None:
    kept, new = tmp_path / "kept.gah", tmp_path / "new.gah"
    kept.write_text("x")
    kept.chmod(0o640)
    fsio.write_text(kept, "y")
    fsio.write_text(new, "z")
    mask = os.umask(0)
    os.umask(mask)
    assert stat.S_IMODE(kept.stat().st_mode) == 0o640 and kept.read_text() == "y"
    assert stat.S_IMODE(new.stat().st_mode) == 0o666 & ~mask


def test_a_symbolic_link_is_followed_not_replaced(tmp_path) -> None:
    target, link = tmp_path / "real.gah", tmp_path / "link.gah"
    target.write_text("old")
    link.symlink_to(target)
    fsio.write_text(link, "new")
    assert link.is_symlink() and target.read_text() == "new"


@pytest.mark.parametrize("make, words", [
    (lambda p: (p.write_text("x"), p.chmod(0o444)), "read-only"),
    (lambda p: p.mkdir(), "is a folder"),
    (lambda p: os.mkfifo(p), "is a named pipe"),
])
def test_what_gah_must_not_replace_is_refused(tmp_path, make, words) -> None:
    path = tmp_path / "thing"
    make(path)
    before = path.stat()
    with pytest.raises(PathError, match=words):
        fsio.write_text(path, "new")
    assert path.stat().st_mode == before.st_mode and not leftovers(tmp_path)


def test_a_device_is_refused(tmp_path) -> None:
    with pytest.raises(PathError, match="character device"):
        fsio.write_text(type(tmp_path)("/dev/null"), "x")


def test_fmt_reports_a_read_only_file_and_still_formats_the_others(tmp_path) -> None:
    """Regression: fmt on a read-only file was an internal error and the other files were skipped (as root it
    silently rewrote the read-only file)."""
    locked, free = tmp_path / "a-locked.gah", tmp_path / "b-free.gah"
    for path in (locked, free):
        path.write_text(UNFORMATTED)
    locked.chmod(0o444)
    result = gah("fmt", str(tmp_path))
    assert result.returncode == 1 and "read-only" in result.stderr and str(locked) in result.stderr
    assert locked.read_text() == UNFORMATTED and free.read_text() != UNFORMATTED and "Traceback" not in result.stderr


# ---- the streaming log ----------------------------------------------------------------------------------------------


def test_a_new_log_is_written_line_by_line(tmp_path) -> None:
    path = tmp_path / "game.jsonl"
    with fsio.LineLog(path, lambda p: False) as log:
        log.write("one\n")
        assert path.read_text() == "one\n"  # on disk before the log is closed
        log.write("two\n")
    assert path.read_text() == "one\ntwo\n"


def test_an_existing_file_that_is_not_ours_is_never_touched(tmp_path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("precious")
    with pytest.raises(PathError, match="will not overwrite"):
        fsio.LineLog(path, lambda p: False)
    assert path.read_text() == "precious"


def test_an_old_log_is_replaced_only_when_the_new_one_is_done(tmp_path) -> None:
    path = tmp_path / "game.jsonl"
    path.write_text("old log\n")
    with fsio.LineLog(path, lambda p: True) as log:
        log.write("new\n")
        assert path.read_text() == "old log\n"
    assert path.read_text() == "new\n" and not leftovers(tmp_path)


# ---- generated folders ----------------------------------------------------------------------------------------------


def test_a_folder_with_user_files_is_refused_and_kept(tmp_path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / "thesis.tex").write_text("years of work")
    with pytest.raises(PathError, match="holds files gah did not write"):
        with fsio.replaced_folder(out, ".mark", "gah"):
            raise AssertionError("the body must not run")
    assert [p.name for p in out.iterdir()] == ["thesis.tex"] and len(list(tmp_path.iterdir())) == 1


def test_a_marked_folder_is_rebuilt_and_a_failed_build_keeps_the_old_one(tmp_path) -> None:
    out = tmp_path / "out"
    with fsio.replaced_folder(out, ".mark", "gah") as staging:
        (staging / "page.html").write_text("first")
    with fsio.replaced_folder(out, ".mark", "gah") as staging:
        (staging / "page.html").write_text("second")
    assert sorted(p.name for p in out.iterdir()) == [".mark", "page.html"] and (out / "page.html").read_text() == "second"
    with pytest.raises(RuntimeError):
        with fsio.replaced_folder(out, ".mark", "gah") as staging:
            (staging / "page.html").write_text("half")
            raise RuntimeError("mkdocs failed")
    assert (out / "page.html").read_text() == "second" and sorted(p.name for p in tmp_path.iterdir()) == ["out"]


def test_an_empty_folder_is_filled(tmp_path) -> None:
    with fsio.replaced_folder(tmp_path, ".mark", "gah") as staging:
        (staging / "index.html").write_text("x")
    assert sorted(p.name for p in tmp_path.iterdir()) == [".mark", "index.html"]


# ---- one module writes ----------------------------------------------------------------------------------------------

WRITES = re.compile(r"(?<!fsio)\.write_text\(|\.write_bytes\(|\bopen\([^)]*['\"][wax]|\.open\(['\"][wax]|shutil\.rmtree|os\.(remove|unlink|rename|replace)\(|\.unlink\(")
WRITERS = {"gah/fsio.py", "gah/site/build.py"}  # build.py writes only inside fsio's staging folder


def test_only_fsio_writes_files() -> None:
    offenders = []
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            relative = str(path.relative_to(ROOT))
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
                if WRITES.search(line.split("#")[0]) and relative not in WRITERS:
                    offenders.append(f"{relative}:{number}: {line.strip()}")
    assert not offenders, offenders


def test_the_write_guard_fires_on_a_direct_write() -> None:
    assert WRITES.search('path.write_text(formatted, encoding="utf-8")') and WRITES.search('log_path.open("w")')
    assert not WRITES.search("path.read_text()") and not WRITES.search("fsio.write_text(path, text)")
