import { PersonName } from '@aec/ui';
import { FactList } from '../../../components/fact-list';
import { PhoneLink } from '../../../components/phone-link';
import type { Hostel } from '../../../data/hostels';
import { useHostelWords } from '../hostel-head';

/** Capacity, year, warden and phone of a hostel (its card and its home page). */
export function HostelFacts({ hostel, className }: { hostel: Hostel; className?: string }) {
  const { t, digits } = useHostelWords(hostel);
  return (
    <FactList
      className={className}
      facts={[
        { term: t('hostels.capacity'), value: t('hostels.residents', { count: hostel.capacity, number: digits(hostel.capacity) }) },
        { term: t('hostels.established'), value: digits(hostel.establishment) },
        { term: t('hostels.warden'), value: <PersonName name={hostel.warden} /> },
        { term: t('common.phone'), value: <PhoneLink phone={hostel.phone} /> },
      ]}
    />
  );
}
