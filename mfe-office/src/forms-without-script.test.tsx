/** @jest-environment node */
// The grievance forms answering a post the server ran (docs/product/forms-without-script.md): the page
// is rendered with the outcome in its store under form:<action>, as the API's page-forms.ts puts it.
import { Route, Routes } from 'react-router';
import type { PageFormOutcome, StoredAnswer } from '@aec/contracts';
import { cannedStore, describeServerRender } from '@aec/ui/testing';
import { OfficeRoutes } from './features/office/office-routes';
import { UnionRoutes } from './features/union/union-routes';
import { AssociationRoutes } from './features/association/association-routes';

const render = describeServerRender({
  app: 'the office (forms posted without script)',
  element: (
    <Routes>
      <Route path="/office/*" element={<OfficeRoutes />} />
      <Route path="/aecsu/*" element={<UnionRoutes />} />
      <Route path="/ecta/*" element={<AssociationRoutes />} />
    </Routes>
  ),
  waitForLazy: true,
  notFound: ['/office/no-such-form'],
});

const posted = (outcome: PageFormOutcome): Record<string, StoredAnswer> => ({ [`form:${outcome.form}`]: { ok: true, body: outcome } });
const ID = 'AEC-7KQ2-M9XD-4HTB-W3RN';

describe('grievance forms answered by the server', () => {
  it('step 1 registered: the registration number in green, and step 2 with the number filled in', async () => {
    const store = cannedStore(
      posted({
        form: 'grievance-register',
        values: { name: 'Rina Das', email: 'rina@example.org', address: '' },
        answer: { ok: true, body: { message: `Your registration id is ${ID}.`, registration_id: ID } },
      }),
    );
    const { html } = await render('/office/complain', { store });
    expect(html).toContain(`<strong class="registration-id">${ID}</strong>`);
    expect(html).toContain('Step 2 of 2');
    expect(html).toContain('<input type="hidden" name="aec-form" value="grievance-details"/>');
    expect(html).toMatch(new RegExp(`name="registrationId"[^>]*value="${ID}"`));
  });

  it('step 1 refused: each error next to its field, and what was typed kept', async () => {
    const store = cannedStore(
      posted({
        form: 'grievance-register',
        values: { name: 'Rina Das', email: 'rina at example', address: 'Jalukbari, Guwahati' },
        answer: { ok: false, status: 400, error: 'Enter a valid email address' },
      }),
    );
    const { html } = await render('/office/complain', { store });
    expect(html).toContain('Step 1 of 2');
    expect(html).toMatch(/id="grievance-general-office-email-error"[^>]*>.*Enter a valid email address/);
    expect(html).toMatch(/name="email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="email"/);
    expect(html).toContain('value="rina at example"');
    expect(html).toContain('value="Rina Das"');
    expect(html).toContain('Jalukbari, Guwahati</textarea>');
  });

  it('step 1 refused by a limit: the server’s sentence, the fields kept', async () => {
    const store = cannedStore(
      posted({
        form: 'grievance-register',
        values: { name: 'Rina Das', email: 'rina@example.org', address: '' },
        answer: { ok: false, status: 429, error: 'Too many requests from your connection. Please wait 60 seconds and try again.' },
      }),
    );
    const { html } = await render('/office/complain', { store });
    expect(html).toContain('Too many requests from your connection');
    expect(html).toContain('value="rina@example.org"');
  });

  it('the switch to step 2 posted: step 2, its fields empty, the switch back a submit button too', async () => {
    const store = cannedStore(posted({ form: 'grievance-to-details', values: {}, answer: { ok: true, body: null } }));
    const { html } = await render('/office/complain', { store });
    expect(html).toContain('Step 2 of 2');
    expect(html).toMatch(/name="registrationId"[^>]*value=""/);
    expect(html).toMatch(/<button type="submit" value="grievance-to-register"[^>]*name="aec-form">Don&#x27;t have a registration id\? Register first/);
  });

  it('step 2 sent: the thank-you, with a button that posts the number to the status page (no link carrying it)', async () => {
    const store = cannedStore(
      posted({
        form: 'grievance-details',
        values: { registrationId: ID.toLowerCase(), subject: 'Water', message: 'None.' },
        answer: { ok: true, body: { message: 'Thank you.' } },
      }),
    );
    const { html } = await render('/office/complain', { store });
    expect(html).toContain(`<strong class="registration-id">${ID}</strong>`);
    expect(html).toMatch(/<form [^>]*action="\/office\/status" method="post"/);
    expect(html).toContain(`<input type="hidden" name="registrationId" value="${ID}"/>`);
    expect(html).not.toContain('status?id=');
  });

  it('step 2 with an unknown number: said at the number’s field, subject and message kept', async () => {
    const store = cannedStore(
      posted({
        form: 'grievance-details',
        values: { registrationId: ID, subject: 'Water', message: 'No water since Monday.' },
        answer: { ok: false, status: 404, error: 'Not found' },
      }),
    );
    const { html } = await render('/office/complain', { store });
    expect(html).toMatch(/id="grievance-general-office-registrationId-error"[^>]*>.*registration/i);
    expect(html).toContain('No water since Monday.</textarea>');
  });

  const row = {
    registration_id: ID,
    type: 'GENERAL',
    subject: 'Library fine',
    message: 'Charged twice.',
    feedback_message: '',
    status: 1,
    registered_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
  };

  it('status posted: the whole status under the form, the number kept in the field', async () => {
    const store = cannedStore(posted({ form: 'grievance-status', values: { registrationId: ID }, answer: { ok: true, body: { rows: [row] } } }));
    const { html } = await render('/office/status', { store });
    expect(html).toMatch(/<form [^>]*action="\/office\/status" method="post"/);
    expect(html).toContain('Pending');
    expect(html).toContain('Charged twice.');
    expect(html).toContain(`value="${ID}"`);
  });

  it('status from a link: the status and dates only', async () => {
    const brief = { ...row, subject: '', message: '', feedback_message: '' };
    const store = cannedStore(
      posted({ form: 'grievance-status', values: { registrationId: ID }, answer: { ok: true, body: { rows: [brief] } }, fromLink: true }),
    );
    const { html } = await render(`/office/status?id=${ID}`, { store });
    expect(html).toContain('Pending');
    expect(html).toContain('Opened from a link, so only the status is shown.');
    expect(html).not.toContain('Not submitted yet');
  });

  it('status of an unknown number: not found, results hidden', async () => {
    const store = cannedStore(posted({ form: 'grievance-status', values: { registrationId: ID }, answer: { ok: true, body: { rows: [] } } }));
    const { html } = await render('/office/status', { store });
    expect(html).toContain('Registration ID not found');
  });
});

describe('the union’s and the association’s complaint answered by the server', () => {
  const typed = { name: 'Rina Das', email: 'rina@example.org', subject: 'Hostel water', message: 'No water since Monday.' };

  it('filed: the registration number and the status button, the form empty again', async () => {
    const store = cannedStore(
      posted({
        form: 'addressed-complaint',
        values: { ...typed, registrationId: ID },
        answer: { ok: true, body: { message: `Your grievance ${ID} is submitted.` } },
      }),
    );
    const { html } = await render('/aecsu/complain', { store });
    expect(html).toContain(
      `Your complaint has been sent to the Students&#x27; Union. Your registration number is <strong class="registration-id">${ID}</strong>`,
    );
    expect(html).toMatch(/<form [^>]*action="\/office\/status" method="post"/);
    expect(html).not.toContain('value="Rina Das"');
  });

  it('refused: each error next to its field, what was typed kept, the form posting to its page', async () => {
    const store = cannedStore(
      posted({
        form: 'addressed-complaint',
        values: { ...typed, email: 'rina at example', subject: '', registrationId: '' },
        answer: { ok: false, status: 400, error: 'subject: Subject is required' },
      }),
    );
    const { html } = await render('/ecta/complain', { store });
    expect(html).toMatch(/<form [^>]*action="\/ecta\/complain" method="post"/);
    expect(html).toContain('<input type="hidden" name="aec-form" value="addressed-complaint"/>');
    expect(html).toMatch(/id="complaint-ecta-email-error"[^>]*>.*Enter a valid email address/);
    expect(html).toMatch(/id="complaint-ecta-subject-error"[^>]*>/);
    expect(html).toContain('value="rina at example"');
    expect(html).toContain('No water since Monday.</textarea>');
    expect(html).not.toContain('name="registrationId"');
  });

  it('details refused after the registration: the number kept in a hidden field, so sending again does not register twice', async () => {
    const store = cannedStore(
      posted({
        form: 'addressed-complaint',
        values: { ...typed, registrationId: ID },
        answer: { ok: false, status: 429, error: 'Too many requests from your connection. Please wait 60 seconds and try again.' },
      }),
    );
    const { html } = await render('/aecsu/complain', { store });
    expect(html).toContain('Too many requests from your connection');
    expect(html).toContain(`<input type="hidden" name="registrationId" value="${ID}"/>`);
    expect(html).toContain('value="Hostel water"');
  });
});
