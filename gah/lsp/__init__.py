"""`gah lsp`: a language server for .gah cards (pygls over stdio).

The pieces: analysis.py checks an open file against the corpus with the checker's own functions;
context.py reads what surrounds the cursor; meaning.py answers hover, completion and go-to-definition from
the registry and kinds tables; server.py wires them to the Language Server Protocol."""
