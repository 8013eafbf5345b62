import type { GrievanceModule } from '@aec/ui';
import { GrievanceForm } from './features/grievance/components/grievance-form';
import { GrievanceStatus } from './features/grievance/components/grievance-status';

/** Exposed as './grievance' for reuse (mfe-projects mounts it for the procurement grievance). */
export { GrievanceForm, GrievanceStatus };

// Fails the type check if the exposed module drifts from the contract in packages/ui.
const exposed: GrievanceModule = { GrievanceForm, GrievanceStatus };
void exposed;
