/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, Route, Routes, RouterProvider } from 'react-router';
import { StaffApiError, StaffConsoleContext, type StaffConsole } from '@aec/ui';
import { sections } from './publishing';

// The editor (Tiptap) has tests of its own; here a labelled textarea stands in for it.
jest.mock('@aec/ui', () => ({
  ...jest.requireActual('@aec/ui'),
  RichTextEditor: jest.requireActual('../../../packages/ui/src/testing/rich-text-editor-stand-in').RichTextEditorStandIn,
}));

const row = {
  id: 4,
  title: 'Semester registration',
  type: 'AEC',
  publishedAt: '2026-03-04T06:30:00.000Z',
  validUntil: null,
  unpublishedAt: null,
  flash: false,
  files: 0,
  languages: ['en'],
};

/** `memory`: a plain MemoryRouter, whose navigation needs no fetch Request (which jsdom lacks) as a data router's does. */
function renderSection(kind: 'notices' | 'department-notifications', url: string, request: jest.Mock, memory = false) {
  const staffConsole = { account: {} as StaffConsole['account'], can: () => true, request, upload: jest.fn() } as unknown as StaffConsole;
  const Section = sections[kind]!;
  const element = <Section basePath={`/admin/${kind}`} />;
  const router = createMemoryRouter([{ path: `/admin/${kind}/*`, element }], { initialEntries: [url] });
  return render(
    <StaffConsoleContext.Provider value={staffConsole}>
      {memory ? (
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={`/admin/${kind}/*`} element={element} />
          </Routes>
        </MemoryRouter>
      ) : (
        <RouterProvider router={router} />
      )}
    </StaffConsoleContext.Provider>,
  );
}

describe('publishing forms', () => {
  it('a refused notice: the summary links each error to its field, named by the label; the fields say "(optional)" where they may be empty', async () => {
    const request = jest.fn();
    renderSection('notices', '/admin/notices/new', request);
    const headline = screen.getByRole('textbox', { name: 'Headline' });
    expect(screen.getByLabelText('Valid until (optional)')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Flash news' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish notice' }));

    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    const link = within(summary).getByRole('link', { name: 'Headline is required' });
    expect(link.getAttribute('href')).toBe('#notice-title');
    expect(headline.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(headline.getAttribute('aria-describedby')!)?.textContent).toBe('Error: Headline is required');
    expect(request).not.toHaveBeenCalled();
  });

  it('a save the server refuses is an error of the whole form, without a link', async () => {
    const request = jest.fn().mockRejectedValue(new StaffApiError(500, 'The database is busy.'));
    renderSection('notices', '/admin/notices/new', request);
    fireEvent.change(screen.getByRole('textbox', { name: 'Headline' }), { target: { value: 'Holiday on Friday' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Publish notice' })));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary.textContent).toContain('The item was not saved. The database is busy.');
    expect(within(summary).queryByRole('link')).toBeNull();
  });
});

describe('publishing list', () => {
  it('delete asks first; while the server works the dialog says so, and a refusal stays in the dialog', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    const request = jest.fn((path: string, options?: { method?: string }) =>
      options?.method === 'DELETE' ? new Promise((_, reject) => (refuse = reject)) : Promise.resolve({ rows: [row], total: 1, page: 1, pageSize: 20 }),
    );
    renderSection('notices', '/admin/notices', request);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete “Semester registration”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this notice?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete notice' }));
    expect(request).toHaveBeenCalledWith('/notices/4', { method: 'DELETE' });
    expect(within(dialog).getByRole('button', { name: 'Deleting…' }).hasAttribute('disabled')).toBe(true);

    await act(async () => refuse(new StaffApiError(409, 'It is linked from the home page.')));
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(within(dialog).getByRole('alert').textContent).toBe('“Semester registration” was not deleted. It is linked from the home page.');
    expect(within(dialog).getByRole('button', { name: 'Delete notice' }).hasAttribute('disabled')).toBe(false);
  });

  it('the review reminder’s links: ?edit= opens that item’s editor, ?archive= asks to unpublish it and does on confirmation', async () => {
    const notice = { ...row, description: '', message: '<p>Forms at the office.</p>', _date_: row.publishedAt, translations: {} };
    const request = jest.fn((path: string) =>
      Promise.resolve(
        path.startsWith('/notices?') ? { rows: [row], total: 1, page: 1, pageSize: 20 } : path === '/attachments/notices/4' ? { rows: [] } : notice,
      ),
    );
    const editor = renderSection('notices', '/admin/notices?edit=4', request, true);
    expect(((await screen.findByDisplayValue('Semester registration')) as HTMLInputElement).id).toBe('notice-title');
    expect(request).toHaveBeenCalledWith('/notices/4', expect.anything());

    editor.unmount();
    request.mockClear();
    renderSection('notices', '/admin/notices?archive=4', request, true);
    const dialog = await screen.findByRole('dialog', { name: 'Archive this notice?' });
    expect(dialog.textContent).toContain('“Semester registration” will no longer show on the public site.');
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish it' })));
    expect(request).toHaveBeenCalledWith('/notices/4/unpublish', { method: 'POST' });
  });

  it('filters department notifications with a labelled search box and department list', async () => {
    const request = jest.fn().mockResolvedValue({ rows: [], total: 0, page: 1, pageSize: 20 });
    renderSection('department-notifications', '/admin/department-notifications?department=cse', request);
    const search = screen.getByRole('search', { name: 'Search department notifications' });
    expect(within(search).getByRole('searchbox', { name: 'Words of the headline' })).toBeTruthy();
    expect((within(search).getByRole('combobox', { name: 'Department' }) as HTMLSelectElement).value).toBe('cse');
    expect(await screen.findByText('Nothing matches that search.')).toBeTruthy();
  });
});

describe('an editor of a live item with a change that waits (decision 201)', () => {
  const live = { ...row, description: '', message: '<p>Forms at the office.</p>', _date_: row.publishedAt, translations: { hi: { title: 'पंजीकरण' } } };
  const draft = {
    title: 'Semester registration moved to Monday',
    type: 'AEC',
    description: 'From 10 am.',
    message: '<p>Forms at the library.</p>',
    flash: true,
    fileIds: [],
    translations: { hi: { title: 'पंजीकरण सोमवार को' } },
  };
  const answering = (item: object, saved?: object) =>
    jest.fn((path: string, init?: { method?: string }) =>
      Promise.resolve(path === '/attachments/notices/4' ? { rows: [] } : init?.method === 'PUT' ? (saved ?? item) : item),
    );
  const note = () => screen.getByRole('note', { name: 'A saved change waits' });

  it('opens on a scheduled change: its values and time in the fields, a note saying when it goes live and what the public sees until then', async () => {
    const publishAt = '2026-12-01T07:00:00.000Z';
    renderSection(
      'notices',
      '/admin/notices/4',
      answering({ ...live, held: { state: 'scheduled', publishAt, comment: null, draft: { ...draft, publishAt } } }),
      true,
    );
    const headline = (await screen.findByRole('textbox', { name: 'Headline' })) as HTMLInputElement;
    expect(headline.value).toBe('Semester registration moved to Monday');
    expect((screen.getByRole('textbox', { name: 'Short description (optional)' }) as HTMLInputElement).value).toBe('From 10 am.');
    expect((document.getElementById('notices-title-hi') as HTMLInputElement).value).toBe('पंजीकरण सोमवार को');
    expect((screen.getByRole('checkbox', { name: 'Flash news' }) as HTMLInputElement).checked).toBe(true);
    const publishAtField = screen.getByLabelText(/^Publish at/) as HTMLInputElement;
    expect(publishAtField.value).toBe('2026-12-01T12:30');
    // Its hint for a live item: the page stays as it is (not "Hidden until then").
    expect(document.getElementById(publishAtField.getAttribute('aria-describedby')!)?.textContent).toContain(
      'The public page keeps what it shows now until then',
    );
    expect(note().textContent).toBe(
      'Scheduled for 1 December 2026 at 12:30 pm (India time). Until then the public page shows the notice as it is now; the change is published on its own at that time.' +
        'The form below shows that change.',
    );
    expect(within(note()).getByRole('link', { name: 'the public page' }).getAttribute('href')).toBe('/notifications/notice/4');
  });

  it('a returned change: the approver’s words and the Approvals screen; a save published at once clears the note and says the public site shows it', async () => {
    const held = { state: 'returned', publishAt: null, comment: 'Say which office (sample).', draft };
    const request = answering({ ...live, held }, { ...live, title: 'Semester registration moved to Monday' });
    renderSection('notices', '/admin/notices/4', request, true);
    await screen.findByDisplayValue('Semester registration moved to Monday');
    expect(note().textContent).toContain('Returned for changes. The approver wrote: “Say which office (sample).” Approval is on for notices');
    expect(within(note()).getByRole('link', { name: 'Approvals' }).getAttribute('href')).toBe('/admin/approvals');

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(request).toHaveBeenCalledWith('/notices/4', expect.objectContaining({ method: 'PUT', body: expect.objectContaining({ title: draft.title }) }));
    expect(screen.queryByRole('note', { name: 'A saved change waits' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('The notice was saved. It shows on the public site now: see it on the public site.');
    expect((document.getElementById('notices-title-hi') as HTMLInputElement).value).toBe('पंजीकरण');
  });

  it('a save held for approval says so in its message, not that the public site shows it', async () => {
    const request = answering(live, { ...live, held: { state: 'draft', publishAt: null, comment: null, draft } });
    renderSection('notices', '/admin/notices/4', request, true);
    fireEvent.change(await screen.findByDisplayValue('Semester registration'), { target: { value: draft.title } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(screen.getByRole('status').textContent).toBe(
      'The notice was saved. Held for approval. Approval is on for notices: submit the change on Approvals. Until it is approved, the public page shows the notice as it is now.',
    );
    // What waits is what was typed: the fields keep it.
    expect((screen.getByRole('textbox', { name: 'Headline' }) as HTMLInputElement).value).toBe(draft.title);
  });
});
