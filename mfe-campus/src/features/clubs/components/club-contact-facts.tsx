import { PersonName } from '@aec/ui';
import type { Fact } from '../../../components/fact-list';
import { PhoneLink } from '../../../components/phone-link';
import type { Club } from '../../../data/clubs';
import { useCampusT } from '../../../messages/catalogue';

/** President, phone and (when the club has one) e-mail: its card, its home and its About us. */
export function useClubContactFacts(club: Club): Fact[] {
  const t = useCampusT();
  const facts: Fact[] = [
    { term: t('clubs.roles.president'), value: <PersonName name={club.president} /> },
    { term: t('common.phone'), value: <PhoneLink phone={club.phone} /> },
  ];
  if (club.email) facts.push({ term: t('common.email'), value: <a href={`mailto:${club.email}`}>{club.email}</a> });
  return facts;
}
