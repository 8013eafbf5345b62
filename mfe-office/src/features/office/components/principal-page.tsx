import { Link } from 'react-router';
import { useDateFormats, PersonName } from '@aec/ui';
import { principal } from '../../../data/principal';
import { useOfficeT } from '../../../messages/hooks';

/** /office/principal: who the Principal is and the full message. */
export function PrincipalPage() {
  const t = useOfficeT();
  const formats = useDateFormats();
  return (
    <div className="prose">
      <section className="card principal-card" aria-labelledby="principal-name">
        <h2 id="principal-name">
          <PersonName name={principal.name} />
        </h2>
        <p>{t('principal.designationSince', { designation: t(principal.designation), since: formats.month(principal.since) })}</p>
        <p className="muted">{t(principal.qualifications)}</p>
      </section>
      <section aria-labelledby="principal-full-message">
        <h2 id="principal-full-message">{t('officeHome.messageHeading')}</h2>
        {principal.fullMessage.map((paragraph) => (
          <p key={paragraph}>{t(paragraph)}</p>
        ))}
        <p className="message-block__signature">
          <strong>
            <PersonName name={principal.name} />
          </strong>
        </p>
      </section>
      <section aria-labelledby="principal-career">
        <h2 id="principal-career">{t('principal.careerHeading')}</h2>
        <ul>
          {principal.career.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ul>
      </section>
      <p>
        <Link to="/office/timeline">{t('principal.timelineLink')}</Link>
      </p>
    </div>
  );
}
