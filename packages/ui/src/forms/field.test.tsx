/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Checkbox, Select, TextArea, TextField } from './field';

/** The control of a role whose accessible description (hint, then error, as a screen reader reads it) is `text`. */
const describedAs = (role: string, text: string) => screen.getByRole(role, { description: text });

function Controlled({ error, hint }: { error?: string; hint?: string }) {
  const [value, setValue] = useState('');
  return <TextField id="email" label="Email" type="email" required value={value} onChange={setValue} error={error} hint={hint} autoComplete="email" />;
}

describe('TextField', () => {
  it('is named by its label alone: the red asterisk is seen, not read; the control itself is required', () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect((input as HTMLInputElement).required).toBe(true);
    expect(input?.getAttribute('id')).toBe('email');
    expect(input?.getAttribute('name')).toBe('email');
    expect(input?.getAttribute('autocomplete')).toBe('email');
    const mark = document.querySelector('label[for="email"] .required-mark');
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('ties its hint and error to the control and marks it invalid', () => {
    render(<Controlled hint="Your registration ID is sent here." error="Enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(describedAs('textbox', 'Your registration ID is sent here. Error: Enter a valid email address')).toBe(input);
    expect(document.getElementById('email-error')?.textContent).toBe('Error: Enter a valid email address');
    expect(input.closest('.field')?.classList.contains('field--invalid')).toBe(true);
  });

  it('calls onChange with the new value', () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    fireEvent.change(input, { target: { value: 'a@b.in' } });
    expect((input as HTMLInputElement).value).toBe('a@b.in');
  });

  it('says "(optional)" only on a field that is not required, when the form asks for it', () => {
    render(
      <>
        <TextField label="Date" markOptional value="" onChange={() => undefined} />
        <TextField label="Title" markOptional required value="" onChange={() => undefined} />
      </>,
    );
    expect((screen.getByLabelText('Date (optional)') as HTMLInputElement).required).toBe(false);
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).required).toBe(true);
  });

  it('renders the same markup on the server as in the browser (generated ids included)', async () => {
    const element = (
      <form>
        <TextField label="Name" value="" onChange={() => undefined} hint="As on your ID card" />
        <TextArea label="Message" value="" onChange={() => undefined} error="Message is required" />
      </form>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const problems: unknown[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((...args) => void problems.push(args));
    const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: (error) => void problems.push(error) }));
    spy.mockRestore();
    expect(problems).toEqual([]);
    expect(describedAs('textbox', 'As on your ID card')).toBe(screen.getByRole('textbox', { name: 'Name' }));
    act(() => root.unmount());
    container.remove();
  });
});

describe('TextArea', () => {
  it('is a labelled multi-line field with its error', () => {
    render(<TextArea id="message" label="Message" required rows={3} value="" onChange={() => undefined} error="Message is required" />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area?.getAttribute('rows')).toBe('3');
    expect(describedAs('textbox', 'Error: Message is required')).toBe(area);
  });
});

describe('Select', () => {
  it('offers its options under its label and reports the chosen value', () => {
    const onChange = jest.fn();
    render(
      <Select
        label="Status"
        value=""
        onChange={onChange}
        hint="Pick one"
        options={[
          { value: '', label: 'Any' },
          { value: '1', label: 'Resolved' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(describedAs('combobox', 'Pick one')).toBe(select);
    fireEvent.change(select, { target: { value: '1' } });
    expect(onChange).toHaveBeenCalledWith('1');
  });
});

describe('Checkbox', () => {
  it('is labelled and reports checked', () => {
    const onChange = jest.fn();
    render(<Checkbox label="Flash on the home page" hint="Shown in the marquee" checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Flash on the home page' });
    expect(describedAs('checkbox', 'Shown in the marquee')).toBe(box);
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
