import { useDateFormats } from '@aec/ui';
import type { Department } from '../../../data/departments';
import { useDepartmentName } from '../../../i18n/department-words';
import { EnglishNote, useEnglishLang } from '../../../i18n/in-english';
import { useDepartmentsT } from '../../../messages/catalogue';
import { DepartmentPageHeader } from './department-page-header';
import { NotPublished } from './not-published';

/** An intake of digits is a figure in the page's digits; a sentence ('As notified by …') is the department's English. */
const isFigure = (text: string) => /^\d+$/.test(text);

export function DepartmentProgrammes({ department }: { department: Department }) {
  const t = useDepartmentsT();
  const { digits } = useDateFormats();
  const name = useDepartmentName(department);
  // Programme names and durations are written as the university writes them, in English.
  const lang = useEnglishLang();
  return (
    <article>
      <DepartmentPageHeader department={department} page="programmes" title={t('pages.programmes')} />
      {department.programmes.length ? (
        <>
          <EnglishNote />
          <div className="table-scroll" role="region" aria-labelledby="programmes-caption" tabIndex={0}>
            <table className="data">
              <caption id="programmes-caption" className="visually-hidden">
                {t('programmes.caption', { name })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('programmes.programme')}</th>
                  <th scope="col">{t('programmes.level')}</th>
                  <th scope="col">{t('programmes.duration')}</th>
                  <th scope="col">{t('programmes.seats')}</th>
                  <th scope="col">{t('programmes.since')}</th>
                </tr>
              </thead>
              <tbody>
                {department.programmes.map((p) => (
                  <tr key={p.name}>
                    <th scope="row" lang={lang}>
                      {p.name}
                    </th>
                    <td>{t(`programmes.levels.${p.level}`)}</td>
                    <td lang={lang}>{p.duration}</td>
                    {isFigure(p.intake) ? <td>{digits(p.intake)}</td> : <td lang={lang}>{p.intake}</td>}
                    <td>{p.since ? digits(p.since) : t('common.none')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <NotPublished department={department} page="programmes" />
      )}
    </article>
  );
}
