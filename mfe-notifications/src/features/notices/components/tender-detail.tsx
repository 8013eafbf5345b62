import { Link } from 'react-router';
import { attachmentTextPath, type TenderListResponse, type TenderRow } from '@aec/contracts';
import { languagePath, shortenText, useDateFormats, useContentLang, useLanguage, useLocalized, usePageHead, useResource, useT } from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';
import { AttachmentList, useAttachmentLabel } from '../../../components/attachment-button';
import { DetailStates } from '../../../components/detail-states';
import { ItemNotFound } from '../../../components/item-not-found';
import { attachmentsOf, firstRow } from '../../../api/records';
import { descriptionIn } from '../../../api/content';
import { ContentPageHeader, EnglishText } from '../../../components/content';
import { tenderDatesOf } from '../api/notice-fields';
import { TenderStatusBadge, useCorrigendumFiles } from './tender-item';

const TENDERS = '/notifications/tender';

/** The full tender beside the list: number, reference, status, dates, description, files and corrigenda. */
export function TenderDetail({ id }: { id: number }) {
  const resource = useResource<TenderListResponse | TenderRow>(`/api/tender/${id}?lean=1`);
  const tender = resource.status === 'ready' ? firstRow<TenderRow>(resource.data) : undefined;
  if (tender) return <TenderArticle tender={tender} />;
  return <DetailStates resource={resource} kind="tender" className="nt-detail" notFound={<TenderNotFound id={id} />} back={TENDERS} />;
}

export function TenderNotFound({ id }: { id: string | number }) {
  return <ItemNotFound kind="tender" id={id} back={TENDERS} />;
}

function TenderArticle({ tender }: { tender: TenderRow }) {
  const t = useT(NAMESPACE);
  const formats = useDateFormats();
  const language = useLanguage();
  const attachmentLabel = useAttachmentLabel();
  const corrigendumFiles = useCorrigendumFiles();
  const dates = tenderDatesOf(tender);
  // The title and text in the page's language when the tender has them there (docs/product/languages.md).
  const title = useLocalized(tender.translations, 'title', tender.title);
  const text = descriptionIn(tender, language);
  const textLang = useContentLang(text.lang);
  const number = tender.tender_no ? `${t('tender.number', { number: tender.tender_no })}: ` : '';
  const closing = dates.closing ? ` ${t('tender.lastDateSentence', { date: formats.date(dates.closing) })}` : '';
  const attachments = attachmentsOf('tender', tender, attachmentLabel);
  usePageHead({
    title: title.text,
    description: shortenText(text.text) || shortenText(`${number}${title.text}.${closing}`),
    type: 'article',
    breadcrumbs: [
      { name: t('common.home'), path: languagePath(language, '/') },
      { name: t('common.notifications'), path: languagePath(language, '/notifications') },
      { name: t('tenders.title'), path: languagePath(language, '/notifications/tender') },
      { name: title.text },
    ],
  });
  const notGiven = t('common.notGiven');
  return (
    <article className="nt-detail">
      {/* The number is shown where a lead goes, but is not the page's description (that is set above). */}
      <ContentPageHeader title={title}>
        {tender.tender_no && <p className="page-header__lead">{t('tender.number', { number: tender.tender_no })}</p>}
      </ContentPageHeader>
      <p>
        <TenderStatusBadge tender={tender} />
      </p>
      <dl className="nt-dates">
        {tender.reference && (
          <div>
            <dt>{t('tender.reference')}</dt>
            <dd>{tender.reference}</dd>
          </div>
        )}
        {dates.type && (
          <div>
            <dt>{t('common.issuedBy')}</dt>
            <dd>{dates.type}</dd>
          </div>
        )}
        <div>
          <dt>{t('common.posted')}</dt>
          <dd>
            <time dateTime={tender._date_}>{formats.date(tender._date_)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('tender.lastDate')}</dt>
          <dd>{dates.closing ? <time dateTime={dates.closing}>{formats.date(dates.closing)}</time> : notGiven}</dd>
        </div>
        <div>
          <dt>{t('tender.openingOfBids')}</dt>
          <dd>{dates.opening ? <time dateTime={dates.opening}>{formats.date(dates.opening)}</time> : notGiven}</dd>
        </div>
      </dl>
      {text.text && (
        <p className="prose" lang={textLang}>
          {text.text}
        </p>
      )}
      <h2 className="nt-detail__subhead">{t('tender.documents')}</h2>
      {attachments.length ? (
        <AttachmentList attachments={attachments} headline={title.text} textOf={(n) => attachmentTextPath('tender', tender.id, n)} />
      ) : (
        <p>{t('tender.noDocuments')}</p>
      )}
      {tender.corrigenda?.length > 0 && (
        <>
          <h2 className="nt-detail__subhead">{t('tender.corrigendaHeading')}</h2>
          <ol className="nt-corrigenda-list">
            {tender.corrigenda.map((c) => (
              <li key={c.id}>
                {/* Corrigenda are written in English only. */}
                <p className="nt-corrigenda__title">
                  <time dateTime={c._date_}>{formats.date(c._date_)}</time>: <EnglishText>{c.title}</EnglishText>
                </p>
                {c.description && <EnglishText as="p">{c.description}</EnglishText>}
                <AttachmentList attachments={corrigendumFiles(c.files)} headline={`${title.text} - ${c.title}`} />
              </li>
            ))}
          </ol>
        </>
      )}
      <p>
        <Link to="/notifications/tender">{t('tender.all')}</Link>
      </p>
    </article>
  );
}
