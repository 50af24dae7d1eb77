"""MkDocs hook for the repository's own mkdocs.yml: the card pages, indexes, rulings, errata and gaps are
generated from the corpus at build time and added to the files mkdocs builds (never copied by hand), so a
plain `mkdocs build --strict` or `mkdocs serve` at the top of the repository works."""
from __future__ import annotations


def on_files(files, config, **kwargs):
    from mkdocs.structure.files import File

    from gah.site.build import site_files

    present = {f.src_uri for f in files}
    for relative, text in site_files().items():
        if relative not in present:
            files.append(File.generated(config, relative, content=text))
    return files
