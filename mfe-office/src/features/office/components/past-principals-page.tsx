import { pastPrincipals, principal } from '../../../data/principal';

/** /office/timeline: the nineteen past Principals with their periods (SPEC §2, §9). */
export function PastPrincipalsPage() {
  return (
    <div>
      <p className="prose">
        Nineteen Principals have led the college since it opened in 1955. The present Principal, {principal.name}, took charge in {principal.since}.
      </p>
      <ol className="principal-timeline">
        {pastPrincipals.map((past) => (
          <li key={past.id} className="principal-timeline__item">
            <span className="principal-timeline__period">{past.period}</span>
            <span className="principal-timeline__name">{past.name}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
