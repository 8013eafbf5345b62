import { normaliseRegistrationId, registrationIdError, validateFinalSubmit, validateRegistration } from './grievance-validation';

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
});
