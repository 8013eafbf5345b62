import { expect, test } from '../support/test';
import { collectPageErrors, navigateInApp } from '../support/console';
import { expectNotFound } from '../support/not-found';

/** docs/product/departments.md 'Menu by department': id, full name, menu as rendered. */
const DEPARTMENTS: [id: string, name: string, menu: string[]][] = [
  ['civil', 'Civil Engineering', ['Home', 'About', 'Programmes', 'Course', 'COs & POs', 'Faculty', 'SAR', 'Notifications']],
  ['mechanical', 'Mechanical Engineering', ['Home', 'About', 'Programmes', 'Course', 'COs & POs', 'Faculty', 'SAR', 'Notifications']],
  ['electrical', 'Electrical Engineering', ['Home', 'About', 'Programmes', 'Course', 'COs & POs', 'Faculty', 'SAR', 'Notifications']],
  ['chemical', 'Chemical Engineering', ['Home', 'About', 'Course', 'COs & POs', 'Faculty', 'SAR', 'Notifications']],
  ['ete', 'Electronics and Telecommunication Engineering', ['Home', 'About', 'Course', 'Laboratories', 'COs', 'Faculty', 'Events']],
  ['cse', 'Computer Science and Engineering', ['Home', 'About', 'Course', 'Faculty', 'Events', 'Notifications']],
  ['ins', 'Instrumentation Engineering', ['Home', 'About', 'Course', 'Faculty', 'Notifications']],
  ['ipe', 'Industrial and Production Engineering', ['Home', 'About', 'Course', 'Faculty', 'Notifications']],
  ['physics', 'Physics', ['Home', 'About', 'Course', 'Faculty', 'Notifications']],
  ['chemistry', 'Chemistry', ['Home', 'About', 'Course', 'Faculty', 'Notifications']],
  ['humanities', 'Humanities and Social Sciences', ['Home', 'About', 'Course', 'Faculty', 'Notifications']],
  ['maths', 'Mathematics', ['Home', 'About', 'Course', 'Faculty', 'Notifications']],
  ['mca', 'Computer Applications', ['Home', 'About', 'Course', 'Faculty', 'Notifications']],
];

test.describe('department sub-sites: every menu item of every department leads to a page that renders', () => {
  for (const [id, name, menu] of DEPARTMENTS) {
    test(`${id}: ${menu.join(', ')}`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(`/department/${id}`);
      await expect(page.locator('.section-layout__heading')).toHaveText(`DEPARTMENT OF ${name.toUpperCase()}`);
      await expect(page.locator('h1')).toHaveText(name);
      const nav = page.locator('nav.section-menu');
      await expect(nav.getByRole('link')).toHaveText(menu);
      for (const label of menu) {
        await nav.getByRole('link', { name: label, exact: true }).click();
        await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
        await expect(page).not.toHaveURL(/\/404$/);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).not.toBeEmpty();
        await expect(page.locator('.section-layout__heading')).toHaveText(`DEPARTMENT OF ${name.toUpperCase()}`);
      }
      expect(errors).toEqual([]);
    });
  }

  test('an unknown department or sub-route answers 404, and goes to /404 inside the app', async ({ page }) => {
    await expectNotFound(page, '/department/geology/home');
    await page.goto('/department/cse/home');
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    await navigateInApp(page, '/department/cse/nothing-here');
    await expect(page).toHaveURL(/\/404$/);
    await expectNotFound(page, '/department', { inApp: false });
  });
});
