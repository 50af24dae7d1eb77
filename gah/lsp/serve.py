"""`gah lsp`: start the server, or say plainly what is missing (pygls comes with `pip install 'gah[lsp]'`)."""
from __future__ import annotations

from gah.errors import UserError


def run_lsp() -> int:
    try:
        from gah.lsp.server import run
    except ImportError as problem:
        raise UserError(f"the language server needs pygls ({problem}); install it with: python3 -m pip install '.[lsp]'") from None
    return run()
