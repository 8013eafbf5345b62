import { PageHeader } from '@aec/ui';

export function BisCornerPage() {
  return (
    <div className="container page">
      <PageHeader title="BIS Corner" lead="Academic notifications from the Bureau of Indian Standards." />
    </div>
  );
}
