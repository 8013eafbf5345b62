/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { StaffConsoleContext, type StaffConsole } from '@aec/ui';
import type { StaffAttachment } from '@aec/contracts';
import { AttachmentsField, attachmentOf } from './attachments-field';

const pdf = (id: number, name: string, text?: StaffAttachment['text']): StaffAttachment => ({
  id,
  name,
  type: 'application/pdf',
  size: 2048,
  url: `/files/${'a'.repeat(63)}${id}.pdf`,
  text,
});

it('shows each PDF’s text state beside it: extracted, OCR queued, done, failed with the reason', () => {
  const items = [
    pdf(1, 'routine.pdf', { state: 'extracted', reason: null, pages: 3 }),
    pdf(2, 'scan.pdf', { state: 'ocr-queued', reason: null, pages: 2 }),
    pdf(3, 'old-scan.pdf', { state: 'done', reason: null, pages: 1 }),
    pdf(4, 'broken.pdf', { state: 'failed', reason: 'pdf.js could not read it: Invalid PDF structure.', pages: null }),
    { ...pdf(5, 'photo.png'), type: 'image/png' },
  ].map(attachmentOf);
  render(
    <StaffConsoleContext.Provider value={{ upload: jest.fn() } as unknown as StaffConsole}>
      <AttachmentsField id="files" label="Attachments" items={items} setItems={jest.fn()} />
    </StaffConsoleContext.Provider>,
  );
  const states = Array.from(document.querySelectorAll('[data-text-state]')).map((p) => p.textContent);
  expect(states).toEqual([
    'Text: extracted (3 pages), searchable.',
    'Text: OCR queued (2 pages): scanned pages are being read; the rest is searchable already.',
    'Text: done (1 page), scanned pages read by OCR, searchable.',
    'Text: failed. pdf.js could not read it: Invalid PDF structure. The file is still published.',
  ]);
  expect(screen.getByText('photo.png')).toBeTruthy();
});

it('offers staff the original of an uploaded photo (not of a PDF)', () => {
  const items = [{ ...pdf(5, 'photo.jpg'), type: 'image/jpeg' }, pdf(6, 'routine.pdf')].map(attachmentOf);
  render(
    <StaffConsoleContext.Provider value={{ upload: jest.fn() } as unknown as StaffConsole}>
      <AttachmentsField id="files" label="Attachments" items={items} setItems={jest.fn()} />
    </StaffConsoleContext.Provider>,
  );
  const original = screen.getByRole('link', { name: 'Download original: photo.jpg' });
  expect(original.getAttribute('href')).toBe('/api/staff/files/5/original');
  expect(original.hasAttribute('download')).toBe(true);
  expect(screen.queryByRole('link', { name: 'Download original: routine.pdf' })).toBeNull();
});
