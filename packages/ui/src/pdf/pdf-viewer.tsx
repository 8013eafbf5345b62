import { useT } from '../i18n/catalogue';
import { UI_NAMESPACE } from '../messages/catalogue';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { ErrorState } from '../states/error-state';
import { LoadingState } from '../states/loading-state';
import { DownloadButton } from './download-button';
import { loadPdfJs } from './load-pdfjs';
import './pdf-viewer.css';

interface PdfViewerProps {
  /** URL of the PDF on our own origin. */
  src: string;
  /** What the document is, e.g. 'Faculty information of Civil Engineering'; names the viewer. */
  title: string;
  /** Page to open at (clamped to the document), e.g. where chapter 5 starts. */
  initialPage?: number;
  /** Says where the viewer opened, e.g. 'Opened at Chapter 5'. */
  initialPageNote?: string;
  /** Widest the page is drawn, in CSS pixels. */
  maxWidth?: number;
  /** Told, once the document is loaded, the page it opened at (initialPage clamped to the document) and how many it has. */
  onOpen?: (page: number, pageCount: number) => void;
}

/** The page to open at: a whole page of the document, the nearest one to what was asked, page 1 when it is not a number. */
export const clampPage = (page: number, pageCount: number) => Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, pageCount));

type Loaded = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; doc: PDFDocumentProxy };

/**
 * A paged viewer of one PDF: loading, then 'Page n of N' with Previous (disabled on the first page)
 * and Next (disabled on the last). Arrow keys, Page Up/Down, Home and End page through it when the
 * page has focus. The text of each page is offered beneath it for screen readers and slow phones.
 */
export function PdfViewer({ src, title, initialPage = 1, initialPageNote, maxWidth = 760, onOpen }: PdfViewerProps) {
  const t = useT(UI_NAMESPACE);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [pageNumber, setPageNumber] = useState(1);
  const [pageText, setPageText] = useState('');
  const [width, setWidth] = useState(0);
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // The latest callback, so that a new function each render does not load the document again.
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    setLoaded({ status: 'loading' });
    loadPdfJs()
      .then((pdfjs) => {
        if (cancelled) return;
        // isEvalSupported: the Content-Security-Policy forbids eval, so fonts are drawn without it.
        const task = pdfjs.getDocument({ url: src, isEvalSupported: false });
        destroy = () => void task.destroy();
        return task.promise.then((doc) => {
          if (cancelled) return;
          const first = clampPage(initialPage, doc.numPages);
          setPageNumber(first);
          setLoaded({ status: 'ready', doc });
          onOpenRef.current?.(first, doc.numPages);
        });
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoaded({ status: 'error', message: describeFailure(error) });
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [src, initialPage, attempt]);

  // The page is drawn as wide as its column (up to maxWidth) and redrawn when that changes.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => setWidth(Math.min(frame.clientWidth || maxWidth, maxWidth));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, [maxWidth]);

  useEffect(() => {
    if (loaded.status !== 'ready' || !width) return;
    let cancelled = false;
    let cancelRender: (() => void) | undefined;
    loaded.doc
      .getPage(pageNumber)
      .then(async (page) => {
        if (cancelled) return;
        const canvas = canvasRef.current;
        if (!canvas) return;
        const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
        const pixelRatio = Math.min(window.devicePixelRatio || 1, 2);
        canvas.width = Math.floor(viewport.width * pixelRatio);
        canvas.height = Math.floor(viewport.height * pixelRatio);
        canvas.style.aspectRatio = `${viewport.width} / ${viewport.height}`;
        const task = page.render({
          canvas,
          viewport,
          transform: pixelRatio === 1 ? undefined : [pixelRatio, 0, 0, pixelRatio, 0, 0],
        });
        cancelRender = () => task.cancel();
        const [, text] = await Promise.all([task.promise, page.getTextContent()]);
        if (cancelled) return;
        setPageText(
          text.items
            .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
            .join('')
            .trim(),
        );
      })
      .catch((error: unknown) => {
        // A render cancelled because the visitor paged on is not a failure.
        if (!cancelled && (error as { name?: string })?.name !== 'RenderingCancelledException') {
          setLoaded({ status: 'error', message: describeFailure(error) });
        }
      });
    return () => {
      cancelled = true;
      cancelRender?.();
    };
  }, [loaded, pageNumber, width]);

  useEffect(() => {
    if (loaded.status === 'ready') return () => void loaded.doc.destroy();
  }, [loaded]);

  const pageCount = loaded.status === 'ready' ? loaded.doc.numPages : 0;
  const goTo = useCallback((n: number) => setPageNumber(Math.min(Math.max(1, n), pageCount || 1)), [pageCount]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: pageNumber - 1,
      PageUp: pageNumber - 1,
      ArrowRight: pageNumber + 1,
      PageDown: pageNumber + 1,
      Home: 1,
      End: pageCount,
    };
    const target = moves[event.key];
    if (target === undefined || !pageCount) return;
    event.preventDefault();
    goTo(target);
  };

  return (
    <section className="pdf-viewer" aria-label={`${title} (PDF)`}>
      {loaded.status === 'error' ? (
        <ErrorState title={t('pdf.couldNotShow', { title })} message={t(loaded.message)} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <>
          <div className="pdf-viewer__toolbar">
            <button type="button" className="button button--secondary" onClick={() => goTo(pageNumber - 1)} disabled={!pageCount || pageNumber <= 1}>
              {t('gallery.previous')}
              <span className="visually-hidden"> {t('pdf.page')}</span>
            </button>
            <p className="pdf-viewer__status" aria-live="polite">
              {pageCount ? t('pdf.pageOf', { page: pageNumber, count: pageCount }) : t('pdf.loadingDocument')}
            </p>
            <button type="button" className="button button--secondary" onClick={() => goTo(pageNumber + 1)} disabled={!pageCount || pageNumber >= pageCount}>
              {t('gallery.next')}
              <span className="visually-hidden"> {t('pdf.page')}</span>
            </button>
          </div>
          {initialPageNote && pageCount > 0 && <p className="pdf-viewer__note">{initialPageNote}</p>}
          <div ref={frameRef}>
            {loaded.status === 'loading' && (
              // Half an A4 page of the frame's width, reserved in CSS: the same on the server and before measuring.
              <div className="pdf-viewer__reserve">
                <LoadingState label={t('pdf.loadingTitle', { title })} minHeight="100%" />
              </div>
            )}
            {/* The focused page takes arrow keys and Page Up/Down to turn pages; the buttons do the same. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
            <div
              className="pdf-viewer__page"
              hidden={loaded.status !== 'ready'}
              tabIndex={0}
              role="group"
              aria-roledescription="document page"
              aria-label={t('pdf.pageOfKeys', { page: pageNumber, count: pageCount })}
              onKeyDown={onKeyDown}
              style={{ width: width || undefined }}
            >
              <canvas ref={canvasRef} className="pdf-viewer__canvas" aria-hidden="true" />
            </div>
          </div>
          {pageText && (
            <details className="pdf-viewer__text">
              <summary>{t('pdf.textOfPage', { page: pageNumber })}</summary>
              <p>{pageText}</p>
            </details>
          )}
        </>
      )}
      <div className="pdf-viewer__footer">
        <DownloadButton href={src} label={t('pdf.downloadTitle', { title })} />
      </div>
    </section>
  );
}

/** The failure as a key of the design system's catalogue (said in the page's language when shown). */
function describeFailure(error: unknown): string {
  const { name, status } = (error ?? {}) as { name?: string; status?: number };
  if (status === 404 || name === 'MissingPDFException') return 'pdf.notFound';
  if (name === 'InvalidPDFException') return 'pdf.notPdf';
  if (name === 'ChunkLoadError' || (error instanceof TypeError && /fetch|import/i.test(error.message))) return 'pdf.viewerMissing';
  return 'pdf.failed';
}
