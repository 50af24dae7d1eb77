"""What the site tests share: reading the page `gah site build` says to open."""
from __future__ import annotations

import re


def printed_home_page(stdout: str, cwd):
    """The page `gah site build` tells the user to open, which must exist from the folder it ran in.
    Regression: it printed build/site/site/index.html while the pages were in build/site/build/site/site/."""
    opened = re.search(r"site built in [0-9.]+ s: open (.+)$", stdout.strip(), re.M)
    assert opened, stdout
    path = (cwd / opened[1]).resolve()
    assert path.is_file(), path
    return path
