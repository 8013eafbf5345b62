import { PageHeader } from '@aec/ui';

export function AllFacultyPage() {
  return (
    <div className="container page">
      <PageHeader title="Faculty of the College" lead="The teaching staff of every department." />
    </div>
  );
}
