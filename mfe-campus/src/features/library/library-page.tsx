import { PageHeader } from '@aec/ui';

export function LibraryPage() {
  return (
    <div className="container page">
      <PageHeader title="Central Library" lead="Opened in 1955, the library holds over 64000 books and is open 9:30 to 17:00, six days a week." />
    </div>
  );
}
