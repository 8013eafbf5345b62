import type { ConsoleModule } from '@aec/ui';
import { GrievanceDeskSection } from './grievance-desk-section';

/**
 * Exposed as './grievance-desk' for the shell's staff console, and imported from nowhere else:
 * no public page of mfe-office downloads this code.
 */
export const sections: ConsoleModule['sections'] = {
  grievances: GrievanceDeskSection,
};
