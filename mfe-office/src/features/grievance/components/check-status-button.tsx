import { useHref } from 'react-router';
import { PAGE_FORM_FIELD } from '@aec/contracts';

/**
 * "Check the status now" after a grievance is filed: a button posting the number to the status lookup
 * (its page answers, with or without the script), not a link: a registration number opens a
 * grievance, so it stays out of addresses, histories and logs (docs/product/forms-without-script.md).
 */
export function CheckStatusButton({ registrationId, statusPath, label }: { registrationId: string; statusPath: string; label: string }) {
  const action = useHref(statusPath);
  return (
    <form method="post" action={action} className="grievance__check-now">
      <input type="hidden" name={PAGE_FORM_FIELD} value="grievance-status" />
      <input type="hidden" name="registrationId" value={registrationId} />
      <button type="submit" className="link-button">
        {label}
      </button>
    </form>
  );
}
