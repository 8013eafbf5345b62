import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { collectPageErrors } from '../support/console';
import { subjectOf } from '../support/mail';
import { freePort, OwnApiServer, startSmtpSink, type ReceivedMail } from '../support/office-servers';
import { REG_ID } from '../support/registration-number';

// The staff console's publishing is not built yet: the test publishes the way it will, through the
// API's TenderPublisher (compiled in api/dist), on the running server's database.
const requireFromRepo = createRequire(path.resolve(__dirname, '../../package.json'));
const { openTenderPublisher } = requireFromRepo('./api/dist/plugins/app/projects/tender-publisher.js') as {
  openTenderPublisher: (
    dataDir: string,
    siteUrl: string,
  ) => {
    publisher: {
      publish(input: Record<string, unknown>): { id: number; alerted: number };
      addCorrigendum(id: number, input: Record<string, unknown>): unknown;
    };
    close(): void;
  };
};

const linkIn = (mail: ReceivedMail, action: 'confirm' | 'unsubscribe') =>
  mail.text.match(new RegExp(`https?://\\S+/subscription/${action}\\?token=[A-Za-z0-9_-]{32}`))?.[0];

test.describe('project microsites with a real SMTP sink', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let api: OwnApiServer;
  const mailsTo = (address: string) => sink.mails.filter((m) => m.to.includes(address));

  test.beforeAll(async () => {
    sink = await startSmtpSink();
    const port = await freePort();
    api = new OwnApiServer(port, {
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      AEC_RATE_LIMIT_MAX: '100000',
      AEC_PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Alerts queued by a publisher outside the server are sent on the next poll.
      AEC_MAIL_POLL_MS: '250',
    });
    await api.start();
  });
  test.afterAll(async () => {
    await api?.dispose();
    await sink?.stop();
  });

  test('tender alerts: subscribe, confirm from the mail, a published tender and a corrigendum arrive, unsubscribe from the mail', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const email = 'supplier.rusa@example.org';
    await page.goto(`${api.url}/project/rusa/tender`);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('.subscribe-box .message--success')).toContainText(`sent a confirmation link to ${email}`);

    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
    const confirmation = mailsTo(email)[0]!;
    expect(subjectOf(confirmation)).toBe('Confirm your RUSA tender alerts');
    const confirmLink = linkIn(confirmation, 'confirm')!;
    expect(confirmLink.startsWith(`${api.url}/project/rusa/subscription/confirm?token=`)).toBe(true);
    expect(linkIn(confirmation, 'unsubscribe'), 'every mail can unsubscribe').toBeTruthy();

    await page.goto(confirmLink);
    await expect(page.locator('h1')).toHaveText('RUSA: Confirm tender alerts');
    await expect(page.locator('.subscription-outcome')).toContainText('your subscription is confirmed');
    await expectNoSeriousA11yViolations(page, 'confirmed');

    const { publisher, close } = openTenderPublisher(api.dataDir, api.url);
    let tenderId: number;
    try {
      const published = publisher.publish({
        title: 'Supply of hostel beds and study tables (e2e sample)',
        tenderNo: 'AEC/RUSA/2026/777',
        reference: 'AEC/RUSA/PROC/777',
        type: 'RUSA',
        description: 'Sealed bids are invited.',
        publishedAt: new Date().toISOString(),
        dateOpening: new Date(Date.now() + 22 * 864e5).toISOString(),
        dateClosing: new Date(Date.now() + 21 * 864e5).toISOString(),
      });
      expect(published.alerted).toBe(1);
      tenderId = published.id;
      // A tender of another project reaches nobody here.
      expect(
        publisher.publish({
          title: 'A TEQIP tender (e2e sample)',
          tenderNo: 'T/1',
          reference: 'R/1',
          type: 'TEQIP',
          description: '',
          publishedAt: new Date().toISOString(),
          dateOpening: new Date(Date.now() + 9e8).toISOString(),
          dateClosing: new Date(Date.now() + 8e8).toISOString(),
        }).alerted,
      ).toBe(0);
      publisher.addCorrigendum(tenderId, {
        publishedAt: new Date().toISOString(),
        title: 'Corrigendum 1: closing date extended by a week (e2e sample)',
        description: 'Extended.',
      });
    } finally {
      close();
    }

    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(3);
    const [, alert, corrigendum] = mailsTo(email);
    expect(subjectOf(alert!)).toBe('New RUSA tender: Supply of hostel beds and study tables (e2e sample)');
    expect(alert!.text).toContain('AEC/RUSA/2026/777');
    expect(alert!.text).toContain(`${api.url}/project/rusa/tender`);
    expect(subjectOf(corrigendum!)).toContain('Corrigendum to RUSA tender');
    expect(corrigendum!.text).toContain('Corrigendum 1: closing date extended by a week (e2e sample)');

    // Each mail has a link of its own (tokens are stored hashed, so none can be mailed twice); an older mail's works too.
    const unsubscribeLink = linkIn(alert!, 'unsubscribe')!;
    expect(linkIn(corrigendum!, 'unsubscribe')).toMatch(/\/project\/rusa\/subscription\/unsubscribe\?token=/);
    expect(linkIn(corrigendum!, 'unsubscribe')).not.toBe(unsubscribeLink);
    await page.goto(unsubscribeLink);
    await expect(page.locator('.subscription-outcome')).toContainText('You are unsubscribed');
    await expectNoSeriousA11yViolations(page, 'unsubscribed');

    // Gone: the next tender mails nobody.
    const again = openTenderPublisher(api.dataDir, api.url);
    try {
      expect(
        again.publisher.publish({
          title: 'After unsubscribing (e2e sample)',
          tenderNo: 'T/2',
          reference: 'R/2',
          type: 'RUSA',
          description: '',
          publishedAt: new Date().toISOString(),
          dateOpening: new Date(Date.now() + 9e8).toISOString(),
          dateClosing: new Date(Date.now() + 8e8).toISOString(),
        }).alerted,
      ).toBe(0);
    } finally {
      again.close();
    }
    expect(errors).toEqual([]);
  });

  test('a confirmation link that is not valid is said in words', async ({ page }) => {
    await page.goto(`${api.url}/project/teqip/subscription/confirm?token=${'x'.repeat(32)}`);
    await expect(page.getByRole('alert')).toContainText('This confirmation link is not valid');
    await expectNoSeriousA11yViolations(page, 'invalid confirmation link');
  });

  test('procurement grievance end to end: register (type PROCUREMENT), the number by mail, final submit, status on the same page', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const email = 'bidder.grievance@example.org';
    await page.goto(`${api.url}/project/teqip/progri`);
    await expect(page.locator('h1')).toHaveText('TEQIP-III: Procurement Grievance');
    await expect(page.getByRole('heading', { name: 'Step 1 of 2: Register' })).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, 'procurement grievance');

    await page.getByLabel('Name').fill('Pranjal Baruah');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Address (optional)').fill('Ulubari, Guwahati');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2 of 2: Final submit' })).toBeVisible();
    const regId = (await page.locator('.message--success').first().textContent())?.match(REG_ID)?.[0];
    expect(regId).toBeTruthy();
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(mailsTo(email)[0]!.text).toContain(regId!);

    await page.getByLabel('Subject').fill('Bid rejected without reasons');
    await page.getByLabel('Message').fill('Our bid for the oscilloscopes was rejected at the technical stage without any reason given.');
    await page.getByRole('button', { name: 'Final Submit' }).click();
    await expect(page.locator('.message--success')).toContainText('Thank you for your assistance');

    const lookup = await page.request.get(`${api.url}/api/complain/${regId}`);
    expect((await lookup.json()).rows[0].type).toBe('PROCUREMENT');

    // The thank-you's button posts the number to the status lookup on this same page (never in the address).
    await page.getByRole('button', { name: 'Check the status now' }).click();
    await expect(page).toHaveURL(/\/project\/teqip\/progri$/);
    await expect(page.getByRole('heading', { name: 'Received' })).toBeVisible();
    await expect(page.getByText('Bid rejected without reasons')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'procurement grievance status');
    expect(errors).toEqual([]);
  });

  test('the grievance form failing to load is said in words with Retry, and the rest of the page works', async ({ page }) => {
    let fail = true;
    await page.route('**/remotes/mfe-office/**', (route) => (fail ? route.abort() : route.continue()));
    await page.goto(`${api.url}/project/neqip/progri`);
    await expect(page.getByRole('alert')).toContainText('The grievance form could not be loaded');
    await expect(page.getByRole('navigation', { name: 'NEQIP menu' })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Step 1 of 2: Register' })).toBeVisible({ timeout: 20_000 });
  });
});
