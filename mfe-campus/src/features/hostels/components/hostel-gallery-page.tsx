import { Gallery } from '@aec/ui';
import { CampusPageHeader } from '../../../head/campus-page-header';
import type { Hostel } from '../../../data/hostels';
import { hostelGallery } from '../hostel-gallery';
import { useHostelHead, useHostelWords } from '../hostel-head';

export function HostelGalleryPage({ hostel }: { hostel: Hostel }) {
  const words = useHostelWords(hostel);
  const { t, name, magazine } = words;
  return (
    <>
      <CampusPageHeader
        lead={t('hostels.gallery.lead', { hostel: name })}
        description={t('hostels.gallery.description', { hostel: name, magazine })}
        {...useHostelHead(hostel, 'gallery')}
      />
      <Gallery images={hostelGallery(words)} label={t('common.galleryLabel', { name })} />
    </>
  );
}
