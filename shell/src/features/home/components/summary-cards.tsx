import { Link } from 'react-router';

interface SummaryCard {
  title: string;
  to: string;
  text: string;
  links?: { label: string; to: string }[];
  figures?: { value: string; label: string }[];
}

/** SPEC §2 summary cards, with the figures of SPEC §9. */
const CARDS: SummaryCard[] = [
  {
    title: 'Academics',
    to: '/academics',
    text: 'Four schools, thirteen departments, one standard of teaching.',
    links: [
      { label: 'Engineering', to: '/departments' },
      { label: 'Science', to: '/departments' },
      { label: 'Computer Applications', to: '/departments' },
      { label: 'Humanities', to: '/departments' },
    ],
  },
  {
    title: 'Campus Life',
    to: '/campuslife',
    text: 'Nine hostels, nineteen clubs and a campus between the hills and the river.',
    links: [
      { label: 'Hostel Life', to: '/hostel' },
      { label: 'Student Activity Center', to: '/club' },
      { label: 'Natural beauties', to: '/campuslife' },
    ],
  },
  {
    title: 'Admission',
    to: '/admission',
    text: 'Eight B.E. disciplines through the state entrance examination; fees of about Rs 15,000 a year.',
    links: [
      { label: 'Disciplines and rules', to: '/undergraduate/disciplines' },
      { label: 'Fee structure', to: '/undergraduate/disciplines?s=fee_structure' },
      { label: 'Eligibility', to: '/undergraduate/disciplines?s=eligibility_criteria' },
    ],
  },
  {
    title: 'About',
    to: '/about',
    text: 'The first engineering college of the north-east.',
    figures: [
      { value: '8', label: 'engineering branches' },
      { value: '400+', label: 'acres' },
      { value: '2000+', label: 'students' },
    ],
  },
];

export function SummaryCards() {
  return (
    <section className="container home-section" aria-labelledby="explore-title">
      <h2 id="explore-title">Explore the college</h2>
      <div className="summary-cards">
        {CARDS.map((card) => (
          <article key={card.title} className="card summary-card">
            <h3>
              <Link to={card.to}>{card.title}</Link>
            </h3>
            <p>{card.text}</p>
            {card.figures && (
              <dl className="figures">
                {card.figures.map((figure) => (
                  <div key={figure.label}>
                    <dt>{figure.label}</dt>
                    <dd>{figure.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {card.links && (
              <ul className="summary-card__links">
                {card.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
