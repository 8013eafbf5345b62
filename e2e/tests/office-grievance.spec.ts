import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations, MAIN_CONTENT } from '../support/axe';
import { collectPageErrors } from '../support/console';
import { freePort, OwnApiServer, startSmtpSink } from '../support/office-servers';
import { REG_ID } from '../support/registration-number';

const NOT_FOUND = 'Registration ID not found. Please Submit correct registration id and try again';

const form1 = (page: Page) => page.getByRole('heading', { name: 'Step 1 of 2: Register' });
const form2 = (page: Page) => page.getByRole('heading', { name: 'Step 2 of 2: Final submit' });

test.describe('grievance, end to end with a real SMTP sink', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let api: OwnApiServer;

  test.beforeAll(async () => {
    sink = await startSmtpSink();
    api = new OwnApiServer(await freePort(), { SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
    await api.start();
  });
  test.afterAll(async () => {
    await api?.dispose();
    await sink?.stop();
  });

  test('register, the number on screen and by mail, final submit, thank-you, status Received', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(`${api.url}/office/complain`);
    await expect(page.locator('h1')).toHaveText('Submit Grievance');
    await expect(form1(page)).toBeVisible();

    await page.getByLabel('Name').fill('Rina Das');
    await page.getByLabel('Email').fill('rina.das@example.org');
    await page.getByLabel('Address (optional)').fill('Maligaon, Guwahati');
    await page.getByRole('button', { name: 'Register' }).click();

    const green = page.locator('.message--success').first();
    await expect(green).toContainText('Your grievance is registered');
    await expect(green).toHaveCSS('color', 'rgb(19, 108, 46)');
    const onScreen = (await green.textContent())?.match(REG_ID)?.[0];
    expect(onScreen, 'registration number on screen').toBeTruthy();
    await expect(form2(page)).toBeVisible();
    await expect(page.getByLabel('Registration ID')).toHaveValue(onScreen!);

    await expect.poll(() => sink.mails.filter((m) => m.to.includes('rina.das@example.org')).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const mail = sink.mails.find((m) => m.to.includes('rina.das@example.org'))!;
    expect(mail.text.match(REG_ID)?.[0], 'registration number in the mail').toBe(onScreen);

    await page.getByLabel('Subject').fill('No drinking water in Boys’ Hostel 3');
    await page.getByLabel('Message').fill('The water purifier on the ground floor has not worked since Monday.');
    await page.getByRole('button', { name: 'Final Submit' }).click();
    await expect(form1(page)).toBeVisible();
    await expect(page.locator('.message--success')).toContainText('Thank you for your assistance');
    await expect(page.locator('.message--success')).toContainText('check its status with the registration number sent to your email');
    await expect(page.getByLabel('Name')).toHaveValue('');

    await page.goto(`${api.url}/office/status`);
    await page.getByLabel('Registration number').fill(onScreen!);
    await page.getByRole('button', { name: 'Get Status' }).click();
    await expect(page.getByRole('heading', { name: 'Received' })).toBeVisible();
    await expect(page.getByText('No drinking water in Boys’ Hostel 3')).toBeVisible();
    await expect(page.getByText('The water purifier on the ground floor has not worked since Monday.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'status with a result', MAIN_CONTENT);
    expect(errors).toEqual([]);
  });

  test('filed from the Assamese page: a validation error and the acknowledgement in Assamese, the mail too (docs/product/languages.md)', async ({ page }) => {
    const email = 'rina.das.asomiya@example.org';
    await page.goto(`${api.url}/as/office/complain`);
    await page.getByRole('button', { name: 'পঞ্জীয়ন কৰক' }).click();
    await expect(page.locator('.field__error', { hasText: 'নাম দিয়াটো বাধ্যতামূলক' })).toBeVisible();

    await page.getByRole('textbox', { name: 'নাম', exact: true }).fill('ৰীনা দাস');
    await page.getByRole('textbox', { name: 'ই-মেইল', exact: true }).fill(email);
    await page.getByRole('button', { name: 'পঞ্জীয়ন কৰক' }).click();
    const green = page.locator('.message--success').first();
    await expect(green).toContainText('আপোনাৰ অভিযোগ পঞ্জীয়ন কৰা হৈছে');
    const onScreen = (await green.textContent())?.match(REG_ID)?.[0];
    expect(onScreen, 'registration number on screen').toBeTruthy();

    // Read from the SMTP sink: the acknowledgement is written in the language the grievance was filed in.
    await expect.poll(() => sink.mails.filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const mail = sink.mails.find((m) => m.to.includes(email))!;
    expect(mail.raw).toMatch(/^Subject: .+/m);
    expect(mail.text).toContain(`পঞ্জীয়ন নম্বৰ: ${onScreen}`);
    expect(mail.text).toContain('মাননীয় ৰীনা দাস,');
    expect(mail.text).not.toContain('Registration number');
  });

  test('the API going down mid-submit loses nothing typed, and the same form succeeds once it is back', async ({ page }) => {
    await page.goto(`${api.url}/office/complain`);
    await page.getByLabel('Name').fill('Bikram Nath');
    await page.getByLabel('Email').fill('bikram.nath@example.org');
    await page.getByLabel('Address (optional)').fill('Boys’ Hostel 5, AEC Campus');

    await api.stop();
    await page.getByRole('button', { name: 'Register' }).click();
    const alert = page.locator('.call-error .message--error');
    await expect(alert).toContainText('We could not reach the college server');
    await expect(page.locator('.call-error')).toBeFocused();
    await expect(page.getByLabel('Name')).toHaveValue('Bikram Nath');
    await expect(page.getByLabel('Email')).toHaveValue('bikram.nath@example.org');
    await expect(page.getByLabel('Address (optional)')).toHaveValue('Boys’ Hostel 5, AEC Campus');
    await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled();

    await api.start();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(form2(page)).toBeVisible();
    const id = (await page.locator('.message--success').textContent())?.match(REG_ID)?.[0];
    expect(id).toBeTruthy();

    // Down again during the final submit: subject and message survive, then go through.
    await page.getByLabel('Subject').fill('Scholarship not credited');
    await page.getByLabel('Message').fill('My post-matric scholarship for the 5th semester has not been credited.');
    await api.stop();
    await page.getByRole('button', { name: 'Final Submit' }).click();
    await expect(alert).toContainText('We could not reach the college server');
    await expect(page.getByLabel('Registration ID')).toHaveValue(id!);
    await expect(page.getByLabel('Subject')).toHaveValue('Scholarship not credited');
    await expect(page.getByLabel('Message')).toHaveValue('My post-matric scholarship for the 5th semester has not been credited.');

    await api.start();
    await page.getByRole('button', { name: 'Final Submit' }).click();
    await expect(page.locator('.message--success')).toContainText('Thank you for your assistance');
  });

  test('a reload in the middle keeps the draft', async ({ page }) => {
    await page.goto(`${api.url}/office/complain`);
    await page.getByLabel('Name').fill('Jyoti Bora');
    await page.getByLabel('Email').fill('jyoti');
    await page.reload();
    await expect(page.getByLabel('Name')).toHaveValue('Jyoti Bora');
    await expect(page.getByLabel('Email')).toHaveValue('jyoti');
  });
});

test.describe('grievance rules and messages', () => {
  test('form 1: name and email required (red asterisks), a valid email, errors announced and focused', async ({ page }) => {
    await page.goto('/office/complain');
    await expect(page.locator('label[for$="-name"] .required-mark')).toHaveCSS('color', 'rgb(176, 0, 32)');
    await expect(page.locator('label[for$="-email"] .required-mark')).toBeVisible();
    await expect(page.locator('label[for$="-address"] .required-mark')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');

    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.locator('.field__error')).toHaveText(['Error: Name is required', 'Error: Email is required']);
    await expect(page.locator('.error-summary')).toHaveAttribute('role', 'alert');
    await expect(page.getByLabel('Name')).toBeFocused();
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, 'form 1 with errors', MAIN_CONTENT);

    await page.getByLabel('Name').fill('Rina Das');
    await page.getByLabel('Email').fill('rina.das@');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.locator('.field__error')).toHaveText(['Error: Enter a valid email address']);
    await expect(page.getByLabel('Email')).toBeFocused();
  });

  test('form 2: registration id, subject and message required; an unknown id is said', async ({ page }) => {
    await page.goto('/office/complain');
    await page.getByRole('button', { name: /already have a registration id/i }).click();
    await page.getByRole('button', { name: 'Final Submit' }).click();
    await expect(page.locator('.field__error')).toHaveText(['Error: Registration ID is required', 'Error: Subject is required', 'Error: Message is required']);
    await expect(page.getByLabel('Registration ID')).toBeFocused();

    await page.getByLabel('Registration ID').fill('AEC-2222-3333');
    await page.getByLabel('Subject').fill('Library fine');
    await page.getByLabel('Message').fill('Fined for a book I returned.');
    await page.getByRole('button', { name: 'Final Submit' }).click();
    await expect(page.locator('.field__error')).toContainText('Registration ID not found');
    await expect(page.getByLabel('Message')).toHaveValue('Fined for a book I returned.');
  });

  test("the toggle switches between 'already have a registration id' and 'don't have one', keeping both forms", async ({ page }) => {
    await page.goto('/office/complain');
    await page.getByLabel('Name').fill('Rina Das');
    await page.getByRole('button', { name: 'Already have a registration id? Go to final submit' }).click();
    await expect(form2(page)).toBeFocused();
    await page.getByLabel('Subject').fill('Bus pass');
    await page.getByRole('button', { name: "Don't have a registration id? Register first" }).click();
    await expect(form1(page)).toBeFocused();
    await expect(page.getByLabel('Name')).toHaveValue('Rina Das');
    await page.getByRole('button', { name: /already have a registration id/i }).click();
    await expect(page.getByLabel('Subject')).toHaveValue('Bus pass');
  });

  test('buttons are disabled while sending; a 429 is said in words', async ({ page }) => {
    let release: () => void = () => undefined;
    await page.route('**/api/complain', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Too many grievances from your connection. Please try again in 15 minutes.' }),
      });
    });
    await page.goto('/office/complain');
    await page.getByLabel('Name').fill('Rina Das');
    await page.getByLabel('Email').fill('rina.das@example.org');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('button', { name: 'Registering…' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /already have a registration id/i })).toBeDisabled();
    release();
    await expect(page.getByRole('alert').filter({ hasText: 'Too many grievances' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled();
    await expect(page.getByLabel('Email')).toHaveValue('rina.das@example.org');
  });

  test('keyboard only: register and final submit without a mouse', async ({ page }) => {
    await page.goto('/office/complain');
    await expect(form1(page)).toBeVisible();
    await page.getByLabel('Name').focus();
    await page.keyboard.type('Keyboard User');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type('keyboard.user@example.org');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Address (optional)')).toBeFocused();
    await page.keyboard.type('Jalukbari');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Register' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(form2(page)).toBeVisible();
    await expect(page.locator('.grievance__announcement')).toBeFocused();
    const id = (await page.locator('.message--success').textContent())?.match(REG_ID)?.[0];
    expect(id).toBeTruthy();
    // From the announcement, Tab reaches the registration id (already filled), then subject and message.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Registration ID')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Street lights');
    await page.keyboard.press('Tab');
    await page.keyboard.type('The lights between the gate and Boys’ Hostel 2 are off.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Final Submit' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.locator('.message--success')).toContainText('Thank you for your assistance');
    await expect(page.locator('.grievance__announcement')).toBeFocused();
  });
});

test.describe('grievance status', () => {
  test('registration number required; not found in red with results hidden; a 429 in words', async ({ page }) => {
    await page.goto('/office/status');
    await expect(page.locator('label[for="grievance-status-id"] .required-mark')).toBeVisible();
    await page.getByRole('button', { name: 'Get Status' }).click();
    await expect(page.locator('.field__error')).toHaveText('Error: Registration number is required');
    await expect(page.getByLabel('Registration number')).toBeFocused();

    await page.getByLabel('Registration number').fill('AEC-2222-3333');
    await page.getByRole('button', { name: 'Get Status' }).click();
    const notFound = page.getByText(NOT_FOUND, { exact: true });
    await expect(notFound).toBeVisible();
    await expect(notFound).toHaveCSS('color', 'rgb(176, 0, 32)');
    await expect(page.locator('.grievance-result')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'status not found', MAIN_CONTENT);

    await page.route('**/api/complain/*', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Too many status lookups. Please wait a minute and try again.' }),
      }),
    );
    await page.getByRole('button', { name: 'Get Status' }).click();
    await expect(page.getByText('Too many status lookups. Please wait a minute and try again.')).toBeVisible();
    await expect(notFound).toHaveCount(0);
  });

  test('shows a spinner while looking up', async ({ page }) => {
    let release: () => void = () => undefined;
    await page.route('**/api/complain/*', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    await page.goto('/office/status');
    await page.getByLabel('Registration number').fill('AEC-2222-3333');
    await page.getByRole('button', { name: 'Get Status' }).click();
    await expect(page.getByRole('button', { name: /Getting status/ })).toBeDisabled();
    await expect(page.locator('.grievance-status .spinner').first()).toBeVisible();
    release();
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
  });
});
