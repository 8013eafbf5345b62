import { CampusPageHeader } from '../../../head/campus-page-header';
import type { Hostel } from '../../../data/hostels';
import { hostelHead } from '../hostel-head';
import { SampleNote } from '@aec/ui';

export function HostelTestimonialsPage({ hostel }: { hostel: Hostel }) {
  return (
    <>
      <CampusPageHeader
        title={`${hostel.hostelno}: Testimonials`}
        lead={`Former residents on their years in ${hostel.hostelno}.`}
        description={`Former residents of ${hostel.hostelno}, Assam Engineering College, on their years in the hostel: the rooms, the mess, the seniors and the friends they made.`}
        {...hostelHead(hostel, 'testimonials')}
      />
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
