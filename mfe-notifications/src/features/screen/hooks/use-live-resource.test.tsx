/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { fakeFetch } from '../../../testing/fake-api';
import { useLiveResource } from './use-live-resource';

function Probe() {
  const live = useLiveResource<{ value: string }>('/api/x', { refreshMs: 60_000, retryMs: 5_000 });
  return (
    <p>
      {live.data?.value ?? 'none'} {live.failing ? 'failing' : 'ok'}
    </p>
  );
}

describe('useLiveResource (the TV screen)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the last good data through an outage and recovers by itself', async () => {
    let mode: 'up' | 'down' = 'up';
    let value = 'first';
    const calls = fakeFetch(() => (mode === 'up' ? { body: { value } } : Promise.reject(new TypeError('Failed to fetch'))));
    render(<Probe />);
    await act(async () => undefined);
    expect(screen.getByText('first ok')).toBeTruthy();

    mode = 'down';
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('first failing')).toBeTruthy();
    // Retries sooner while failing (5 s, then 10 s …), never more than one timer at a time.
    await act(async () => jest.advanceTimersByTime(5_000));
    expect(calls).toHaveLength(3);

    mode = 'up';
    value = 'second';
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('second ok')).toBeTruthy();
  });
});
