/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { FormErrorSummary, formErrorsOf } from './form-error-summary';

describe('FormErrorSummary', () => {
  it('is an empty live region until there are errors', () => {
    render(<FormErrorSummary errors={[]} />);
    const region = screen.getByRole('alert');
    expect(region.textContent).toBe('');
    expect(region.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('lists the errors, named by its title, each linking to its field, and can take the focus', () => {
    render(
      <>
        <FormErrorSummary errors={[{ fieldId: 'title', message: 'Title is required' }, { message: 'The server refused the notice.' }]} />
        <input id="title" aria-label="Title" />
      </>,
    );
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary.tabIndex).toBe(-1);
    expect(summary.textContent).toContain('The server refused the notice.');
    const link = screen.getByRole('link', { name: 'Title is required' });
    expect(link.getAttribute('href')).toBe('#title');
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }));
  });
});

describe('formErrorsOf', () => {
  it('turns errors by field into the summary list, with each field’s control id', () => {
    expect(formErrorsOf({ name: 'Name is required', email: undefined, '': 'Try again' }, (field) => `form-${field}`)).toEqual([
      { fieldId: 'form-name', message: 'Name is required' },
      { fieldId: undefined, message: 'Try again' },
    ]);
  });
});
