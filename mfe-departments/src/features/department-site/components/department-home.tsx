import { useState } from 'react';
import { DownloadButton, PdfViewer, useDateFormats } from '@aec/ui';
import { departmentStats } from '../../../data/department-stats';
import type { Department } from '../../../data/departments';
import { useDepartmentName } from '../../../i18n/department-words';
import { EnglishNote, useEnglishLang } from '../../../i18n/in-english';
import { useDepartmentsT } from '../../../messages/catalogue';
import { useDepartmentFaculty } from '../api/use-department-faculty';
import { useDepartmentPageHead } from './department-page-header';
import { DepartmentSampleNote } from './department-sample-note';
import { InitialsAvatar } from './initials-avatar';

export function DepartmentHome({ department }: { department: Department }) {
  useDepartmentPageHead(department, 'home');
  const t = useDepartmentsT();
  const { digits } = useDateFormats();
  const name = useDepartmentName(department);
  // The department's own texts (banner, description, notice, message of the head) are English only.
  const lang = useEnglishLang();
  const stats = departmentStats(department);
  const faculty = useDepartmentFaculty(department.dept_code);
  // The head's message is a part of the page, not its point: it shows once the list is there, and not on a failure.
  const head = faculty.data?.find((member) => member.is_hod === '1');
  return (
    <article className="dept-home">
      <header className="dept-banner">
        <h1>{name}</h1>
        <EnglishNote />
        <p lang={lang}>{department.banner}</p>
      </header>
      {stats.length > 0 && (
        <dl className="dept-stats" aria-label={t('home.figures')}>
          {stats.map((stat) => (
            <div key={stat.key} className="dept-stats__item" data-stat={stat.key}>
              <dt>{t(stat.label)}</dt>
              <dd>{digits(stat.value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {department.eventNotice && (
        <section className="dept-event-notice" aria-labelledby="event-notice-title">
          <p className="dept-event-notice__kicker">{t('home.eventNotice')}</p>
          <h2 id="event-notice-title" lang={lang}>
            {department.eventNotice.title}
          </h2>
          <p lang={lang}>
            <strong>{department.eventNotice.when}.</strong> {department.eventNotice.text}
          </p>
          <div className="button-row">
            <DownloadButton href={department.eventNotice.schedule.path} label={t('home.schedule')} variant="primary" />
            <DownloadButton href={department.eventNotice.brochure.path} label={t('home.brochure')} />
          </div>
        </section>
      )}
      <section aria-labelledby="about-title">
        <h2 id="about-title">{t('home.about')}</h2>
        {department.description.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="prose" lang={lang}>
            {paragraph}
          </p>
        ))}
      </section>
      {department.publications && <Publications publications={department.publications} />}
      {head && (
        <section className="dept-hod" aria-labelledby="hod-title">
          <h2 id="hod-title">{t('home.fromHead')}</h2>
          <div className="dept-hod__body">
            <InitialsAvatar name={head.emp_name} photo={department.hod_image || head.emp_dp} />
            <div lang={lang}>
              <p className="prose">{department.hod_text}</p>
              <p className="dept-hod__name">
                <strong>{head.emp_name}</strong>
                <br />
                {head.emp_designation}
              </p>
            </div>
          </div>
        </section>
      )}
      <DepartmentSampleNote />
    </article>
  );
}

/** The department's recent publications; the digest opens in our own viewer on request, so pdf.js loads only then. */
function Publications({ publications }: { publications: NonNullable<Department['publications']> }) {
  const t = useDepartmentsT();
  const lang = useEnglishLang();
  const [showDigest, setShowDigest] = useState(false);
  const title = t(`documents.${publications.digest.key}`);
  return (
    <section aria-labelledby="publications-title">
      <h2 id="publications-title">{t('home.publications')}</h2>
      {/* Papers are cited as published: in English. */}
      <ul className="publication-list" lang={lang}>
        {publications.items.map((p) => (
          <li key={p.title}>
            <span className="publication-list__title">{p.title}</span>
            <span>
              {p.authors}. <em>{p.venue}</em>, {p.year}.
            </span>
          </li>
        ))}
      </ul>
      {showDigest ? (
        <PdfViewer src={publications.digest.path} title={title} />
      ) : (
        <div className="button-row">
          <button type="button" className="button button--secondary" onClick={() => setShowDigest(true)}>
            {t('home.readDigest', { title })}
          </button>
          <DownloadButton href={publications.digest.path} label={t('home.downloadDigest', { title })} />
        </div>
      )}
    </section>
  );
}
