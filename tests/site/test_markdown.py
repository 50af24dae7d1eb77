"""The site's one escaping boundary (gah/site/markdown.py), piece by piece."""
from __future__ import annotations

import html as std_html

import markdown as python_markdown
import pytest

from gah.site.markdown import BLANK, Md, code, fenced, front_matter_title, link, md, page


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


# ---- raw blocks (gah/site/rawhtml.py) ---------------------------------------------------------------------------------

RAW_EXTENSIONS = ["tables", "attr_list", "md_in_html", "toc"]


def converted(text: str, with_raw: bool) -> str:
    import markdown

    return markdown.Markdown(extensions=RAW_EXTENSIONS + (["gah.site.rawhtml"] if with_raw else [])).convert(text)


def test_raw_blocks_render_as_markdown_renders_the_same_html() -> None:
    from gah.site.markdown import raw

    hostile = "</ul><!--/gah-raw--> *x* <script>"
    lines = [md("# Title"), BLANK, *raw([md('<div class="a">'), md("<p>{}</p>", hostile), md("</div>"), BLANK,
                                         md("<ul><li>{}</li></ul>", "one & two"), BLANK]), md("Some *Markdown* after."), BLANK]
    text = page(lines)
    with_raw, without = converted(text, True), converted(text, False)
    assert with_raw.replace("\n", "") == without.replace("<!--gah-raw-->", "").replace("<!--/gah-raw-->", "").replace("\n", "")
    assert "<em>Markdown</em>" in with_raw and "<script>" not in with_raw and "&lt;/ul&gt;&lt;&#33;--/gah-raw--&gt;" in with_raw


def test_raw_refuses_a_line_that_is_not_html() -> None:
    from gah.site.markdown import raw

    with pytest.raises(ValueError, match="not a line of HTML"):
        raw([md("<p>fine</p>"), md("## a heading")])
    assert raw([BLANK]) == [BLANK] and raw(raw([md("<p>x</p>")])).count(raw([md("<p>x</p>")])[0]) == 1  # runs do not nest
