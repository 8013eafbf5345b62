import { useFileDownload } from '../hooks/use-file-download';
import { Fragment } from 'react';
import { languagePath, useDateFormats, useLanguage, useT } from '@aec/ui';
import { NAMESPACE } from '../messages/catalogue';
import { fileNameFor, type Attachment } from '../api/records';

interface AttachmentButtonProps {
  attachment: Attachment;
  /** The item's headline: the saved file is named after it. */
  headline: string;
  /** More than one attachment: the file name also carries the position. */
  numbered?: boolean;
}

function extensionOf(type: string): string {
  if (type === 'application/pdf') return 'pdf';
  const sub = type.split('/')[1] ?? 'pdf';
  return sub === 'jpeg' ? 'jpg' : sub.replace(/\+xml$/, '').replace(/[^a-z0-9]/gi, '') || 'pdf';
}

/** 'Attachment 1', 'Attachment 2' … in the page's language, for attachmentsOf. */
export function useAttachmentLabel(): (position: number) => string {
  const t = useT(NAMESPACE);
  const formats = useDateFormats();
  return (position) => t('attachment.label', { n: formats.number(position) });
}

/** 'Attachment 1' … : saves the file named after the headline, says 'Downloading...' meanwhile and says so if it fails. */
export function AttachmentButton({ attachment, headline, numbered = false }: AttachmentButtonProps) {
  const t = useT(NAMESPACE);
  const { fileSize } = useDateFormats();
  const { state, download } = useFileDownload();
  const name = fileNameFor(numbered ? `${headline} (${attachment.label})` : headline, extensionOf(attachment.type));
  const size = fileSize(attachment.size);
  // The file's format is named as it is written (PDF, JPG) in every language.
  const kind = attachment.type === 'application/pdf' ? 'PDF' : extensionOf(attachment.type).toUpperCase();
  return (
    <span className="nt-attachment">
      <button
        type="button"
        className="button button--secondary nt-attachment__button"
        onClick={() => download(attachment.url, name)}
        disabled={state === 'downloading'}
      >
        {state === 'downloading' ? t('attachment.downloading') : attachment.label}
        <span className="visually-hidden"> {t('attachment.describedAs', { headline, details: [kind, size].filter(Boolean).join(', ') })}</span>
      </button>
      {state === 'failed' && (
        <span className="nt-attachment__error" role="alert">
          {t('attachment.failed', { label: attachment.label })}
        </span>
      )}
    </span>
  );
}

/**
 * With textOf, each PDF also links to its "Read as text" page (written by the server, a full page load).
 * textOf(position from 1) is that page's path without the language.
 */
export function AttachmentList({ attachments, headline, textOf }: { attachments: Attachment[]; headline: string; textOf?: (position: number) => string }) {
  const t = useT(NAMESPACE);
  if (attachments.length === 0) return null;
  return (
    <div className="nt-attachments" role="group" aria-label={t('attachment.group', { headline })}>
      {attachments.map((a, i) => (
        // The first file is '<headline>.pdf'; later ones carry their position so none overwrites another.
        <Fragment key={a.url}>
          <AttachmentButton attachment={a} headline={headline} numbered={i > 0} />
          {textOf && a.type === 'application/pdf' && <ReadAsTextLink path={textOf(i + 1)} label={a.label} />}
        </Fragment>
      ))}
    </div>
  );
}

/** "Read as text" of one PDF: the server's text page (a full page load, works without JavaScript). path: without the language. */
export function ReadAsTextLink({ path, label }: { path: string; label: string }) {
  const language = useLanguage();
  const t = useT(NAMESPACE);
  return (
    <a className="nt-attachment__text" href={languagePath(language, path)}>
      {t('attachment.readAsText')}
      <span className="visually-hidden"> ({label})</span>
    </a>
  );
}
