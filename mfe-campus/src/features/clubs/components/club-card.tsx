import { Link } from 'react-router';
import { FactList, type Fact } from '../../../components/fact-list';
import { PhoneLink } from '../../../components/phone-link';
import type { Club } from '../../../data/clubs';

export function ClubCard({ club }: { club: Club }) {
  const facts: Fact[] = [
    { term: 'President', value: club.president },
    { term: 'Phone', value: <PhoneLink phone={club.phone} /> },
  ];
  if (club.email) facts.push({ term: 'E-mail', value: <a href={`mailto:${club.email}`}>{club.email}</a> });
  return (
    <article className="card entity-card">
      <p className="entity-card__code">{club.code}</p>
      <h2>{club.name}</h2>
      <p className="entity-card__tag">{club.tag}</p>
      <FactList facts={facts} />
      <Link className="button button--secondary entity-card__link" to={club.link}>
        Visit the club<span className="visually-hidden">: {club.name}</span>
      </Link>
    </article>
  );
}
