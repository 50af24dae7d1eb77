"""The VS Code extension folder: its manifest names the generated grammar and starts `gah lsp`."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gah.lexer import GahLexer
from gah.textmate import GRAMMAR_PATH, SCOPE_NAME

ROOT = Path(__file__).resolve().parents[2]
EXTENSION = ROOT / "editors" / "vscode"


def manifest() -> dict:
    return json.loads((EXTENSION / "package.json").read_text(encoding="utf-8"))


def test_the_extension_uses_the_generated_grammar_for_gah_files():
    contributes = manifest()["contributes"]
    grammar = contributes["grammars"][0]
    assert (EXTENSION / grammar["path"]).resolve() == GRAMMAR_PATH and grammar["scopeName"] == SCOPE_NAME
    assert json.loads(GRAMMAR_PATH.read_text(encoding="utf-8"))["scopeName"] == SCOPE_NAME
    assert contributes["languages"][0]["extensions"] == [name.lstrip("*") for name in GahLexer.filenames]
    assert (EXTENSION / contributes["languages"][0]["configuration"]).is_file()


def test_the_extension_starts_gah_lsp():
    default = manifest()["contributes"]["configuration"]["properties"]["gah.server.command"]["default"]
    assert default == ["gah", "lsp"]
    assert '"gah", "lsp"' in (EXTENSION / "extension.js").read_text(encoding="utf-8")
    shown = subprocess.run([sys.executable, "-m", "gah", "lsp", "--help"], cwd=ROOT, capture_output=True, text=True)
    assert shown.returncode == 0 and "language server" in shown.stdout


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_the_extension_script_is_valid_javascript():
    assert subprocess.run(["node", "--check", str(EXTENSION / "extension.js")], capture_output=True).returncode == 0


def test_without_pygls_gah_lsp_says_what_to_install():
    hidden = "import sys; sys.modules['pygls'] = None; sys.argv = ['gah', 'lsp']; from gah.cli import main; main()"
    run = subprocess.run([sys.executable, "-c", hidden], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 1 and "gah lsp: the language server needs pygls" in run.stderr and "[lsp]" in run.stderr
    assert "Traceback" not in run.stderr and run.stdout == ""
