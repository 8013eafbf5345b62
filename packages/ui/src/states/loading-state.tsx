import { useT } from '../i18n/catalogue';
import { UI_NAMESPACE } from '../messages/catalogue';
interface LoadingStateProps {
  label?: string;
  /** Space reserved while loading, so the page does not jump when content arrives. */
  minHeight?: number | string;
}

// Its classes are read by the server (api page-template.ts, LOADING_PART): a page it draws with one starts its app
// after its paint, even when apps start at the first tap (decision 202). Keep them in this order.
export function LoadingState({ label, minHeight = '12rem' }: LoadingStateProps) {
  const t = useT(UI_NAMESPACE);
  return (
    <div className="state state--loading" role="status" aria-live="polite" style={{ minHeight }}>
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('state.loading')}</span>
    </div>
  );
}
