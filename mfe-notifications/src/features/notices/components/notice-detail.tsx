import { Link } from 'react-router';
import { attachmentTextPath, type NoticeListResponse, type NoticeRow } from '@aec/contracts';
import { languagePath, plainSummary, useDateFormats, useLanguage, useLocalized, usePageHead, useResource, useT } from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';
import { AttachmentList, useAttachmentLabel } from '../../../components/attachment-button';
import { DetailStates } from '../../../components/detail-states';
import { ItemNotFound } from '../../../components/item-not-found';
import { attachmentsOf, firstRow } from '../../../api/records';
import { descriptionIn, preferTranslated } from '../../../api/content';
import { ContentHtml, ContentPageHeader } from '../../../components/content';
import { noticeTypeOf } from '../api/notice-fields';

const NOTICE_BOARD = '/notifications/notice';

/** The full notice beside the list: its title is the page's h1. */
export function NoticeDetail({ id }: { id: number }) {
  const resource = useResource<NoticeListResponse | NoticeRow>(`/api/notice/${id}?lean=1`);
  const notice = resource.status === 'ready' ? firstRow<NoticeRow>(resource.data) : undefined;
  if (notice) return <NoticeArticle notice={notice} />;
  return <DetailStates resource={resource} kind="notice" className="nt-detail" notFound={<NoticeNotFound id={id} />} back={NOTICE_BOARD} />;
}

export function NoticeNotFound({ id }: { id: string | number }) {
  return <ItemNotFound kind="notice" id={id} back={NOTICE_BOARD} />;
}

function NoticeArticle({ notice }: { notice: NoticeRow }) {
  const t = useT(NAMESPACE);
  const formats = useDateFormats();
  const language = useLanguage();
  const attachmentLabel = useAttachmentLabel();
  const type = noticeTypeOf(notice);
  // The title and text in the page's language when the notice has them there (docs/product/languages.md).
  const title = useLocalized(notice.translations, 'title', notice.title);
  const message = useLocalized(notice.translations, 'message', notice.message);
  // What the notice says about itself in search results and link previews.
  const summary = plainSummary(preferTranslated(message, descriptionIn(notice, language)).text);
  const date = formats.date(notice._date_);
  usePageHead({
    title: title.text,
    description: summary || (type ? t('notice.descriptionOf', { type, date }) : t('notice.description', { date })),
    type: 'article',
    breadcrumbs: [
      { name: t('common.home'), path: languagePath(language, '/') },
      { name: t('common.notifications'), path: languagePath(language, '/notifications') },
      // Named as that page's heading: in Hindi 'notices' and 'notifications' are one word (सूचनाएँ), and the trail said it twice.
      { name: t('notices.board'), path: languagePath(language, '/notifications/notice') },
      { name: title.text },
    ],
  });
  return (
    <article className="nt-detail">
      <ContentPageHeader title={title} />
      <dl className="nt-dates">
        <div>
          <dt>{t('common.posted')}</dt>
          <dd>
            <time dateTime={notice._date_}>{date}</time>
          </dd>
        </div>
        {type && (
          <div>
            <dt>{t('common.issuedBy')}</dt>
            <dd>{type}</dd>
          </div>
        )}
        {notice.validUntil && (
          <div>
            <dt>{t('notice.validUntil')}</dt>
            <dd>
              <time dateTime={notice.validUntil}>{formats.date(notice.validUntil)}</time>
            </dd>
          </div>
        )}
      </dl>
      {message.text ? <ContentHtml className="prose nt-detail__message" content={message} /> : <p>{t('notice.noText')}</p>}
      <AttachmentList
        attachments={attachmentsOf('notice', notice, attachmentLabel)}
        headline={title.text}
        textOf={(n) => attachmentTextPath('notice', notice.id, n)}
      />
      <p>
        <Link to="/notifications/notice">{t('notice.all')}</Link>
      </p>
    </article>
  );
}
