"""mkdocs' own build (`mkdocs.commands.build.build` of mkdocs 1.6.1, pinned in pyproject.toml), step for step,
with its two loops over the pages shared between this process and a forked copy of it, one core each: turning
each page's Markdown into HTML, and rendering each page through the theme's templates (where the search plugin
reads the page's HTML for its index). The pages are the same: the copy renders every other page with the same
code and configuration, and sends back what the rest of the build reads of a page (its HTML, table of
contents, title, anchors) and the search index entries of its pages, which go back in the order mkdocs gives
them, so the index is the same bytes. The copy's warnings are printed as it meets them and counted for
--strict; an error in the copy fails the build as it would here.

Everything else (plugins' events, theme files, anchor checks, writing the search index, the offline plugin's
files) runs here, in mkdocs' order; the 404 page and the sitemap join the second loop. Where fork is not
available every page is rendered here. Three savings on top, each giving the same bytes: one Markdown instance
per process, reset for each page, instead of a new one per page; the theme's compiled templates kept in gah's
private cache folder (Jinja's bytecode cache); and the search entries of a page whose HTML is unchanged since
the last build reused (gah/site/searchcache.py). tests/site/test_mkbuild.py holds this build to mkdocs' own,
file for file."""
from __future__ import annotations

import gc
import logging
import multiprocessing
import os
import sys
import traceback
from pathlib import Path
from typing import Callable, Sequence

from mkdocs import utils
from markdown import Markdown
from mkdocs.commands.build import _build_extra_template, _build_page, _build_theme_template
from mkdocs.exceptions import Abort, BuildError
from mkdocs.structure.files import InclusionLevel, get_files, set_exclusions
from mkdocs.structure.nav import get_navigation
from mkdocs.structure.pages import (Page, _ExtractAnchorsTreeprocessor, _ExtractTitleTreeprocessor, _RawHTMLPreprocessor,
                                    _RelativePathTreeprocessor)
from mkdocs.structure.toc import get_toc

from dsl.cache import cache_folder
from gah.site.searchcache import KeptEntries

log = logging.getLogger("mkdocs.commands.build")
INCLUDED = InclusionLevel.is_included
RENDERED = ("markdown", "meta", "content", "toc", "_title_from_render", "present_anchor_ids")  # what a page keeps of its render


def build(config, copies: bool = True, root: Path | None = None) -> None:
    """The site, as `mkdocs build` makes it from `config` (a loaded MkDocsConfig); `copies`: share the pages with a
    forked copy of this process; `root`: the checkout whose kept search entries may be reused (gah/site/searchcache.py)."""
    counter = utils.CountHandler()
    counter.setLevel(logging.WARNING)
    logger = logging.getLogger("mkdocs")
    if config.strict:
        logger.addHandler(counter)
    share = _shared if copies and "fork" in multiprocessing.get_all_start_methods() else _here
    try:
        _steps(config, share, counter, root)
    except Exception as problem:
        config.plugins.on_build_error(error=problem)
        if isinstance(problem, BuildError):
            log.error(str(problem))
            raise Abort("Aborted with a BuildError!")
        raise
    finally:
        logger.removeHandler(counter)


def _steps(config, share, counter, root) -> None:
    config = config.plugins.on_config(config)
    config.plugins.on_pre_build(config=config)
    utils.clean_directory(config.site_dir)
    files = get_files(config)
    env = config.theme.get_env()
    env.bytecode_cache = template_cache()
    files.add_files_from_theme(env, config)
    files = config.plugins.on_files(files, config=config)
    set_exclusions(files, config)
    nav = config.plugins.on_nav(get_navigation(files, config), config=config, files=files)
    pages = _pages(files, config)
    markdown = Markdown(extensions=config["markdown_extensions"], extension_configs=config["mdx_configs"] or {})
    _rendered_into(pages, share(lambda page: _render(page, config, files, markdown), pages, counter), files)
    env = config.plugins.on_env(env, config=config, files=files)
    files.copy_static_files(dirty=False, inclusion=INCLUDED)
    _write_pages(config, share, counter, root, files, nav, env)
    config.plugins.on_post_build(config=config)
    if counts := counter.get_counts():
        raise Abort(f"Aborted with {', '.join(f'{v} {k.lower()}s' for k, v in counts)} in strict mode!")


def _write_pages(config, share, counter, root, files, nav, env) -> None:
    """The theme's own pages (404, sitemap) and then every page through the templates, as mkdocs orders them; the
    search index's entries in the pages' order; the anchor checks."""
    doc_files = files.documentation_pages(inclusion=INCLUDED)
    index = _search_index(config)
    kept = KeptEntries(index, root) if index is not None and root is not None else None
    templates = [*((True, t) for t in config.theme.static_templates), *((False, t) for t in config.extra_templates)]

    def one(item):
        if not isinstance(item, tuple):
            return _built(item, config, doc_files, nav, env, index, kept)
        theme, template = item
        if theme:
            _build_theme_template(template, env, files, config, nav)
        else:
            _build_extra_template(template, files, config, nav)
        return None

    built = share(one, [*templates, *(f.page for f in doc_files)], counter)[len(templates):]
    if index is not None:
        index.entries[:] = [entry for _, entries in built for entry in entries]
    if kept is not None:
        kept.keep(dict(built))
    for file in doc_files:
        file.page.validate_anchor_links(files=files, log_level=config.validation.links.anchors)


def _pages(files, config) -> list:
    """Every page to build, each with its Page (pages outside the nav get theirs here, as mkdocs does)."""
    pages = []
    for file in files.documentation_pages(inclusion=INCLUDED):
        if file.page is None and file.inclusion.is_not_in_nav():
            Page(None, file, config)
        pages.append(file.page)
    return pages


def template_cache():
    """Jinja's compiled theme templates, kept in a folder of gah's private cache (dsl/cache.py): compiling the
    theme's 40 templates is a tenth of mkdocs' work here. Jinja checks each kept file against its template's
    source and its own version, so a changed theme compiles afresh; the file holds compiled Python code, which is
    why it lives only in a folder no other user can write. None (compile every time) when caching is off."""
    from jinja2 import FileSystemBytecodeCache

    folder = cache_folder()
    if folder is None:
        return None
    try:
        (folder / "jinja").mkdir(mode=0o700, exist_ok=True)
    except OSError:
        return None
    return FileSystemBytecodeCache(str(folder / "jinja"))


# ---- the two loops ---------------------------------------------------------------------------------------------


def _render(page, config, files, markdown) -> dict:
    """One page's Markdown into HTML (mkdocs' `_populate_page`), and what the rest of the build reads of it."""
    _populate(page, config, files, markdown)
    kept = {name: getattr(page, name) for name in RENDERED}
    links = page.links_to_anchors
    kept["links_to_anchors"] = None if links is None else {target.src_uri: found for target, found in links.items()}
    return kept


def _populate(page, config, files, markdown) -> None:
    """mkdocs' `_populate_page`, but with one Markdown for all pages (`_converted`)."""
    config._current_page = page
    try:
        page = config.plugins.on_pre_page(page, config=config, files=files)
        page.read_source(config)
        page.markdown = config.plugins.on_page_markdown(page.markdown, page=page, config=config, files=files)
        _converted(page, config, files, markdown)
        page.content = config.plugins.on_page_content(page.content, page=page, config=config, files=files)
    except Exception as problem:
        log.error(f"Error reading page '{page.file.src_uri}':" + ("" if isinstance(problem, BuildError) else f" {problem}"))
        raise
    finally:
        config._current_page = None


def _converted(page, config, files, markdown) -> None:
    """mkdocs' `Page.render`, with a Markdown reset for each page (as Python-Markdown says to reuse one) instead of
    a new one per page: making one loads and sets up every extension again, a fifth of the Markdown work here.
    mkdocs' own four processors are made for each page, as mkdocs makes them, and replace the last page's."""
    markdown.reset()
    raw_html, anchors = _RawHTMLPreprocessor(), _ExtractAnchorsTreeprocessor(page.file, files, config)
    relative, title = _RelativePathTreeprocessor(page.file, files, config), _ExtractTitleTreeprocessor()
    for processor in (raw_html, anchors, relative, title):
        processor._register(markdown)
    page.content = markdown.convert(page.markdown)
    page.toc = get_toc(getattr(markdown, "toc_tokens", []))
    page._title_from_render = title.title
    page.present_anchor_ids = anchors.present_anchor_ids | raw_html.present_anchor_ids
    if logging.getLogger("mkdocs.structure.pages").getEffectiveLevel() > logging.DEBUG:
        page.links_to_anchors = relative.links_to_anchors


def _rendered_into(pages, rendered: list[dict], files) -> None:
    for page, kept in zip(pages, rendered):
        links = kept.pop("links_to_anchors")
        for name, value in kept.items():
            setattr(page, name, value)
        page.links_to_anchors = None if links is None else {files.get_file_from_path(uri): found for uri, found in links.items()}


def _built(page, config, doc_files, nav, env, index, kept) -> tuple[str, list]:
    """One page through the theme's templates, written out; the hash of its search inputs and the entries it added."""
    before = len(index.entries) if index is not None else 0
    _build_page(page, config, doc_files, nav, env)
    if kept is not None and kept.last:
        found, kept.last = kept.last, ()
        return found
    return "", index.entries[before:] if index is not None else []


def _search_index(config):
    plugin = config.plugins.get("material/search") or config.plugins.get("search")
    return getattr(plugin, "search_index", None)


# ---- sharing a loop with a forked copy -------------------------------------------------------------------------


def _here(work: Callable, items: Sequence, counter) -> list:
    return [work(item) for item in items]


def shared(work: Callable, items: Sequence) -> list:
    """`work` on every item, half of them in a forked copy of this process where fork is available; the results
    in order. An error in the copy raises BuildError."""
    share = _shared if "fork" in multiprocessing.get_all_start_methods() else _here
    return share(work, items, utils.CountHandler())


def _shared(work: Callable, items: Sequence, counter) -> list:
    """`work` on every item, the odd-numbered ones in a forked copy of this process; the results in order."""
    for stream in (sys.stdout, sys.stderr):
        stream.flush()  # or the copy would print again what this process had not yet written out
    read, write = multiprocessing.Pipe(duplex=False)  # what multiprocessing's own workers answer through
    gc.freeze()  # the copy's collector then leaves the shared objects alone, so their pages stay shared, not copied
    pid = os.fork()
    if pid == 0:
        read.close()
        _in_copy(work, items[1::2], counter, write)
    gc.unfreeze()
    write.close()  # so that reading ends, with EOFError, if the copy dies without an answer
    try:
        mine = [work(item) for item in items[0::2]]
    except BaseException:
        _end_copy(pid, read)
        raise
    theirs = _from_copy(pid, read, counter)
    results = [None] * len(items)
    results[0::2], results[1::2] = mine, theirs
    return results


def _in_copy(work: Callable, items: Sequence, counter, write) -> None:
    """In the forked copy: the work, then its results (or the error) down the pipe; never returns."""
    code = 1
    try:
        counter.counts.clear()  # only the copy's own warnings go back
        try:
            answer = ("done", [work(item) for item in items], dict(counter.counts))
        except Exception as problem:
            answer = ("error", f"{type(problem).__name__}: {problem}", dict(counter.counts))
        write.send(answer)
        write.close()
        code = 0
    except BaseException:  # anything at all: the copy must end here, never go on as the build
        traceback.print_exc()
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:
                pass
        os._exit(code)


def _from_copy(pid: int, read, counter) -> list:
    try:
        answer = read.recv()
    except EOFError:
        answer = None
    finally:
        read.close()
    code = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
    if code != 0 or answer is None:
        raise BuildError(f"the forked copy of the build ended with code {code}")
    outcome, value, counts = answer
    for level, number in counts.items():
        counter.counts[level] += number
    if outcome == "error":
        raise BuildError(f"in the forked copy of the build: {value}")
    return value


def _end_copy(pid: int, read) -> None:
    """This process's half failed: the copy's work is not waited for."""
    read.close()
    try:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
    except OSError:
        pass
