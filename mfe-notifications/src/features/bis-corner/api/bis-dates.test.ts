import { bisDay, newestFirst, parseDayMonthYear } from './bis-dates';

describe('BIS created_at (day-month-year plus time)', () => {
  it('reads day-month-year with a time', () => {
    expect(parseDayMonthYear('21-11-2026 10:30:00')).toBe(Date.UTC(2026, 10, 21, 10, 30, 0));
    expect(parseDayMonthYear('05/01/2026 04:15 PM')).toBe(Date.UTC(2026, 0, 5, 16, 15, 0));
  });
  it('is null when unreadable', () => {
    expect(parseDayMonthYear('yesterday')).toBeNull();
  });
  it('sorts newest first, unreadable last', () => {
    const items = [{ created_at: '01-01-2026 09:00' }, { created_at: '?' }, { created_at: '15-03-2026 09:00' }, { created_at: '01-01-2026 10:00' }];
    expect(newestFirst(items).map((i) => i.created_at)).toEqual(['15-03-2026 09:00', '01-01-2026 10:00', '01-01-2026 09:00', '?']);
  });
});

describe('bisDay (the day Assamese and Hindi pages write in their words)', () => {
  it('is the day as the Bureau wrote it, whatever the time', () => {
    expect(bisDay('21-11-2026 23:30:00')).toBe('2026-11-21');
    expect(bisDay('05/01/2026 04:15 PM')).toBe('2026-01-05');
    expect(bisDay('yesterday')).toBeNull();
  });
});
