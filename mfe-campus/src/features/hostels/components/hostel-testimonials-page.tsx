import { SampleNote } from '@aec/ui';
import { CampusPageHeader } from '../../../head/campus-page-header';
import type { Hostel } from '../../../data/hostels';
import { EnglishOnly } from '../../../i18n/in-english';
import { useHostelHead, useHostelWords } from '../hostel-head';

export function HostelTestimonialsPage({ hostel }: { hostel: Hostel }) {
  const { t, name } = useHostelWords(hostel);
  return (
    <>
      <CampusPageHeader
        lead={t('hostels.testimonials.lead', { hostel: name })}
        description={t('hostels.testimonials.description', { hostel: name })}
        {...useHostelHead(hostel, 'testimonials')}
      />
      <EnglishOnly>
        <div className="quote-list">
          {hostel.testimonials.map((quote) => (
            <figure key={quote.name} className="quote">
              <blockquote>
                <p>{quote.quote}</p>
              </blockquote>
              <figcaption>
                <strong>{quote.name}</strong>, {quote.batch}
              </figcaption>
            </figure>
          ))}
        </div>
      </EnglishOnly>
      <SampleNote>{t('hostels.testimonials.note')}</SampleNote>
    </>
  );
}
