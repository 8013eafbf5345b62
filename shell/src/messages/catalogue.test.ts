import fs from 'node:fs';
import path from 'node:path';
import en from './en.json';
import as from './as.json';
import hi from './hi.json';
import { marksOf } from '../../../packages/ui/src/i18n/marked-text';
import { extraKeys, flatten, keysUsedIn, missingKeys, placeholderMismatches } from '../../../packages/ui/src/i18n/catalogue-check';
import { footerGroups, headerLinks, moreMenuLinks, topNavLinks } from '../layout/nav-links';
import { remoteMounts, screenMount } from '../remote-mounts';
import { shellPages } from '../data/site-pages';

const catalogues = { as, hi };
/** Titles and leads of the shell's pages: in data/site-pages.ts in English, in the catalogues for Assamese and Hindi. */
const withoutPages = ({ pages: _pages, ...rest }: Record<string, unknown>) => rest as typeof en;

describe("the shell's catalogues (docs/product/languages.md)", () => {
  it.each(Object.entries(catalogues))('%s has every English key, and no other', (_language, messages) => {
    expect(missingKeys(en, withoutPages(messages))).toEqual([]);
    expect(extraKeys(en, withoutPages(messages))).toEqual([]);
    expect(placeholderMismatches(en, messages)).toEqual([]);
    const theirs = flatten(messages);
    expect([...flatten(en)].filter(([key, text]) => theirs.has(key) && marksOf(theirs.get(key)!).join() !== marksOf(text).join()).map(([key]) => key)).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s names every page of the shell, and only those', (_language, messages) => {
    const pages = (messages as { pages: Record<string, { title: string; description?: string }> }).pages;
    expect(Object.keys(pages).sort()).toEqual(shellPages.map((page) => page.path).sort());
    expect(Object.values(pages).every((page) => page.title.length > 0)).toBe(true);
  });

  it('has every key the shell asks for', () => {
    const english = flatten(en);
    const navKeys = [...headerLinks, ...topNavLinks, ...moreMenuLinks, ...footerGroups.flatMap((group) => group.links)].map((link) => link.label);
    const headings = footerGroups.map((group) => group.heading);
    const sections = [...remoteMounts, screenMount].map((mount) => `sections.${mount.section}`);
    const homePage = fs.readFileSync(path.join(__dirname, '../features/home/components/home-page.tsx'), 'utf8');
    const widgetLabels = [...homePage.matchAll(/label="([\w.]+)"/g)].map((m) => m[1]!);
    const summaryCards = fs.readFileSync(path.join(__dirname, '../features/home/components/summary-cards.tsx'), 'utf8');
    const cardTexts = [...summaryCards.matchAll(/'(home\.[\w.]+)'/g)].map((m) => m[1]!);
    const sideNavigation = fs.readFileSync(path.join(__dirname, '../features/home/components/side-navigation.tsx'), 'utf8');
    const sideTexts = [...sideNavigation.matchAll(/'(home\.[\w.]+)'/g)].map((m) => m[1]!);
    expect(widgetLabels).toHaveLength(5);
    const used = [...keysUsedIn(path.join(__dirname, '..')), ...navKeys, ...headings, ...sections, ...widgetLabels, ...cardTexts, ...sideTexts];
    expect(used.filter((key) => !english.has(key))).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s leaves no English words in the interface', (_language, messages) => {
    // Latin letters only where the text names something that is written so (none in the shell); the
    // {{placeholders}} and <link> marks are the code's, not words.
    const english = [...flatten(messages)].filter(([, text]) => /[A-Za-z]{2,}/.test(text.replace(/\{\{\s*\w+\s*\}\}|<\/?\w+\/?>/g, '')));
    expect(english).toEqual([]);
  });
});
