import { PageHeader } from '@aec/ui';
import { SampleNote } from '../../../components/sample-note';
import type { Hostel } from '../../../data/hostels';

export function HostelTestimonialsPage({ hostel }: { hostel: Hostel }) {
  return (
    <>
      <PageHeader title={`${hostel.hostelno}: Testimonials`} lead={`Former residents on their years in ${hostel.hostelno}.`} />
      <div className="quote-list">
        {hostel.testimonials.map((t) => (
          <figure key={t.name} className="quote">
            <blockquote>
              <p>{t.quote}</p>
            </blockquote>
            <figcaption>
              <strong>{t.name}</strong>, {t.batch}
            </figcaption>
          </figure>
        ))}
      </div>
      <SampleNote>These quotes are samples written for this site, to be replaced by words of real former residents.</SampleNote>
    </>
  );
}
