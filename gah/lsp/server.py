"""The language server: pygls over stdio, wiring the Language Server Protocol to gah/lsp's pieces.

Checking and formatting run on one worker thread, one at a time (the parser is not shared between
threads), a short pause after the last keystroke; hover, completion and go-to-definition read only the
lexer's tokens and the last check's components, so they answer at once. No request ever ends the server:
a handler that fails logs why and answers nothing."""
from __future__ import annotations

import asyncio
import functools
from urllib.parse import unquote
from concurrent.futures import ThreadPoolExecutor

from lsprotocol import types as lsp
from pygls.lsp.server import LanguageServer
from pygls.uris import from_fs_path, to_fs_path

from dsl.diagnostics import Diagnostic
from gah.lsp import analysis
from gah.lsp.context import cursor_at
from gah.lsp.meaning import Choice, completions, meaning, reference
from gah.lsp.positions import Lines

PAUSE = 0.2  # seconds after the last change before the file is checked
SORTS = {"kind": lsp.CompletionItemKind.Class, "field": lsp.CompletionItemKind.Field, "effect": lsp.CompletionItemKind.Function,
         "event": lsp.CompletionItemKind.Event, "modifier": lsp.CompletionItemKind.Property, "count": lsp.CompletionItemKind.Variable,
         "option": lsp.CompletionItemKind.Keyword, "value": lsp.CompletionItemKind.EnumMember, "keyword": lsp.CompletionItemKind.Keyword}


class GahServer(LanguageServer):
    def __init__(self):
        super().__init__("gah", "")  # no version of its own: it checks with whatever gah it is run from
        self.worker = ThreadPoolExecutor(max_workers=1)
        self.corpus: analysis.Corpus | None = None
        self.checked: dict[str, analysis.Analysis] = {}
        self.pending: dict[str, asyncio.Task] = {}

    async def in_worker(self, function, *args):
        return await asyncio.get_running_loop().run_in_executor(self.worker, functools.partial(function, *args))

    def the_corpus(self) -> analysis.Corpus:
        """Read once, on the worker, at the first check; a corpus that cannot be read is an empty one."""
        if self.corpus is None:
            try:
                self.corpus = analysis.load_corpus()
            except Exception as problem:  # noqa: BLE001 - the server still checks the open file on its own
                self.log(f"gah: the corpus could not be read ({type(problem).__name__}: {problem}); checking files alone")
                self.corpus = analysis.Corpus((), {})
        return self.corpus

    def log(self, message: str) -> None:
        self.window_log_message(lsp.LogMessageParams(lsp.MessageType.Warning, message))


server = GahServer()


def safely(default=None):
    """A handler that logs its failure and answers `default` instead of ending the server."""

    def wrap(handler):
        @functools.wraps(handler)
        async def run(ls: GahServer, params):
            try:
                return await handler(ls, params)
            except Exception as problem:  # noqa: BLE001 - bad input must never end the server
                ls.log(f"gah lsp: {handler.__name__} failed: {type(problem).__name__}: {problem}")
                return default

        return run

    return wrap


# ---- documents and diagnostics ---------------------------------------------------------------------------------


def path_of(uri: str) -> str:
    path = to_fs_path(uri) if uri.startswith("file:") else None
    return analysis.key_of(path) if path else uri


@server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
@safely()
async def did_open(ls: GahServer, params: lsp.DidOpenTextDocumentParams):
    schedule(ls, params.text_document.uri, 0)


@server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
@safely()
async def did_change(ls: GahServer, params: lsp.DidChangeTextDocumentParams):
    schedule(ls, params.text_document.uri, PAUSE)


@server.feature(lsp.TEXT_DOCUMENT_DID_SAVE)
@safely()
async def did_save(ls: GahServer, params: lsp.DidSaveTextDocumentParams):
    """A saved corpus file is part of the corpus the other files are checked against from now on."""
    uri = params.text_document.uri
    await ls.in_worker(_save_into_corpus, ls, path_of(uri), ls.workspace.get_text_document(uri).source)
    for checked in {uri, *ls.checked}:
        schedule(ls, checked, 0)


def _save_into_corpus(ls: GahServer, path: str, text: str) -> None:
    ls.corpus = analysis.with_saved(ls.the_corpus(), path, text)


@server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
@safely()
async def did_close(ls: GahServer, params: lsp.DidCloseTextDocumentParams):
    uri = params.text_document.uri
    _cancel(ls, uri)
    ls.checked.pop(uri, None)
    ls.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=uri, diagnostics=[]))


def schedule(ls: GahServer, uri: str, pause: float) -> None:
    """Check the file after `pause`, dropping a check still waiting for an earlier change."""
    _cancel(ls, uri)
    ls.pending[uri] = asyncio.get_running_loop().create_task(_check_after(ls, uri, pause))


def _cancel(ls: GahServer, uri: str) -> None:
    task = ls.pending.pop(uri, None)
    if task is not None:
        task.cancel()


async def _check_after(ls: GahServer, uri: str, pause: float) -> None:
    await asyncio.sleep(pause)
    try:
        document = ls.workspace.get_text_document(uri)
        text, version = document.source, document.version
        result = await ls.in_worker(_analyse, ls, path_of(uri), text)
    except Exception as problem:  # noqa: BLE001 - a check that fails leaves the last diagnostics in place
        ls.log(f"gah lsp: checking {uri} failed: {type(problem).__name__}: {problem}")
        return
    if unquote(uri) not in ls.workspace.text_documents:
        return  # closed while it was being checked
    ls.checked[uri] = result
    lines = Lines.of(text, document.position_codec)
    diagnostics = _too_large(text) if result.too_large else [to_lsp(d, lines) for d in result.report.diagnostics]
    ls.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=uri, diagnostics=diagnostics, version=version))


def _analyse(ls: GahServer, path: str, text: str) -> analysis.Analysis:
    return analysis.analyse(ls.the_corpus(), path, text)


def _too_large(text: str) -> list[lsp.Diagnostic]:
    message = (f"this file has {len(text):,} characters, more than the {analysis.MAX_LIVE_CHARS:,} checked as you type; "
               "run `gah check` on it")
    where = lsp.Range(lsp.Position(0, 0), lsp.Position(0, 0))
    return [lsp.Diagnostic(where, message, severity=lsp.DiagnosticSeverity.Information, source="gah")]


def to_lsp(diagnostic: Diagnostic, lines: Lines) -> lsp.Diagnostic:
    """A gah diagnostic as the protocol has it: 0-based, in the client's units, the hint after the message."""
    span = diagnostic.span
    start = lines.position(span.line - 1, span.column - 1)
    end = lines.position(max(span.end_line, span.line) - 1, span.end_column - 1)
    message = diagnostic.message + (f"\nhint: {diagnostic.hint}" if diagnostic.hint else "")
    fix = analysis.suggested_fix(diagnostic, lines.text)
    severity = lsp.DiagnosticSeverity.Error if diagnostic.is_error else lsp.DiagnosticSeverity.Warning
    return lsp.Diagnostic(lsp.Range(start, max(start, end, key=lambda p: (p.line, p.character))), message, severity=severity,
                          code=diagnostic.code, source="gah", data={"fix": fix} if fix else None)


def lines_of(document) -> Lines:
    return Lines.of(document.source, document.position_codec)


# ---- hover, completion, definition ----------------------------------------------------------------------------


def _cursor(ls: GahServer, params):
    document = ls.workspace.get_text_document(params.text_document.uri)
    lines = lines_of(document)
    return document, lines, cursor_at(lines.text, lines.offset(params.position))


@server.feature(lsp.TEXT_DOCUMENT_HOVER)
@safely()
async def hover(ls: GahServer, params: lsp.HoverParams):
    document, lines, cursor = _cursor(ls, params)
    header = _header_component(ls, document.uri, params.position.line)
    text = (_header_text(header) + "\n\n" + await ls.in_worker(_verdicts, ls, document.uri, header)) if header else meaning(cursor)
    return lsp.Hover(lsp.MarkupContent(lsp.MarkupKind.Markdown, text)) if text else None


def _header_component(ls: GahServer, uri: str, line: int):
    """The card whose header is on this line (from the last check), or None."""
    checked = ls.checked.get(uri)
    return next((c for c in checked.report.components if c.node.span.line == line + 1), None) if checked else None


def _header_text(component) -> str:
    """The card's kind, id and name, and its canonical text."""
    from compiler.render import render
    from compiler.types import BindError

    try:
        canonical = render(component) or "(none)"
    except BindError as problem:  # a card check rejects: its words do not all bind yet
        canonical = f"(none until the card checks: {problem})"
    return f"**{component.kind.name} {component.ident}** \"{component.name}\"\n\n{component.kind.summary}\n\n" \
           f"Canonical text: {canonical}"


def _verdicts(ls: GahServer, uri: str, component) -> str:
    """The card's verdicts, against the corpus it joins; a card check rejects is not verified (as in `gah verify`)."""
    from gah.lsp.verdicts import verdicts_text

    checked, path = ls.checked.get(uri), path_of(uri)
    first = next((d for d in checked.report.errors if component.node.span.line <= d.span.line <= component.node.span.end_line), None)
    rejected = f"{first.code} at line {first.span.line}: {first.message}" if first else None
    everything = analysis._joined(ls.the_corpus(), path, list(checked.report.components))
    return verdicts_text(component, everything, rejected)


@server.feature(lsp.TEXT_DOCUMENT_COMPLETION, lsp.CompletionOptions(trigger_characters=[" ", "(", ","]))
@safely()
async def complete(ls: GahServer, params: lsp.CompletionParams):
    _, _, cursor = _cursor(ls, params)
    return lsp.CompletionList(is_incomplete=False, items=[_item(choice) for choice in completions(cursor)])


def _item(choice: Choice) -> lsp.CompletionItem:
    doc = lsp.MarkupContent(lsp.MarkupKind.Markdown, choice.doc) if choice.doc else None
    return lsp.CompletionItem(choice.word, kind=SORTS.get(choice.sort), detail=choice.sort, documentation=doc)


@server.feature(lsp.TEXT_DOCUMENT_DEFINITION)
@safely()
async def definition(ls: GahServer, params: lsp.DefinitionParams):
    document, _, cursor = _cursor(ls, params)
    named = reference(cursor)
    if named is None:
        return None
    checked = ls.checked.get(document.uri)
    own = [c for c in checked.report.components] if checked else []
    found = next((c for c in own if (c.kind.name, c.ident) == named), None) or (ls.corpus.find(*named) if ls.corpus else None)
    return _location(found, ls.workspace) if found else None


def _location(component, workspace) -> lsp.Location:
    path = component.path
    uri = path if ":" in path and not path.startswith("/") else from_fs_path(path)
    line = max(component.node.span.line - 1, 0)
    return lsp.Location(uri, lsp.Range(lsp.Position(line, 0), lsp.Position(line, 0)))


# ---- formatting and quick fixes ----------------------------------------------------------------------------


@server.feature(lsp.TEXT_DOCUMENT_FORMATTING)
@safely()
async def formatting(ls: GahServer, params: lsp.DocumentFormattingParams):
    document = ls.workspace.get_text_document(params.text_document.uri)
    lines = lines_of(document)
    formatted = await ls.in_worker(_formatted, path_of(document.uri), lines.text)
    if formatted is None or formatted == lines.text:
        return [] if formatted is not None else None
    return [lsp.TextEdit(lsp.Range(lsp.Position(0, 0), lines.end()), formatted)]


def _formatted(path: str, text: str) -> str | None:
    """The file in the canonical layout (`gah fmt`), or None when it does not parse."""
    from dsl.formatter import format_document

    result = analysis.parsed(path, text)
    return format_document(result.document, text) if result else None


@server.feature(lsp.TEXT_DOCUMENT_CODE_ACTION, lsp.CodeActionOptions(code_action_kinds=[lsp.CodeActionKind.QuickFix]))
@safely()
async def code_actions(ls: GahServer, params: lsp.CodeActionParams):
    actions = []
    for diagnostic in params.context.diagnostics:
        fix = diagnostic.data.get("fix") if isinstance(diagnostic.data, dict) else None
        if isinstance(fix, str) and fix:
            edit = lsp.WorkspaceEdit(changes={params.text_document.uri: [lsp.TextEdit(diagnostic.range, fix)]})
            actions.append(lsp.CodeAction(f"Change to '{fix}'", kind=lsp.CodeActionKind.QuickFix, diagnostics=[diagnostic],
                                          edit=edit, is_preferred=True))
    return actions


def run() -> int:
    """Serve over stdin and stdout until the client says exit."""
    server.start_io()
    return 0
