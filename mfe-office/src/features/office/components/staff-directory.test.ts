import { officeStaff } from '../../../data/office-staff';
import { filterStaff } from './staff-directory';

describe('filterStaff', () => {
  it('shows everyone for an empty search', () => {
    expect(filterStaff(officeStaff, '  ')).toHaveLength(officeStaff.length);
  });

  it('matches name, designation or section, case-insensitively, every word', () => {
    expect(filterStaff(officeStaff, 'ACCOUNTS').map((m) => m.section)).toEqual(['Accounts', 'Accounts']);
    expect(filterStaff(officeStaff, 'junior admissions')).toHaveLength(1);
    expect(filterStaff(officeStaff, 'deka')[0]?.name).toMatch(/Deka/);
    expect(filterStaff(officeStaff, 'nobody-by-this-name')).toEqual([]);
  });
});
