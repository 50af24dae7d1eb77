"""`gah lsp` end to end: `python3 -m gah lsp` is started as a subprocess and spoken to over real JSON-RPC
(pytest-lsp's client); no handler is called directly."""
from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types as lsp
from pytest_lsp import ClientServerConfig, LanguageClient

from dsl.formatter import format_document
from dsl.parser import parse

ROOT = Path(__file__).resolve().parents[2]
FOLDER = Path("/nonexistent-gah-lsp-test")  # the server reads the open text, never the disk, for an open file
pytestmark = pytest.mark.asyncio(loop_scope="module")

CARD = '''staff 500 "Coffee Fan" {
  module custom
  cost 2
  timing immediate
  text "When played, gain 1 coffee."

  effect {
    gain 1 cofee
  }
}
'''
CLEAN = CARD.replace("cofee", "coffee")


@pytest_lsp.fixture(scope="module", loop_scope="module",
                    config=ClientServerConfig(server_command=[sys.executable, "-m", "gah", "lsp"], server_env=None))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(lsp.InitializeParams(capabilities=lsp.ClientCapabilities(), root_uri=FOLDER.as_uri()))
    yield
    await lsp_client.shutdown_session()


def uri_of(name: str) -> str:
    return (FOLDER / name).as_uri()


async def opened(client: LanguageClient, name: str, text: str) -> list[lsp.Diagnostic]:
    """Open a document and wait for the diagnostics the server publishes for it."""
    uri = uri_of(name)
    client.diagnostics.pop(uri, None)
    client.text_document_did_open(lsp.DidOpenTextDocumentParams(lsp.TextDocumentItem(uri, "gah", 1, text)))
    return await published(client, uri)


async def published(client: LanguageClient, uri: str) -> list[lsp.Diagnostic]:
    for _ in range(1200):  # the first check reads the whole corpus
        if uri in client.diagnostics:
            return list(client.diagnostics[uri])
        await asyncio.sleep(0.05)
    raise AssertionError(f"no diagnostics were published for {uri}")


def at(name: str, line: int, character: int) -> dict:
    return {"text_document": lsp.TextDocumentIdentifier(uri_of(name)), "position": lsp.Position(line, character)}


# ---- diagnostics --------------------------------------------------------------------------------------------


async def test_a_typo_is_diagnosed_as_gah_check_diagnoses_it(client: LanguageClient, tmp_path: Path):
    found = await opened(client, "typo.gah", CARD)
    card = tmp_path / "typo.gah"
    card.write_text(CARD, encoding="utf-8")
    checked = json.loads(subprocess.run([sys.executable, "-m", "gah", "check", str(card), "--format", "json"], cwd=ROOT,
                                        capture_output=True, text=True).stdout)
    assert [(d.code, d.range.start.line + 1, d.range.start.character + 1, d.range.end.character + 1) for d in found] == \
           [(d["code"], d["line"], d["column"], d["end_column"]) for d in checked] == [("E203", 8, 12, 17)]
    assert "did you mean 'coffee'" in found[0].message and found[0].severity == lsp.DiagnosticSeverity.Error


async def test_a_clean_card_has_no_diagnostics(client: LanguageClient):
    assert await opened(client, "clean.gah", CLEAN) == []


async def test_a_card_is_checked_against_the_corpus_it_joins(client: LanguageClient):
    clash = CLEAN.replace('"Coffee Fan"', '"Breakfast Server"')
    found = await opened(client, "clash.gah", clash)
    assert [(d.code, d.range.start.line) for d in found] == [("E208", 0)]


async def test_editing_rechecks_the_file(client: LanguageClient):
    uri = uri_of("edited.gah")
    assert await opened(client, "edited.gah", CLEAN) == []
    client.diagnostics.pop(uri, None)
    change = lsp.TextDocumentContentChangeWholeDocument(CLEAN.replace("module custom", "module custm"))
    client.text_document_did_change(lsp.DidChangeTextDocumentParams(lsp.VersionedTextDocumentIdentifier(2, uri), [change]))
    assert [d.code for d in await published(client, uri)] == ["E217"]


# ---- hover and completion ---------------------------------------------------------------------------------------


async def test_hover_gives_a_words_meaning_and_arguments(client: LanguageClient):
    await opened(client, "hover.gah", CLEAN)
    shown = await client.text_document_hover_async(lsp.HoverParams(**at("hover.gah", 7, 5)))
    assert "gain AMOUNT WHAT [per COUNT]" in shown.contents.value and "Take items" in shown.contents.value
    quiet = await client.text_document_hover_async(lsp.HoverParams(**at("hover.gah", 5, 0)))
    assert quiet is None  # an empty line means nothing


async def test_hover_on_a_header_gives_the_canonical_text(client: LanguageClient):
    await opened(client, "header.gah", CLEAN)
    shown = await client.text_document_hover_async(lsp.HoverParams(**at("header.gah", 0, 2)))
    assert "Canonical text: When played: gain 1 coffee." in shown.contents.value


async def test_hover_on_a_header_gives_the_cards_verdicts(client: LanguageClient):
    await opened(client, "verdicts.gah", CLEAN)
    shown = await client.text_document_hover_async(lsp.HoverParams(**at("verdicts.gah", 0, 2)))
    assert "Verdicts (gah verify):" in shown.contents.value
    assert "`termination` **N/A**: the card has no trigger" in shown.contents.value
    assert "`mandatory-feasibility` **" in shown.contents.value


async def test_hover_on_a_rejected_card_says_it_is_not_verified(client: LanguageClient):
    await opened(client, "rejected.gah", CARD)
    shown = await client.text_document_hover_async(lsp.HoverParams(**at("rejected.gah", 0, 2)))
    assert "Verdicts: not verified: gah check rejects the card (E203 at line 8: unknown item 'cofee'" in shown.contents.value


async def completion_words(client: LanguageClient, name: str, text: str, line: int, character: int) -> list[str]:
    await opened(client, name, text)
    found = await client.text_document_completion_async(lsp.CompletionParams(**at(name, line, character)))
    return [item.label for item in found.items]


async def test_completion_offers_the_items_a_parameter_takes(client: LanguageClient):
    text = CLEAN.replace("gain 1 coffee", "gain 1 ")
    words = await completion_words(client, "complete-item.gah", text, 7, 11)
    assert {"coffee", "strudel", "krone", "vp"} <= set(words) and "blue" not in words and "gain" not in words


async def test_completion_offers_the_fields_not_yet_given(client: LanguageClient):
    text = CLEAN.replace('  text "When played, gain 1 coffee."\n', "  \n")
    words = await completion_words(client, "complete-field.gah", text, 4, 2)
    assert "text" in words and "note" in words and "cost" not in words and "gain" not in words and "modify" in words


async def test_completion_offers_events_after_when(client: LanguageClient):
    text = CLEAN.replace("  effect {", "  when \n  effect {")
    words = await completion_words(client, "complete-event.gah", text, 6, 7)
    assert "take-die" in words and "gain" not in words


# ---- formatting, quick fixes, definitions ----------------------------------------------------------------------


async def test_formatting_gives_the_formatters_layout(client: LanguageClient):
    messy = CLEAN.replace("  cost 2", "      cost    2").replace("    gain 1 coffee", "gain   1 coffee")
    await opened(client, "messy.gah", messy)
    edits = await client.text_document_formatting_async(lsp.DocumentFormattingParams(**_doc("messy.gah"), options=_options()))
    assert len(edits) == 1 and edits[0].new_text == format_document(parse(messy).document, messy) == CLEAN
    assert edits[0].range.start == lsp.Position(0, 0)


async def test_formatting_a_formatted_or_broken_file_changes_nothing(client: LanguageClient):
    await opened(client, "tidy.gah", CLEAN)
    assert list(await client.text_document_formatting_async(lsp.DocumentFormattingParams(**_doc("tidy.gah"), options=_options()))) == []
    await opened(client, "unformattable.gah", CLEAN[:-3])
    assert not await client.text_document_formatting_async(lsp.DocumentFormattingParams(**_doc("unformattable.gah"), options=_options()))


async def test_a_did_you_mean_hint_is_a_quick_fix(client: LanguageClient):
    found = await opened(client, "fix.gah", CARD)
    context = lsp.CodeActionContext(diagnostics=found)
    actions = await client.text_document_code_action_async(lsp.CodeActionParams(_doc("fix.gah")["text_document"], found[0].range, context))
    assert [a.title for a in actions] == ["Change to 'coffee'"]
    edit = actions[0].edit.changes[uri_of("fix.gah")][0]
    assert edit.new_text == "coffee" and edit.range == found[0].range == lsp.Range(lsp.Position(7, 11), lsp.Position(7, 16))


async def test_a_staff_sets_card_number_goes_to_the_staff_card(client: LanguageClient):
    text = 'staff-set Z "Mine" {\n  module custom\n  text "Two."\n  cards 1 2\n}\n'
    await opened(client, "set.gah", text)
    found = await client.text_document_definition_async(lsp.DefinitionParams(**at("set.gah", 3, 8)))
    target = found if isinstance(found, lsp.Location) else found[0]
    assert target.uri.endswith("cards/base/staff/01-breakfast-server.gah") and target.range.start.line == 0


# ---- bad input never ends the server --------------------------------------------------------------------------


@pytest.mark.parametrize("name, text", [
    ("not-a-card.gah", '{"json": [1, 2, 3]}\n\x00\x01\ufffd binary \u2028 junk'),
    ("broken.gah", 'staff 501 "Open" {\n  module custom\n  effect {\n    gain 1 coffee\n'),
    ("deep.gah", "staff 1 \"x\" " + "{" * 5000),
    ("empty.gah", ""),
])
async def test_bad_input_gets_diagnostics_and_the_server_keeps_answering(client: LanguageClient, name, text):
    found = await opened(client, name, text)
    assert all(d.source == "gah" for d in found) and (found or not text)
    for line, character in ((0, 0), (0, 3), (2, 5), (40, 40)):
        await client.text_document_hover_async(lsp.HoverParams(**at(name, line, character)))
        await client.text_document_completion_async(lsp.CompletionParams(**at(name, line, character)))
    assert await client.text_document_hover_async(lsp.HoverParams(**at("hover.gah", 7, 5)))
    assert not [m.message for m in client.log_messages if "failed" in m.message]  # handled, not caught by the safety net


async def test_a_huge_file_is_not_checked_as_you_type(client: LanguageClient):
    found = await opened(client, "huge.gah", CLEAN * 2000)
    assert len(found) == 1 and "gah check" in found[0].message and found[0].severity == lsp.DiagnosticSeverity.Information
    assert await client.text_document_hover_async(lsp.HoverParams(**at("huge.gah", 7, 5)))


def _doc(name: str) -> dict:
    return {"text_document": lsp.TextDocumentIdentifier(uri_of(name))}


def _options() -> lsp.FormattingOptions:
    return lsp.FormattingOptions(tab_size=2, insert_spaces=True)


async def test_a_corpus_file_is_checked_in_its_own_place_not_as_a_second_copy(client: LanguageClient):
    path = ROOT / "cards" / "base" / "staff" / "02-waitress.gah"
    text = path.read_text(encoding="utf-8")
    uri = path.as_uri()
    client.diagnostics.pop(uri, None)
    client.text_document_did_open(lsp.DidOpenTextDocumentParams(lsp.TextDocumentItem(uri, "gah", 1, text)))
    assert await published(client, uri) == []
    client.diagnostics.pop(uri, None)
    renamed = text.replace('"Waitress"', '"Breakfast Server"')  # staff 1's name: reported on the later card, as gah check does
    client.text_document_did_change(lsp.DidChangeTextDocumentParams(lsp.VersionedTextDocumentIdentifier(2, uri),
                                                                    [lsp.TextDocumentContentChangeWholeDocument(renamed)]))
    assert [d.code for d in await published(client, uri)] == ["E208"]
    client.text_document_did_close(lsp.DidCloseTextDocumentParams(lsp.TextDocumentIdentifier(uri)))


async def test_a_values_line_goes_to_the_component_it_gives_a_value_for(client: LanguageClient):
    text = 'values mine "Mine" {\n  text "My values."\n  staff 125 cost 3\n}\n'
    await opened(client, "mine.gah", text)
    found = await client.text_document_definition_async(lsp.DefinitionParams(**at("mine.gah", 2, 9)))
    target = found if isinstance(found, lsp.Location) else found[0]
    assert "cards/lets-waltz/staff/" in target.uri
    assert await client.text_document_definition_async(lsp.DefinitionParams(**at("mine.gah", 1, 4))) is None


async def test_saving_a_corpus_file_rechecks_the_open_files_against_it(client: LanguageClient):
    clash = CLEAN.replace('"Coffee Fan"', '"Breakfast Server"')
    assert [d.code for d in await opened(client, "clash-saved.gah", clash)] == ["E208"]
    path = ROOT / "cards" / "base" / "staff" / "01-breakfast-server.gah"
    text, uri = path.read_text(encoding="utf-8"), path.as_uri()
    client.text_document_did_open(lsp.DidOpenTextDocumentParams(lsp.TextDocumentItem(uri, "gah", 1, text)))
    try:
        await _saved(client, uri, 2, text.replace('"Breakfast Server"', '"Early Server"'))
        assert await published(client, uri_of("clash-saved.gah")) == []
    finally:  # the server's corpus as on disk again (nothing is ever written to the file)
        await _saved(client, uri, 3, text)
        client.text_document_did_close(lsp.DidCloseTextDocumentParams(lsp.TextDocumentIdentifier(uri)))
    assert [d.code for d in await published(client, uri_of("clash-saved.gah"))] == ["E208"]


async def _saved(client: LanguageClient, uri: str, version: int, text: str) -> None:
    client.text_document_did_change(lsp.DidChangeTextDocumentParams(lsp.VersionedTextDocumentIdentifier(version, uri),
                                                                    [lsp.TextDocumentContentChangeWholeDocument(text)]))
    client.diagnostics.pop(uri_of("clash-saved.gah"), None)
    client.text_document_did_save(lsp.DidSaveTextDocumentParams(lsp.TextDocumentIdentifier(uri)))
    await published(client, uri_of("clash-saved.gah"))


async def test_a_file_whose_name_needs_quoting_in_its_uri_is_checked(client: LanguageClient):
    assert [d.code for d in await opened(client, "my cards #1.gah", CARD)] == ["E203"]
