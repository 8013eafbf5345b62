/** A PDF to download: its title and a Download button that opens it in a new tab (SPEC §2 /ecta/resources). */
export function DocumentCard({ title, link, headingLevel = 2 }: { title: string; link: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="card document-card">
      <span className="document-card__icon" aria-hidden="true">
        PDF
      </span>
      <Heading className="document-card__title">{title}</Heading>
      <a className="button document-card__download" href={link} target="_blank" rel="noopener">
        Download<span className="visually-hidden"> {title} (PDF, opens in a new tab)</span>
      </a>
    </li>
  );
}
