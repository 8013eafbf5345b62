/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { loadSanitizer } from '../content/safe-html';
import { RichTextEditor } from './rich-text-editor';

// jsdom has no editing commands: record what the editor asks the browser to do.
const execCommand = jest.fn<boolean, [string, boolean?, string?]>(() => true);
beforeAll(async () => {
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  await loadSanitizer();
});
beforeEach(() => execCommand.mockClear());

async function renderEditor(value = '', onChange = jest.fn()) {
  const view = render(<RichTextEditor id="message" label="Message" value={value} onChange={onChange} describedBy="message-hint" />);
  await act(async () => {
    await loadSanitizer();
  });
  return { ...view, onChange, area: screen.getByRole('textbox', { name: 'Message' }) };
}

describe('RichTextEditor', () => {
  it('is a labelled multi-line textbox showing the value sanitised', async () => {
    const { area } = await renderEditor('<p style="color:red">Fees <b>due</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>');
    expect(area.getAttribute('aria-multiline')).toBe('true');
    expect(area.getAttribute('aria-describedby')).toBe('message-hint');
    expect(area.getAttribute('contenteditable')).toBe('true');
    expect(area.innerHTML).toContain('<b>due</b>');
    expect(area.innerHTML).not.toMatch(/onerror|<script|style=/);
  });

  it('reports sanitised markup without styles on input', async () => {
    const { area, onChange } = await renderEditor();
    area.innerHTML = '<p style="font-size:30px">Hello <span class="x">there</span></p><img src=x onerror="alert(1)">';
    fireEvent.input(area);
    const html = onChange.mock.calls.at(-1)![0] as string;
    expect(html).toContain('<p>Hello there</p>');
    expect(html).not.toMatch(/onerror|style=|class=|<span/);
  });

  it('reports an emptied editor as an empty string', async () => {
    const { area, onChange } = await renderEditor('<p>x</p>');
    area.innerHTML = '<p><br></p>';
    fireEvent.input(area);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('cleans pasted markup: no scripts, handlers or styles', async () => {
    const { area } = await renderEditor();
    const data: Record<string, string> = {
      'text/html': '<meta charset="utf-8"><p style="color:red" class="MsoNormal">Pasted <b>bold</b></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      'text/plain': 'Pasted bold',
    };
    fireEvent.paste(area, { clipboardData: { getData: (type: string) => data[type] ?? '' } });
    const [command, , html] = execCommand.mock.calls.find(([c]) => c === 'insertHTML')!;
    expect(command).toBe('insertHTML');
    expect(html).toContain('<b>bold</b>');
    expect(html).not.toMatch(/script|onerror|style=|class=|meta/);
  });

  it('pastes plain text as text', async () => {
    const { area } = await renderEditor();
    fireEvent.paste(area, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? '<b>not markup</b>' : '') } });
    expect(execCommand).toHaveBeenCalledWith('insertText', false, '<b>not markup</b>');
  });

  it('has a toolbar of named buttons, toggles with aria-pressed, in one tab stop moved by the arrow keys', async () => {
    await renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting of Message' });
    const names = ['Bold', 'Italic', 'Heading', 'Bulleted list', 'Numbered list', 'Link', 'Clear formatting'];
    const buttons = names.map((name) => screen.getByRole('button', { name }));
    expect(toolbar.contains(buttons[0]!)).toBe(true);
    expect(buttons[0]!.getAttribute('aria-pressed')).toBe('false');
    expect(buttons[5]!.hasAttribute('aria-pressed')).toBe(false);
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[0]]);
    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    expect(buttons[1]!.tabIndex).toBe(0);
    fireEvent.keyDown(buttons[1]!, { key: 'End' });
    expect(document.activeElement).toBe(buttons[6]);
    fireEvent.keyDown(buttons[6]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('runs the formatting commands, headings as h3 (kept by the server)', async () => {
    await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    fireEvent.click(screen.getByRole('button', { name: 'Heading' }));
    fireEvent.click(screen.getByRole('button', { name: 'Numbered list' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear formatting' }));
    expect(execCommand.mock.calls.map(([c, , a]) => (a ? `${c} ${a}` : c))).toEqual(['bold', 'formatBlock <h3>', 'insertOrderedList', 'removeFormat', 'unlink', 'formatBlock <p>']);
  });

  it('asks for a link address in a small form, refusing a javascript: address', async () => {
    await renderEditor();
    const linkButton = screen.getByRole('button', { name: 'Link' });
    fireEvent.click(linkButton);
    expect(linkButton.getAttribute('aria-expanded')).toBe('true');
    const input = screen.getByLabelText('Link address');
    fireEvent.change(input, { target: { value: 'javascript:alert(1)' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText(/Enter a web address starting with https/)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(execCommand).not.toHaveBeenCalledWith('createLink', false, expect.anything());
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByLabelText('Link address')).toBeNull();
  });

  it('keeps what was typed when the parent re-renders with the emitted value', async () => {
    function Harness() {
      const [html, setHtml] = useState('<p>start</p>');
      return (
        <>
          <RichTextEditor id="m" label="Message" value={html} onChange={setHtml} />
          <output>{html}</output>
        </>
      );
    }
    render(<Harness />);
    await act(async () => {
      await loadSanitizer();
    });
    const area = screen.getByRole('textbox', { name: 'Message' });
    area.innerHTML = '<p>start and more</p>';
    fireEvent.input(area);
    expect(document.querySelector('output')!.textContent).toBe('<p>start and more</p>');
    expect(area.innerHTML).toBe('<p>start and more</p>');
  });
});
