import { z } from 'zod';
import { fieldErrorsOf } from './field-errors';

const Registration = z.object({
  email: z.string().min(1, 'Email is required').email('Enter a valid email address'),
  info: z.array(z.object({ name: z.string().min(1, 'Name is required'), address: z.string().max(5, 'Address is too long') })),
});

function failure(input: unknown) {
  const parsed = Registration.safeParse(input);
  if (parsed.success) throw new Error('expected a failed parse');
  return parsed.error;
}

describe('fieldErrorsOf', () => {
  it('keeps the first message of each field, keyed by its path', () => {
    const errors = fieldErrorsOf(failure({ email: '', info: [{ name: '', address: 'far too long' }] }));
    expect(errors).toEqual({ email: 'Email is required', 'info.0.name': 'Name is required', 'info.0.address': 'Address is too long' });
  });

  it("keys by the last named segment with by: 'name', in the order of `fields`, dropping others", () => {
    const errors = fieldErrorsOf(failure({ email: 'x', info: [{ name: '', address: 'far too long' }] }), { by: 'name', fields: ['name', 'email'] as const });
    expect(errors).toEqual({ name: 'Name is required', email: 'Enter a valid email address' });
    expect(Object.keys(errors)).toEqual(['name', 'email']);
  });

  it("names an error of the whole form ''", () => {
    expect(fieldErrorsOf({ issues: [{ path: [], message: 'Nothing to save' }] })).toEqual({ '': 'Nothing to save' });
  });
});
