import { PageHeader } from '@aec/ui';

export function CampusLifePage() {
  return (
    <div className="container page">
      <PageHeader title="Campus Life" lead="9 hostels, 19 clubs and more than 1700 students living on a green campus of over 400 acres." />
    </div>
  );
}
