/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BrowserResourceStore, ResourceStoreContext } from '@aec/ui';
import { HostelRoutes } from '../hostel-routes';

type Answer = { status?: number; body: unknown };

/** Replaces fetch with one answer (or a pending promise) per call; returns the URLs asked for. */
function fakeFetch(answer: () => Answer | Promise<Answer>): string[] {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    calls.push(String(input));
    const { status = 200, body } = await answer();
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  }) as typeof fetch;
  return calls;
}

const welcome = (id: number, text: string) => [{ id, hostel_home: text }];

function renderHostel(path: string, store = new BrowserResourceStore()) {
  return render(
    <ResourceStoreContext.Provider value={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/hostel/*" element={<HostelRoutes />} />
          <Route path="/404" element={<h1>OOPS! 404 Not Found</h1>} />
        </Routes>
      </MemoryRouter>
    </ResourceStoreContext.Provider>,
  );
}

const welcomeRegion = (id: number) => screen.getByRole('region', { name: `Welcome to Hostel ${id}` });

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="">';
});

describe('hostel home', () => {
  it('shows the description the server embedded, without fetching (hydration)', async () => {
    const calls = fakeFetch(() => ({ body: [] }));
    const store = new BrowserResourceStore();
    store.seed({ '/api/hostel/3': { ok: true, body: welcome(3, 'Hostel No. 3 (sample) has single and double rooms.\n\nA small gymnasium too.') } });
    renderHostel('/hostel/3/home', store);
    expect(welcomeRegion(3).textContent).toContain('Hostel No. 3 (sample) has single and double rooms.');
    expect(welcomeRegion(3).querySelectorAll('p')).toHaveLength(2);
    expect(screen.queryByRole('status')).toBeNull();
    expect(calls).toEqual([]);
    expect(document.title).toBe('Hostel 3: Home | Assam Engineering College');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Hostel No. 3 (sample) has single and double rooms. A small gymnasium too.',
    );
  });

  it('loads the description on an in-app visit: progress first, then the text', async () => {
    let answer: (a: Answer) => void = () => undefined;
    const calls = fakeFetch(() => new Promise<Answer>((resolve) => (answer = resolve)));
    renderHostel('/hostel/5/home');
    expect(screen.getByRole('status').textContent).toMatch('Loading the description of Hostel 5');
    // The rest of the page does not wait for it.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hostel 5: Home');
    expect(screen.getByText('120 residents')).toBeTruthy();
    await act(async () => answer({ body: welcome(5, 'A newer block with solar water heating.') }));
    expect(welcomeRegion(5).textContent).toContain('A newer block with solar water heating.');
    expect(calls).toEqual(['/api/hostel/5']);
  });

  it('says a failure in words with a Retry, and Retry asks again', async () => {
    let fail = true;
    const calls = fakeFetch(() => (fail ? { status: 503, body: { error: 'down' } } : { body: welcome(2, 'Next to the college ground.') }));
    renderHostel('/hostel/2/home');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The description of Hostel 2 could not be loaded');
    expect(alert.textContent).toContain('The college server had a problem answering.');
    expect(alert.textContent).toContain('The rest of this page still works.');
    expect(screen.getByText('120 residents')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Next to the college ground.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toEqual(['/api/hostel/2', '/api/hostel/2']);
  });

  it('an answer of another shape is a failure with Retry, not an empty page', async () => {
    fakeFetch(() => ({ body: { rows: [] } }));
    renderHostel('/hostel/4/home');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('sent an answer this page could not read');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('a description the server does not have (404) is said so, with no Retry', async () => {
    fakeFetch(() => ({ status: 404, body: { error: 'Hostel 6 was not found.' } }));
    renderHostel('/hostel/6/home');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No description of Hostel 6 was found');
    expect(alert.textContent).toContain('Hostel 6 was not found.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe('hostel sub-site', () => {
  it('an unknown hostel or page goes to /404 in the browser', () => {
    fakeFetch(() => ({ body: [] }));
    renderHostel('/hostel/9/home');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('OOPS! 404 Not Found');
  });

  it('the gallery page describes itself', () => {
    fakeFetch(() => ({ body: [] }));
    renderHostel('/hostel/6/gallery');
    expect(document.title).toBe('Hostel 6: Gallery | Assam Engineering College');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Pictures of life in Hostel 6/);
    expect(screen.getAllByRole('img').length).toBeGreaterThan(0);
  });
});
