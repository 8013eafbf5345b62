import { PROJECT_CODES } from '@aec/contracts';
import { findProject, projects } from './projects';
import en from '../messages/en.json';
import { matchesTitle } from '../features/project/components/project-tenders';

describe('project records (docs/product/projects.md)', () => {
  it('has exactly teqip, neqip and rusa; any other id is unknown', () => {
    expect(projects.map((p) => p.project_code)).toEqual([...PROJECT_CODES]);
    expect(findProject('nasa')).toBeUndefined();
    expect(findProject(undefined)).toBeUndefined();
  });

  it('gives teqip ten navigation items and the others five (their English words)', () => {
    const label = (m: { label: keyof typeof en.menu }) => en.menu[m.label];
    expect(findProject('teqip')!.menu.map(label)).toEqual([
      'Home', 'Tender', 'Minutes', 'Notifications', 'Downloads', 'Advertisement', 'Activities', 'EAP', 'BoG', 'Procurement Grievance',
    ]);
    for (const code of ['neqip', 'rusa']) {
      expect(findProject(code)!.menu.map(label)).toEqual(['Home', 'Tender', 'IPU/BOG Minutes', 'Notifications', 'Downloads']);
    }
  });
});

describe('tender search (docs/product/projects.md)', () => {
  it('is a case-insensitive substring match on the title', () => {
    const tender = { title: 'Supply of Oscilloscopes (sample)' };
    expect(matchesTitle(tender, 'oscillo')).toBe(true);
    expect(matchesTitle(tender, '  SUPPLY OF ')).toBe(true);
    expect(matchesTitle(tender, '')).toBe(true);
    expect(matchesTitle(tender, 'hostel')).toBe(false);
  });
});
