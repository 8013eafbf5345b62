import { useOfficeT } from '../messages/hooks';

interface ContactDetailsProps {
  heading: string;
  /** Catalogue keys of the address lines and the hours. */
  address: string[];
  hours?: string;
  /** Number and address as they are; each followed by a word in the page's language ("(sample)"). */
  phone: string;
  phoneNote: string;
  phoneHref: string;
  email: string;
  emailHref: string;
}

/** Address, hours, telephone and email as a postal block with tappable links. */
export function ContactDetails({ heading, address, hours, phone, phoneNote, phoneHref, email, emailHref }: ContactDetailsProps) {
  const t = useOfficeT();
  return (
    <section className="contact-details card" aria-label={heading}>
      <h2>{heading}</h2>
      <address>
        {address.map((line) => (
          <span key={line}>
            {t(line)}
            <br />
          </span>
        ))}
      </address>
      <dl className="contact-details__list">
        {hours && (
          <>
            <dt>{t('common.hours')}</dt>
            <dd>{t(hours)}</dd>
          </>
        )}
        <dt>{t('common.telephone')}</dt>
        <dd>
          <a href={phoneHref}>{`${phone} ${phoneNote}`}</a>
        </dd>
        <dt>{t('common.email')}</dt>
        <dd>
          <a href={emailHref}>{`${email} ${t('common.sample')}`}</a>
        </dd>
      </dl>
    </section>
  );
}
