import { DocumentCard } from '../../../components/document-card';
import { rtiForms, rtiOfficers } from '../../../data/office-contacts';

/** /office/rti: the officers under the RTI Act and how to ask for information. */
export function RtiPage() {
  return (
    <div>
      <p className="prose">
        Under the Right to Information Act, 2005, any citizen of India may ask the college for information it holds. Write to the Public Information Officer; if you get no answer
        within 30 days, or are not satisfied with it, you may appeal to the First Appellate Authority within 30 days more.
      </p>
      <h2>Officers</h2>
      <ul className="card-grid rti-officers">
        {rtiOfficers.map((officer) => (
          <li key={officer.role} className="card">
            <h3>{officer.role}</h3>
            <p>
              <strong>{officer.name}</strong>
              <br />
              {officer.designation}
            </p>
            <p>
              Telephone: <a href={`tel:${officer.phone.replace(/\s|\(sample\)/g, '')}`}>{officer.phone}</a>
              <br />
              Email: <a href={`mailto:${officer.email.replace(/\s*\(sample\)/, '')}`}>{officer.email}</a>
            </p>
          </li>
        ))}
      </ul>
      <h2>How to apply</h2>
      <ol className="prose">
        <li>Write your request on plain paper or on the application form below, with your name, postal address and the information you want.</li>
        <li>Pay the application fee of Rs 10 in cash at the accounts counter, by demand draft or by postal order in favour of the Principal, Assam Engineering College. Applicants below the poverty line pay no fee (attach a copy of the certificate).</li>
        <li>Hand it in at the Receipt and Dispatch counter or send it by post to the Public Information Officer, Assam Engineering College, Jalukbari, Guwahati 781013.</li>
        <li>You will get the information, or the reasons it cannot be given, within 30 days.</li>
      </ol>
      <h2>Forms</h2>
      <ul className="card-grid document-cards">
        {rtiForms.map((form) => (
          <DocumentCard key={form.link} title={form.title} link={form.link} headingLevel={3} />
        ))}
      </ul>
    </div>
  );
}
