import type * as PdfJs from 'pdfjs-dist';

export type PdfJsModule = typeof PdfJs;

let loading: Promise<PdfJsModule> | null = null;

/**
 * pdf.js is about 130 kB gzipped: it is fetched the first time a viewer is shown, never with a page
 * that has none. Its worker is a file webpack emits beside the chunks (the URL form below), so it is
 * served from our own origin, as the Content-Security-Policy requires.
 */
export function loadPdfJs(): Promise<PdfJsModule> {
  loading ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
    return pdfjs;
  });
  // A failed download (flaky connection) must not be remembered: Retry tries again.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
