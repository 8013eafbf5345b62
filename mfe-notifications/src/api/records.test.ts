import { attachmentsOf, fileNameFor, firstRow, parseJsonList, titleMatches } from './records';

describe('titleMatches (docs/product/notices-and-tenders.md: case-insensitive substring on the title)', () => {
  it('matches whatever the case typed', () => {
    expect(titleMatches('End Semester Examination Routine', 'EXAMINATION')).toBe(true);
    expect(titleMatches('End Semester Examination Routine', 'semester exam')).toBe(true);
  });
  it('matches inside words and ignores surrounding spaces', () => {
    expect(titleMatches('Hostel allotment list', '  allot ')).toBe(true);
  });
  it('an empty query keeps everything', () => {
    expect(titleMatches('Anything', '')).toBe(true);
    expect(titleMatches('Anything', '   ')).toBe(true);
  });
  it('does not match words in another order', () => {
    expect(titleMatches('Fee payment notice', 'notice fee')).toBe(false);
  });
});

describe('parseJsonList', () => {
  it('reads a JSON-text list', () => {
    expect(parseJsonList<{ type: string }>('[{"type":"AEC"}]')[0]?.type).toBe('AEC');
  });
  it('is empty for broken, empty or non-list text', () => {
    expect(parseJsonList('{oops')).toEqual([]);
    expect(parseJsonList('')).toEqual([]);
    expect(parseJsonList('{"type":"AEC"}')).toEqual([]);
    expect(parseJsonList(null)).toEqual([]);
  });
});

describe('attachmentsOf', () => {
  it('names attachments by position from the file URLs', () => {
    const list = attachmentsOf('notice', {
      id: 4,
      uploadInfo: '[]',
      files: [
        { url: '/files/a.pdf', name: 'a.pdf', type: 'application/pdf', size: 10 },
        { url: '/files/b.pdf', name: 'b.pdf', type: 'application/pdf', size: 20 },
      ],
    });
    expect(list.map((a) => a.label)).toEqual(['Attachment 1', 'Attachment 2']);
    expect(list[1]?.url).toBe('/files/b.pdf');
  });
  it('falls back to the compatibility attachment call when only uploadInfo is given', () => {
    const list = attachmentsOf('tender', { id: 9, uploadInfo: JSON.stringify([{ index: 0, name: 'x.pdf', type: 'application/pdf', size: 5 }]) });
    expect(list).toEqual([{ label: 'Attachment 1', url: '/api/tender/attachment/9/0', type: 'application/pdf', size: 5 }]);
  });
});

describe('fileNameFor', () => {
  it('names the file after the headline', () => {
    expect(fileNameFor('Admission notice 2026', 'pdf')).toBe('Admission notice 2026.pdf');
  });
  it('removes characters file systems refuse', () => {
    expect(fileNameFor('Fees: 1st/2nd sem? "final"', 'pdf')).toBe('Fees 1st 2nd sem final.pdf');
  });
  it('is never empty', () => {
    expect(fileNameFor('///', 'pdf')).toBe('document.pdf');
  });
});

describe('firstRow', () => {
  it('reads a detail from { rows } or the item itself', () => {
    expect(firstRow({ rows: [{ id: 1 }] })).toEqual({ id: 1 });
    expect(firstRow({ id: 2 })).toEqual({ id: 2 });
    expect(firstRow({ rows: [] })).toBeUndefined();
  });
});
