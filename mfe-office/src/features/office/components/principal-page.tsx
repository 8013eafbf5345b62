import { Link } from 'react-router';
import { principal } from '../../../data/principal';

/** /office/principal: who the Principal is and the full message. */
export function PrincipalPage() {
  return (
    <div className="prose">
      <section className="card principal-card" aria-labelledby="principal-name">
        <h2 id="principal-name">{principal.name}</h2>
        <p>
          {principal.designation}, since {principal.since}
        </p>
        <p className="muted">{principal.qualifications}</p>
      </section>
      <section aria-labelledby="principal-full-message">
        <h2 id="principal-full-message">Message from the Principal</h2>
        {principal.fullMessage.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
        <p className="message-block__signature">
          <strong>{principal.name}</strong>
        </p>
      </section>
      <section aria-labelledby="principal-career">
        <h2 id="principal-career">Career</h2>
        <ul>
          {principal.career.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </section>
      <p>
        <Link to="/office/timeline">The Principals of the college since 1955</Link>
      </p>
    </div>
  );
}
