import type { Department, StatKey } from './departments';

export interface DepartmentStat {
  key: StatKey;
  /** Its name: a key of this remote's catalogue (home.*). */
  label: string;
  value: string;
}

const STAT_LABELS: Record<StatKey, string> = {
  estd: 'home.estd',
  seats: 'home.seats',
  ratio: 'home.ratio',
};

const isKnown = (value: string) => value.trim() !== '' && value.trim().toUpperCase() !== 'N/A';

/**
 * The figures a department's home page shows (docs/product/departments.md): a figure that is not known (empty or N/A) is
 * left out rather than shown as 'N/A'; a ratio means nothing without an intake of its own; and a
 * department may hide a figure it does not publish (ete's ratio).
 */
export function departmentStats(d: Department): DepartmentStat[] {
  const shown = (key: StatKey) =>
    isKnown(d[key]) && !d.hiddenStats?.includes(key) && (key !== 'ratio' || isKnown(d.seats));
  return (Object.keys(STAT_LABELS) as StatKey[]).filter(shown).map((key) => ({ key, label: STAT_LABELS[key], value: d[key] }));
}
