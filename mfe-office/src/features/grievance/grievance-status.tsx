/** Status lookup by registration number. */
export function GrievanceStatus() {
  return <p>Look up the status of a grievance by its registration number.</p>;
}
