/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { officeStaff } from '../../../data/office-staff';
import { filterStaff, StaffDirectory, staffInWords } from './staff-directory';
import en from '../../../messages/en.json';
import { flatten } from '../../../../../packages/ui/src/i18n/catalogue-check';

// The directory holds catalogue keys; the search runs on the words the page shows (English here).
const english = flatten(en);
const staffInEnglish = staffInWords(officeStaff, (key) => english.get(key) ?? key);

describe('filterStaff', () => {
  it('shows everyone for an empty search', () => {
    expect(filterStaff(staffInEnglish, '  ')).toHaveLength(officeStaff.length);
  });

  it('matches name, designation or section, case-insensitively, every word', () => {
    expect(filterStaff(staffInEnglish, 'ACCOUNTS').map((m) => m.section)).toEqual(['Accounts', 'Accounts']);
    expect(filterStaff(staffInEnglish, 'junior admissions')).toHaveLength(1);
    expect(filterStaff(staffInEnglish, 'deka')[0]?.name).toMatch(/Deka/);
    expect(filterStaff(staffInEnglish, 'nobody-by-this-name')).toEqual([]);
  });
});

describe('StaffDirectory', () => {
  it('filters as the visitor types in the search box named by its label, and says how many match', () => {
    render(<StaffDirectory staff={officeStaff} />);
    const search = screen.getByRole('searchbox', { name: 'Search by name, designation or section' });
    expect(search.closest('.field')?.classList.contains('staff-directory__search')).toBe(true);
    fireEvent.change(search, { target: { value: 'accounts' } });
    expect(screen.getByRole('status').textContent).toBe(`2 of ${officeStaff.length} people match “accounts”`);
    expect(screen.getAllByRole('rowheader')).toHaveLength(2);
  });
});
