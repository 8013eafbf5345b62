import { SampleNote } from '@aec/ui';

/** The foot of every department page whose names and figures are samples. */
export function DepartmentSampleNote() {
  return <SampleNote>(sample) Names, figures and texts on this page are samples, to be replaced by the department.</SampleNote>;
}
