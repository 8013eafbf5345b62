/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { SafeHtml, loadSanitizer } from './safe-html';

describe('SafeHtml', () => {
  it('keeps formatting and drops scripts, event handlers and javascript: links', async () => {
    await loadSanitizer();
    const { container } = render(
      <SafeHtml html={'<p>Fees <strong>due</strong><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a></p>'} />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('due');
    expect(container.innerHTML).not.toMatch(/onerror|<script|javascript:/);
  });

  it('opens no link in a new tab, so none gets a handle on the page (the policy drops target)', async () => {
    await loadSanitizer();
    const { container } = render(<SafeHtml html={'<a href="https://example.org" target="_blank">form</a>'} />);
    expect(container.querySelector('a')?.outerHTML).toBe('<a href="https://example.org">form</a>');
  });

  it('drops inline styles and forms', async () => {
    await loadSanitizer();
    const { container } = render(<SafeHtml html={'<p style="position:fixed">a</p><form><input name="p"></form>'} />);
    expect(container.innerHTML).not.toMatch(/style=|<form|<input/);
  });

  it('renders into the element asked for', async () => {
    await act(async () => {
      render(<SafeHtml as="section" className="prose" html="<p>Hello</p>" />);
      await loadSanitizer();
    });
    expect(screen.getByText('Hello').closest('section')?.className).toBe('prose');
  });
});
