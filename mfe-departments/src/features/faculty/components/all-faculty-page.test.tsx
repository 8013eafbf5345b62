/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { browserResourceStore, BrowserResourceStore, ResourceStoreContext } from '@aec/ui';
import { FACULTY_LIST_URL } from '../api/use-faculty-list';
import { teacherRecord } from '../../../testing/fixtures';
import { AllFacultyPage } from './all-faculty-page';

const list = [teacherRecord(1, 'Anima Das', 'cse'), teacherRecord(2, 'Bhaskar Kalita', 'cse'), teacherRecord(1, 'Chandan Bora', 'civil')];

function mockFetch(status: number, body: unknown) {
  const fetch = jest.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response);
  global.fetch = fetch as unknown as typeof global.fetch;
  return fetch;
}

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('/all-faculty', () => {
  it('renders the list the server embedded, filtered by the address, without fetching it', async () => {
    const fetch = mockFetch(500, {});
    browserResourceStore.seed({ [FACULTY_LIST_URL]: { ok: true, body: list } });
    render(
      <MemoryRouter initialEntries={['/all-faculty?dept=cse']}>
        <AllFacultyPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('Showing 2 of 3 teachers')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Anima Das' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'Chandan Bora' })).toBeNull();
    const department = screen.getByRole('combobox', { name: 'Department' }) as HTMLSelectElement;
    expect(department.value).toBe('cse');
    fireEvent.change(department, { target: { value: '' } });
    expect(screen.getByText('Showing 3 of 3 teachers')).toBeTruthy();
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    browserResourceStore.forget(FACULTY_LIST_URL);
  });

  it('loads the list in the browser with its room reserved, and filters it by name', async () => {
    const fetch = mockFetch(200, list);
    render(
      <ResourceStoreContext.Provider value={new BrowserResourceStore()}>
        <MemoryRouter initialEntries={['/all-faculty']}>
          <AllFacultyPage />
        </MemoryRouter>
      </ResourceStoreContext.Provider>,
    );
    const loading = screen.getByText('Loading the faculty list…').closest('[role="status"]') as HTMLElement;
    expect(loading.style.minHeight).toBe('70vh');
    await settle();
    expect(fetch).toHaveBeenCalledWith('/md/facultyNew.json', expect.anything());
    expect(screen.getByText('Showing 3 of 3 teachers')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Name' }), { target: { value: 'bora' } });
    expect(screen.getByText('Showing 1 of 3 teachers')).toBeTruthy();
  });

  it('tells a failure with Retry', async () => {
    mockFetch(503, {});
    render(
      <ResourceStoreContext.Provider value={new BrowserResourceStore()}>
        <MemoryRouter initialEntries={['/all-faculty']}>
          <AllFacultyPage />
        </MemoryRouter>
      </ResourceStoreContext.Provider>,
    );
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('The faculty list could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
