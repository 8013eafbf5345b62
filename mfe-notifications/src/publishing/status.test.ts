import { describeType, endOfIndiaDay, fromIndiaTime, statusOf, toDateInput, toDateTimeInput } from './status';

describe('publishing status and dates', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');

  it('calls an item unpublished, expired or published', () => {
    expect(statusOf({ unpublishedAt: '2026-03-01T00:00:00Z', validUntil: null }, now)).toBe('unpublished');
    expect(statusOf({ unpublishedAt: '2026-03-01T00:00:00Z', validUntil: '2026-01-01T00:00:00Z' }, now)).toBe('unpublished');
    expect(statusOf({ unpublishedAt: null, validUntil: '2026-03-09T18:29:59Z' }, now)).toBe('expired');
    expect(statusOf({ unpublishedAt: null, validUntil: '2026-03-31T18:29:59Z' }, now)).toBe('published');
    expect(statusOf({ unpublishedAt: null, validUntil: null }, now)).toBe('published');
  });

  it('reads and writes dates in India time, where the college is', () => {
    expect(fromIndiaTime('2026-03-10')).toBe('2026-03-09T18:30:00.000Z');
    expect(fromIndiaTime('2026-03-10T10:00')).toBe('2026-03-10T04:30:00.000Z');
    expect(endOfIndiaDay('2026-03-31')).toBe('2026-03-31T18:29:59.000Z');
    expect(toDateInput('2026-03-09T18:30:00.000Z')).toBe('2026-03-10');
    expect(toDateTimeInput('2026-03-10T04:30:00.000Z')).toBe('2026-03-10T10:00');
    expect(fromIndiaTime('')).toBeUndefined();
    expect(toDateInput(null)).toBe('');
  });

  it('describes a file by type', () => {
    expect(describeType('application/pdf')).toBe('PDF');
    expect(describeType('image/png')).toBe('PNG image');
  });
});
