/** Our Impact over time: the day charts with their tables, the period switch and the Today view by volunteer. */
import type { Page } from '@playwright/test';
import { openAdminSection } from './fixtures/admin-sections.js';
import { pickContact, signInAsEditor, toasts } from './fixtures/contacts.js';
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
  // A name of this test's own: the worker's other tests sign in editors too, and Today lists each by name.
  const editor = await signInAsEditor(page, accounts, adminApi, {
    firstName: 'Tessa',
    lastName: 'Todayfield',
  });
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
  // A walk list of one ZIP code, one of its doors knocked.
  const zip = (await pickContact(page, 6)).zipCode;
  const made = await page.request.post('/api/lists', {
    data: { name: 'Impact walk', kind: 'walk', filters: { zipCode: zip } },
  });
  expect(made.status(), await made.text()).toBe(201);
  const list = (await made.json()) as { id: string; size: number };
  const members = (await (await page.request.get(`/api/lists/${list.id}`)).json()).members as {
    contactId: string;
  }[];
  const knocked = await page.request.post(`/api/contacts/${members[0]?.contactId}/attempts`, {
    data: { channel: 'door', result: 'refused', listId: list.id },
  });
  expect(knocked.status(), await knocked.text()).toBe(201);
  // As My Lists counts it (voters of the list recorded before it was made count too).
  const summaries = (await (await page.request.get('/api/lists')).json()) as {
    id: string;
    progress: { attempted: number };
  }[];
  const attempted = summaries.find((l) => l.id === list.id)?.progress.attempted ?? 0;
  expect(attempted).toBeGreaterThanOrEqual(1);

  await page.goto('/our-impact');
  const fieldWork = page.getByRole('region', { name: 'Field Work' });
  const doors = fieldWork.getByRole('figure', { name: 'Door attempts per day' });
  // At least what this test recorded: tests before it in the worker may have knocked or called today too.
  const countIn = async (summary: ReturnType<typeof doors.getByText>) => {
    await expect(summary).toBeVisible();
    return Number(((await summary.textContent()) ?? '').match(/\d+/)?.[0] ?? 0);
  };
  const doorCount = await countIn(doors.getByText(/^\d+ door attempts?, by result$/));
  expect(doorCount).toBeGreaterThanOrEqual(4);
  // Drawn with axes (days along, counts up to at least 3) and a bar for each result of today.
  const tickValues = (axis: string) =>
    doors.locator(`.recharts-${axis}-tick-labels .recharts-cartesian-axis-tick-value`);
  await expect(tickValues('xAxis').first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}$/);
  await expect(tickValues('yAxis')).toContainText(['0', '1', '2', '3']);
  expect(await doors.locator('.recharts-bar-rectangle path').count()).toBeGreaterThanOrEqual(4);
  await doors.getByRole('button', { name: 'Show table' }).click();
  const doorTable = doors.getByRole('table', { name: 'Door attempts per day' });
  await expect(doorTable.getByRole('columnheader')).toContainText([
    'Day',
    'Talked',
    'Nobody home',
    'Left literature',
    'Refused',
    'Total',
  ]);
  await expect(doorTable.getByRole('row')).toHaveCount(8);
  await expect(doorTable.getByRole('row').last().getByRole('cell').last()).toHaveText(String(doorCount));

  const calls = fieldWork.getByRole('figure', { name: 'Calls made per day' });
  expect(await countIn(calls.getByText(/^\d+ calls?, by result$/))).toBeGreaterThanOrEqual(2);
  await calls.getByRole('button', { name: 'Show table' }).click();
  await expect(calls.getByRole('columnheader')).toContainText(['Day', 'Talked', 'No answer', 'Total']);

  const supporters = fieldWork.getByRole('figure', { name: 'Supporters identified per day' });
  // At least the two just recorded: the campaign's other tests (another worker) may find supporters today too.
  const summary = supporters.getByText(/^\d+ confirmed and \d+ likely, recorded at doors and on calls$/);
  await expect(summary).toBeVisible();
  const [confirmed = 0, likely = 0] = ((await summary.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
  expect(confirmed).toBeGreaterThanOrEqual(1);
  expect(likely).toBeGreaterThanOrEqual(1);
  const progress = fieldWork.getByRole('figure', { name: 'List progress' });
  await expect(
    progress.getByText(
      `${attempted} of ${list.size.toLocaleString('en-US')} voters attempted on 1 list, as of now`,
    ),
  ).toBeVisible();
  await expect(progress.locator('.recharts-bar-rectangle path')).toHaveCount(list.size > attempted ? 2 : 1);
  await progress.getByRole('button', { name: 'Show table' }).click();
  await expect(progress.getByRole('row').last().getByRole('cell')).toHaveText([
    'Walk',
    String(attempted),
    list.size.toLocaleString('en-US'),
    `${Math.round((attempted / list.size) * 100)}%`,
  ]);
  // Volunteers do not see Today by volunteer while the setting is off.
  await expect(page.getByTestId('today')).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  await fieldWork.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(fieldWork.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The open table stays open and follows the period.
  await expect(fieldWork.getByRole('table', { name: 'Door attempts per day' }).getByRole('row')).toHaveCount(
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
  const row = today.getByRole('row').filter({ hasText: `${editor.firstName} ${editor.lastName}` });
  await expect(row.getByRole('cell')).toHaveText(['4', '2', '1']);
  // The campaign's totals hold the editor's and whatever other tests in this database recorded today.
  const totals = (await today.getByRole('definition').allTextContents()).map(Number);
  expect(totals).toHaveLength(3);
  for (const [i, least] of [4, 2, 1].entries()) expect(totals[i]).toBeGreaterThanOrEqual(least);
  await expectNoSidewaysScroll(page);
  await fieldWork.screenshot({ path: testInfo.outputPath('impact-admin-field-work.png') });

  // The admin shares Today with everyone in Settings; the volunteer then sees it, with first names and initials.
  try {
    await page.goto('/admin');
    await openAdminSection(page, 'Settings');
    await page.getByLabel('Show the Today leaderboard to everyone').check();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toasts(page).getByText('Settings saved')).toBeVisible();
    await page.context().clearCookies();
    await accounts.signIn(page, editor.email);
    await page.goto('/our-impact');
    await expect(
      today.getByRole('row').filter({ hasText: `${editor.firstName} ${editor.lastName[0]}.` }),
    ).toBeVisible();
  } finally {
    await adminApi.patch('/api/admin/settings', { data: { showTodayLeaderboard: false } });
  }
});
