import { useDateFormats, MarkedText, PersonName } from '@aec/ui';
import { pastPrincipals, principal } from '../../../data/principal';
import { useOfficeT } from '../../../messages/hooks';

/** /office/timeline: the nineteen past Principals with their periods (docs/product/office-and-grievances.md and docs/product/figures.md). */
export function PastPrincipalsPage() {
  const t = useOfficeT();
  const formats = useDateFormats();
  return (
    <div>
      <p className="prose">
        <MarkedText text={t('pastPrincipals.intro', { since: formats.month(principal.since) })} parts={{ name: () => <PersonName name={principal.name} /> }} />
      </p>
      <ol className="principal-timeline">
        {pastPrincipals.map((past) => (
          <li key={past.id} className="principal-timeline__item">
            <span className="principal-timeline__period">{formats.digits(past.period)}</span>
            <span className="principal-timeline__name">
              <PersonName name={past.name} />
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
