/** @jest-environment jsdom */
// The shell's admission pages in Assamese and Hindi (docs/product/languages.md): rendered as the server renders an
// /as/ or /hi/ page (one i18next instance for the page, the shell's and the kit's catalogues of that
// language), then read as a reader would: no English words left unmarked in the main content.
import { Route, Routes } from 'react-router';
import type { Language } from '@aec/ui';
import { describeLanguages } from '@aec/ui/testing';
import { flatten } from '../../packages/ui/src/i18n/catalogue-check';
import en from './messages/en.json';
import as from './messages/as.json';
import hi from './messages/hi.json';
import { SHELL_NAMESPACE } from './messages/catalogue';
import { programmes } from './data/programmes';
import { pages } from './features/admission/admission-pages';

const routes = (
  <Routes>
    {Object.entries(pages).map(([path, Page]) => (
      <Route key={path} path={path} element={<Page />} />
    ))}
  </Routes>
);

// The shell's catalogues and the kit's registered as before a page is rendered.
const shell = describeLanguages({ app: 'the shell', namespace: SHELL_NAMESPACE, catalogues: { en, as, hi }, element: routes });

/** The page's main content as the server writes it, in a document to read. */
function render(language: Language, path: string): HTMLElement {
  const container = document.createElement('main');
  container.innerHTML = shell.render(language, path).html;
  return container;
}

/** Text in Latin letters that is not inside an element marked lang="en" (nor hidden from screen readers: the PDF icon). */
function unmarkedEnglish(container: HTMLElement): string[] {
  const out: string[] = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (/[A-Za-z]{2,}/.test(node.textContent ?? '') && !node.parentElement?.closest('[lang="en"], [aria-hidden="true"]'))
      out.push((node.textContent ?? '').trim());
  }
  return out;
}

const KEYS = [...flatten(en).keys()].filter((key) => key.startsWith('admission.'));

describe('the admission pages in Assamese and Hindi', () => {
  it.each([
    ['as', '/admission'],
    ['hi', '/admission'],
    ['as', '/undergraduate'],
    ['hi', '/undergraduate'],
  ] as const)('%s %s leaves no English unmarked in the page and no key showing', (language, path) => {
    const main = render(language, path);
    expect(main.querySelector('.page-body')).not.toBeNull();
    expect(unmarkedEnglish(main)).toEqual([]);
    expect(KEYS.filter((key) => main.innerHTML.includes(key))).toEqual([]);
  });

  it('writes figures, money and names in the language', () => {
    const admission = render('as', '/admission').textContent ?? '';
    expect(admission).toContain('বছৰি প্ৰায় ১৫,০০০ টকা');
    expect(render('hi', '/admission').textContent).toContain('लगभग ₹15,000 प्रति वर्ष');
    const undergraduate = render('as', '/undergraduate').textContent ?? '';
    expect(undergraduate).toContain('মুঠ আসন ৪২০টা');
    expect(undergraduate).toContain('অসামৰিক অভিযান্ত্ৰিক৯০টা আসন · ১৯৫৫ চনৰ পৰা');
    expect(render('hi', '/undergraduate').textContent).toContain('सिविल इंजीनियरिंग90 सीटें · 1955 से');
  });

  it('keeps the English pages as they were', () => {
    const admission = render('en', '/admission').textContent ?? '';
    expect(admission).toContain('About Rs 15,000 a year; hostel deposit about Rs 8,000.');
    expect(admission).toContain('Notices of each year’s admission appear on the notice board.');
    const undergraduate = render('en', '/undergraduate');
    expect(undergraduate.textContent).toContain('Eight four-year Bachelor of Engineering programmes, 420 seats in all, under the syllabus');
    expect([...undergraduate.querySelectorAll('.link-cards strong')].map((name) => name.textContent)).toEqual(
      programmes.filter((p) => p.level === 'B.E.').map((p) => p.name),
    );
    expect(undergraduate.querySelector('.link-cards span')?.textContent).toBe('90 seats · since 1955');
    expect(undergraduate.querySelector('.link-cards li:last-child span')?.textContent).toBe('20 seats');
  });
});
