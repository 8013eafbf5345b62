/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { ConfirmDialog } from './confirm-dialog';

function DeleteButton({ onDelete = () => undefined, busy = false, error }: { onDelete?: () => void; busy?: boolean; error?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={open}
        title="Delete this notice?"
        confirmLabel="Delete notice"
        busy={busy}
        busyLabel="Deleting…"
        error={error}
        onConfirm={() => {
          onDelete();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        <p>It will be removed from the public site.</p>
      </ConfirmDialog>
    </>
  );
}

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;

describe('ConfirmDialog', () => {
  it('opens modal, named by its question, with the safe answer focused', () => {
    render(<DeleteButton />);
    expect(dialog().open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(dialog().open).toBe(true);
    const shown = screen.getByRole('dialog', { name: 'Delete this notice?' });
    expect(shown.getAttribute('aria-describedby')).toBe(shown.querySelector('h2 + div')?.id);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('gives the focus back to the button that opened it, after Cancel and after confirming', () => {
    const onDelete = jest.fn();
    render(<DeleteButton onDelete={onDelete} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Delete notice' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape (the dialog’s cancel event) and when the browser closes it on its own', () => {
    render(<DeleteButton />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    opener.focus();
    fireEvent.click(opener);
    act(() => void dialog().dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    act(() => dialog().close());
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(opener);
    expect(dialog().open).toBe(true);
  });

  it('while busy: says so, and neither button nor Escape closes it; an error is announced inside', () => {
    const { rerender } = render(<DeleteButton busy error="The notice was not deleted." />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Deleting…' }).hasAttribute('disabled')).toBe(true);
    act(() => void dialog().dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('The notice was not deleted.');
    rerender(<DeleteButton />);
    expect(screen.getByRole('button', { name: 'Delete notice' }).hasAttribute('disabled')).toBe(false);
  });

  it('renders closed and empty on the server', () => {
    const html = renderToString(<DeleteButton />);
    expect(html).toContain('<dialog');
    expect(html).not.toContain(' open');
    expect(html).not.toContain('Delete this notice?');
  });
});
