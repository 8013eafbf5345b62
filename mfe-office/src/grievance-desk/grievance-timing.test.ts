import { daysOpen, deadlineLabel, formatDeskDateTime } from './grievance-timing';

const now = new Date('2026-11-21T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();
const grievance = (over: Partial<Parameters<typeof deadlineLabel>[0]> = {}) => ({
  status: 0,
  registered_at: daysAgo(21),
  submitted_at: daysAgo(20),
  updated_at: daysAgo(20),
  overdue: false,
  ...over,
});

describe('overdue label', () => {
  it('says in words how far past the limit an overdue grievance is', () => {
    expect(deadlineLabel(grievance({ overdue: true }), 15, now)).toEqual({ overdue: true, text: 'Overdue by 5 days' });
    expect(deadlineLabel(grievance({ overdue: true, submitted_at: daysAgo(15.2) }), 15, now)).toEqual({ overdue: true, text: 'Overdue by 1 day' });
  });

  it('says how long is left before the limit', () => {
    expect(deadlineLabel(grievance({ status: 1, submitted_at: daysAgo(12) }), 15, now)).toEqual({ overdue: false, text: 'Due in 3 days' });
    expect(deadlineLabel(grievance({ submitted_at: daysAgo(14.5) }), 15, now).text).toBe('Due in 1 day');
    expect(deadlineLabel(grievance({ submitted_at: daysAgo(15) }), 15, now).text).toBe('Due today');
  });

  it('follows the API on what is overdue, and has no deadline once disposed or before the details come', () => {
    expect(deadlineLabel(grievance({ overdue: true }), undefined, now)).toEqual({ overdue: true, text: 'Overdue' });
    expect(deadlineLabel(grievance({ overdue: false }), undefined, now)).toEqual({ overdue: false, text: 'Not overdue' });
    expect(deadlineLabel(grievance({ status: 2, overdue: false }), 15, now)).toEqual({ overdue: false, text: 'Closed' });
    expect(deadlineLabel(grievance({ submitted_at: null }), 15, now)).toEqual({ overdue: false, text: 'Awaiting the details' });
  });
});

describe('days open', () => {
  it('counts from the final submit to now, or to the disposal', () => {
    expect(daysOpen(grievance(), now)).toBe(20);
    expect(daysOpen(grievance({ status: 2, updated_at: daysAgo(8) }), now)).toBe(12);
    expect(daysOpen(grievance({ submitted_at: null }), now)).toBe(21);
    expect(daysOpen(grievance({ submitted_at: daysAgo(0.5) }), now)).toBe(0);
  });
});

describe('desk dates', () => {
  it('shows India time', () => {
    expect(formatDeskDateTime('2026-11-20T20:00:00Z')).toMatch(/21 Nov 2026, 1:30\s?am/i);
    expect(formatDeskDateTime(null)).toBe('—');
  });
});
