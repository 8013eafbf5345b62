interface LoadingStateProps {
  label?: string;
  /** Space reserved while loading, so the page does not jump when content arrives. */
  minHeight?: number | string;
}

export function LoadingState({ label = 'Loading…', minHeight = '12rem' }: LoadingStateProps) {
  return (
    <div className="state state--loading" role="status" aria-live="polite" style={{ minHeight }}>
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
