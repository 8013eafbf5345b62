/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';

const loadRemoteModule = jest.fn();
jest.mock('./remote-registry', () => ({ loadRemoteModule: (...args: unknown[]) => loadRemoteModule(...args), resetRemote: jest.fn() }));

import { HomeWidget } from './home-widget';
import { resetRemote } from './remote-registry';

const wait = { timeout: 3000 };

/** The widget suspends while its module loads: React wants that render awaited. */
async function renderSuspending(ui: React.ReactElement) {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(ui);
  });
  return result;
}

describe('HomeWidget', () => {
  // Every case starts with no module loaded: a Retry (resetRemote) forgets the cached one.
  beforeEach(() => {
    loadRemoteModule.mockReset();
    (resetRemote as jest.Mock).mockClear();
  });
  afterEach(async () => {
    const { resetWidgetsForTests } = await import('./home-widget');
    resetWidgetsForTests();
  });

  it('renders the widget the remote exports', async () => {
    loadRemoteModule.mockResolvedValue({ FlashNewsMarquee: () => <p>Flash: exams on Monday</p> });
    await renderSuspending(<HomeWidget name="FlashNewsMarquee" label="Flash news" minHeight="3rem" />);
    expect(await screen.findByText('Flash: exams on Monday', {}, wait)).toBeTruthy();
    expect(loadRemoteModule).toHaveBeenCalledWith('mfe-notifications', './home-widgets');
  });

  it('keeps an empty box of the reserved height when the remote does not export the widget (yet)', async () => {
    loadRemoteModule.mockResolvedValue({});
    const { container } = await renderSuspending(<HomeWidget name="NewsCarousel" label="News photographs" minHeight="24rem" />);
    const box = container.querySelector('[data-widget="NewsCarousel"]') as HTMLElement;
    await waitFor(() => expect(loadRemoteModule).toHaveBeenCalled(), wait);
    await act(async () => undefined);
    expect(box.style.minHeight).toBe('24rem');
    expect(box.textContent).toBe('');
  });

  it('says quietly that the widget could not be loaded, with a Retry that loads it again', async () => {
    loadRemoteModule.mockRejectedValueOnce(new Error('remote down')).mockResolvedValue({ EventsSection: () => <p>Five events</p> });
    await renderSuspending(<HomeWidget name="EventsSection" label="The events" minHeight="20rem" />);
    expect((await screen.findByRole('status', {}, wait)).textContent).toContain('The events could not be loaded just now.');
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByText('Five events', {}, wait)).toBeTruthy();
  });

  it('shows the quiet message when the widget itself throws', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteModule.mockResolvedValue({
      HomeNotices: () => {
        throw new Error('broken widget');
      },
    });
    await renderSuspending(<HomeWidget name="HomeNotices" label="The notices" minHeight="20rem" />);
    expect((await screen.findByRole('status', {}, wait)).textContent).toContain('The notices could not be loaded just now.');
    spy.mockRestore();
  });
});
