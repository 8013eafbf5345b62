import type { BranchBookCount } from '../../data/library';

/** Summed from the table, never typed in, so the total cannot disagree with its rows. */
export const totalBooks = (rows: readonly BranchBookCount[]) => rows.reduce((sum, row) => sum + row.books, 0);
