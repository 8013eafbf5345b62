import { splitEvents } from './department-events';

const event = (date: string) => ({ title: date, date, venue: 'Hall', description: '' });

describe('splitEvents', () => {
  it('puts upcoming events and those of the last year first, older ones in the past, newest first', () => {
    const { recent, past } = splitEvents([event('2025-11-20'), event('2026-12-01'), event('2025-11-21'), event('2026-05-01'), event('2019-01-01')], '2026-11-21');
    expect(recent.map((e) => e.date)).toEqual(['2026-12-01', '2026-05-01', '2025-11-21']);
    expect(past.map((e) => e.date)).toEqual(['2025-11-20', '2019-01-01']);
  });
});
