import type { SectionMenuItem } from '@aec/ui';

/** A page of a sub-site. Title, lead and description are keys of the office's catalogue (messages/*.json). */
export interface SitePage {
  path: string;
  title: string;
  /** Shown under the title and used as the page's meta description. */
  lead?: string;
  /** The meta description when there is no lead (or it should say more than the lead): plain text, about 160 characters. */
  description?: string;
}

/** One small sub-site (office, students' union, teachers' association): its pages and its menu, named by catalogue keys. */
export interface SubSiteDefinition {
  base: string;
  /** The sub-site's name in a breadcrumb trail (Home / <name> / <page>). */
  name: string;
  heading: string;
  pages: SitePage[];
  menu: SectionMenuItem[];
}

/** A page whose texts are `sites.<site>.pages.<id>.*`; `has` names which of lead and description it has. */
function page(site: string, id: string, path: string, has: ('lead' | 'description')[]): SitePage {
  const key = `sites.${site}.pages.${id}`;
  return {
    path,
    title: `${key}.title`,
    ...(has.includes('lead') ? { lead: `${key}.lead` } : {}),
    ...(has.includes('description') ? { description: `${key}.description` } : {}),
  };
}

const item = (site: string, id: string, to: string, end?: boolean): SectionMenuItem => ({ label: `sites.${site}.menu.${id}`, to, ...(end ? { end } : {}) });

export const officeSite: SubSiteDefinition = {
  base: '/office',
  name: 'sites.office.name',
  heading: 'sites.office.heading',
  pages: [
    page('office', 'home', '', ['lead', 'description']),
    page('office', 'principal', 'principal', ['description']),
    page('office', 'about', 'aboutus', ['description']),
    page('office', 'timeline', 'timeline', ['description']),
    page('office', 'rti', 'rti', ['lead']),
    page('office', 'contact', 'contact', ['description']),
    page('office', 'complain', 'complain', ['lead']),
    page('office', 'status', 'status', ['lead']),
    page('office', 'statistics', 'grievance-statistics', ['lead']),
    page('office', 'notice', 'notice', ['description']),
    page('office', 'gallery', 'gallery', ['description']),
  ],
  menu: [
    item('office', 'home', '/office', true),
    item('office', 'principal', '/office/principal'),
    item('office', 'about', '/office/aboutus'),
    item('office', 'timeline', '/office/timeline'),
    item('office', 'rti', '/office/rti'),
    item('office', 'contact', '/office/contact'),
    item('office', 'complain', '/office/complain'),
    item('office', 'status', '/office/status'),
  ],
};

export const unionSite: SubSiteDefinition = {
  base: '/aecsu',
  name: 'sites.aecsu.name',
  heading: 'sites.aecsu.heading',
  pages: [
    page('aecsu', 'home', '', ['description']),
    page('aecsu', 'about', 'aboutus', ['description']),
    page('aecsu', 'present', 'present', ['description']),
    page('aecsu', 'timeline', 'timeline', ['description']),
    page('aecsu', 'contact', 'contact', ['description']),
    page('aecsu', 'complain', 'complain', ['lead']),
    page('aecsu', 'notice', 'notice', ['description']),
    page('aecsu', 'report', 'report', ['description']),
  ],
  menu: [
    item('aecsu', 'home', '/aecsu', true),
    item('aecsu', 'about', '/aecsu/aboutus'),
    item('aecsu', 'present', '/aecsu/present'),
    item('aecsu', 'timeline', '/aecsu/timeline'),
    item('aecsu', 'contact', '/aecsu/contact'),
    item('aecsu', 'complain', '/aecsu/complain'),
    item('aecsu', 'report', '/aecsu/report'),
  ],
};

export const associationSite: SubSiteDefinition = {
  base: '/ecta',
  name: 'sites.ecta.name',
  heading: 'sites.ecta.heading',
  pages: [
    page('ecta', 'home', '', ['description']),
    page('ecta', 'about', 'aboutus', ['description']),
    page('ecta', 'resources', 'resources', ['description']),
    page('ecta', 'contact', 'contact', ['description']),
    page('ecta', 'complain', 'complain', ['lead']),
  ],
  menu: [
    item('ecta', 'home', '/ecta', true),
    item('ecta', 'resources', '/ecta/resources'),
    item('ecta', 'contact', '/ecta/contact'),
    item('ecta', 'complain', '/ecta/complain'),
  ],
};
