import { MarkedText, PersonName } from '@aec/ui';
import type { Breadcrumb } from '@aec/ui';
import { useCampusT } from '../../messages/catalogue';
import { cccContact } from './ccc-data';

/** Home / Central Computing Centre / <page>; the centre's home is the trail's end on /ccc. */
export function useCccBreadcrumbs(page?: { name: string; path: string }): Breadcrumb[] {
  const t = useCampusT();
  return [{ name: t('common.home'), path: '/' }, { name: t('ccc.name'), path: '/ccc' }, ...(page ? [page] : [])];
}

/** 'Dr. P. K. Baishya (sample), Professor-in-charge', in the page's language. */
export function CccHead() {
  const t = useCampusT();
  return <MarkedText text={t('ccc.head')} parts={{ name: () => <PersonName name={cccContact.head} /> }} />;
}
