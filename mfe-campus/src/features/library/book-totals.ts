import type { BranchBookCount } from '../../data/library';
import { formatIndianNumber } from '@aec/ui';

/** Summed from the table, never typed in, so the total cannot disagree with its rows. */
export const totalBooks = (rows: readonly BranchBookCount[]) => rows.reduce((sum, row) => sum + row.books, 0);

/** Indian digit grouping: 53,018 and 1,05,311, as readers here expect. */
export const formatCount = formatIndianNumber;
