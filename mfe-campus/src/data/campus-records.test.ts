import { clubs, findClub } from './clubs';
import { findHostel, hostels } from './hostels';

describe('hostel records', () => {
  it('are the eight hostels of docs/product/figures.md, established 1958 to 1975', () => {
    expect(hostels.map((h) => h.capacity)).toEqual([98, 120, 65, 80, 120, 130, 85, 230]);
    expect(hostels.map((h) => h.link)).toEqual(hostels.map((h) => `/hostel/${h.id}/home`));
    expect(Math.min(...hostels.map((h) => h.establishment))).toBe(1958);
    expect(Math.max(...hostels.map((h) => h.establishment))).toBe(1975);
  });

  it('are found by their number only', () => {
    expect(findHostel('3')?.id).toBe(3);
    expect(findHostel('9')).toBeUndefined();
    expect(findHostel('03')).toBeUndefined();
    expect(findHostel(undefined)).toBeUndefined();
  });
});

describe('club records', () => {
  it('are the fourteen clubs of docs/product/campus.md, ten of them on the landing page', () => {
    expect(clubs.map((c) => c.code)).toEqual(['EDC', 'SOVIC', 'CODING', 'QUIZ', 'ROBOT', 'BIHU', 'MUSIC', 'ART', 'BEAT', 'LITERARY', 'FLASH', 'MUKHAA', 'ENERGY', 'RIDER']);
    expect(clubs.filter((c) => c.featured)).toHaveLength(10);
    for (const c of clubs) {
      expect(c.activities.length).toBeGreaterThan(0);
      expect(c.posts.length).toBeGreaterThan(0);
      expect(c.president).toMatch(/\(sample\)$/);
    }
  });

  it('are found by code in any case, and nothing else', () => {
    expect(findClub('edc')?.code).toBe('EDC');
    expect(findClub('Mukhaa')?.code).toBe('MUKHAA');
    expect(findClub('CHESS')).toBeUndefined();
    expect(findClub(undefined)).toBeUndefined();
  });
});
