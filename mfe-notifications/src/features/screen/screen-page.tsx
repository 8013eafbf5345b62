import { PageHeader } from '@aec/ui';

/** The lobby TV display: full screen, no site header or footer. */
export function ScreenPage() {
  return (
    <main id="main-content" className="container page">
      <PageHeader title="AEC Live" documentTitle="TV display" />
    </main>
  );
}
