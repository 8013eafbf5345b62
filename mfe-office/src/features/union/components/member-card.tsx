import type { UnionMember } from '../../../data/union-members';

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

/** One member of the union (SPEC §3 Union member); initials stand in when there is no photo. */
export function MemberCard({ member }: { member: UnionMember }) {
  return (
    <li className="card member-card">
      {member.image ? (
        <img className="member-card__photo" src={member.image} alt={`Photo of ${member.name}`} width={96} height={96} loading="lazy" />
      ) : (
        <span className="member-card__photo member-card__initials" aria-hidden="true">
          {initials(member.name)}
        </span>
      )}
      <h2 className="member-card__name">{member.name}</h2>
      <p className="member-card__designation">{member.designation}</p>
      <dl className="member-card__details">
        <dt>Semester</dt>
        <dd>{member.semester}</dd>
        <dt>Branch</dt>
        <dd>{member.branch}</dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${member.phone.replace(/\s/g, '')}`}>{member.phone}</a>
        </dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${member.email}`}>{member.email}</a>
        </dd>
        <dt>Address</dt>
        <dd>{member.address}</dd>
      </dl>
      {member.facebook && (
        <a className="member-card__social" href={member.facebook} target="_blank" rel="noopener noreferrer">
          Facebook<span className="visually-hidden"> profile of {member.name} (opens in a new tab)</span>
        </a>
      )}
    </li>
  );
}
