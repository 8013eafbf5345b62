import {
  AlertSubscribe,
  EmptyState,
  ErrorState,
  LoadingState,
  Localized,
  SafeHtml,
  UI_NAMESPACE,
  useDateFormats,
  useFailureText,
  useLocalized,
  usePageHead,
  useT,
} from '@aec/ui';
import type { DepartmentNotification } from '@aec/contracts';
import type { Department } from '../../../data/departments';
import { useDepartmentName } from '../../../i18n/department-words';
import { useEnglishLang } from '../../../i18n/in-english';
import { useDepartmentsT } from '../../../messages/catalogue';
import { useDepartmentNotifications } from '../api/use-department-notifications';
import { DepartmentPageHeader } from './department-page-header';

/**
 * Room the board keeps while its notices load after an in-app navigation (about two notices), so the
 * footer does not jump when they arrive; the same height as `.dept-notice-board` in departments.css.
 */
const BOARD_HEIGHT = '20rem';

/** The departmental notice board (docs/product/departments.md and docs/product/api-compatibility.md POST /getnotificationwcollege). */
export function DepartmentNotices({ department }: { department: Department }) {
  const t = useDepartmentsT();
  const failure = useFailureText();
  const name = useDepartmentName(department);
  const notices = useDepartmentNotifications(department.dept_id);
  const ui = useT(UI_NAMESPACE);
  const englishLang = useEnglishLang();
  // The board's own feed, for feed readers (English, as the feeds are).
  usePageHead({
    feeds: [
      {
        href: `/api/feeds/department/${department.dept_code}.rss`,
        title: `Assam Engineering College: ${department.name} notices`,
        type: 'application/rss+xml',
      },
    ],
  });
  return (
    <article>
      <DepartmentPageHeader department={department} page="notice" title={t('pages.notice')} lead={t('notices.lead', { name })} />
      <div className="dept-notice-board">
        {notices.status === 'loading' && <LoadingState label={t('notices.loading')} minHeight={BOARD_HEIGHT} />}
        {notices.status === 'failed' && <ErrorState title={t('notices.failed')} message={failure(notices.error, notices.httpStatus)} onRetry={notices.retry} />}
        {notices.status === 'ready' &&
          (notices.data.length === 0 ? (
            <EmptyState>{t('notices.empty')}</EmptyState>
          ) : (
            <ol className="notice-list">
              {notices.data.map((notice) => (
                <NoticeItem key={notice.data.id} notice={notice} />
              ))}
            </ol>
          ))}
      </div>
      <AlertSubscribe topics={[`department:${department.dept_code}`]} heading={ui('alerts.box.heading')} intro={ui('alerts.box.intro')} phone />
      <p className="alert-box__more">
        <a href={`/api/feeds/department/${department.dept_code}.rss`} type="application/rss+xml" lang={englishLang}>
          RSS<span className="visually-hidden"> {name}</span>
        </a>
      </p>
    </article>
  );
}

/** One notice: its title and message in the page's language when the department wrote them so, else the English marked lang="en". */
function NoticeItem({ notice }: { notice: DepartmentNotification }) {
  const t = useDepartmentsT();
  const { date, digits, fileSize } = useDateFormats();
  const lang = useEnglishLang();
  const { data } = notice;
  const title = useLocalized(data.translations, 'title', data.title).text;
  // The board reads the lean answer: each file is a cacheable URL (the base64 copies are older clients' only).
  const attachments = notice.files;
  return (
    <li className="notice-item">
      <Localized as="h2" translations={data.translations} field="title" english={data.title} />
      <p className="notice-item__meta">
        {t('notices.postedOn')} <time dateTime={data.created_at}>{date(data.created_at)}</time>
        {data.created_by && (
          <>
            {' '}
            {t('notices.by')} <span lang={lang}>{data.created_by}</span>
          </>
        )}
      </p>
      <Localized as="div" translations={data.translations} field="message" english={data.message}>
        {(html) => <SafeHtml className="prose" html={html} />}
      </Localized>
      {attachments.length > 0 && (
        <ul className="attachment-list" aria-label={t('notices.attachmentsOf', { title })}>
          {attachments.map((a, i) => (
            <li key={a.url + i}>
              <a className="button button--secondary" href={a.url} download={a.name} type={a.type}>
                {t('notices.attachment', { n: digits(i + 1) })}
                <span className="visually-hidden">: {a.name}</span>{' '}
                {/* Its format and size, as every file link says them (GIGW); the format as it is written in every language. */}
                <span className="attachment-list__meta">{t('notices.attachmentMeta', { kind: fileKind(a.type), size: fileSize(a.size) })}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** 'PDF' for a PDF, else the type's own name ('PNG', 'JPEG'). */
const fileKind = (type: string) => (type === 'application/pdf' ? 'PDF' : (type.split('/')[1] ?? '').replace(/\+xml$/, '').toUpperCase());
