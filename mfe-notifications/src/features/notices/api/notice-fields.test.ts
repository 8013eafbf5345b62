import type { TenderRow } from '@aec/contracts';
import { isCollegeNotice, noticeTypeOf, tenderDatesOf, tenderStatusOf } from './notice-fields';

const description = (type: string) => JSON.stringify([{ type, description: 'x' }]);

describe('notices of the home page (docs/product/notices-and-tenders.md)', () => {
  it('keeps a notice whose first description type is AEC', () => {
    expect(isCollegeNotice({ description: description('AEC') })).toBe(true);
  });
  it('drops project and other notices, and unreadable descriptions', () => {
    expect(isCollegeNotice({ description: description('TEQIP') })).toBe(false);
    expect(isCollegeNotice({ description: JSON.stringify([{ type: 'RUSA' }, { type: 'AEC' }]) })).toBe(false);
    expect(isCollegeNotice({ description: 'not json' })).toBe(false);
  });
  it('reads the type from the column, else the description', () => {
    expect(noticeTypeOf({ type: 'NEQIP', description: description('AEC') })).toBe('NEQIP');
    expect(noticeTypeOf({ type: '', description: description('RUSA') })).toBe('RUSA');
  });
});

describe('tender status', () => {
  const now = new Date('2026-11-21T12:00:00+05:30');
  const tender = (closing: string, status: TenderRow['status'] = 'open') =>
    ({ status, date_closing: closing, date_opening: '2026-11-01', type: 'AEC', description: '[]' }) as Pick<
      TenderRow,
      'status' | 'date_closing' | 'date_opening' | 'type' | 'description'
    >;
  it('is open when bids close in more than 7 days', () => {
    expect(tenderStatusOf(tender('2026-12-15T17:00:00+05:30'), now)).toBe('open');
  });
  it('is closing within 7 days', () => {
    expect(tenderStatusOf(tender('2026-11-25T17:00:00+05:30'), now)).toBe('closing');
    expect(tenderStatusOf(tender('2026-11-28T12:00:00+05:30'), now)).toBe('closing');
  });
  it('is closed once the closing moment passed, whatever the API said earlier', () => {
    expect(tenderStatusOf(tender('2026-11-20T17:00:00+05:30', 'open'), now)).toBe('closed');
  });
  it('stays awarded', () => {
    expect(tenderStatusOf(tender('2026-10-01', 'awarded'), now)).toBe('awarded');
  });
  it('reads dates from the description when the columns are empty', () => {
    const row = {
      type: '',
      date_opening: '',
      date_closing: '',
      description: JSON.stringify([{ type: 'TEQIP', description: '', date_opening: '2026-01-02', date_closing: '2026-01-09' }]),
    };
    expect(tenderDatesOf(row)).toEqual({ type: 'TEQIP', opening: '2026-01-02', closing: '2026-01-09' });
  });
});
