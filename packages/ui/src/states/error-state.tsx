import { useT } from '../i18n/catalogue';
import { UI_NAMESPACE } from '../messages/catalogue';
interface ErrorStateProps {
  title?: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** A failure told in words, with a way to try again; announced to screen readers. */
export function ErrorState({ title, message, onRetry, retryLabel }: ErrorStateProps) {
  const t = useT(UI_NAMESPACE);
  return (
    <div className="state state--error" role="alert">
      <p className="state__title">{title ?? t('state.errorTitle')}</p>
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {retryLabel ?? t('state.retry')}
        </button>
      )}
    </div>
  );
}
