import { MarkedText } from '@aec/ui';
import { Link } from 'react-router';
import { FactList } from '../../../components/fact-list';
import type { Club } from '../../../data/clubs';
import { useClubWords } from '../club-head';
import { useClubContactFacts } from './club-contact-facts';

export function ClubCard({ club }: { club: Club }) {
  const { t, name, tag } = useClubWords(club);
  return (
    <article className="card entity-card">
      <p className="entity-card__code">{club.code}</p>
      <h2>{name}</h2>
      <p className="entity-card__tag">{tag}</p>
      <FactList facts={useClubContactFacts(club)} />
      <Link className="button button--secondary entity-card__link" to={club.link}>
        <MarkedText text={t('clubs.visit', { club: name })} parts={{ hidden: (text) => <span className="visually-hidden">{text}</span> }} />
      </Link>
    </article>
  );
}
