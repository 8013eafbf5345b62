import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblem } from './password-rules';

const COMMON = /list of the most common passwords/;

describe('staff password rules (SECURITY.md)', () => {
  it('refuses "password1234" and its capitalised form, which 12 characters alone let through', () => {
    expect(passwordProblem('password1234', 'bikash.bora@aec.ac.in')).toMatch(COMMON);
    expect(passwordProblem('Password1234', 'bikash.bora@aec.ac.in')).toMatch(COMMON);
  });

  it('refuses every one of the 10,000 most common passwords of the shipped list, by length or by the list', () => {
    const top = dictionary['passwords-common'].slice(0, 10_000);
    expect(top).toHaveLength(10_000);
    const passed = top.filter((common) => passwordProblem(common, 'bikash.bora@aec.ac.in') === null);
    expect(passed).toEqual([]);
    // The long ones (the length rule does not catch them) are refused as common.
    const long = top.filter((common) => common.length >= 12);
    expect(long.length).toBeGreaterThan(10);
    for (const common of long) expect(passwordProblem(common, 'bikash.bora@aec.ac.in')).toMatch(COMMON);
  });

  it("refuses the account's email name and its parts, in any case and with the separators left out", () => {
    expect(passwordProblem('bikash.bora-2026-spring', 'bikash.bora@aec.ac.in')).toMatch(/“bikash\.bora” from your email address/);
    expect(passwordProblem('BikashBora-winter-2026', 'bikash.bora@aec.ac.in')).toMatch(/from your email address/);
    expect(passwordProblem('quiet river bora lamp', 'bikash.bora@aec.ac.in')).toMatch(/“bora”/);
    expect(passwordProblem('administrator-of-things', 'admin@aec.ac.in')).toMatch(/“admin”/);
  });

  it("refuses the site's name and its short name", () => {
    expect(passwordProblem('AssamEngineeringCollege1955', 'bikash.bora@aec.ac.in')).toMatch(/“Assam Engineering College”/);
    expect(passwordProblem('my aec password is long', 'bikash.bora@aec.ac.in')).toMatch(/“AEC”/);
  });

  it('refuses short passwords and one or two characters repeated, and explains each in words', () => {
    expect(passwordProblem('short-pass', 'x@aec.ac.in')).toBe('The password must be at least 12 characters.');
    expect(passwordProblem('zzzzzzzzzzzzzzzz', 'x@aec.ac.in')).toMatch(/too few different characters/);
  });

  it('accepts a few unrelated words', () => {
    expect(passwordProblem('quiet-harbour-lamp-41', 'publisher@aec.ac.in')).toBeNull();
    expect(passwordProblem('lantern orchard quietly 2026', 'principal@aec.ac.in')).toBeNull();
  });
});
