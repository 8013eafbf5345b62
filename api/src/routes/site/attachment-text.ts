import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ATTACHED_ITEM_PATHS, ATTACHED_KINDS, attachmentViewerPath, type AttachedKind } from '@aec/contracts';
import type { ZodTypeProvider } from '../../lib/route-schemas';
import { notFound } from '../../lib/http-error';
import type { AttachmentPage } from '../../plugins/app/attachment-text/attachment-text';

type Lang = 'en' | 'as' | 'hi';
const WORDS: Record<
  Lang,
  {
    title: (n: number, headline: string) => string;
    page: (n: number) => string;
    back: Record<AttachedKind, string>;
    download: string;
    viewer: string;
    none: string;
    ocr: string;
    intro: string;
  }
> = {
  en: {
    title: (n, h) => `Attachment ${n} of “${h}” as text`,
    page: (n) => `Page ${n}`,
    back: { notice: 'Back to the notice', tender: 'Back to the tender', event: 'Back to the event' },
    download: 'The PDF itself',
    viewer: 'See it in the viewer',
    none: 'No text could be read from this page.',
    ocr: 'Read from a scanned image: there may be mistakes.',
    intro: 'The words of the document, page by page, read from the PDF. The PDF is the official copy.',
  },
  as: {
    title: (n, h) => `“${h}”ৰ সংলগ্নী ${n} পাঠ হিচাপে`,
    page: (n) => `পৃষ্ঠা ${n}`,
    back: { notice: 'জাননীলৈ উভতি যাওক', tender: 'নিবিদালৈ উভতি যাওক', event: 'অনুষ্ঠানলৈ উভতি যাওক' },
    download: 'PDF খন',
    viewer: 'দৰ্শকত চাওক',
    none: 'এই পৃষ্ঠাৰ পৰা কোনো পাঠ পঢ়িব পৰা নগ’ল।',
    ocr: 'স্কেন কৰা ছবিৰ পৰা পঢ়া: ভুল থাকিব পাৰে।',
    intro: 'নথিখনৰ শব্দবোৰ, পৃষ্ঠা অনুসৰি, PDFৰ পৰা পঢ়া। PDF খনেই আনুষ্ঠানিক প্ৰতিলিপি।',
  },
  hi: {
    title: (n, h) => `“${h}” का संलग्नक ${n} पाठ के रूप में`,
    page: (n) => `पृष्ठ ${n}`,
    back: { notice: 'सूचना पर वापस जाएँ', tender: 'निविदा पर वापस जाएँ', event: 'कार्यक्रम पर वापस जाएँ' },
    download: 'स्वयं PDF',
    viewer: 'व्यूअर में देखें',
    none: 'इस पृष्ठ से कोई पाठ नहीं पढ़ा जा सका।',
    ocr: 'स्कैन की गई छवि से पढ़ा गया: गलतियाँ हो सकती हैं।',
    intro: 'दस्तावेज़ के शब्द, पृष्ठ दर पृष्ठ, PDF से पढ़े गए। PDF ही आधिकारिक प्रति है।',
  },
};

const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

const Params = z.object({
  id: z.coerce.number().int('id must be a whole number').positive('id must be 1 or more'),
  n: z.coerce.number().int('the attachment must be a whole number').min(1, 'attachments are numbered from 1').max(99, 'the attachment number is too large'),
});

const REPOSITORIES = { notice: 'notices', tender: 'tenders', event: 'events' } as const satisfies Record<AttachedKind, string>;

/** The page of one attachment's text: HTML the server writes whole (no script), each page in the language it is written in. */
export function attachmentTextHtml(o: {
  lang: Lang;
  kind: AttachedKind;
  headline: string;
  n: number;
  itemUrl: string;
  viewerUrl: string;
  pdfUrl: string;
  pages: AttachmentPage[];
  count: number;
}): string {
  const w = WORDS[o.lang];
  const prefix = o.lang === 'en' ? '' : `/${o.lang}`;
  const byPage = new Map(o.pages.map((p) => [p.page, p]));
  const sections: string[] = [];
  for (let page = 1; page <= Math.max(o.count, ...o.pages.map((p) => p.page)); page++) {
    const p = byPage.get(page);
    const paragraphs = p?.text
      ? p.text
          .split(/\n\s*\n|\n/)
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line) => `<p>${escapeHtml(line)}</p>`)
          .join('\n')
      : `<p lang="${o.lang}"><em>${w.none}</em></p>`;
    sections.push(
      `<section aria-labelledby="page-${page}"${p ? ` lang="${p.lang}"` : ''}>\n<h2 id="page-${page}" lang="${o.lang}">${w.page(page)}</h2>\n${
        p?.source === 'ocr' ? `<p lang="${o.lang}"><small>${w.ocr}</small></p>\n` : ''
      }${paragraphs}\n</section>`,
    );
  }
  const title = w.title(o.n, o.headline);
  return `<!doctype html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Assam Engineering College</title>
</head>
<body>
<header><p><a href="${prefix}${o.itemUrl}">${w.back[o.kind]}</a></p></header>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${w.intro} <a href="${o.pdfUrl}">${w.download}</a> · <a href="${prefix}${o.viewerUrl}">${w.viewer}</a></p>
${sections.join('\n')}
</main>
</body>
</html>
`;
}

/** GET [/as|/hi]/{notifications/notice|notifications/tender|events/eventlist}/:id/attachment/:n/text: "Read as text" of a published item's PDF. */
const attachmentTextRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const lang of ['en', 'as', 'hi'] as const) {
    for (const kind of ATTACHED_KINDS) {
      const path = `${lang === 'en' ? '' : `/${lang}`}${ATTACHED_ITEM_PATHS[kind]}/:id/attachment/:n/text`;
      routes.get(path, { schema: { params: Params } }, async (request, reply) => {
        const { id, n } = request.params;
        const found = app[REPOSITORIES[kind]].attachment(id, n - 1);
        if (!found || found.file.type !== 'application/pdf') throw notFound(`The text of attachment ${n} of ${kind} ${id}`);
        // A file just uploaded and not read yet: the page says so by its pages' absence, with the PDF's link.
        const text = app.attachmentText.state(found.file.sha256);
        const html = attachmentTextHtml({
          lang,
          kind,
          headline: found.title,
          n,
          itemUrl: `${ATTACHED_ITEM_PATHS[kind]}/${id}`,
          viewerUrl: attachmentViewerPath(kind, id, n),
          pdfUrl: `/files/${found.file.sha256}.pdf`,
          pages: app.attachmentText.pages(found.file.sha256),
          count: text?.pages ?? 0,
        });
        return reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=300').send(html);
      });
    }
  }
};
export default attachmentTextRoutes;
