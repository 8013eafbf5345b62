/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { branchBookCounts } from '../../../data/library';
import en from '../../../messages/en.json';
import { CheckBooksForm } from './check-books-form';

describe('Check Books (coming soon)', () => {
  it('shows the kit fields by their labels, each disabled and unmarked, under the form that says why', () => {
    render(<CheckBooksForm />);
    const form = screen.getByRole('form', { name: /Check Books/, description: /coming soon/ });
    const query = screen.getByRole('searchbox', { name: 'Title, author or ISBN' }) as HTMLInputElement;
    const branch = screen.getByRole('combobox', { name: 'Branch' }) as HTMLSelectElement;
    expect(form.contains(query) && form.contains(branch)).toBe(true);
    for (const control of [query, branch, screen.getByRole('button', { name: 'Check availability' })]) expect(control.matches(':disabled')).toBe(true);
    expect([query.name, branch.name]).toEqual(['q', 'branch']);
    expect(query.closest('.field')).not.toBeNull();
    expect(form.querySelector('.required-mark')).toBeNull();
    // The branch names live in the catalogue now (library.branches), in the page's language.
    const names = en.library.branches as Record<string, string>;
    expect(Array.from(branch.options, (option) => option.text)).toEqual(['All branches', ...branchBookCounts.map((b) => names[b.key])]);
    expect(branch.options[1]!.text).toBe('Civil Engineering');
  });
});
