export interface Stat {
  value: string;
  label: string;
}

/** A row of headline numbers ('9 hostels'); read as one sentence per figure. */
export function StatStrip({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <ul className="stat-strip" aria-label={label}>
      {stats.map((s) => (
        <li key={s.label} className="stat-strip__item">
          <span className="stat-strip__value">{s.value}</span> <span className="stat-strip__label">{s.label}</span>
        </li>
      ))}
    </ul>
  );
}
