import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { InstitutionalPage } from '../../components/institutional-page';
import { disciplineSections, entranceSubjects, fees, reservation, type DisciplineSectionId } from '../../data/admission-rules';
import { programmes } from '../../data/programmes';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls smoothly to a section and moves the keyboard focus to its heading. */
function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

/** ?s=<section id> (docs/product/institutional-pages.md) scrolls to that section once the page has been laid out. */
function useScrollToSection(): string | null {
  const [params] = useSearchParams();
  const target = params.get('s');
  useEffect(() => {
    if (!target) return;
    const frame = requestAnimationFrame(() => scrollToSection(target));
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return target;
}

/**
 * Which section is being read, for the sub-navigation's highlight: the first, in page order, of the
 * sections crossing a band near the top. The observer reports only sections whose state changed,
 * so the set of those in the band is kept here. A section asked for by ?s= is highlighted at once.
 */
function useCurrentSection(target: string | null): DisciplineSectionId {
  const [current, setCurrent] = useState<DisciplineSectionId>('disciplines');
  useEffect(() => {
    const section = disciplineSections.find(({ id }) => id === target);
    if (section) setCurrent(section.id);
  }, [target]);
  useEffect(() => {
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        const first = disciplineSections.find(({ id }) => inBand.has(id));
        if (first) setCurrent(first.id);
      },
      { rootMargin: '-20% 0px -70% 0px' },
    );
    for (const { id } of disciplineSections) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, []);
  return current;
}

function RulesSection({ id, title, children }: { id: DisciplineSectionId; title: string; children: ReactNode }) {
  return (
    <section id={id} className="rules-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Keeps the highlighted link of the sideways-scrolling sub-navigation in sight on a phone. */
function useKeepCurrentLinkVisible(current: DisciplineSectionId) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (list && link) list.scrollTo({ left: link.offsetLeft - 16 });
  }, [current]);
  return listRef;
}

export function DisciplinesPage() {
  const target = useScrollToSection();
  const current = useCurrentSection(target);
  const listRef = useKeepCurrentLinkVisible(current);
  const undergraduate = programmes.filter((p) => p.level === 'B.E.');
  return (
    <InstitutionalPage>
      <nav className="sub-nav" aria-label="Sections of this page">
        <ul ref={listRef}>
          {disciplineSections.map((section) => (
            <li key={section.id}>
              <Link
                to={`?s=${section.id}`}
                replace
                preventScrollReset
                aria-current={current === section.id ? 'true' : undefined}
                // The same ?s= again changes no URL, so the scroll is asked for here too.
                onClick={() => target === section.id && scrollToSection(section.id)}
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <RulesSection id="disciplines" title="Disciplines">
        <div className="table-scroll" role="region" aria-label="Disciplines and seats" tabIndex={0}>
          <table className="data">
            <thead>
              <tr>
                <th scope="col">Discipline (B.E.)</th>
                <th scope="col">Seats a year</th>
                <th scope="col">Since</th>
              </tr>
            </thead>
            <tbody>
              {undergraduate.map((programme) => (
                <tr key={programme.name}>
                  <th scope="row">{programme.name}</th>
                  <td>{programme.intake}</td>
                  <td>{programme.since ?? '—'}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">All disciplines</th>
                <td>420</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      </RulesSection>

      <RulesSection id="admission_rules" title="Admission rules">
        <ul className="prose">
          <li>Admission is to the first semester only, once a year, in the order of merit of the state’s combined entrance examination.</li>
          <li>A candidate admitted who does not report by the date in the admission notice loses the seat to the next on the list.</li>
          <li>Every student and a parent sign the anti-ragging undertaking at admission.</li>
          <li>An admission obtained with false documents is cancelled at any time, and the fees are forfeited.</li>
        </ul>
      </RulesSection>

      <RulesSection id="eligibility_criteria" title="Eligibility">
        <ul className="prose">
          <li>
            Higher secondary (Class XII) or equivalent with physics, chemistry and mathematics, and at least <strong>50%</strong> in those three subjects taken
            together (<strong>45%</strong> for SC and <strong>40%</strong> for ST candidates).
          </li>
          <li>
            Age: at least <strong>17</strong> and not more than <strong>21</strong> years on 1 August of the year of admission; up to <strong>22</strong> for
            candidates with a B.Sc.; <strong>3 years</strong> of relaxation for SC and ST candidates.
          </li>
          <li>Permanent residents of Assam, except for the seats reserved for other groups below.</li>
        </ul>
      </RulesSection>

      <RulesSection id="selection_procedure" title="Selection procedure">
        <p className="prose">Selection is by the rank in the entrance examination, which has three papers:</p>
        <div className="table-scroll" role="region" aria-label="Entrance examination papers" tabIndex={0}>
          <table className="data data--narrow">
            <thead>
              <tr>
                <th scope="col">Paper</th>
                <th scope="col">Marks</th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {entranceSubjects.map((paper) => (
                <tr key={paper.subject}>
                  <th scope="row">{paper.subject}</th>
                  <td>{paper.marks}</td>
                  <td>{paper.hours} hours</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="prose">
          Ties are broken by the marks in mathematics, then physics, then the older candidate. Branches are allotted at counselling in the order of rank, by the
          candidate’s own choice among the seats still open.
        </p>
      </RulesSection>

      <RulesSection id="exemption" title="Exemption">
        <p className="prose">
          Candidates within the <strong>top 10 ranks</strong> of the higher secondary examination of the state board with at least <strong>75%</strong> marks
          may be admitted without the entrance examination. They must apply within <strong>10 days</strong> of the publication of the board’s results, with a
          copy of the mark sheet.
        </p>
      </RulesSection>

      <RulesSection id="reservation" title="Reservation">
        <div className="table-scroll" role="region" aria-label="Reservation of seats" tabIndex={0}>
          <table className="data data--fit">
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col">Reserved</th>
              </tr>
            </thead>
            <tbody>
              {reservation.map((row) => (
                <tr key={row.category}>
                  <th scope="row">{row.category}</th>
                  <td>{row.share}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </RulesSection>

      <RulesSection id="admission_procedure" title="How to apply">
        <ol className="prose">
          <li>Apply online for the state’s combined entrance examination when it is announced (usually in March or April).</li>
          <li>Download the admit card and sit the examination at your chosen centre.</li>
          <li>When the merit list is published, register for counselling and choose the branches you want, in order.</li>
          <li>
            Report to the college on the date in your allotment letter with your original documents, and pay the fees online. The admission notice lists the
            documents; see the <Link to="/notifications/notice">notice board</Link>.
          </li>
        </ol>
      </RulesSection>

      <RulesSection id="fee_structure" title="Fee structure">
        <div className="table-scroll" role="region" aria-label="Fees" tabIndex={0}>
          <table className="data data--fit">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {fees.map((row) => (
                <tr key={row.item}>
                  <th scope="row">{row.item}</th>
                  <td>{row.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="prose note">
          Fees are fixed by the Government of Assam and may change; the admission notice of the year gives the exact amounts. Students from families below the
          income limits of the state may have their tuition waived.
        </p>
      </RulesSection>
    </InstitutionalPage>
  );
}
