import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations, MAIN_CONTENT } from '../support/axe';

// The suite's accessibility checks run axe-core in place on frameless pages: prove that path
// reports what AxeBuilder would, on a page with known faults and after an in-page change.
test('the in-place axe check finds a serious violation, and finds it again after the page changes', async ({ page }) => {
  await page.setContent('<!doctype html><html lang="en"><head><title>Fixture</title></head><body><main><h1>Fixture</h1><img src="/x.png"></main></body></html>');
  await expect(expectNoSeriousA11yViolations(page, 'fixture')).rejects.toThrow(/image-alt \(critical\)/);
  await page.evaluate(() => document.querySelector('img')!.setAttribute('alt', 'A sample photo'));
  await expectNoSeriousA11yViolations(page, 'fixture, fixed');
  await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<button></button>'));
  await expect(expectNoSeriousA11yViolations(page, 'fixture, new fault')).rejects.toThrow(/button-name/);
});

test('a page with a frame is checked inside the frame too', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Fixture</title></head><body><main><h1>Fixture</h1>' +
      '<iframe title="Inner" srcdoc="<!doctype html><html lang=en><title>Inner</title><img src=/y.png>"></iframe></main></body></html>',
  );
  // The frame's document is there before it is checked (a srcdoc frame loads after setContent returns).
  await page.frameLocator('iframe[title="Inner"]').locator('img').waitFor({ state: 'attached' });
  await expect(expectNoSeriousA11yViolations(page, 'framed fixture')).rejects.toThrow(/image-alt/);
});

test('a check within a part of the page judges that part only, in place and with frames', async ({ page }) => {
  const fixture = (frame: string) =>
    '<!doctype html><html lang="en"><head><title>Fixture</title></head><body><header><img src="/x.png"></header>' +
    `<main id="main-content"><h1>Fixture</h1>${frame}</main></body></html>`;
  await page.setContent(fixture(''));
  await expectNoSeriousA11yViolations(page, 'main of fixture', MAIN_CONTENT);
  await expect(expectNoSeriousA11yViolations(page, 'whole fixture')).rejects.toThrow(/image-alt/);
  await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<button></button>'));
  await expect(expectNoSeriousA11yViolations(page, 'main with a fault', MAIN_CONTENT)).rejects.toThrow(/button-name/);

  await page.setContent(fixture('<iframe title="Inner" srcdoc="<!doctype html><html lang=en><title>Inner</title><p>Fine</p>"></iframe>'));
  await expectNoSeriousA11yViolations(page, 'framed main of fixture', MAIN_CONTENT);
});
