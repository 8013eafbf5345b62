import { TICKER_STEP, tickerWindow } from './notice-ticker';

describe('tickerWindow (the screen notice list moving on by 2)', () => {
  const rows = [1, 2, 3, 4, 5, 6, 7];
  it('shows the first rows at the start', () => {
    expect(tickerWindow(rows, 0, 4)).toEqual([1, 2, 3, 4]);
  });
  it('moves on by the step and wraps around', () => {
    expect(tickerWindow(rows, TICKER_STEP, 4)).toEqual([3, 4, 5, 6]);
    expect(tickerWindow(rows, 3 * TICKER_STEP, 4)).toEqual([7, 1, 2, 3]);
  });
  it('shows a short list as it is', () => {
    expect(tickerWindow([1, 2], 5, 4)).toEqual([1, 2]);
  });
});
