"""`gah site build --out DIR` never deletes a folder gah did not write (regression: it ran rmtree(DIR) first)."""
from __future__ import annotations

import pytest

from compiler.corpus import check_paths, default_corpus
from gah.site.build import MARKER, generate
from tests.safety.support import crashed, gah


def snapshot(folder) -> dict:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("command", ["build", "serve"])
def test_a_folder_of_user_files_is_kept_and_the_build_refuses(tmp_path, command) -> None:
    out = tmp_path / "home"
    (out / "src").mkdir(parents=True)
    (out / "notes.txt").write_text("precious")
    (out / "src" / "main.py").write_text("print('mine')")
    before = snapshot(out)
    result = gah("site", command, "--out", str(out), timeout=60)
    assert result.returncode in (1, 2) and not crashed(result)
    assert "holds files gah did not write" in result.stderr and MARKER in result.stderr
    assert snapshot(out) == before and sorted(p.name for p in tmp_path.iterdir()) == ["home"]


@pytest.mark.parametrize("out, words", [("a-file", "is a file, not a folder"), ("/proc/x", "cannot create a folder there"),
                                        ("/dev/null", "is a character device, not a folder")])
def test_an_output_that_cannot_be_a_folder_is_a_clear_error(tmp_path, out, words) -> None:
    (tmp_path / "a-file").write_text("keep me")
    result = gah("site", "build", "--out", out, cwd=tmp_path, timeout=60)
    assert result.returncode in (1, 2) and not crashed(result) and words in result.stderr
    assert (tmp_path / "a-file").read_text() == "keep me"


def test_a_previous_gah_output_is_rebuilt(tmp_path) -> None:
    report = check_paths([default_corpus() / "base" / "objectives"])
    out = tmp_path / "site"
    generate(out, report)
    (out / "docs" / "stale.md").write_text("from an older build")
    generate(out, report)
    assert (out / MARKER).is_file() and (out / "mkdocs.yml").is_file() and (out / "docs" / "index.md").is_file()
    assert not (out / "docs" / "stale.md").exists() and sorted(p.name for p in tmp_path.iterdir()) == ["site"]
