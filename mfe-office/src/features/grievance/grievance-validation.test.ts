import { ComplaintRegistration, ComplaintUpdate } from '@aec/contracts';
import { fieldErrorsOf } from '@aec/ui';
import { validationKeyOf } from './grievance-words';
import { normaliseRegistrationId, registrationIdError, validateComplaintDetails, validateFinalSubmit, validateRegistration } from './grievance-validation';

/** The contract's verdict per field, and its sentence where the form shows a catalogue's words for it. */
function sameAsContract(ours: Record<string, string | undefined>, contract: Record<string, string | undefined>) {
  expect(Object.keys(ours).sort()).toEqual(Object.keys(contract).sort());
  for (const [field, sentence] of Object.entries(contract)) if (sentence && validationKeyOf(sentence)) expect(ours[field]).toBe(sentence);
}

describe('grievance validation (docs/product/office-and-grievances.md, with the contract’s rules)', () => {
  it('requires name and a valid email; address is optional', () => {
    expect(validateRegistration({ name: '', email: '', address: '' }, 'GENERAL')).toEqual({
      ok: false,
      errors: { name: 'Name is required', email: 'Email is required' },
    });
    expect(validateRegistration({ name: 'A', email: 'a@b', address: '' }, 'GENERAL')).toMatchObject({
      ok: false,
      errors: { email: 'Enter a valid email address' },
    });
    expect(validateRegistration({ name: ' Rina ', email: ' rina@example.org ', address: '' }, 'PROCUREMENT', 'office')).toEqual({
      ok: true,
      value: { email: 'rina@example.org', info: [{ name: 'Rina', address: '', type: 'PROCUREMENT', addressee: 'office' }] },
    });
  });

  it('requires registration id, subject and message for the final submit', () => {
    expect(validateFinalSubmit({ registrationId: '', subject: ' ', message: '' })).toEqual({
      ok: false,
      errors: { registrationId: 'Registration ID is required', subject: 'Subject is required', message: 'Message is required' },
    });
    expect(validateFinalSubmit({ registrationId: '42', subject: 'S', message: 'M' })).toMatchObject({
      ok: false,
      errors: { registrationId: expect.stringMatching(/AEC-7KQ2-M9XD/) },
    });
    expect(validateFinalSubmit({ registrationId: ' aec-7kq2-m9xd ', subject: 'S', message: 'M' })).toEqual({
      ok: true,
      value: { registrationId: 'AEC-7KQ2-M9XD', subject: 'S', message: 'M' },
    });
  });

  it('reads a registration id however it was typed', () => {
    expect(normaliseRegistrationId('  aec-7kq2-m9xd\n')).toBe('AEC-7KQ2-M9XD');
    // The 80-bit form, with spaces for dashes and the letters Crockford's alphabet reads as digits.
    expect(normaliseRegistrationId('aec 7kq2 m9xd 4htb w3rn')).toBe('AEC-7KQ2-M9XD-4HTB-W3RN');
    expect(normaliseRegistrationId('AEC-7KQ2-M9XD-4HTB-WORL')).toBe('AEC-7KQ2-M9XD-4HTB-W0R1');
    expect(registrationIdError('aec-7kq2-m9xd-4htb-w3rn')).toBeUndefined();
    expect(registrationIdError('AEC-7KQ2-M9XD-4HTB')).toMatch(/not a registration ID/);
  });

  it('gives the contract’s verdicts and sentences (its zod schemas, which the API checks with) on a table of forms', () => {
    const long = (n: number) => 'x'.repeat(n);
    const registrations = [
      { name: '', email: '', address: '' },
      { name: '  ', email: ' a@example.org ', address: '' },
      { name: 'Rina', email: 'rina@example.org', address: long(500) },
      { name: 'Rina', email: 'rina@example.org', address: long(501) },
      { name: long(120), email: 'a@b.co', address: '' },
      { name: long(121), email: 'a@b', address: '' },
      { name: 'Rina', email: 'not an address', address: ' Jalukbari ' },
      { name: 'Rina', email: `${long(64)}@${long(190)}.org`, address: '' },
      { name: 'Rina', email: 'first.last+tag@mail.example.co.in', address: '' },
      { name: 'Rina', email: 'a..b@example.org', address: '' },
    ];
    for (const values of registrations) {
      const contract = ComplaintRegistration.safeParse({ email: values.email, info: [{ name: values.name, address: values.address, type: 'GENERAL' }] });
      const ours = validateRegistration(values, 'GENERAL');
      expect({ values, ok: ours.ok }).toEqual({ values, ok: contract.success });
      if (ours.ok && contract.success) expect(ours.value).toEqual(contract.data);
      if (!ours.ok && !contract.success)
        sameAsContract(ours.errors, fieldErrorsOf(contract.error, { by: 'name', fields: ['name', 'email', 'address'] as const }));
    }
    const details = [
      { subject: '', message: '' },
      { subject: ' S ', message: ' M ' },
      { subject: long(200), message: long(5000) },
      { subject: long(201), message: long(5001) },
      { subject: '\n', message: 'M' },
    ];
    for (const values of details) {
      const contract = ComplaintUpdate.safeParse({ ...values, status: 0, feedback_message: '' });
      const ours = validateComplaintDetails(values);
      expect({ values, ok: ours.ok }).toEqual({ values, ok: contract.success });
      if (ours.ok && contract.success) expect(ours.value).toEqual({ subject: contract.data.subject, message: contract.data.message });
      if (!ours.ok && !contract.success) sameAsContract(ours.errors, fieldErrorsOf(contract.error, { by: 'name', fields: ['subject', 'message'] as const }));
    }
  });
});
