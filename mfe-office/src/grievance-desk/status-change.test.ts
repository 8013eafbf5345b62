import { checkStatusChange, FEEDBACK_MAX_LENGTH } from './status-change';

const current = { status: 0, feedback_message: '' };

describe('status change validation (the contract schema)', () => {
  it('takes the limit from the contract', () => {
    expect(FEEDBACK_MAX_LENGTH).toBe(5000);
  });

  it('accepts a change and trims the feedback', () => {
    expect(checkStatusChange(1, '  Looking into it.  ', current)).toEqual({ ok: true, change: { status: 1, feedback_message: 'Looking into it.' } });
  });

  it('puts each error beside its field', () => {
    expect(checkStatusChange(undefined, '', current)).toEqual({ ok: false, errors: { status: 'Choose a status' } });
    const long = checkStatusChange(2, 'x'.repeat(FEEDBACK_MAX_LENGTH + 1), current);
    expect(long).toEqual({ ok: false, errors: { feedback_message: 'The feedback must be at most 5000 characters' } });
  });

  it('refuses a change to nothing', () => {
    const same = checkStatusChange(1, 'Looking into it. ', { status: 1, feedback_message: 'Looking into it.' });
    expect(same.ok).toBe(false);
    expect(!same.ok && same.errors.form).toMatch(/Nothing to change/);
  });
});
