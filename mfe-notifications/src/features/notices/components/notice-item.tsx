import { Link } from 'react-router';
import type { NoticeRow } from '@aec/contracts';
import { useContentLang, useDateFormats, useLocalized, useT } from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';
import { AttachmentList, useAttachmentLabel } from '../../../components/attachment-button';
import { NewBadge } from '../../../components/new-badge';
import { attachmentsOf } from '../../../api/records';
import { noticeTypeOf } from '../api/notice-fields';
import { ContentHtml } from '../../../components/content';

interface NoticeItemProps {
  notice: NoticeRow;
  headingLevel?: 'h2' | 'h3';
  /** The notice shown in the detail beside the list. */
  current?: boolean;
}

/** One notice of a list: headline, posted date (list rule of docs/product/figures.md), type, message and attachments. */
export function NoticeItem({ notice, headingLevel: Heading = 'h3', current = false }: NoticeItemProps) {
  const t = useT(NAMESPACE);
  const formats = useDateFormats();
  const attachmentLabel = useAttachmentLabel();
  const type = noticeTypeOf(notice);
  const title = useLocalized(notice.translations, 'title', notice.title);
  const message = useLocalized(notice.translations, 'message', notice.message);
  const titleLang = useContentLang(title.lang);
  return (
    <article className={`nt-item${current ? ' nt-item--current' : ''}`}>
      <Heading className="nt-item__title">
        <Link to={`/notifications/notice/${notice.id}`} aria-current={current ? 'page' : undefined} lang={titleLang}>
          {title.text}
        </Link>{' '}
        <NewBadge published={notice._date_} />
      </Heading>
      <p className="nt-item__meta">
        <span>
          {t('common.postedOn')} <time dateTime={notice._date_}>{formats.listDate(notice._date_)}</time>
        </span>
        {type && <span className="nt-tag">{type}</span>}
      </p>
      {message.text && <ContentHtml className="nt-item__message prose" content={message} />}
      <AttachmentList attachments={attachmentsOf('notice', notice, attachmentLabel)} headline={title.text} />
    </article>
  );
}
