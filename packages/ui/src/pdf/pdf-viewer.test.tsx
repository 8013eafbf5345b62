/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PdfViewer } from './pdf-viewer';
import { loadPdfJs } from './load-pdfjs';

jest.mock('./load-pdfjs', () => ({ loadPdfJs: jest.fn() }));

function fakePdfJs(numPages: number) {
  const page = (n: number) => ({
    getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 848 * scale }),
    render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
    getTextContent: () => Promise.resolve({ items: [{ str: `Text of sample page ${n}`, hasEOL: false }] }),
  });
  const doc = { numPages, getPage: (n: number) => Promise.resolve(page(n)), destroy: jest.fn() };
  return { getDocument: jest.fn(() => ({ promise: Promise.resolve(doc), destroy: jest.fn() })) };
}

const flush = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('PdfViewer', () => {
  it('loads, then pages with Previous disabled on the first page and Next on the last', async () => {
    (loadPdfJs as jest.Mock).mockResolvedValue(fakePdfJs(3));
    render(<PdfViewer src="/files/docs/a.pdf" title="Sample document" />);
    expect(screen.getByText('Loading document…')).toBeTruthy();
    await flush();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(next);
    fireEvent.click(next);
    await flush();
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(next.disabled).toBe(true);
    expect(previous.disabled).toBe(false);
    expect(screen.getByText('Text of sample page 3')).toBeTruthy();
  });

  it('opens at the initial page and turns pages with the keyboard', async () => {
    (loadPdfJs as jest.Mock).mockResolvedValue(fakePdfJs(8));
    render(<PdfViewer src="/files/docs/b.pdf" title="Faculty information" initialPage={6} initialPageNote="Opened at Chapter 5" />);
    await flush();
    expect(screen.getByText('Page 6 of 8')).toBeTruthy();
    expect(screen.getByText('Opened at Chapter 5')).toBeTruthy();
    const pageView = screen.getByRole('group', { name: /Page 6 of 8/ });
    fireEvent.keyDown(pageView, { key: 'ArrowRight' });
    await flush();
    expect(screen.getByText('Page 7 of 8')).toBeTruthy();
    fireEvent.keyDown(pageView, { key: 'End' });
    await flush();
    expect(screen.getByText('Page 8 of 8')).toBeTruthy();
    fireEvent.keyDown(pageView, { key: 'Home' });
    await flush();
    expect(screen.getByText('Page 1 of 8')).toBeTruthy();
    fireEvent.keyDown(pageView, { key: 'ArrowLeft' });
    await flush();
    expect(screen.getByText('Page 1 of 8')).toBeTruthy();
  });

  it('opens past the end at the last page, below 1 or at no number at the first, and says where it opened', async () => {
    (loadPdfJs as jest.Mock).mockResolvedValue(fakePdfJs(2));
    for (const [initialPage, opened] of [
      [99, 2],
      [0, 1],
      [-3, 1],
      [Number.NaN, 1],
      [2.5, 2],
    ] as const) {
      const onOpen = jest.fn();
      const { unmount } = render(<PdfViewer src="/files/docs/d.pdf" title="Seat list" initialPage={initialPage} onOpen={onOpen} />);
      await flush();
      expect(screen.getByText(`Page ${opened} of 2`)).toBeTruthy();
      expect(screen.getByText(`Text of sample page ${opened}`)).toBeTruthy();
      expect(onOpen).toHaveBeenCalledWith(opened, 2);
      unmount();
    }
  });

  it('says in words when the document is missing, and retries', async () => {
    const pdfjs = fakePdfJs(2);
    pdfjs.getDocument.mockReturnValueOnce({
      promise: Promise.reject(Object.assign(new Error('x'), { name: 'ResponseException', status: 404 })),
      destroy: jest.fn(),
    });
    (loadPdfJs as jest.Mock).mockResolvedValue(pdfjs);
    render(<PdfViewer src="/files/docs/missing.pdf" title="Syllabus" />);
    await flush();
    expect(screen.getByRole('alert').textContent).toMatch(/not found on the server/);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await flush();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it('always offers the file as a download', async () => {
    (loadPdfJs as jest.Mock).mockResolvedValue(fakePdfJs(1));
    render(<PdfViewer src="/files/docs/c.pdf" title="SAR" />);
    await flush();
    expect(screen.getByRole('link', { name: 'Download SAR (PDF)' }).getAttribute('href')).toBe('/files/docs/c.pdf');
  });
});
