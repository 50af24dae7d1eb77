"""Benchmark: generating and building the rules site for the whole corpus (mkdocs --strict).
Run: `python bench/site.py`."""
from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gah.site.build import build  # noqa: E402


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        seconds = build(Path(folder))
        pages = len(list((Path(folder) / "site").rglob("*.html")))
    print(f"site: {pages} HTML pages built in {seconds:.2f} s")


if __name__ == "__main__":
    main()
