import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { samplePdf } from '../seed/sample-pdf';
import { checkUpload, refuseActivePdf } from './upload-check';

/** A one-page PDF as pdf-lib writes it: its objects compressed into object streams. */
async function pdfWith(addToCatalog?: (doc: PDFDocument) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText('Notice (test)', { x: 20, y: 100, font: await doc.embedFont(StandardFonts.Helvetica) });
  addToCatalog?.(doc);
  return doc.save({ useObjectStreams: true });
}

const upload = (bytes: Uint8Array) => ({ name: 'notice.pdf', type: 'application/pdf' as const, dataBase64: Buffer.from(bytes).toString('base64') });
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

async function refusal(bytes: Uint8Array): Promise<{ statusCode: number; message: string } | undefined> {
  try {
    await checkUpload(upload(bytes));
    return undefined;
  } catch (err) {
    return err as { statusCode: number; message: string };
  }
}

describe('PDF uploads are checked by parsing them (SECURITY.md)', () => {
  it('accepts a normal PDF', async () => {
    const bytes = await pdfWith();
    await expect(checkUpload(upload(bytes))).resolves.toMatchObject({ type: 'application/pdf', name: 'notice.pdf' });
  });

  it('refuses a PDF whose JavaScript is inside a compressed object stream, in a sentence for the uploader', async () => {
    const bytes = await pdfWith((doc) => {
      const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("hi")') });
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
    });
    // Not findable as text: the action is in a Flate-compressed object stream.
    expect(latin1(bytes)).toContain('/ObjStm');
    expect(latin1(bytes)).not.toMatch(/JavaScript|\/JS/);
    const err = await refusal(bytes);
    expect(err).toMatchObject({ statusCode: 415, message: expect.stringContaining('script, launch or form-submission actions') });
  });

  it('refuses a document-level script (the /Names /JavaScript tree pdf-lib writes)', async () => {
    const bytes = await pdfWith((doc) => doc.addJavaScript('greeting', 'app.alert("hi")'));
    expect((await refusal(bytes))?.statusCode).toBe(415);
  });

  it('refuses a PDF with a launch action', async () => {
    const bytes = await pdfWith((doc) => {
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') }));
    });
    expect(await refusal(bytes)).toMatchObject({ statusCode: 415, message: expect.stringContaining('print it to a plain PDF') });
  });

  it('reads names as a viewer does: /J#61vaScript is /JavaScript', async () => {
    const text = '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
    expect((await refusal(Buffer.from(text, 'latin1')))?.statusCode).toBe(415);
  });

  it('checks every copy of an object, not only the last one a later revision wrote', async () => {
    const text = [
      '%PDF-1.7',
      '1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj',
      '2 0 obj << /S /Launch /F (calc.exe) >> endobj',
      '2 0 obj << /S /GoTo /D [0] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n');
    expect((await refusal(Buffer.from(text, 'latin1')))?.statusCode).toBe(415);
  });

  describe('also refuses what sends data away, opens other files or carries attachments (SECURITY.md)', () => {
    /** A one-object PDF whose catalogue opens with the given action (written as a viewer reads it). */
    const opening = (action: string) =>
      Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << ${action} >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');

    it.each([
      ['a form that submits itself', '/S /SubmitForm /F (https://collect.example.org/form)'],
      ['a link to another PDF file (/GoToR)', '/S /GoToR /F (\\\\server\\share\\other.pdf) /D [0]'],
      ['an embedded Flash or video player (/RichMedia)', '/Type /Annot /Subtype /RichMedia'],
      ['a file: link', '/S /URI /URI (file:///C:/Windows/system32/calc.exe)'],
      ['a javascript: link, its scheme hidden in a hex string', `/S /URI /URI <${Buffer.from('javascript:alert(1)').toString('hex')}>`],
      ['a link target that is not a string here', '/S /URI /URI 7 0 R'],
    ])('refuses %s', async (_what, action) => {
      expect(await refusal(opening(action))).toMatchObject({ statusCode: 415, message: expect.stringContaining('print it to a plain PDF') });
    });

    it('refuses an attached file (the /EmbeddedFiles name tree pdf-lib writes), compressed out of sight', async () => {
      const bytes = await pdfWith((doc) => doc.attach(Buffer.from('MZ fake program'), 'timetable.exe', { mimeType: 'application/octet-stream' }));
      expect(latin1(bytes)).not.toContain('EmbeddedFiles');
      expect((await refusal(bytes))?.statusCode).toBe(415);
    });

    it('keeps web links: /URI to http and https', async () => {
      for (const target of ['https://aec.ac.in/notices', 'HTTP://aec.ac.in/']) {
        const bytes = await pdfWith((doc) => {
          doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'URI', URI: PDFString.of(target) }));
        });
        expect(await refusal(bytes)).toBeUndefined();
      }
    });
  });

  it('refuses what it cannot check: an encrypted PDF, a damaged one', async () => {
    const encrypted = [
      '%PDF-1.7',
      '1 0 obj << /Type /Catalog >> endobj',
      '2 0 obj << /Filter /Standard /V 2 /R 3 /O (x) /U (y) /P -4 >> endobj',
      'trailer << /Root 1 0 R /Encrypt 2 0 R >>',
      '%%EOF',
    ].join('\n');
    expect(await refusal(Buffer.from(encrypted, 'latin1'))).toMatchObject({ statusCode: 422, message: expect.stringContaining('password-protected') });
    const damaged = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R \nendobj\n5 0 obj (unclosed\n', 'latin1');
    expect((await refusal(damaged))?.statusCode).toBe(422);
  });

  it('takes the sample documents the site is seeded with', async () => {
    await expect(refuseActivePdf(await samplePdf('Holiday on account of Bihu (sample)', ['A holiday.']))).resolves.toBeUndefined();
  });
});
