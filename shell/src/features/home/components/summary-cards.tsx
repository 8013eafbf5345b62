import { useDateFormats, useT } from '@aec/ui';
import { SHELL_NAMESPACE } from '../../../messages/catalogue';
import { Link } from 'react-router';

interface SummaryCard {
  title: string;
  to: string;
  text: string;
  links?: { label: string; to: string }[];
  figures?: { value: string; label: string }[];
}

/** docs/product/institutional-pages.md summary cards, with the figures of docs/product/figures.md. Texts are keys of the shell's catalogue. */
const CARDS: SummaryCard[] = [
  {
    title: 'home.cards.academics',
    to: '/academics',
    text: 'home.cards.academicsText',
    links: [
      { label: 'home.cards.engineering', to: '/departments' },
      { label: 'home.cards.science', to: '/departments' },
      { label: 'home.cards.computerApplications', to: '/departments' },
      { label: 'home.cards.humanities', to: '/departments' },
    ],
  },
  {
    title: 'home.cards.campusLife',
    to: '/campuslife',
    text: 'home.cards.campusLifeText',
    links: [
      { label: 'home.cards.hostelLife', to: '/hostel' },
      { label: 'home.cards.sac', to: '/club' },
      { label: 'home.cards.nature', to: '/campuslife' },
    ],
  },
  {
    title: 'home.cards.admission',
    to: '/admission',
    text: 'home.cards.admissionText',
    links: [
      { label: 'home.cards.disciplines', to: '/undergraduate/disciplines' },
      { label: 'home.cards.fees', to: '/undergraduate/disciplines?s=fee_structure' },
      { label: 'home.cards.eligibility', to: '/undergraduate/disciplines?s=eligibility_criteria' },
    ],
  },
  {
    title: 'home.cards.about',
    to: '/about',
    text: 'home.cards.aboutText',
    figures: [
      { value: '8', label: 'home.cards.branches' },
      { value: '400+', label: 'home.cards.acres' },
      { value: '2000+', label: 'home.cards.students' },
    ],
  },
];

export function SummaryCards() {
  const t = useT(SHELL_NAMESPACE);
  // Figures as the college writes them ('2000+'), in the page's digits.
  const { digits: figureText } = useDateFormats();
  return (
    <section className="container home-section" aria-labelledby="explore-title">
      <h2 id="explore-title">{t('home.explore')}</h2>
      <div className="summary-cards">
        {CARDS.map((card) => (
          <article key={card.title} className="card summary-card">
            <h3>
              <Link to={card.to}>{t(card.title)}</Link>
            </h3>
            <p>{t(card.text)}</p>
            {card.figures && (
              <dl className="figures">
                {card.figures.map((figure) => (
                  <div key={figure.label}>
                    <dt>{t(figure.label)}</dt>
                    <dd>{figureText(figure.value)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {card.links && (
              <ul className="summary-card__links">
                {card.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to}>{t(link.label)}</Link>
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
