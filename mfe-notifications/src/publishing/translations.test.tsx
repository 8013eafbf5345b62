/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { StaffConsoleContext, type StaffConsole } from '@aec/ui';
import { sections } from './publishing';

// The editor (Tiptap) has tests of its own; here a labelled textarea stands in for it.
jest.mock('@aec/ui', () => ({
  ...jest.requireActual('@aec/ui'),
  RichTextEditor: jest.requireActual('../../../packages/ui/src/testing/rich-text-editor-stand-in').RichTextEditorStandIn,
}));

/** Where the router is (a data router needs fetch's Request, which jsdom lacks). */
const at = { search: '' };
function Location() {
  at.search = useLocation().search;
  return null;
}

function renderSection(kind: 'notices' | 'news' | 'events', url: string, request: jest.Mock) {
  const staffConsole = { account: {} as StaffConsole['account'], can: () => true, request, upload: jest.fn() } as unknown as StaffConsole;
  const Section = sections[kind]!;
  render(
    <StaffConsoleContext.Provider value={staffConsole}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={`/admin/${kind}/*`} element={<Section basePath={`/admin/${kind}`} />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </StaffConsoleContext.Provider>,
  );
}
const box = (name: string) => screen.getByRole('textbox', { name });

describe('translations in the publishing forms (docs/product/languages.md)', () => {
  it('offers each translatable field in Assamese and Hindi, labelled with field and language, marked with its lang, optional', () => {
    renderSection('notices', '/admin/notices/new', jest.fn());
    for (const [field, language, lang] of [
      ['Headline', 'Assamese (অসমীয়া)', 'as'],
      ['Headline', 'Hindi (हिन्दी)', 'hi'],
      ['Short description', 'Assamese (অসমীয়া)', 'as'],
      ['Short description', 'Hindi (हिन्दी)', 'hi'],
      ['Message', 'Assamese (অসমীয়া)', 'as'],
      ['Message', 'Hindi (हिन्दी)', 'hi'],
    ]) {
      const control = box(`${field} in ${language} (optional)`);
      expect(control.getAttribute('lang')).toBe(lang);
      expect(control.hasAttribute('required')).toBe(false);
    }
    // The English fields stay as they were, without a lang of their own (the console's page is English).
    expect(box('Headline').hasAttribute('lang')).toBe(false);
    // Events translate their venue too; the English message editor's id and the translations' do not clash.
    expect(document.querySelectorAll('[id="notices-message-as"]')).toHaveLength(1);
  });

  it('sends the translations typed with the item, and an empty language so that what was cleared is removed', async () => {
    const request = jest.fn().mockResolvedValue({ id: 9, type: 'AEC', unpublishedAt: null });
    renderSection('notices', '/admin/notices/new', request);
    fireEvent.change(box('Headline'), { target: { value: 'Holiday on Friday' } });
    fireEvent.change(box('Headline in Assamese (অসমীয়া) (optional)'), { target: { value: 'শুক্ৰবাৰে বন্ধ' } });
    fireEvent.change(box('Message in Assamese (অসমীয়া) (optional)'), { target: { value: '<p>কলেজ বন্ধ থাকিব।</p>' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Publish notice' })));
    expect(request).toHaveBeenCalledWith(
      '/notices',
      expect.objectContaining({
        method: 'POST',
        body: expect.objectContaining({
          title: 'Holiday on Friday',
          translations: { as: { title: 'শুক্ৰবাৰে বন্ধ', message: '<p>কলেজ বন্ধ থাকিব।</p>' }, hi: {} },
        }),
      }),
    );
  });

  it('loads an item’s translations into its fields', async () => {
    const item = {
      id: 3,
      title: 'Tech fest',
      _date_: '2026-03-01T00:00:00.000Z',
      message: '',
      description: '[]',
      venue: 'Auditorium',
      time: '',
      attachments: [],
      unpublishedAt: null,
      translations: { hi: { title: 'टेक फेस्ट', venue: 'सभागार' } },
    };
    const request = jest.fn((path: string) => Promise.resolve(path.startsWith('/attachments') ? { rows: [] } : item));
    renderSection('events', '/admin/events/3', request);
    expect(((await screen.findByRole('textbox', { name: 'Venue in Hindi (हिन्दी) (optional)' })) as HTMLInputElement).value).toBe('सभागार');
    expect((box('Title in Hindi (हिन्दी) (optional)') as HTMLInputElement).value).toBe('टेक फेस्ट');
    expect((box('Title in Assamese (অসমীয়া) (optional)') as HTMLInputElement).value).toBe('');
  });

  it('a translation too long: the error summary names field and language, links to it and takes focus', () => {
    const request = jest.fn();
    renderSection('news', '/admin/news/new', request);
    fireEvent.change(box('Headline'), { target: { value: 'Sports day' } });
    const hindi = box('Headline in Hindi (हिन्दी) (optional)');
    fireEvent.change(hindi, { target: { value: 'ख'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish news item' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    const link = within(summary).getByRole('link', { name: 'Headline in Hindi (हिन्दी): A translated title must be at most 500 characters' });
    expect(link.getAttribute('href')).toBe(`#${hindi.id}`);
    expect(hindi.getAttribute('aria-invalid')).toBe('true');
    expect(request).not.toHaveBeenCalled();
  });
});

describe('the missing-translation filter of the lists', () => {
  const rows = [
    {
      id: 1,
      title: 'Exam dates',
      type: 'AEC',
      publishedAt: '2026-03-04T06:30:00.000Z',
      validUntil: null,
      unpublishedAt: null,
      files: 0,
      languages: ['en', 'as'],
    },
    { id: 2, title: 'Holiday', type: 'AEC', publishedAt: '2026-03-03T06:30:00.000Z', validUntil: null, unpublishedAt: null, files: 0, languages: ['en'] },
  ];

  it('is kept in the URL, asks the server for missing=translation, and each row says which languages it lacks', async () => {
    const request = jest.fn().mockResolvedValue({ rows, total: 2, pageSize: 25 });
    renderSection('notices', '/admin/notices?missing=translation&q=exam', request);
    const filter = screen.getByRole('checkbox', { name: 'Missing a translation' }) as HTMLInputElement;
    expect(filter.checked).toBe(true);
    expect(request).toHaveBeenCalledWith('/notices?page=1&q=exam&missing=translation', expect.anything());
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: /Exam dates/ }).textContent).toContain('No Hindi headline');
    expect(within(table).getByRole('rowheader', { name: /Holiday/ }).textContent).toContain('No Assamese or Hindi headline');

    await act(async () => void fireEvent.click(filter));
    expect(at.search).toBe('?q=exam');
    expect(request).toHaveBeenLastCalledWith('/notices?page=1&q=exam', expect.anything());
    await act(async () => void fireEvent.click(screen.getByRole('checkbox', { name: 'Missing a translation' })));
    expect(at.search).toBe('?q=exam&missing=translation');
  });
});
