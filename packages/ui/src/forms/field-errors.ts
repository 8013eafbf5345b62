/** What fieldErrorsOf reads of a failed parse: zod's error (3 and 4 alike), without importing zod. */
export interface IssueList {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

export interface FieldErrorsOptions<F extends string> {
  /**
   * The form's fields in screen order: only their errors are kept, in that order (so a summary
   * reads top to bottom and focus goes to the first).
   */
  fields?: readonly F[];
  /**
   * How an issue names its field: 'path' (default) joins the path with dots ('dates.0.from'; ''
   * for the form as a whole); 'name' takes its last named segment ('info.0.name' → 'name'), for a
   * form whose flat fields fill a nested contract.
   */
  by?: 'path' | 'name';
}

function keyOf(path: ReadonlyArray<PropertyKey>, by: 'path' | 'name'): string {
  if (by === 'path') return path.map(String).join('.');
  const named = [...path].reverse().find((segment) => typeof segment === 'string');
  return typeof named === 'string' ? named : '';
}

/** The first message of each field from a failed zod parse (the contract's own sentences). */
export function fieldErrorsOf<F extends string = string>(error: IssueList, { fields, by = 'path' }: FieldErrorsOptions<F> = {}): Partial<Record<F, string>> {
  const found = new Map<string, string>();
  for (const issue of error.issues) {
    const key = keyOf(issue.path, by);
    if (!found.has(key)) found.set(key, issue.message);
  }
  const errors: Partial<Record<F, string>> = {};
  for (const key of fields ?? (found.keys() as Iterable<F>)) {
    const message = found.get(key);
    if (message !== undefined) errors[key] = message;
  }
  return errors;
}
