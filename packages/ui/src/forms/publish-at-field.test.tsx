/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PublishAtField, publishAtOf } from './publish-at-field';

function Controlled({ holds }: { holds?: 'item' | 'change' }) {
  const [value, setValue] = useState('');
  return (
    <>
      <PublishAtField idPrefix="notice" value={value} onChange={setValue} holds={holds} />
      <output data-testid="write">{JSON.stringify(publishAtOf(value))}</output>
    </>
  );
}

describe('PublishAtField', () => {
  it('is an optional datetime-local field in India time whose hint says an item stays hidden until then', () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Publish at (India time) (optional)') as HTMLInputElement;
    expect(input.type).toBe('datetime-local');
    expect(input.id).toBe('notice-publishAt');
    expect(input.getAttribute('aria-describedby')).toBe('notice-publishAt-hint');
    expect(document.getElementById('notice-publishAt-hint')?.textContent).toBe('Hidden until then, then published on its own. Empty: now (or when approved).');
  });

  it('writes no publishAt when empty (published now) and the India time as an instant when filled', () => {
    render(<Controlled />);
    expect(screen.getByTestId('write').textContent).toBe('{}');
    fireEvent.change(screen.getByLabelText('Publish at (India time) (optional)'), { target: { value: '2026-03-10T02:00' } });
    expect(JSON.parse(screen.getByTestId('write').textContent!)).toEqual({ publishAt: '2026-03-09T20:30:00.000Z' });
  });

  it('says that a held change leaves the public page as it is', () => {
    render(<Controlled holds="change" />);
    expect(document.getElementById('notice-publishAt-hint')?.textContent).toMatch(/^The public page keeps what it shows now until then/);
  });
});
