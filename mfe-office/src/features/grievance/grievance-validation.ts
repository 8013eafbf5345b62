import {
  ALERT_EMAIL_PATTERN,
  COMPLAINT_FIELD_MAX as MAX,
  normaliseRegistrationId,
  REGISTRATION_ID_PATTERN,
  type ComplaintRegistration,
  type ComplaintType,
} from '@aec/contracts';

// The contract's rules for the two grievance forms, checked by hand: the contract's zod schemas (ComplaintRegistration,
// ComplaintUpdate) would bring zod (about 25 KB gzip) onto the grievance pages' first screen. The API checks with them
// and has the last word; grievance-validation.test.ts holds the two to the same verdicts and sentences on a table.

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

/** A trimmed text's problem: required and empty, or longer than the contract allows (the contract's sentences). */
function textProblem(value: string, max: number, required?: string): string | undefined {
  if (required && !value) return required;
  return value.length > max ? `must be at most ${max} characters` : undefined;
}

/** Only the fields with a problem. */
function problemsOf<F extends string>(problems: Record<F, string | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined)) as FieldErrors<F>;
}

/** Step 1 with the contract's own rules (docs/product/office-and-grievances.md): name and a valid email required, address optional. */
export function validateRegistration(
  values: RegistrationValues,
  type: ComplaintType,
  addressee?: Addressee,
): Validated<keyof RegistrationValues, ComplaintRegistration> {
  const [name, email, address] = [values.name.trim(), values.email.trim(), values.address.trim()];
  const errors = problemsOf<keyof RegistrationValues>({
    name: textProblem(name, MAX.name, 'Name is required'),
    email: !email ? 'Email is required' : email.length > MAX.email || !ALERT_EMAIL_PATTERN.test(email) ? 'Enter a valid email address' : undefined,
    address: textProblem(address, MAX.address),
  });
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { email, info: [{ name, address, type, ...(addressee ? { addressee } : {}) }] } };
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
  const [subject, message] = [values.subject.trim(), values.message.trim()];
  const errors = problemsOf<'subject' | 'message'>({
    subject: textProblem(subject, MAX.subject, 'Subject is required'),
    message: textProblem(message, MAX.message, 'Message is required'),
  });
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: { subject, message } };
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
