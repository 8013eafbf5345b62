import type { Page } from '@playwright/test';
// Playwright's own test: the project's waits for React to take the page over, which never happens here.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsWithoutScript } from '../support/axe';
import { freePort, OwnApiServer, startSmtpSink } from '../support/office-servers';
import { REG_ID } from '../support/registration-number';

/**
 * The POST forms with JavaScript off (docs/product/forms-without-script.md): each is sent by the
 * browser itself to its page, and the server answers with the page: the registration number, the
 * status, or each error next to its field with what was typed kept. Against our own server with a
 * real SMTP sink, at 390 px (a phone); the archive search (a GET form) is in get-forms-without-javascript.spec.ts.
 */
test.describe('POST forms with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  // Five forms sent by the browser, each answered by a server render, on a busy machine.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let api: OwnApiServer;
  let registered = '';

  test.beforeAll(async () => {
    sink = await startSmtpSink();
    api = new OwnApiServer(await freePort(), { SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
    await api.start();
  });
  test.afterAll(async () => {
    await api?.dispose();
    await sink?.stop();
  });

  const mailsTo = (address: string) => sink.mails.filter((m) => m.to.includes(address));
  /**
   * The answer page photographed at 390 and 1280 px (test output: <name>-<width>.png) and checked by axe
   * and HTML_CodeSniffer at both, as it stands without script (support/axe.ts); left at 390.
   */
  async function answerPage(page: Page, name: string) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
      await expectNoSeriousA11yViolationsWithoutScript(page, `${name} at ${width} px`);
    }
  }

  test('grievance step 1: errors next to their fields with what was typed kept, then the registration number', async ({ page }) => {
    const email = 'rina.nojs@example.org';
    await page.goto(`${api.url}/office/complain`);
    await page.getByLabel('Name').fill('Rina Das');
    await page.getByLabel('Email').fill('rina at example');
    await page.getByLabel('Address (optional)').fill('Maligaon, Guwahati');
    await page.getByRole('button', { name: 'Register' }).click();

    // The server's answer page: the address (no query, nothing typed in it), the error at the field, the rest kept.
    await expect(page).toHaveURL(`${api.url}/office/complain`);
    await expect(page.getByRole('heading', { name: 'Step 1 of 2: Register' })).toBeVisible();
    await expect(page.locator('#grievance-general-office-email-error')).toContainText('Enter a valid email address');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toHaveValue('rina at example');
    await expect(page.getByLabel('Name')).toHaveValue('Rina Das');
    await expect(page.getByLabel('Address (optional)')).toHaveValue('Maligaon, Guwahati');
    await answerPage(page, 'grievance-step1-errors');
    expect(mailsTo(email)).toEqual([]);

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Register' }).click();
    const green = page.locator('.message--success').first();
    await expect(green).toContainText('Your grievance is registered');
    registered = (await green.textContent())?.match(REG_ID)?.[0] ?? '';
    expect(registered, 'registration number on screen').toBeTruthy();
    await expect(page.getByRole('heading', { name: 'Step 2 of 2: Final submit' })).toBeVisible();
    await expect(page.getByLabel('Registration ID')).toHaveValue(registered);
    await answerPage(page, 'grievance-step1-registered');
    // The same mail as the API sends.
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
    expect(mailsTo(email)[0]!.text.match(REG_ID)?.[0]).toBe(registered);
  });

  test('grievance step 2 with the number from the mail: the thank-you, then its status by a posted button', async ({ page }) => {
    const mailed = mailsTo('rina.nojs@example.org')[0]!.text.match(REG_ID)![0];
    await page.goto(`${api.url}/office/complain`);
    // The switch between the steps is a submit button too: the server answers with step 2.
    await page.getByRole('button', { name: 'Already have a registration id? Go to final submit' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2 of 2: Final submit' })).toBeVisible();
    await expect(page.getByLabel('Registration ID')).toHaveValue('');
    await page.getByLabel('Registration ID').fill(mailed.toLowerCase());
    await page.getByLabel('Subject').fill('No drinking water in Boys’ Hostel 3');
    await page.getByRole('button', { name: 'Final Submit' }).click();
    // Refused: the message is missing; the number and subject are kept.
    await expect(page.locator('#grievance-general-office-message-error')).toContainText('Message is required');
    await expect(page.getByLabel('Subject')).toHaveValue('No drinking water in Boys’ Hostel 3');
    await expect(page.getByLabel('Registration ID')).toHaveValue(mailed.toLowerCase());
    await page.getByLabel('Message').fill('The water purifier on the ground floor has not worked since Monday.');
    await page.getByRole('button', { name: 'Final Submit' }).click();

    await expect(page.locator('.message--success')).toContainText('Thank you for your assistance');
    await expect(page.locator('.message--success')).toContainText(mailed);
    await answerPage(page, 'grievance-step2-thank-you');
    await page.getByRole('button', { name: 'Check the status now' }).click();
    await expect(page).toHaveURL(`${api.url}/office/status`);
    await expect(page.getByRole('heading', { name: 'Received' })).toBeVisible();
    await expect(page.getByText('The water purifier on the ground floor has not worked since Monday.')).toBeVisible();
  });

  test('status lookup: posted (the number never in the address), an unknown number, and an old link showing the status only', async ({ page }) => {
    await page.goto(`${api.url}/office/status`);
    await page.getByLabel('Registration number').fill(registered);
    await page.getByRole('button', { name: 'Get Status' }).click();
    await expect(page).toHaveURL(`${api.url}/office/status`);
    await expect(page.getByRole('heading', { name: 'Received' })).toBeVisible();
    await expect(page.getByText('No drinking water in Boys’ Hostel 3')).toBeVisible();
    await expect(page.getByLabel('Registration number')).toHaveValue(registered);
    await answerPage(page, 'status-posted');

    await page.getByLabel('Registration number').fill('AEC-0000-0000-0000-0000');
    await page.getByRole('button', { name: 'Get Status' }).click();
    await expect(page.getByText('Registration ID not found.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Received' })).toHaveCount(0);

    // What the form sent as a GET before it posted: the status, without what the filer wrote.
    await page.goto(`${api.url}/office/status?grievance-status-id=${registered}`);
    await expect(page.getByRole('heading', { name: 'Received' })).toBeVisible();
    await expect(page.getByText('Opened from a link, so only the status is shown.')).toBeVisible();
    await expect(page.getByText('No drinking water in Boys’ Hostel 3')).toHaveCount(0);
    await answerPage(page, 'status-from-link');
  });

  test('tender alerts: the error next to the address with it kept, then subscribed and the confirmation mailed', async ({ page }) => {
    const email = 'bidder.nojs@example.org';
    await page.goto(`${api.url}/project/teqip/tender`);
    const box = page.locator('.subscribe-box');
    await box.getByLabel('Email address').fill('bidder at example');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(`${api.url}/project/teqip/tender`);
    await expect(page.locator('.subscribe-box')).toContainText('Enter a valid email address');
    await expect(page.locator('.subscribe-box').getByLabel('Email address')).toHaveValue('bidder at example');
    await answerPage(page, 'tender-alerts-error');

    await page.locator('.subscribe-box').getByLabel('Email address').fill(email);
    await page.locator('.subscribe-box').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('.subscribe-box .message--success')).toBeVisible();
    await answerPage(page, 'tender-alerts-subscribed');
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
  });

  test('the union’s complaint: errors at their fields with what was typed kept, then registered and submitted in one post', async ({ page }) => {
    const email = 'union.nojs@example.org';
    await page.goto(`${api.url}/aecsu/complain`);
    await page.getByLabel('Name').fill('Rina Das');
    await page.getByLabel('Email').fill('rina at example');
    await page.getByLabel('Message').fill('The common room fan has not worked for a week.');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(`${api.url}/aecsu/complain`);
    await expect(page.locator('#complaint-aecsu-email-error')).toContainText('Enter a valid email address');
    await expect(page.locator('#complaint-aecsu-subject-error')).not.toBeEmpty();
    await expect(page.getByLabel('Name')).toHaveValue('Rina Das');
    await expect(page.getByLabel('Email')).toHaveValue('rina at example');
    await expect(page.getByLabel('Message')).toHaveValue('The common room fan has not worked for a week.');
    await answerPage(page, 'union-complaint-errors');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Subject').fill('Common room fan');
    await page.getByRole('button', { name: 'Submit' }).click();
    const green = page.locator('.message--success');
    await expect(green).toContainText("Your complaint has been sent to the Students' Union");
    const number = (await green.textContent())?.match(REG_ID)?.[0] ?? '';
    expect(number, 'registration number on screen').toBeTruthy();
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await answerPage(page, 'union-complaint-filed');
    await expect.poll(() => mailsTo(email).some((m) => m.text.includes(number)), { timeout: 15_000 }).toBe(true);
  });

  test('a sign-in page: the page says sign-in is not available, the address kept, the password never sent', async ({ page }) => {
    await page.goto(`${api.url}/teacherLogin`);
    await page.getByLabel('Email').fill('teacher@example.org');
    await page.getByLabel('Password', { exact: true }).fill('not-sent-anywhere');
    const [request] = await Promise.all([page.waitForRequest((r) => r.method() === 'POST'), page.getByRole('button', { name: 'Login' }).click()]);
    expect(new URLSearchParams(request.postData() ?? '').get('email')).toBe('teacher@example.org');
    expect(request.postData()).not.toContain('not-sent-anywhere');
    await expect(page).toHaveURL(`${api.url}/teacherLogin`);
    await expect(page.getByRole('status')).toContainText('Sign-in for teachers is not available yet.');
    await expect(page.getByLabel('Email')).toHaveValue('teacher@example.org');
    await answerPage(page, 'sign-in');
  });

  test('alerts: the errors with what was typed kept, then subscribed and the confirmation mailed', async ({ page }) => {
    const email = 'alerts.nojs@example.org';
    await page.goto(`${api.url}/alerts`);
    await page.getByLabel('Your email address').fill('reader at example');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(`${api.url}/alerts`);
    await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
    await expect(page.getByLabel('Your email address')).toHaveValue('reader at example');
    await answerPage(page, 'alerts-errors');

    await page.getByLabel('Your email address').fill(email);
    await page.locator('.alert-form__topics input[type="checkbox"]').first().check();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('.message--success')).toBeVisible();
    await answerPage(page, 'alerts-subscribed');
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
  });

  test('a form posted from another site is refused with a sentence, and nothing is registered', async ({ page }) => {
    // A page of another origin (about:blank's opaque one) whose form posts to the grievance page.
    await page.setContent(
      `<form method="post" action="${api.url}/office/complain"><input name="aec-form" value="grievance-register"><input name="name" value="Forged">` +
        `<input name="email" value="forged.nojs@example.org"><button>Send</button></form>`,
    );
    const [response] = await Promise.all([page.waitForResponse(`${api.url}/office/complain`), page.getByRole('button', { name: 'Send' }).click()]);
    expect(response.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Form refused' })).toBeVisible();
    await expect(page.getByText('This form was sent from another website')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo('forged.nojs@example.org')).toEqual([]);
  });
});
