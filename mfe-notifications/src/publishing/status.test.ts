import { describeType, statusOf } from './status';

describe('publishing status', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');

  it('calls an item unpublished, expired or published', () => {
    expect(statusOf({ unpublishedAt: '2026-03-01T00:00:00Z', validUntil: null }, now)).toBe('unpublished');
    expect(statusOf({ unpublishedAt: '2026-03-01T00:00:00Z', validUntil: '2026-01-01T00:00:00Z' }, now)).toBe('unpublished');
    expect(statusOf({ unpublishedAt: null, validUntil: '2026-03-09T18:29:59Z' }, now)).toBe('expired');
    expect(statusOf({ unpublishedAt: null, validUntil: '2026-03-31T18:29:59Z' }, now)).toBe('published');
    expect(statusOf({ unpublishedAt: null, validUntil: null }, now)).toBe('published');
  });

  it('describes a file by type', () => {
    expect(describeType('application/pdf')).toBe('PDF');
    expect(describeType('image/png')).toBe('PNG image');
  });
});
