/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { BrowserResourceStore, ResourceStoreContext } from '@aec/ui';
import { fakeFetch } from '../../../testing/fake-api';
import { ArchiveSearchPage } from './archive-search-page';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The page at `url`; `address.search` follows the query string it writes. */
function renderArchive(url: string) {
  const address = { search: '' };
  const Probe = () => ((address.search = useLocation().search), null);
  render(
    <ResourceStoreContext.Provider value={new BrowserResourceStore()}>
      <MemoryRouter initialEntries={[url]}>
        <Probe />
        <ArchiveSearchPage />
      </MemoryRouter>
    </ResourceStoreContext.Provider>,
  );
  return address;
}

describe('/notifications/archive', () => {
  it('names its fields by their labels, starts from the address, and searches the words typed', async () => {
    const calls = fakeFetch(() => ({
      body: {
        results: [
          {
            kind: 'notice',
            id: 12,
            title: 'Examination routine',
            snippet: 'The <mark>exam</mark> routine',
            date: '2026-11-01',
            url: '/notifications/notice/12',
          },
        ],
      },
    }));
    const address = renderArchive('/notifications/archive?kind=notice');
    const words = screen.getByRole('searchbox', { name: 'Words to find' }) as HTMLInputElement;
    expect(words.required).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement).value).toBe('notice');
    const year = screen.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement;
    expect(year.options[0]?.text).toBe('Any year');
    expect(year.options[1]?.value).toMatch(/^\d{4}$/);

    fireEvent.change(words, { target: { value: '  exam ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      await settle();
    });
    expect(address.search).toBe('?q=exam&kind=notice');
    expect(calls).toEqual(['/api/search?q=exam&limit=50&lang=en&kind=notice']);
    expect(screen.getByRole('link', { name: 'Examination routine' })).toBeTruthy();

    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: '' } });
      await settle();
    });
    expect(address.search).toBe('?q=exam');
    expect(calls.at(-1)).toBe('/api/search?q=exam&limit=50&lang=en');
  });
});
