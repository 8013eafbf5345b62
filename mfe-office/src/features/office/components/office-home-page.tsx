import { Link } from 'react-router';
import { officeContact } from '../../../data/office-contacts';
import { principal } from '../../../data/principal';

/** /office: the Principal's message, office hours and how to reach the office (SPEC §2). */
export function OfficeHomePage() {
  return (
    <div className="office-home">
      <section className="message-block" aria-labelledby="principal-message">
        <h2 id="principal-message">Message from the Principal</h2>
        {principal.shortMessage.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
        <p className="message-block__signature">
          <strong>{principal.name}</strong>
          <br />
          {principal.designation}
        </p>
        <p>
          <Link to="/office/principal">Read the Principal’s full message</Link>
        </p>
      </section>

      <div className="fact-grid">
        <section className="card" aria-labelledby="office-hours">
          <h2 id="office-hours">Office hours</h2>
          <p className="fact-grid__figure">10:00 AM to 4:00 PM</p>
          <p>Six days a week, Monday to Saturday, except government holidays.</p>
        </section>
        <section className="card" aria-labelledby="office-reach">
          <h2 id="office-reach">Telephone and email</h2>
          <p>
            Telephone: <a href={officeContact.phoneHref}>{officeContact.phone}</a>
          </p>
          <p>
            Email: <a href={officeContact.emailHref}>{officeContact.email}</a>
          </p>
          <p>
            <Link to="/office/contact">Address, map and directions</Link>
          </p>
        </section>
        <section className="card" aria-labelledby="office-grievance">
          <h2 id="office-grievance">Grievances</h2>
          <p>File a grievance online at any time. You get a registration number by email and can follow its status here.</p>
          <p className="link-row">
            <Link to="/office/complain">Submit a grievance</Link>
            <Link to="/office/status">Check a grievance’s status</Link>
          </p>
        </section>
      </div>

      <section aria-labelledby="office-more">
        <h2 id="office-more">Also from the office</h2>
        <ul className="link-list">
          <li>
            <Link to="/office/notice">Office notices</Link>
          </li>
          <li>
            <Link to="/office/rti">Right to Information: officers and forms</Link>
          </li>
          <li>
            <Link to="/office/gallery">Photo gallery</Link>
          </li>
          <li>
            <Link to="/notifications">All college notices and tenders</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
