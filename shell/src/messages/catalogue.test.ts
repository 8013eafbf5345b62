import fs from 'node:fs';
import path from 'node:path';
import { describeCatalogues } from '@aec/ui/testing';
import en from './en.json';
import as from './as.json';
import hi from './hi.json';
import { footerGroups, headerLinks, moreMenuLinks, topNavLinks } from '../layout/nav-links';
import { remoteMounts, screenMount } from '../remote-mounts';
import { shellPages } from '../data/site-pages';

describeCatalogues({
  app: 'the shell',
  messages: { en, as, hi },
  sourceDir: path.join(__dirname, '..'),
  // Titles and leads of the shell's pages: in data/site-pages.ts in English, in the catalogues for Assamese and Hindi.
  translationOnlyGroups: ['pages'],
  // The keys its navigation, sections and home page name.
  builtKeys: () => {
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
    return [...navKeys, ...headings, ...sections, ...widgetLabels, ...cardTexts, ...sideTexts];
  },
});

describe("the shell's catalogues: its own rules", () => {
  it.each(Object.entries({ as, hi }))('%s names every page of the shell, and only those', (_language, messages) => {
    const pages = (messages as { pages: Record<string, { title: string; description?: string }> }).pages;
    expect(Object.keys(pages).sort()).toEqual(shellPages.map((page) => page.path).sort());
    expect(Object.values(pages).every((page) => page.title.length > 0)).toBe(true);
  });
});
