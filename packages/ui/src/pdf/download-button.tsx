import { useT } from '../i18n/catalogue';
import { UI_NAMESPACE } from '../messages/catalogue';
interface DownloadButtonProps {
  href: string;
  /** Visible text; say what the file is, e.g. 'Download the syllabus (PDF)'. */
  label?: string;
  /** File name to save as; the link's own name when omitted. */
  fileName?: string;
  variant?: 'primary' | 'secondary';
}

/** A plain link that saves a file: works without JavaScript and on every phone. */
export function DownloadButton({ href, label, fileName, variant = 'secondary' }: DownloadButtonProps) {
  const t = useT(UI_NAMESPACE);
  return (
    <a className={variant === 'secondary' ? 'button button--secondary' : 'button'} href={href} download={fileName ?? ''}>
      <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
        <path fill="currentColor" d="M11 3h2v9.6l3.3-3.3 1.4 1.4L12 16.4l-5.7-5.7 1.4-1.4 3.3 3.3V3zM5 19h14v2H5z" />
      </svg>
      {label ?? t('pdf.download')}
    </a>
  );
}
