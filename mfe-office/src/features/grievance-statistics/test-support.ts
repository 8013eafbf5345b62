// The statistics as /api/grievance-stats answers them, for tests: two months, two overdue.
export const sampleStats = {
  months: [
    { month: '2026-09', received: 4, disposed: 3, pending: 1 },
    { month: '2026-10', received: 7, disposed: 2, pending: 5 },
  ],
  overdue: 2,
  overdueDays: 30,
};
