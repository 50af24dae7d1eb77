"""`gah verify --save` builds its regression test as a syntax tree: a card path, id or detail holding quotes,
triple quotes, newlines and Python code stays a string (regression: the path was pasted into a docstring,
so a file named with `\"\"\"` and code produced a test that ran that code on import)."""
from __future__ import annotations

import ast
import subprocess
import sys

import pytest

from gah.verifying import save_test
from verifier.regressions import regression_test
from verifier.run import Finding
from tests.safety.support import ROOT

PAYLOAD = 'import pathlib; pathlib.Path(__file__).with_name("PWNED").write_text("x")'
NAMES = [f'x"""\n{PAYLOAD}\n"""', f"x'''\n{PAYLOAD}\n'''", f'x"""+{PAYLOAD.replace(";", " or ")}+"""', f"x\\\n{PAYLOAD}"]


def finding(path: str) -> Finding:
    return Finding(path, 3, 'staff 7"""', "no-free-lunch", "REFUTED", f'{path} """ detail', (("pre_money", "3"),))


@pytest.mark.parametrize("name", NAMES)
def test_the_generated_module_compiles_and_keeps_the_path_as_data(name: str) -> None:
    source = regression_test(finding(f"/cards/{name}.gah"))
    module = ast.parse(source)
    assert f"/cards/{name}.gah" in ast.get_docstring(module)
    statements = [type(node).__name__ for node in module.body]
    assert statements == ["Expr", "ImportFrom", "ImportFrom", "ImportFrom", "Assign", "Assign", "FunctionDef"]
    card = next(n for n in module.body if isinstance(n, ast.Assign) and n.targets[0].id == "CARD")
    assert card.value.right.value == f"/cards/{name}.gah"


@pytest.mark.parametrize("name", NAMES)
def test_importing_the_saved_test_runs_nothing_of_the_name(tmp_path, name: str) -> None:
    folder = tmp_path / "tests" / "regressions"
    path = save_test(finding(str(tmp_path / f"{name}.gah")), folder)
    result = subprocess.run([sys.executable, "-c", "import sys, runpy; runpy.run_path(sys.argv[1])", str(path)],
                            capture_output=True, text=True, cwd=tmp_path, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert result.returncode == 0, result.stderr
    assert not list(tmp_path.rglob("PWNED")), "the file name's code ran on import"
    assert (folder / "__init__.py").is_file()
