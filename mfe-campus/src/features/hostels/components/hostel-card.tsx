import { Link } from 'react-router';
import type { Hostel } from '../../../data/hostels';
import { useHostelWords } from '../hostel-head';
import { HostelFacts } from './hostel-facts';

export function HostelCard({ hostel }: { hostel: Hostel }) {
  const { t, digits, name, tag } = useHostelWords(hostel);
  return (
    <article className="card entity-card">
      <p className="entity-card__badge" aria-hidden="true">
        {digits(hostel.id)}
      </p>
      <h2>{name}</h2>
      <p className="entity-card__tag">{tag}</p>
      <HostelFacts hostel={hostel} />
      <Link className="button button--secondary entity-card__link" to={hostel.link}>
        {t('hostels.visit', { hostel: name })}
      </Link>
    </article>
  );
}
