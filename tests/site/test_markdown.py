"""The site's one escaping boundary (gah/site/markdown.py), piece by piece."""
from __future__ import annotations

import html as std_html

import markdown as python_markdown
import pytest

from gah.site.markdown import Md, code, fenced, front_matter_title, link, md, page


def html(text: str) -> str:
    return python_markdown.markdown(text, extensions=["tables", "pymdownx.superfences"])


@pytest.mark.parametrize("value", ["<b>x</b>", "*em* _u_ `c`", "[a](javascript:alert(1))", "a | b", "{{ 7*7 }}", "# h",
                                   "- item", "1. first", "&lt;", "![i](x)", "\\*", "line\nbreak\u2028here", "a\x02b\x03"])
def test_an_escaped_value_renders_as_its_own_text(value: str) -> None:
    rendered = html(md("| {} |\n|---|\n| x |", value))
    assert rendered.count("<th>") == 1 and rendered.count("<td>") == 1, rendered  # still one cell
    text = std_html.unescape(rendered.split("<th>", 1)[1].split("</th>", 1)[0])
    expected = " ".join(value.splitlines()).replace("\x02", "\ufffd").replace("\x03", "\ufffd")
    assert text == expected


def test_md_escapes_values_but_not_fragments_it_built() -> None:
    assert md("**{}** {}", "<i>", Md("*ok*")) == "**&lt;i&gt;** *ok*"


def test_code_spans_and_blocks_cannot_be_closed_from_inside() -> None:
    assert html(code("a`<img src=x>`b")) == "<p><code>a`&lt;img src=x&gt;`b</code></p>"
    block = "\n".join(fenced("text", "```\n<script>x</script>\n````"))
    rendered = html(block + "\n\nafter")
    assert "<script>" not in rendered and rendered.count("<code>") == 1 and "<p>after</p>" in rendered


def test_links_keep_their_target() -> None:
    assert link("<x>", "cards/staff/1.md)](javascript:") == "[&lt;x&gt;](cards/staff/1.md%29%5D%28javascript%3A)"


def test_a_page_refuses_a_line_that_was_not_escaped() -> None:
    assert page([md("# {}", "<x>")]) == "# &lt;x&gt;\n"
    with pytest.raises(TypeError):
        page([md("ok"), "# " + "<x>"])


def test_the_front_matter_title_is_one_safe_yaml_string() -> None:
    assert front_matter_title('a <b> & "c"\nd') == '"a \\u2039b\\u203a + \\"c\\" d"'
