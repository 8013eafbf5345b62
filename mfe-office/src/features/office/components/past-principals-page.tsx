import { useDateFormats } from '@aec/ui';
import { pastPrincipals, principal } from '../../../data/principal';
import { useLocalDigits, useOfficeT } from '../../../messages/hooks';

/** /office/timeline: the nineteen past Principals with their periods (SPEC §2, §9). */
export function PastPrincipalsPage() {
  const t = useOfficeT();
  const formats = useDateFormats();
  const digits = useLocalDigits();
  return (
    <div>
      <p className="prose">{t('pastPrincipals.intro', { name: t(principal.name), since: formats.month(principal.since) })}</p>
      <ol className="principal-timeline">
        {pastPrincipals.map((past) => (
          <li key={past.id} className="principal-timeline__item">
            <span className="principal-timeline__period">{digits(past.period)}</span>
            <span className="principal-timeline__name">{t(past.name)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
