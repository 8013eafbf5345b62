import { useId } from 'react';
import { useDateFormats, MarkedText } from '@aec/ui';
import { useOfficeT } from '../../../messages/hooks';
import { useMonthNames } from '../month-names';
import type { MonthCounts } from '../monthly-statistics';

const WIDTH = 340;
const LABEL = 76;
const BAR_MAX = 220;
const ROW = 30;
const BAR = 18;

/**
 * Received per month as bars split into disposed (solid) and pending (striped), newest on top.
 * A picture of the table beside it, which stays the truth: the SVG is one image with a summary.
 */
export function MonthlyBarChart({ months }: { months: MonthCounts[] }) {
  const id = useId();
  const t = useOfficeT();
  const formats = useDateFormats();
  const monthNames = useMonthNames();
  const max = Math.max(1, ...months.map((m) => m.received));
  const height = months.length * ROW + 8;
  const scale = (n: number) => (n / max) * BAR_MAX;
  const busiest = months.reduce<MonthCounts | undefined>((a, b) => (!a || b.received > a.received ? b : a), undefined);
  const summary = [
    t('chart.summary', { count: months.length, number: formats.number(months.length) }),
    busiest && busiest.received > 0 ? t('chart.busiest', { month: monthNames.long(busiest.month), number: formats.number(busiest.received) }) : t('chart.none'),
    t('chart.tableGives'),
  ].join(' ');

  return (
    <figure className="stats-chart">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="stats-chart__svg">
        <title id={`${id}-title`}>{t('chart.title')}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <defs>
          <pattern id={`${id}-stripes`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="6" height="6" fill="#fbe3b5" />
            <rect width="3" height="6" fill="#9a5b00" />
          </pattern>
        </defs>
        {months.map((m, i) => {
          const y = i * ROW + 6;
          const disposed = scale(m.disposed);
          const pending = scale(m.pending);
          return (
            <g key={m.month}>
              <text x={LABEL - 8} y={y + BAR / 2} textAnchor="end" dominantBaseline="central" className="stats-chart__label">
                {monthNames.short(m.month)}
              </text>
              <rect x={LABEL} y={y} width={disposed} height={BAR} fill="#136c2e" />
              <rect x={LABEL + disposed} y={y} width={pending} height={BAR} fill={`url(#${id}-stripes)`} stroke="#9a5b00" strokeWidth={pending > 0 ? 1 : 0} />
              <text x={LABEL + disposed + pending + 6} y={y + BAR / 2} dominantBaseline="central" className="stats-chart__value">
                {formats.number(m.received)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <MarkedText
          text={t('chart.key')}
          parts={{
            disposed: () => <span className="stats-chart__key stats-chart__key--disposed" aria-hidden="true" />,
            pending: () => <span className="stats-chart__key stats-chart__key--pending" aria-hidden="true" />,
          }}
        />
      </figcaption>
    </figure>
  );
}
