import { dateRangeError, filtersFromSearchParams, filtersToSearchParams, grievanceListPath, hasActiveFilters, NO_FILTERS } from './desk-filters';

const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('desk filters ↔ URL query', () => {
  it('reads every filter from the query', () => {
    expect(read('q=water&status=1&type=PROCUREMENT&from=2026-11-01&to=2026-11-30&overdue=1&page=3')).toEqual({
      q: 'water',
      status: 1,
      type: 'PROCUREMENT',
      from: '2026-11-01',
      to: '2026-11-30',
      overdue: true,
      page: 3,
    });
  });

  it('gives the defaults for an empty query, and status 0 (Received) is a filter, not a default', () => {
    expect(read('')).toEqual(NO_FILTERS);
    expect(read('status=0').status).toBe(0);
  });

  it('leaves out what a hand-edited URL gets wrong instead of sending the API a bad request', () => {
    expect(read('status=3&type=OTHER&from=2026-02-30&to=yesterday&overdue=yes&page=0')).toEqual(NO_FILTERS);
    expect(read('page=2.5').page).toBe(1);
    expect(read(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes only what differs from the defaults, and reads back the same filters', () => {
    expect(filtersToSearchParams(NO_FILTERS).toString()).toBe('');
    const filters = { q: 'hostel water', status: 0 as const, type: 'GENERAL' as const, from: '2026-01-01', to: '2026-01-31', overdue: true, page: 2 };
    const query = filtersToSearchParams(filters);
    expect(query.toString()).toBe('q=hostel+water&status=0&type=GENERAL&from=2026-01-01&to=2026-01-31&overdue=1&page=2');
    expect(filtersFromSearchParams(query)).toEqual(filters);
  });

  it('asks the API with the same parameters', () => {
    expect(grievanceListPath(NO_FILTERS)).toBe('/grievances');
    expect(grievanceListPath({ ...NO_FILTERS, status: 2, overdue: true })).toBe('/grievances?status=2&overdue=1');
    expect(grievanceListPath({ ...NO_FILTERS, q: '  AEC-7KQ2  ' })).toBe('/grievances?q=AEC-7KQ2');
  });

  it('knows when the list is narrowed', () => {
    expect(hasActiveFilters({ ...NO_FILTERS, page: 4 })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, status: 0 })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, overdue: true })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, q: '   ' })).toBe(false);
  });

  it('refuses a date range that ends before it starts', () => {
    expect(dateRangeError('2026-02-01', '2026-01-31')).toMatch(/before the start/);
    expect(dateRangeError('2026-01-31', '2026-01-31')).toBeUndefined();
    expect(dateRangeError(undefined, '2026-01-31')).toBeUndefined();
  });
});
