/** Messages beside the fields of one form, by field name. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** The first message of each field from a failed zod parse (the contracts' own sentences). */
export function fieldErrorsOf<F extends string>(issues: readonly Issue[], fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field) && !errors[field as F]) errors[field as F] = issue.message;
  }
  return errors;
}

/** The API says a refused field as 'title: Title is required'; such a sentence goes beside its field. */
export function splitServerMessage<F extends string>(message: string, fields: readonly F[]): { field?: F; message: string } {
  const m = /^([A-Za-z]+): (.+)$/.exec(message);
  if (m && (fields as readonly string[]).includes(m[1]!)) return { field: m[1] as F, message: m[2]! };
  return { message };
}

/** The first field, in form order, that has a message. */
export function firstInvalid<F extends string>(errors: FieldErrors<F>, order: readonly F[]): F | undefined {
  return order.find((f) => errors[f]);
}
