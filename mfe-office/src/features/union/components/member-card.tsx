import { LiteImage, MarkedText, PersonName, useDateFormats, useLanguage } from '@aec/ui';
import type { UnionMember } from '../../../data/union-members';
import { useOfficeT } from '../../../messages/hooks';

function initials(name: string): string {
  return name
    .replace(/\(.*?\)/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

/** One member of the union (docs/product/office-and-grievances.md Union member); initials stand in when there is no photo. */
export function MemberCard({ member }: { member: UnionMember }) {
  const t = useOfficeT();
  const { digits } = useDateFormats();
  const name = member.name;
  // The initials are of the name as the records write it (Latin letters).
  const english = useLanguage() === 'en';
  const address = member.address.number === undefined ? t(member.address.key) : t(member.address.key, { number: digits(String(member.address.number)) });
  return (
    <li className="card member-card">
      {member.image ? (
        <LiteImage className="member-card__photo" src={member.image} alt={t('union.member.photoOf', { name })} width={96} height={96} loading="lazy" />
      ) : (
        <span className="member-card__photo member-card__initials" aria-hidden="true" lang={english ? undefined : 'en'}>
          {initials(name)}
        </span>
      )}
      <h2 className="member-card__name">
        <PersonName name={name} />
      </h2>
      <p className="member-card__designation">{t(member.designation)}</p>
      <dl className="member-card__details">
        <dt>{t('union.member.semester')}</dt>
        <dd>{t(member.semester)}</dd>
        <dt>{t('union.member.branch')}</dt>
        <dd>{t(member.branch)}</dd>
        <dt>{t('union.member.phone')}</dt>
        <dd>
          <a href={`tel:${member.phone.replace(/\s/g, '')}`}>{member.phone}</a>
        </dd>
        <dt>{t('union.member.email')}</dt>
        <dd>
          <a href={`mailto:${member.email}`}>{member.email}</a>
        </dd>
        <dt>{t('union.member.address')}</dt>
        <dd>{address}</dd>
      </dl>
      {member.facebook && (
        <a className="member-card__social" href={member.facebook} target="_blank" rel="noopener noreferrer">
          {t('union.member.facebook')}
          <span className="visually-hidden">
            {' '}
            <MarkedText text={t('union.member.facebookProfile')} parts={{ name: () => <PersonName name={name} /> }} />
          </span>
        </a>
      )}
    </li>
  );
}
