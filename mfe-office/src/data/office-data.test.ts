import { officeDocuments } from '../../../api/src/seed/documents/office';
import { associationResources } from './association-resources';
import { rtiForms } from './office-contacts';
import { officeStaff } from './office-staff';
import { pastPrincipals } from './principal';
import { associationSite, officeSite, unionSite } from './sub-sites';
import { unionMembers } from './union-members';
import en from '../messages/en.json';
import { flatten } from '../../../packages/ui/src/i18n/catalogue-check';

// Menus name their items by catalogue keys: read in English here.
const english = flatten(en);
const labels = (menu: { label: string }[]) => menu.map((m) => english.get(m.label));

describe('office, union and association records (docs/product/figures.md)', () => {
  it('has 19 past principals, 16 union members and 9 association resources', () => {
    expect(pastPrincipals).toHaveLength(19);
    expect(unionMembers).toHaveLength(16);
    expect(associationResources).toHaveLength(9);
  });

  it('gives every union member the fields of docs/product/office-and-grievances.md', () => {
    for (const member of unionMembers) {
      for (const field of ['name', 'designation', 'semester', 'branch', 'phone', 'email', 'address'] as const) expect(member[field]).not.toBe('');
    }
    expect(new Set(unionMembers.map((m) => m.designation)).size).toBe(16);
  });

  it('links only to PDFs the API generates', () => {
    const generated = new Set(officeDocuments.map((d) => d.path));
    for (const link of [...associationResources, ...rtiForms].map((r) => r.link)) expect(generated).toContain(link);
    for (const doc of officeDocuments) {
      expect(doc.path).toMatch(/^\/files\/docs\/office\/[a-z0-9-]+\.pdf$/);
      expect(doc.pages.length).toBeGreaterThan(0);
    }
  });

  it('gives every staff member name, designation, section, phone and email', () => {
    for (const member of officeStaff) expect(Object.values(member).every((v) => v !== '')).toBe(true);
  });

  it('has the menus of docs/product/office-and-grievances.md, each item leading to a page of its sub-site', () => {
    expect(labels(officeSite.menu)).toEqual(['Home', 'About The Principal', 'About us', 'Timeline', 'RTI', 'Contact us', 'Submit Grievance', 'Grievance Status']);
    expect(labels(unionSite.menu)).toEqual(['Home', 'About', 'Present Team', 'Timelines', 'Contact us', 'Report a complain', 'Weekly Upgradation Report']);
    expect(labels(associationSite.menu)).toEqual(['Home', 'Resources', 'Contact us', 'Report a complain']);
    for (const site of [officeSite, unionSite, associationSite]) {
      const paths = site.pages.map((p) => (p.path ? `${site.base}/${p.path}` : site.base));
      for (const item of site.menu) expect(paths).toContain(item.to);
    }
  });
});
