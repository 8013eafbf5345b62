/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { StaffApiError, StaffConsoleContext, browserResourceStore, type StaffConsole } from '@aec/ui';
import type { StaffProjectDetail } from './api/project-content-api';
import { sections } from './project-content';

// The editor (Tiptap) has tests of its own; here a labelled textarea stands in for it.
jest.mock('@aec/ui', () => ({
  ...jest.requireActual('@aec/ui'),
  RichTextEditor: jest.requireActual('../../../packages/ui/src/testing/rich-text-editor-stand-in').RichTextEditorStandIn,
}));

const noDocuments = { minutes: [], downloads: [], advertisement: [], eap: [], bog: [] };
const minutes = {
  id: 7,
  kind: 'minutes' as const,
  title: 'Minutes of the 3rd IPU meeting',
  fileUrl: '/files/abc.pdf',
  publishedAt: '2026-03-04T06:30:00.000Z',
};
const detail: StaffProjectDetail = {
  code: 'neqip',
  name: 'NEQIP',
  fullName: 'North East Quality Improvement Programme',
  homepageHtml: '<p>Old text</p>',
  bannerUrl: '',
  bannerAlt: '',
  updatedAt: '2026-03-04T06:30:00.000Z',
  documents: { ...noDocuments, minutes: [minutes] },
};

function renderConsole(url: string, request: jest.Mock, upload = jest.fn()) {
  const staffConsole = { account: {} as StaffConsole['account'], can: () => true, request, upload } as unknown as StaffConsole;
  const Section = sections.projects!;
  const router = createMemoryRouter([{ path: '/admin/projects/*', element: <Section basePath="/admin/projects" /> }], { initialEntries: [url] });
  render(
    <StaffConsoleContext.Provider value={staffConsole}>
      <RouterProvider router={router} />
    </StaffConsoleContext.Provider>,
  );
  return { upload };
}

beforeEach(() => {
  global.fetch = jest.fn(() => Promise.resolve({ ok: true })) as unknown as typeof fetch;
});

describe('project content console', () => {
  it('lists the projects with their document counts and links', async () => {
    const request = jest.fn().mockResolvedValue({
      rows: [
        {
          code: 'teqip',
          name: 'TEQIP-III',
          fullName: 'Technical Education Quality Improvement Programme',
          updatedAt: '2026-03-04T06:30:00.000Z',
          documentCounts: { minutes: 3, downloads: 2, advertisement: 1, eap: 0, bog: 1 },
          missingTranslations: ['as', 'hi'],
        },
        {
          code: 'rusa',
          name: 'RUSA',
          fullName: 'Rashtriya Uchchatar Shiksha Abhiyan',
          updatedAt: '2026-03-04T06:30:00.000Z',
          documentCounts: { minutes: 0, downloads: 0, advertisement: 0, eap: 0, bog: 0 },
          missingTranslations: [],
        },
      ],
    });
    renderConsole('/admin/projects', request);
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Project content');
    const card = (await screen.findByRole('heading', { name: 'TEQIP-III' })).closest('li')!;
    expect(within(card).getByText('Minutes').nextSibling).toHaveProperty('textContent', '3');
    expect(within(card).getByRole('link', { name: 'Edit content of TEQIP-III' }).getAttribute('href')).toBe('/admin/projects/teqip');
    expect(within(card).getByRole('link', { name: 'View the microsite of TEQIP-III' }).getAttribute('href')).toBe('/project/teqip');
    expect(request).toHaveBeenCalledWith('/projects', expect.objectContaining({ signal: expect.any(AbortSignal) }));
    // docs/product/languages.md: a home text lacking its Assamese and Hindi versions is marked; a complete one is not.
    expect(within(card).getByText('Assamese/Hindi missing')).toBeTruthy();
    expect(within(screen.getByRole('heading', { name: 'RUSA' }).closest('li')!).queryByText(/missing/)).toBeNull();
  });

  it('saves the home text, and keeps the draft when the save fails', async () => {
    const request = jest.fn((path: string, options?: { method?: string; body?: { homepageHtml: string } }) => {
      if (options?.method === 'PUT') {
        if (request.mock.calls.filter((c) => c[1]?.method === 'PUT').length === 1) return Promise.reject(new StaffApiError(401, 'Sign in first.'));
        return Promise.resolve({ ...detail, homepageHtml: options.body!.homepageHtml });
      }
      return Promise.resolve(detail);
    });
    // What a server-rendered microsite page embedded in this tab: dropped once the save is done.
    browserResourceStore.seed({ '/api/project/neqip': { ok: true, body: { rows: [] } } });
    renderConsole('/admin/projects/neqip', request);
    const editor = await screen.findByLabelText('Home text of NEQIP');
    fireEvent.change(editor, { target: { value: '<p>New text</p>' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the home text' })));
    expect(screen.getByText(/The home text was not saved: Your session has ended/)).toBeTruthy();
    expect((screen.getByLabelText('Home text of NEQIP') as HTMLTextAreaElement).value).toBe('<p>New text</p>');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the home text' })));
    // The Assamese and Hindi versions go with it (docs/product/languages.md): blank ones, which remove a version.
    expect(request).toHaveBeenLastCalledWith('/projects/neqip/home', {
      method: 'PUT',
      body: { homepageHtml: '<p>New text</p>', translations: { as: { homepage: '' }, hi: { homepage: '' } } },
    });
    expect(screen.getByRole('link', { name: 'open /project/neqip' }).getAttribute('href')).toBe('/project/neqip');
    expect(global.fetch).toHaveBeenCalledWith('/api/project/neqip', expect.objectContaining({ cache: 'reload' }));
    expect(browserResourceStore.peek('/api/project/neqip')).toBeUndefined();
  });

  it('edits the home text in English, Assamese and Hindi side by side, each labelled and its field in its language', async () => {
    const withAssamese = { ...detail, translations: { as: { homepage: '<p>পুৰণি পাঠ</p>' } } };
    const request = jest.fn((_path: string, options?: { method?: string; body?: { homepageHtml: string; translations: StaffProjectDetail['translations'] } }) =>
      Promise.resolve(
        options?.method === 'PUT'
          ? { ...detail, homepageHtml: options.body!.homepageHtml, translations: { hi: { homepage: options.body!.translations!.hi!.homepage! } } }
          : withAssamese,
      ),
    );
    renderConsole('/admin/projects/neqip', request);
    const assamese = (await screen.findByLabelText('Home text of NEQIP in Assamese')) as HTMLTextAreaElement;
    const hindi = screen.getByLabelText('Home text of NEQIP in Hindi') as HTMLTextAreaElement;
    expect(assamese.value).toBe('<p>পুৰণি পাঠ</p>');
    expect(assamese.closest('[lang]')?.getAttribute('lang')).toBe('as');
    expect(hindi.closest('[lang]')?.getAttribute('lang')).toBe('hi');
    expect((screen.getByLabelText('Home text of NEQIP') as HTMLElement).closest('[lang]')).toBeNull();
    expect(screen.getByRole('heading', { name: /^Assamese\W+অসমীয়া\W+$/ }).querySelector('span[lang="as"]')).toBeTruthy();
    // A blank Hindi text previews (and publishes) the English.
    expect(
      within(screen.getByRole('group', { name: 'Preview in Hindi' }))
        .getByText('Old text')
        .closest('[lang]')
        ?.getAttribute('lang'),
    ).toBe('en');

    fireEvent.change(assamese, { target: { value: '' } });
    fireEvent.change(hindi, { target: { value: '<p>नया पाठ</p>' } });
    fireEvent.change(screen.getByLabelText('Home text of NEQIP in Hindi'), { target: { value: `<p>${'क'.repeat(20_001)}</p>` } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the home text' })));
    expect(screen.getByText('A translation must be at most 20,000 characters')).toBeTruthy();
    expect(request).not.toHaveBeenCalledWith('/projects/neqip/home', expect.anything());

    fireEvent.change(screen.getByLabelText('Home text of NEQIP in Hindi'), { target: { value: '<p>नया पाठ</p>' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the home text' })));
    expect(request).toHaveBeenLastCalledWith('/projects/neqip/home', {
      method: 'PUT',
      body: { homepageHtml: '<p>Old text</p>', translations: { as: { homepage: '' }, hi: { homepage: '<p>नया पाठ</p>' } } },
    });
    expect(screen.getByText(/^Saved at/)).toBeTruthy();
    expect((screen.getByLabelText('Home text of NEQIP in Assamese') as HTMLTextAreaElement).value).toBe('');
  });

  it('schedules the home text: the India time is sent as an instant, and the save says when it goes live and what the page shows until then', async () => {
    type Body = { homepageHtml: string; publishAt?: string };
    const request = jest.fn((_path: string, options?: { method?: string; body?: Body }) =>
      Promise.resolve(
        options?.method === 'PUT'
          ? { ...detail, held: { state: 'scheduled', publishAt: options.body!.publishAt, comment: null, homepageHtml: options.body!.homepageHtml } }
          : detail,
      ),
    );
    renderConsole('/admin/projects/neqip', request);
    fireEvent.change(await screen.findByLabelText('Home text of NEQIP'), { target: { value: '<p>New text</p>' } });
    const publishAt = screen.getByLabelText('Publish at (India time) (optional)') as HTMLInputElement;
    expect(publishAt.value).toBe('');
    // Half past midnight in Guwahati on 1 December is still 30 November in UTC.
    fireEvent.change(publishAt, { target: { value: '2026-12-01T00:30' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the home text' })));
    expect(request).toHaveBeenLastCalledWith('/projects/neqip/home', {
      method: 'PUT',
      body: { homepageHtml: '<p>New text</p>', translations: { as: { homepage: '' }, hi: { homepage: '' } }, publishAt: '2026-11-30T19:00:00.000Z' },
    });
    const outcome = screen.getByText(/^Saved at/).closest('[role="status"]')!;
    expect(outcome.textContent).toMatch(
      /Scheduled for 1 December 2026 at 12:30 am \(India time\)\. Until then \/project\/neqip shows the text it shows now; the change is published on its own at that time\./,
    );
    expect(outcome.textContent).not.toMatch(/shows it now/);
    // The public answer has not changed: the console does not fetch it again.
    expect(global.fetch).not.toHaveBeenCalled();
    // The editor keeps the change that waits (not the live text), and its time.
    expect((screen.getByLabelText('Home text of NEQIP') as HTMLTextAreaElement).value).toBe('<p>New text</p>');
    expect(publishAt.value).toBe('2026-12-01T00:30');
  });

  it('says a save is held for approval, and opens a project on the change that waits', async () => {
    const waiting = { ...detail, held: { state: 'returned', publishAt: null, comment: 'Add the dates (sample).', homepageHtml: '<p>Waiting text</p>' } };
    const request = jest.fn((_path: string, options?: { method?: string; body?: { homepageHtml: string } }) =>
      Promise.resolve(
        options?.method === 'PUT' ? { ...detail, held: { ...waiting.held, state: 'draft', comment: null, homepageHtml: options.body!.homepageHtml } } : waiting,
      ),
    );
    renderConsole('/admin/projects/neqip', request);
    const editor = (await screen.findByLabelText('Home text of NEQIP')) as HTMLTextAreaElement;
    expect(editor.value).toBe('<p>Waiting text</p>');
    const note = screen.getByRole('note', { name: 'A saved change waits' });
    expect(note.textContent).toContain('Returned for changes. The approver wrote: “Add the dates (sample).”');
    expect(within(note).getByRole('link', { name: 'Approvals' }).getAttribute('href')).toBe('/admin/approvals');

    fireEvent.change(editor, { target: { value: '<p>Waiting text, with dates</p>' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the home text' })));
    const outcome = screen.getByText(/^Saved at/).closest('[role="status"]')!;
    expect(outcome.textContent).toMatch(
      /Held for approval\. Approval is on for project content: submit the change on Approvals\. Until it is approved, \/project\/neqip shows the text it shows now\./,
    );
    expect(screen.queryByRole('note', { name: 'A saved change waits' })).toBeNull();
    expect(editor.value).toBe('<p>Waiting text, with dates</p>');
  });

  it('checks a new document beside its fields, uploads the PDF once, and keeps everything when adding fails', async () => {
    let failAdd = true;
    const request = jest.fn((path: string, options?: { method?: string; body?: Record<string, unknown> }) => {
      if (options?.method === 'POST') {
        if (failAdd) return Promise.reject(new StaffApiError(500, 'The server had a problem.'));
        const added = { id: 8, kind: 'minutes', title: options.body!.title, fileUrl: '/files/new.pdf', publishedAt: '2026-05-04T06:30:00.000Z' };
        return Promise.resolve({ ...detail, documents: { ...detail.documents, minutes: [added, minutes] } });
      }
      return Promise.resolve(detail);
    });
    const upload = jest.fn((_file: File, options: { onProgress?: (f: number) => void }) => {
      options.onProgress?.(0.5);
      return Promise.resolve({ id: 42, url: '/files/new.pdf', name: 'ipu.pdf', type: 'application/pdf', size: 9 });
    });
    renderConsole('/admin/projects/neqip', request, upload);
    await screen.findByRole('heading', { name: 'Add a document' });
    const title = screen.getByLabelText(/^Title/);
    fireEvent.change(screen.getByLabelText(/^Date of the document/), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload and add' })));
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Date is required')).toBeTruthy();
    expect(screen.getByText('Choose the PDF file')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(title);
    expect(upload).not.toHaveBeenCalled();

    fireEvent.change(title, { target: { value: 'Minutes of the 4th IPU meeting' } });
    fireEvent.change(screen.getByLabelText(/^Date of the document/), { target: { value: '2026-05-04' } });
    const pdf = new File(['%PDF-1.4'], 'ipu.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText(/^PDF file/), { target: { files: [pdf] } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload and add' })));
    expect(screen.getByRole('alert').textContent).toContain('The document was not added. The server had a problem.');
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Minutes of the 4th IPU meeting');

    failAdd = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload and add' })));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenLastCalledWith('/projects/neqip/documents', {
      method: 'POST',
      body: { kind: 'minutes', title: 'Minutes of the 4th IPU meeting', publishedAt: '2026-05-04', fileId: 42 },
    });
    expect(screen.getByText(/Added “Minutes of the 4th IPU meeting” to Minutes/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Minutes (2)' })).toBeTruthy();
  });

  it('asks before deleting, naming the document', async () => {
    const request = jest.fn((path: string, options?: { method?: string }) => Promise.resolve(options?.method === 'DELETE' ? undefined : detail));
    renderConsole('/admin/projects/neqip', request);
    fireEvent.click(await screen.findByRole('button', { name: `Delete ${minutes.title}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this document?' });
    expect(dialog.textContent).toContain(`“${minutes.title}”, dated 04 Mar 2026, will disappear from the NEQIP minutes page`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `Delete ${minutes.title}` }));
    await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete the document' })));
    expect(request).toHaveBeenLastCalledWith('/projects/neqip/documents/7', { method: 'DELETE' });
    expect(screen.queryByText(minutes.title, { selector: 'p' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Minutes (0)' })).toBeTruthy();
  });

  it('says when a project does not exist', () => {
    renderConsole('/admin/projects/nasa', jest.fn());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No such project');
  });
});
