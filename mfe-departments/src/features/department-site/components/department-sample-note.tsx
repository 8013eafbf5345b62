import { SampleNote } from '@aec/ui';
import { useDepartmentsT } from '../../../messages/catalogue';

/** The foot of every department page whose names and figures are samples. */
export function DepartmentSampleNote() {
  const t = useDepartmentsT();
  return <SampleNote>{t('common.sampleNote')}</SampleNote>;
}
