/** Our Impact over time: the day charts with their tables, the period switch and the Today view by volunteer. */
import type { Page } from '@playwright/test';
import { pickContact, signInAsEditor } from './fixtures/contacts.js';
import { ADMIN, expect, test } from './fixtures/test.js';

test.use({ demoVoters: 300 });

/** The page scrolls up and down only: nothing sticks out sideways (a chart or table too wide for a phone). */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('the day charts and their tables show the doors and calls just recorded; Today by volunteer is the admin’s', async ({
  page,
  accounts,
  adminApi,
}, testInfo) => {
  const editor = await signInAsEditor(page, accounts, adminApi);
  const record = async (index: number, body: object) => {
    const contact = await pickContact(page, index);
    const res = await page.request.post(`/api/contacts/${contact.id}/attempts`, { data: body });
    expect(res.status(), await res.text()).toBe(201);
  };
  await record(1, { channel: 'door', result: 'talked', supporterStatus: 'confirmed-supporter' });
  await record(2, { channel: 'door', result: 'not-home' });
  await record(3, { channel: 'door', result: 'left-message' });
  await record(4, { channel: 'phone', result: 'talked', supporterStatus: 'likely-supporter' });
  await record(5, { channel: 'phone', result: 'not-home' });

  await page.goto('/our-impact');
  const fieldWork = page.getByRole('region', { name: 'Field Work' });
  const doors = fieldWork.getByRole('figure', { name: 'Doors knocked per day' });
  await expect(doors.getByText('3 doors, by result')).toBeVisible();
  // Drawn with axes (days along, counts up to at least 3) and a bar for each result of today.
  const tickValues = (axis: string) =>
    doors.locator(`.recharts-${axis}-tick-labels .recharts-cartesian-axis-tick-value`);
  await expect(tickValues('xAxis').first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}$/);
  await expect(tickValues('yAxis')).toContainText(['0', '1', '2', '3']);
  await expect(doors.locator('.recharts-bar-rectangle path')).toHaveCount(3);
  await doors.getByRole('button', { name: 'Show table' }).click();
  const doorTable = doors.getByRole('table', { name: 'Doors knocked per day' });
  await expect(doorTable.getByRole('columnheader')).toHaveText([
    'Day',
    'Talked',
    'Not home',
    'Left literature',
    'Total',
  ]);
  await expect(doorTable.getByRole('row')).toHaveCount(8);
  await expect(doorTable.getByRole('row').last().getByRole('cell')).toHaveText(['1', '1', '1', '3']);

  const calls = fieldWork.getByRole('figure', { name: 'Calls made per day' });
  await expect(calls.getByText('2 calls, by result')).toBeVisible();
  await calls.getByRole('button', { name: 'Show table' }).click();
  await expect(calls.getByRole('columnheader')).toHaveText(['Day', 'Talked', 'No answer', 'Total']);

  const supporters = fieldWork.getByRole('figure', { name: 'Supporters identified per day' });
  await expect(
    supporters.getByText('1 confirmed and 1 likely, recorded at doors and on calls'),
  ).toBeVisible();
  await expect(
    fieldWork.getByRole('figure', { name: 'List progress' }).getByText('No lists yet.'),
  ).toBeVisible();
  // Volunteers do not see Today by volunteer while the setting is off.
  await expect(page.getByTestId('today')).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  await fieldWork.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(fieldWork.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The open table stays open and follows the period.
  await expect(fieldWork.getByRole('table', { name: 'Doors knocked per day' }).getByRole('row')).toHaveCount(
    31,
  );
  await fieldWork.getByRole('button', { name: 'Since the start' }).click();
  await expect(fieldWork.getByText("1 day in the campaign's time zone (America/New_York).")).toBeVisible();
  await fieldWork.getByRole('button', { name: 'Last 7 days' }).click();
  await page.screenshot({ path: testInfo.outputPath('impact-volunteer.png'), fullPage: true });

  // The admin sees Today by volunteer.
  await page.context().clearCookies();
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/our-impact');
  const today = page.getByTestId('today');
  await expect(today.getByRole('definition')).toHaveText(['3', '2', '1']);
  const row = today.getByRole('row').filter({ hasText: `${editor.firstName} ${editor.lastName}` });
  await expect(row.getByRole('cell')).toHaveText(['3', '2', '1']);
  await expectNoSidewaysScroll(page);
  await fieldWork.screenshot({ path: testInfo.outputPath('impact-admin-field-work.png') });
});
