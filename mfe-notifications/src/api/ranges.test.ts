import { noticePageRange } from '@aec/contracts';
import { listPageRange } from './ranges';

describe('listPageRange', () => {
  it('is the contracts rule (noticePageRange)', () => {
    for (let page = 0; page <= 12; page += 1) {
      expect(listPageRange(page, 20)).toEqual(noticePageRange(page, 20));
      expect(listPageRange(page, 5)).toEqual(noticePageRange(page, 5));
    }
  });
  it('gives docs/product/api-compatibility.md ranges: 1/20, 20/40, 40/60', () => {
    expect([1, 2, 3].map((p) => listPageRange(p, 20))).toEqual([
      { from: 1, to: 20 },
      { from: 20, to: 40 },
      { from: 40, to: 60 },
    ]);
  });
  it('pages neither overlap nor skip (offset f is 0 when from <= 1)', () => {
    const offsets = (p: number) => {
      const { from, to } = listPageRange(p, 8);
      return { start: from <= 1 ? 0 : from, end: to };
    };
    for (let p = 1; p < 10; p += 1) expect(offsets(p + 1).start).toBe(offsets(p).end);
  });
});
