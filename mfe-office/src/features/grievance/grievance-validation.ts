import { ComplaintRegistration, ComplaintUpdate, normaliseRegistrationId, REGISTRATION_ID_PATTERN, type ComplaintType } from '@aec/contracts';
import { fieldErrorsOf } from '@aec/ui';

export type Addressee = 'office' | 'aecsu' | 'ecta';
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface RegistrationValues {
  name: string;
  email: string;
  address: string;
}

export interface FinalSubmitValues {
  registrationId: string;
  subject: string;
  message: string;
}

type Validated<F extends string, R> = { ok: true; value: R } | { ok: false; errors: FieldErrors<F> };

/** Step 1 with the contract's own rules (docs/product/office-and-grievances.md): name and a valid email required, address optional. */
export function validateRegistration(
  values: RegistrationValues,
  type: ComplaintType,
  addressee?: Addressee,
): Validated<keyof RegistrationValues, ComplaintRegistration> {
  const parsed = ComplaintRegistration.safeParse({
    email: values.email,
    info: [{ name: values.name, address: values.address, type, ...(addressee ? { addressee } : {}) }],
  });
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: fieldErrorsOf(parsed.error, { by: 'name', fields: ['name', 'email', 'address'] as const }) };
}

/** Registration numbers are printed in capitals; people type them any way (the contract's reading, as the API's). */
export { normaliseRegistrationId };

export function registrationIdError(input: string): string | undefined {
  const id = normaliseRegistrationId(input);
  if (!id) return 'Registration ID is required';
  if (!REGISTRATION_ID_PATTERN.test(id)) return 'That is not a registration ID: it looks like AEC-7KQ2-M9XD (you will find it in the email we sent you)';
  return undefined;
}

/** Subject and message of a grievance, with the contract's rules. */
export function validateComplaintDetails(values: { subject: string; message: string }): Validated<'subject' | 'message', { subject: string; message: string }> {
  const parsed = ComplaintUpdate.safeParse({ subject: values.subject, message: values.message, status: 0, feedback_message: '' });
  return parsed.success
    ? { ok: true, value: { subject: parsed.data.subject, message: parsed.data.message } }
    : { ok: false, errors: fieldErrorsOf(parsed.error, { by: 'name', fields: ['subject', 'message'] as const }) };
}

/** Step 2 (docs/product/office-and-grievances.md): registration id, subject and message all required. */
export function validateFinalSubmit(
  values: FinalSubmitValues,
): Validated<keyof FinalSubmitValues, { registrationId: string; subject: string; message: string }> {
  const idError = registrationIdError(values.registrationId);
  const details = validateComplaintDetails(values);
  if (idError || !details.ok) return { ok: false, errors: { ...(idError ? { registrationId: idError } : {}), ...(details.ok ? {} : details.errors) } };
  return { ok: true, value: { registrationId: normaliseRegistrationId(values.registrationId), ...details.value } };
}
