/** @jest-environment jsdom */
import type { Editor } from '@tiptap/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { MarkupSanitizer } from '@aec/contracts';
import { loadSanitizer } from '../content/safe-html';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
import { cleanPastedHtml } from './rich-text-schema';

// jsdom lays nothing out: ProseMirror measures a range to scroll the cursor into view after a focus.
beforeAll(() => {
  for (const name of ['getClientRects', 'getBoundingClientRect'] as const) {
    if (!(name in Range.prototype))
      Object.defineProperty(Range.prototype, name, { configurable: true, value: () => (name === 'getClientRects' ? [] : new DOMRect()) });
  }
});

// The editor is created after mount (never during render); Tiptap puts it on its editable element.
const editorOf = (area: HTMLElement) => (area as HTMLElement & { editor: Editor }).editor;

async function renderEditor(props: Partial<RichTextEditorProps> = {}) {
  const onChange = jest.fn<void, [string]>();
  const view = render(<RichTextEditor id="message" label="Message" value="" onChange={onChange} describedBy="message-hint" {...props} />);
  const area = await screen.findByRole('textbox', { name: 'Message' });
  return { ...view, onChange, area, editor: editorOf(area), lastHtml: () => onChange.mock.calls.at(-1)?.[0] };
}

const button = (name: string) => screen.getByRole('button', { name });

/** Each button's name contains its visible text (WCAG 2.5.3), so speech users can say what they see. */
function expectLabelsContainText() {
  for (const tool of screen.getAllByRole('button')) {
    expect(tool.getAttribute('aria-label')!.toLowerCase()).toContain(
      tool
        .textContent!.replace(/[^a-z ]/gi, '')
        .trim()
        .toLowerCase(),
    );
  }
}

function paste(area: HTMLElement, html: string, text = '') {
  const data: Record<string, string> = { 'text/html': html, 'text/plain': text };
  fireEvent.paste(area, { clipboardData: { getData: (type: string) => data[type] ?? '', types: Object.keys(data), files: [] } });
}

/** Word's clipboard markup for a short notice (Word 2016, Windows): a heading, lists, a table. */
const WORD_NOTICE = `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=Generator content="Microsoft Word 15 (filtered)">
<style><!-- p.MsoNormal {margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif;} @list l0:level1 {mso-level-number-format:bullet;} --></style></head>
<body lang=EN-IN link="#0563C1" vlink="#954F72" style='tab-interval:36.0pt'>
<!--StartFragment-->
<h1 style='margin-top:12.0pt;mso-outline-level:1'><a name="_Toc1"></a><span lang=EN-GB style='mso-bidi-font-family:Arial'>Semester fees<o:p></o:p></span></h1>
<p class=MsoNormal><span lang=EN-GB style='font-size:12.0pt;mso-bidi-font-size:11.0pt'>Fees are due by <b style='mso-bidi-font-weight:normal'>15 August</b>; see the <a href="https://aec.ac.in/fees" target="_blank"><span style='color:#0563C1'>fee table</span></a>.<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span lang=EN-GB>First years<img src="x" onerror="window.__pasteRan = true"><o:p></o:p></span></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><i style='mso-bidi-font-style:normal'><span lang=EN-GB>Lateral</span></i><span lang=EN-GB> entries<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraph style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span lang=EN-GB><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span lang=EN-GB>Pay online<o:p></o:p></span></p>
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;border:none;mso-yfti-tbllook:1184'>
 <tr style='mso-yfti-irow:0;mso-yfti-firstrow:yes'><td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt;padding:0cm 5.4pt 0cm 5.4pt'><p class=MsoNormal><b><span lang=EN-GB>Branch<o:p></o:p></span></b></p></td><td width=301 valign=top style='width:225.4pt'><p class=MsoNormal><b><span lang=EN-GB>Fee<o:p></o:p></span></b></p></td></tr>
 <tr style='mso-yfti-irow:1;mso-yfti-lastrow:yes'><td width=301 valign=top><p class=MsoNormal><span lang=EN-GB>Civil<o:p></o:p></span></p></td><td width=301 valign=top><p class=MsoNormal><span lang=EN-GB>₹ 12,000<o:p></o:p></span></p></td></tr>
</table>
<!--EndFragment-->
</body></html>`;

/** Google Docs' clipboard markup: everything inside one <b style="font-weight:normal"> wrapper, looks in spans. */
const GOOGLE_DOCS_NEWS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-7f3c2a91-7fff-4d1e-b0a2-3c1d5e6f7a8b"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Robotics club wins</span></h2><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:700;font-style:normal;white-space:pre-wrap;">AEC</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;font-style:normal;white-space:pre-wrap;"> took first place at the </span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;font-style:italic;white-space:pre-wrap;">North-East Robocon</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;white-space:pre-wrap;">. </span><a href="https://news.example.org/robocon" style="text-decoration:none;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#1155cc;font-weight:400;text-decoration:underline;-webkit-text-decoration-skip:none;text-decoration-skip-ink:none;white-space:pre-wrap;">Report</span></a></p><br /><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;white-space:pre;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;white-space:pre-wrap;">Team of six</span></p></li></ul><br /><div dir="ltr" style="margin-left:0pt;" align="left"><table style="border:none;border-collapse:collapse;"><colgroup><col width="200" /><col width="200" /></colgroup><tbody><tr style="height:0pt"><td style="border-left:solid #000000 1pt;border-right:solid #000000 1pt;vertical-align:top;padding:5pt 5pt 5pt 5pt;overflow:hidden;overflow-wrap:break-word;"><p dir="ltr" style="line-height:1.2;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;white-space:pre-wrap;">Round</span></p></td><td style="border-left:solid #000000 1pt;vertical-align:top;padding:5pt 5pt 5pt 5pt;"><p dir="ltr" style="line-height:1.2;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;white-space:pre-wrap;">Final</span></p></td></tr></tbody></table></div></b>`;

describe('RichTextEditor', () => {
  afterEach(() => {
    delete (window as { __pasteRan?: boolean }).__pasteRan;
  });

  it('is a multi-line textbox named by its label, described by the hint and the toolbar key, with the given id', async () => {
    const { area } = await renderEditor({ invalid: true });
    expect(area.id).toBe('message');
    expect(area.getAttribute('contenteditable')).toBe('true');
    expect(area.getAttribute('aria-multiline')).toBe('true');
    expect(area.getAttribute('aria-labelledby')).toBe('message-label');
    expect(area.getAttribute('aria-describedby')).toBe('message-hint message-keys');
    expect(screen.getByText('Alt+F10 moves to the formatting buttons.').id).toBe('message-keys');
    expect(area.getAttribute('aria-invalid')).toBe('true');
  });

  it('follows a change of its description and validity', async () => {
    const { area, rerender } = await renderEditor({ invalid: true });
    rerender(<RichTextEditor id="message" label="Message" value="" onChange={jest.fn()} describedBy="message-error" />);
    expect(area.getAttribute('aria-describedby')).toBe('message-error message-keys');
    expect(area.hasAttribute('aria-invalid')).toBe(false);
  });

  it('marks its editable area alone with the language of the text written (an Assamese version)', async () => {
    const { area, container } = await renderEditor({ lang: 'as' });
    expect(area.getAttribute('lang')).toBe('as');
    expect(container.querySelectorAll('[lang]')).toHaveLength(1);
  });

  it('shows the value without what the server would not keep', async () => {
    const { area } = await renderEditor({ value: '<p style="color:red">Fees <b>due</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>' });
    expect(area.innerHTML).toBe('<p>Fees <strong>due</strong></p>');
  });

  it('has a toolbar of named buttons, toggles with aria-pressed, in one tab stop moved by the arrow keys, Home and End', async () => {
    const { area } = await renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting of Message' });
    // No aria-controls: the editing element mounts after the toolbar, and a reference to a missing id
    // is an invalid ARIA value (axe, critical) for that moment.
    expect(toolbar.hasAttribute('aria-controls')).toBe(false);
    const names = ['Bold', 'Italic', 'Heading', 'Subheading', 'Bulleted list', 'Numbered list', 'Link', 'Insert a table', 'Clear formatting'];
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(names);
    expect(buttons.slice(0, 6).map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false', 'false', 'false', 'false']);
    expect(buttons.slice(6).some((b) => b.hasAttribute('aria-pressed'))).toBe(false);
    expect(button('Link').getAttribute('aria-expanded')).toBe('false');
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[0]]);
    expectLabelsContainText();

    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    expect(buttons[1]!.tabIndex).toBe(0);
    expect(buttons[0]!.tabIndex).toBe(-1);
    fireEvent.keyDown(buttons[1]!, { key: 'End' });
    expect(document.activeElement).toBe(buttons[8]);
    fireEvent.keyDown(buttons[8]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons[8]);
    fireEvent.keyDown(buttons[8]!, { key: 'Home' });
    expect(document.activeElement).toBe(buttons[0]);

    // Escape returns to the text; Alt+F10 in the text comes back to the button last used.
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    fireEvent.keyDown(buttons[1]!, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(area));
    fireEvent.keyDown(area, { key: 'F10', altKey: true });
    expect(document.activeElement).toBe(buttons[1]);
  });

  it('formats with the toolbar: bold and italic marks, headings at h3 and h4, lists, and clears it all', async () => {
    const { editor, lastHtml } = await renderEditor({ value: '<p>Fees are due</p>' });
    act(() => {
      editor.commands.setTextSelection({ from: 1, to: 5 });
    });
    // Each button, what the text becomes, and which toggles then show as pressed.
    const steps: Array<[string, string, string[]]> = [
      ['Bold', '<p><strong>Fees</strong> are due</p>', ['Bold']],
      ['Italic', '<p><strong><em>Fees</em></strong> are due</p>', ['Bold', 'Italic']],
      ['Heading', '<h3><strong><em>Fees</em></strong> are due</h3>', ['Bold', 'Italic', 'Heading']],
      ['Subheading', '<h4><strong><em>Fees</em></strong> are due</h4>', ['Bold', 'Italic', 'Subheading']],
      ['Bulleted list', '<ul><li><p><strong><em>Fees</em></strong> are due</p></li></ul>', ['Bold', 'Italic', 'Bulleted list']],
      ['Numbered list', '<ol><li><p><strong><em>Fees</em></strong> are due</p></li></ol>', ['Bold', 'Italic', 'Numbered list']],
    ];
    for (const [name, html, pressed] of steps) {
      fireEvent.click(button(name));
      expect(lastHtml()).toBe(html);
      expect(screen.getAllByRole('button', { pressed: true }).map((b) => b.getAttribute('aria-label'))).toEqual(pressed);
    }

    act(() => {
      editor.commands.selectAll();
    });
    fireEvent.click(button('Clear formatting'));
    expect(lastHtml()).toBe('<p>Fees are due</p>');
  });

  it('offers h2 and h3 on a page whose h1 is just above the text', async () => {
    const { editor, lastHtml } = await renderEditor({ value: '<h1>Title</h1><h5>Small</h5>', topHeading: 2 });
    expect(editor.getHTML()).toBe('<h2>Title</h2><h3>Small</h3>');
    act(() => {
      editor.commands.setTextSelection(2);
    });
    fireEvent.click(button('Subheading'));
    expect(lastHtml()).toBe('<h3>Title</h3><h3>Small</h3>');
  });

  it('inserts a table with a header row, and its buttons appear inside it', async () => {
    const { editor, lastHtml } = await renderEditor({ value: '<p>Fees</p>' });
    act(() => {
      editor.commands.setTextSelection(5);
    });
    fireEvent.click(button('Insert a table'));
    expect(lastHtml()).toBe(
      `<p>Fees</p><table><tbody><tr>${'<th><p></p></th>'.repeat(3)}</tr>${`<tr>${'<td><p></p></td>'.repeat(3)}</tr>`.repeat(2)}</tbody></table>`,
    );
    expect(screen.queryByRole('button', { name: 'Insert a table' })).toBeNull();
    expectLabelsContainText();
    fireEvent.click(button('Delete this column'));
    fireEvent.click(button('Add a row below'));
    expect(lastHtml()).toBe(
      `<p>Fees</p><table><tbody><tr>${'<th><p></p></th>'.repeat(2)}</tr>${`<tr>${'<td><p></p></td>'.repeat(2)}</tr>`.repeat(3)}</tbody></table>`,
    );
    fireEvent.click(button('Delete table'));
    expect(lastHtml()).toBe('<p>Fees</p>');
    expect(button('Insert a table')).toBeTruthy();
  });

  it('links the selection after asking for an address, refusing a javascript: address; Escape cancels', async () => {
    const { editor, lastHtml, area } = await renderEditor({ value: '<p>See the fee table</p>' });
    act(() => {
      editor.commands.setTextSelection({ from: 9, to: 18 });
    });
    fireEvent.click(button('Link'));
    expect(button('Link').getAttribute('aria-expanded')).toBe('true');
    const input = screen.getByLabelText('Link address');
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: 'javascript:alert(1)' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toMatch(/^Enter a web address starting with https/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(lastHtml()).toBeUndefined();
    // What browsers read as //host, which the markup policy would strip from the link.
    fireEvent.change(input, { target: { value: '/\\evil.example' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(lastHtml()).toBeUndefined();

    fireEvent.change(input, { target: { value: '/notifications/notice/12' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(lastHtml()).toBe('<p>See the <a href="/notifications/notice/12">fee table</a></p>');
    expect(screen.queryByLabelText('Link address')).toBeNull();

    // Inside the link, the form shows its address and can remove it.
    act(() => {
      editor.commands.setTextSelection(12);
    });
    fireEvent.click(button('Link'));
    expect((screen.getByLabelText('Link address') as HTMLInputElement).value).toBe('/notifications/notice/12');
    fireEvent.click(button('Remove link'));
    expect(lastHtml()).toBe('<p>See the fee table</p>');

    fireEvent.click(button('Link'));
    fireEvent.keyDown(screen.getByLabelText('Link address'), { key: 'Escape' });
    expect(screen.queryByLabelText('Link address')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(area));
  });

  it.each([
    [
      'Word',
      'lists rebuilt from mso-list paragraphs; no Word markup, styles, spacers or images',
      WORD_NOTICE,
      '<h3>Semester fees</h3>' +
        '<p>Fees are due by <strong>15 August</strong>; see the <a href="https://aec.ac.in/fees">fee table</a>.</p>' +
        '<ul><li><p>First years</p></li><li><p><em>Lateral</em> entries</p></li></ul>' +
        '<ol><li><p>Pay online</p></li></ol>' +
        '<table><tbody><tr><td><p><strong>Branch</strong></p></td><td><p><strong>Fee</strong></p></td></tr><tr><td><p>Civil</p></td><td><p>₹ 12,000</p></td></tr></tbody></table>',
    ],
    [
      'Google Docs',
      'no wrapper bold, bold and italic from the spans kept, no blank-line breaks',
      GOOGLE_DOCS_NEWS,
      '<h3>Robotics club wins</h3>' +
        '<p><strong>AEC</strong> took first place at the <em>North-East Robocon</em>. <a href="https://news.example.org/robocon">Report</a></p>' +
        '<ul><li><p>Team of six</p></li></ul>' +
        '<table><tbody><tr><td><p>Round</p></td><td><p>Final</p></td></tr></tbody></table>',
    ],
  ])('cleans a paste from %s: %s', async (_source, _what, pasted, expected) => {
    const { area, lastHtml } = await renderEditor();
    paste(area, pasted, 'plain text');
    expect(lastHtml()).toBe(expected);
    expect((window as { __pasteRan?: boolean }).__pasteRan).toBeUndefined();
  });

  it('pastes plain text as text, and merged cells as a rectangular table without spans', async () => {
    const { area, lastHtml, editor } = await renderEditor();
    paste(area, '', '<b>not markup</b>');
    expect(lastHtml()).toBe('<p>&lt;b&gt;not markup&lt;/b&gt;</p>');
    act(() => {
      editor.commands.clearContent(true);
    });
    paste(area, '<table><tr><th colspan="2">Fees</th><th rowspan="2">Note</th></tr><tr><td>Civil</td><td>12,000</td></tr></table>');
    expect(lastHtml()).toBe(
      '<table><tbody><tr><th><p>Fees</p></th><th><p></p></th><th><p>Note</p></th></tr><tr><td><p>Civil</p></td><td><p>12,000</p></td><th><p></p></th></tr></tbody></table>',
    );
  });

  it('hands the Word step markup with nothing that loads or runs, still recognisable as Word', () => {
    const cleaned = cleanPastedHtml(WORD_NOTICE + '<p onclick="x()">a<script>alert(1)</script><iframe src="https://e.example"></iframe></p>');
    expect(cleaned).not.toMatch(/<img|onerror|onclick|<script|<iframe|<style|<meta/i);
    expect(cleaned).toContain('urn:schemas-microsoft-com:office:office');
    expect(cleaned).toContain('<!--[if !supportLists]-->');
  });

  it('reports an emptied editor as an empty string', async () => {
    const { editor, lastHtml } = await renderEditor({ value: '<p>x</p>' });
    act(() => {
      editor.commands.clearContent(true);
    });
    expect(lastHtml()).toBe('');
  });

  it('keeps what was typed when the parent re-renders with the emitted value, and takes a new value from outside', async () => {
    function Harness() {
      const [html, setHtml] = useState('<p>start</p>');
      return (
        <>
          <RichTextEditor id="m" label="Message" value={html} onChange={setHtml} />
          <output>{html}</output>
          <button type="button" onClick={() => setHtml('<p>loaded</p>')}>
            Load
          </button>
        </>
      );
    }
    render(<Harness />);
    const area = await screen.findByRole('textbox', { name: 'Message' });
    const editor = editorOf(area);
    act(() => {
      editor.chain().setTextSelection(6).insertContent(' and more').run();
    });
    expect(document.querySelector('output')!.textContent).toBe('<p>start and more</p>');
    expect(editor.state.selection.from).toBe(15);
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(area.innerHTML).toBe('<p>loaded</p>');
  });
});

describe('what the editor produces is what the server stores', () => {
  // The one markup policy (@aec/contracts), on this environment's DOMPurify: the API applies it on its own.
  let sanitizeMarkup: MarkupSanitizer;
  beforeAll(async () => {
    sanitizeMarkup = await loadSanitizer();
  });

  const everything =
    '<h1>Admissions</h1><h4>Dates</h4><p>Plain, <b>bold</b>, <i>italic</i>, <strong><em>both</em></strong>, a line<br>break, &amp; &lt;symbols&gt; “quoted” ₹ 5,000&nbsp;only.</p>' +
    '<p><a href="https://aec.ac.in/a?b=1&amp;c=2" target="_blank" rel="noopener" class="x" title="t">a link</a>, <a href="mailto:office@aec.ac.in">mail</a>, <a href="/notifications">a page</a>, <a href="javascript:alert(1)">no link</a>, <a href="//evil.example">no link either</a></p>' +
    '<ul><li>One<ul><li>Nested</li></ul></li></ul><ol start="4" type="i"><li><p>Four</p></li></ol><blockquote><p>Quoted</p></blockquote>' +
    '<table style="width:100%"><colgroup><col width="50"></colgroup><thead><tr><th colspan="1" style="x">H</th><th>I</th></tr></thead><tbody><tr><td rowspan="1" align="right">1</td><td>2</td></tr></tbody></table>' +
    '<p style="color:red" class="MsoNormal"><span style="font-weight:700">Bold span</span> <u>under</u> <s>strike</s> <code>code</code> <img src="x.png"></p><hr><pre>pre</pre>';

  async function produced(value: string, topHeading?: 2 | 3) {
    const { editor } = await renderEditor({ value, topHeading });
    return editor.getHTML();
  }

  it('survives the markup policy for messages unchanged', async () => {
    const html = await produced(everything);
    expect(html).toContain('<a href="https://aec.ac.in/a?b=1&amp;c=2">a link</a>');
    expect(html).toContain('<table><tbody><tr><th><p>H</p></th>');
    expect(sanitizeMarkup(html)).toBe(html);
  });

  it('survives the markup policy for a project home page (h2 kept) unchanged', async () => {
    const html = await produced(everything, 2);
    expect(html.startsWith('<h2>Admissions</h2><h3>Dates</h3>')).toBe(true);
    expect(sanitizeMarkup(html, { pageText: true })).toBe(html);
  });

  it('survives it after pastes from Word and Google Docs, and after every toolbar command', async () => {
    const { area, editor, lastHtml } = await renderEditor();
    for (const sample of [GOOGLE_DOCS_NEWS, WORD_NOTICE]) {
      act(() => {
        editor.commands.clearContent(true);
      });
      paste(area, sample);
      expect(sanitizeMarkup(lastHtml()!)).toBe(lastHtml());
    }
    act(() => {
      editor.commands.setTextSelection({ from: 2, to: 6 });
    });
    for (const name of ['Bold', 'Italic', 'Heading', 'Subheading', 'Bulleted list', 'Numbered list']) fireEvent.click(button(name));
    act(() => {
      // The end of "Semester fees", now in ol > li > p.
      editor.commands.setTextSelection(3 + 'Semester fees'.length);
    });
    for (const name of ['Insert a table', 'Add a row below', 'Add a column to the right', 'Link']) fireEvent.click(button(name));
    fireEvent.change(screen.getByLabelText('Link address'), { target: { value: 'mailto:office@aec.ac.in' } });
    fireEvent.click(button('Add link'));
    const html = lastHtml()!;
    expect(html).toMatch(
      /^<ol><li><p>S<strong><em>emes<\/em><\/strong>ter fees<\/p><table>.*<a href="mailto:office@aec.ac.in">mailto:office@aec.ac.in<\/a>.*<\/table><\/li><\/ol>/,
    );
    expect(sanitizeMarkup(html)).toBe(html);
  });
});
