import { actorName, describeHistoryEntry } from './history-entry';

const entry = (field: string, from_value: string | null, to_value: string | null, actor = 'staff:4 Mridul Kalita') => ({
  at: '2026-11-21T05:00:00Z',
  actor,
  field,
  from_value,
  to_value,
});

describe('grievance history in words', () => {
  it('names who did it', () => {
    expect(actorName('public')).toBe('The filer');
    expect(actorName('staff:12 Anjali Sarma')).toBe('Anjali Sarma');
    expect(actorName('cli')).toBe('Server command line');
  });

  it('tells status changes as from → to', () => {
    expect(describeHistoryEntry(entry('status', '0', '1'))).toEqual({ who: 'Mridul Kalita', what: 'Status: Received → Pending' });
    expect(describeHistoryEntry(entry('status', '1', '2')).what).toBe('Status: Pending → Disposed');
  });

  it('keeps the text of what the filer and the officer wrote', () => {
    expect(describeHistoryEntry(entry('registration', null, 'registered', 'public'))).toEqual({ who: 'The filer', what: 'Registered (step 1)' });
    expect(describeHistoryEntry(entry('subject', '', 'Hostel water', 'public'))).toEqual({
      who: 'The filer',
      what: 'Subject submitted (step 2)',
      text: 'Hostel water',
    });
    expect(describeHistoryEntry(entry('feedback_message', '', 'Purifier repaired.'))).toEqual({
      who: 'Mridul Kalita',
      what: 'Feedback written',
      text: 'Purifier repaired.',
    });
    expect(describeHistoryEntry(entry('feedback_message', 'Old', 'New')).what).toBe('Feedback changed');
    expect(describeHistoryEntry(entry('feedback_message', 'Old', '')).what).toBe('Feedback removed');
  });
});
