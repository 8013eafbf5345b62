/** Messages beside the fields of one form, by field name. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

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
