/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';

const loadRemoteModule = jest.fn();
jest.mock('./remote-registry', () => ({ loadRemoteModule: (...args: unknown[]) => loadRemoteModule(...args), resetRemote: jest.fn() }));

import { HomeWidget } from './home-widget';

const wait = { timeout: 3000 };

describe('HomeWidget', () => {
  beforeEach(() => loadRemoteModule.mockReset());

  it('renders the widget the remote exports', async () => {
    loadRemoteModule.mockResolvedValue({ FlashNewsMarquee: () => <p>Flash: exams on Monday</p> });
    render(<HomeWidget name="FlashNewsMarquee" label="Flash news" minHeight="3rem" />);
    expect(await screen.findByText('Flash: exams on Monday', {}, wait)).toBeTruthy();
    expect(loadRemoteModule).toHaveBeenCalledWith('mfe-notifications', './home-widgets');
  });

  it('keeps an empty box of the reserved height when the remote does not export the widget (yet)', async () => {
    loadRemoteModule.mockResolvedValue({});
    const { container } = render(<HomeWidget name="NewsCarousel" label="News photographs" minHeight="24rem" />);
    const box = container.querySelector('[data-widget="NewsCarousel"]') as HTMLElement;
    await waitFor(() => expect(box.getAttribute('aria-busy')).toBe('false'), wait);
    expect(box.style.minHeight).toBe('24rem');
    expect(box.textContent).toBe('');
  });

  it('says quietly that the widget could not be loaded, with a Retry that loads it again', async () => {
    loadRemoteModule.mockRejectedValueOnce(new Error('remote down')).mockResolvedValue({ EventsSection: () => <p>Five events</p> });
    render(<HomeWidget name="EventsSection" label="The events" minHeight="20rem" />);
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
    render(<HomeWidget name="HomeNotices" label="The notices" minHeight="20rem" />);
    expect((await screen.findByRole('status', {}, wait)).textContent).toContain('The notices could not be loaded just now.');
    spy.mockRestore();
  });
});
