/** Exposed for reuse (mfe-projects mounts it for the procurement grievance). */
export { GrievanceForm } from './features/grievance/grievance-form';
export { GrievanceStatus } from './features/grievance/grievance-status';
