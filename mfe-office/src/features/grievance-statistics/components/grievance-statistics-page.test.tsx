/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BrowserResourceStore, ResourceStoreContext } from '@aec/ui';
import { mockFetch } from '../../grievance/test-support';
import { GrievanceStatisticsPage } from './grievance-statistics-page';
import { sampleStats as stats } from '../test-support';

function renderPage(store: BrowserResourceStore) {
  return render(
    <ResourceStoreContext.Provider value={store}>
      <MemoryRouter>
        <GrievanceStatisticsPage />
      </MemoryRouter>
    </ResourceStoreContext.Provider>,
  );
}

const table = () => screen.findByRole('table', { name: 'Grievances by month, newest first' });

describe('GrievanceStatisticsPage', () => {
  it('shows the answer the server embedded at once, without fetching it again', () => {
    const fetch = mockFetch();
    const store = new BrowserResourceStore();
    store.seed({ '/api/grievance-stats': { ok: true, body: stats } });
    renderPage(store);
    // Synchronously there: hydration draws what the server drew.
    const row = screen.getByRole('row', { name: /^October 2026/ });
    expect(row.textContent).toContain('7');
    expect(screen.getByText(/within 30 days of its details being submitted/)).toBeTruthy();
    expect(screen.queryByText('Loading the statistics…')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads in the browser after an in-app navigation', async () => {
    const fetch = mockFetch({ status: 200, body: stats });
    renderPage(new BrowserResourceStore());
    expect(screen.getByText('Loading the statistics…')).toBeTruthy();
    expect(await table()).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/grievance-stats', expect.anything());
  });

  it('says a failure in words with Retry, and Retry asks again', async () => {
    mockFetch({ status: 503, body: { error: 'down' } }, { status: 200, body: stats });
    renderPage(new BrowserResourceStore());
    expect(await screen.findByText('The statistics could not be loaded')).toBeTruthy();
    expect(screen.getByText('The college server had a problem answering. Please try again in a moment.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeTruthy();
  });

  it('says when there is nothing to count yet', async () => {
    mockFetch({ status: 200, body: { months: [], overdue: 0, overdueDays: 30 } });
    renderPage(new BrowserResourceStore());
    expect(await screen.findByText('No grievances have been submitted yet, so there is nothing to count.')).toBeTruthy();
  });

  it('refuses an answer that does not fit the contract', async () => {
    mockFetch({ status: 200, body: { months: 'none' } });
    renderPage(new BrowserResourceStore());
    expect(await screen.findByText('The statistics could not be loaded')).toBeTruthy();
  });
});
