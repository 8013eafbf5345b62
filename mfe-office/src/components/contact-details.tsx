interface ContactDetailsProps {
  heading: string;
  address: string[];
  hours?: string;
  phone: string;
  phoneHref: string;
  email: string;
  emailHref: string;
}

/** Address, hours, telephone and email as a postal block with tappable links. */
export function ContactDetails({ heading, address, hours, phone, phoneHref, email, emailHref }: ContactDetailsProps) {
  return (
    <section className="contact-details card" aria-label={heading}>
      <h2>{heading}</h2>
      <address>
        {address.map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </address>
      <dl className="contact-details__list">
        {hours && (
          <>
            <dt>Hours</dt>
            <dd>{hours}</dd>
          </>
        )}
        <dt>Telephone</dt>
        <dd>
          <a href={phoneHref}>{phone}</a>
        </dd>
        <dt>Email</dt>
        <dd>
          <a href={emailHref}>{email}</a>
        </dd>
      </dl>
    </section>
  );
}
