export interface GrievanceFormProps {
  type: 'GENERAL' | 'PROCUREMENT';
}

/** Two-step grievance form (register, then final submit). */
export function GrievanceForm({ type }: GrievanceFormProps) {
  return <p>Grievance registration ({type === 'GENERAL' ? 'general' : 'procurement'}).</p>;
}
