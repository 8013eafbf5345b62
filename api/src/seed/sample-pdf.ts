import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';

const SAMPLE_NOTE = 'SAMPLE DOCUMENT - generated for the website; to be replaced by the college.';
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/** pdf-lib's standard fonts speak WinAnsi only: anything else becomes a plain look-alike. */
function winAnsi(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/₹/g, 'Rs ')
    .replace(/[^\x20-\x7e\n]/g, '');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of winAnsi(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) > width && line) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * A real, readable PDF: letterhead, title, one page per entry of pages (wrapped text), page numbers,
 * and on every page the note that it is a sample.
 */
export async function samplePdf(title: string, pages: string[], subtitle = 'Assam Engineering College, Jalukbari, Guwahati 781013'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(title));
  doc.setAuthor('Assam Engineering College (sample)');
  doc.setSubject(SAMPLE_NOTE);
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  const body = pages.length ? pages : [''];

  body.forEach((text, i) => {
    const page = doc.addPage(A4);
    let y = A4[1] - MARGIN;
    page.drawText('ASSAM ENGINEERING COLLEGE', { x: MARGIN, y, size: 14, font: bold, color: rgb(0.05, 0.2, 0.45) });
    y -= 16;
    page.drawText(winAnsi(subtitle), { x: MARGIN, y, size: 9, font: regular, color: rgb(0.3, 0.3, 0.3) });
    y -= 10;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 1, color: rgb(0.05, 0.2, 0.45) });
    y -= 28;
    if (i === 0) {
      for (const line of wrap(title, bold, 13, width)) {
        page.drawText(line, { x: MARGIN, y, size: 13, font: bold });
        y -= 18;
      }
      y -= 8;
    }
    for (const line of wrap(text, regular, 10.5, width)) {
      if (y < MARGIN + 40) break;
      page.drawText(line, { x: MARGIN, y, size: 10.5, font: regular });
      y -= 15;
    }
    page.drawText(SAMPLE_NOTE, { x: MARGIN, y: MARGIN - 10, size: 8, font: regular, color: rgb(0.6, 0.1, 0.1) });
    page.drawText(`Page ${i + 1} of ${body.length}`, { x: A4[0] - MARGIN - 60, y: MARGIN - 10, size: 8, font: regular });
  });
  return doc.save();
}
