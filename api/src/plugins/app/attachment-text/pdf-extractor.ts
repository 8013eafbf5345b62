import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

/**
 * The worker's code: pdf.js (the legacy build, the one made for Node) reads each page's text layer.
 * Evaluated rather than a file beside this one, so it runs the same from src (jest) and dist, and
 * pdf.js, an ES module, is imported in plain Node (jest's module system never loads it).
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const pdfjs = import(workerData.pdfjs);
parentPort.on('message', async ({ id, data }) => {
  let doc;
  try {
    const { getDocument } = await pdfjs;
    doc = await getDocument({ data, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
    const pages = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(content.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\\n' : '') : '')).join(''));
      page.cleanup();
    }
    parentPort.postMessage({ id, pages });
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  } finally {
    if (doc) await doc.destroy();
  }
});
`;

export class PdfReadError extends Error {}

/** One worker thread reads PDFs one at a time, off the request path; it is started when first needed. */
export class PdfExtractor {
  private worker: Worker | null = null;
  private next = 0;
  private waiting = new Map<number, { resolve: (pages: string[]) => void; reject: (err: Error) => void }>();

  private start(): Worker {
    const worker = new Worker(WORKER_CODE, { eval: true, workerData: { pdfjs: pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href } });
    worker.unref();
    worker.on('message', (m: { id: number; pages?: string[]; error?: string }) => {
      const w = this.waiting.get(m.id);
      this.waiting.delete(m.id);
      if (m.pages) w?.resolve(m.pages);
      else w?.reject(new PdfReadError(m.error ?? 'pdf.js could not read it'));
    });
    const fail = (err: Error) => {
      for (const w of this.waiting.values()) w.reject(err);
      this.waiting.clear();
      this.worker = null;
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the PDF text worker stopped (exit ${code})`)));
    return worker;
  }

  /** Each page's text layer ('' for a page without one). Rejects with PdfReadError when pdf.js cannot read the file. */
  pages(bytes: Uint8Array): Promise<string[]> {
    this.worker ??= this.start();
    const id = this.next++;
    const worker = this.worker;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      // A copy is transferred: the caller's buffer stays usable.
      const data = new Uint8Array(bytes);
      worker.postMessage({ id, data }, [data.buffer]);
    });
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }
}

/** The language of a page by its letters: Bengali-Assamese, Devanagari or (otherwise) Latin. */
export function detectLanguage(text: string): 'en' | 'as' | 'hi' {
  let bengali = 0;
  let devanagari = 0;
  let latin = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c >= 0x0980 && c <= 0x09ff) bengali++;
    else if (c >= 0x0900 && c <= 0x097f) devanagari++;
    else if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) latin++;
  }
  if (bengali > latin && bengali >= devanagari) return 'as';
  if (devanagari > latin) return 'hi';
  return 'en';
}
