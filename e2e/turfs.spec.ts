import type { ListSummary } from '../src/common/schemas/lists.js';
import { ADMIN, expect, test, toasts } from './fixtures/test.js';

test.use({ demoVoters: 300 });

test('an organiser cuts a walk list into turfs and assigns one; the volunteer hears of it by mail and in the bell', async ({
  page,
  accounts,
  adminApi,
  smtp,
}) => {
  const volunteer = await accounts.approvedUser({ firstName: 'Vic', lastName: 'Turf' });
  const users: { id: string; email: string }[] = await (await adminApi.get('/api/admin/users')).json();
  const volunteerId = users.find((u) => u.email === volunteer.email)?.id;
  expect(
    (await adminApi.patch(`/api/admin/users/${volunteerId}/role`, { data: { role: 'editor' } })).ok(),
  ).toBe(true);

  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  const made = await page.request.post('/api/lists', {
    data: { name: `Precinct ${Date.now() % 10_000}`, kind: 'walk', filters: { minAge: '18' } },
  });
  expect(made.status(), await made.text()).toBe(201);
  const list: { id: string; name: string } = await made.json();
  const summary = ((await (await page.request.get('/api/lists')).json()) as ListSummary[]).find(
    (l) => l.id === list.id,
  );
  const doors = summary?.doors ?? 0;
  expect(doors).toBeGreaterThan(6);

  await page.goto(`/lists/${list.id}`);
  await page.getByRole('button', { name: 'Cut into turfs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cut into turfs' });
  // About 60 doors each by default; the preview follows the choice.
  await expect(dialog.getByRole('spinbutton', { name: 'Doors per turf' })).toHaveValue('60');
  await expect(dialog.getByTestId('turf-preview')).toHaveText(
    new RegExp(`^${Math.ceil(doors / 60)} turfs of about \\d+(–\\d+)? doors each\\.$`),
  );
  await dialog.getByRole('radio', { name: 'Number of canvassers (one turf each)' }).check();
  await dialog.getByRole('spinbutton', { name: 'Canvassers' }).fill('3');
  await expect(dialog.getByTestId('turf-preview')).toHaveText(/^3 turfs of about \d+(–\d+)? doors each\.$/);
  await page.screenshot({ path: test.info().outputPath('cut-dialog.png') });
  await dialog.getByRole('button', { name: 'Cut into turfs' }).click();
  await expect(toasts(page).getByText('Cut into 3 turfs')).toBeVisible();

  const turfs = page.getByTestId('turf');
  await expect(turfs).toHaveCount(3);
  await expect(turfs.first()).toContainText(`${list.name} — Turf 1`);
  await expect(turfs.first()).toContainText('not assigned');
  await expect(turfs.first().getByRole('progressbar')).toBeVisible();
  // A cut list keeps its members: no refresh, no second cut.
  await expect(page.getByRole('button', { name: 'Refresh members' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cut into turfs' })).toHaveCount(0);
  await page.getByRole('heading', { name: 'Turfs (3)' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('turfs.png') });

  await turfs.first().getByRole('button', { name: 'Assign' }).click();
  const assign = page.getByRole('dialog', { name: 'Rename or assign the list' });
  await assign.getByLabel(/^Vic Turf/).check();
  await assign.getByRole('button', { name: 'Save' }).click();
  await expect(turfs.first()).toContainText('Vic Turf');

  const turf = ((await (await page.request.get('/api/lists')).json()) as ListSummary[]).find(
    (l) => l.parentId === list.id && l.turfNumber === 1,
  );
  await expect(turfs.first()).toContainText(`${turf?.doors} doors`);
  const mail = await smtp.waitFor(volunteer.email, /assigned you/);
  expect(mail.subject).toMatch(
    new RegExp(`assigned you '${list.name} — Turf 1' \\(${turf?.doors} doors\\)$`),
  );

  // The volunteer: the bell says so, and opens the turf with its own sheet and print view.
  await accounts.signIn(page, volunteer.email);
  await page.goto('/lists');
  await page.getByRole('button', { name: 'Notifications (1)' }).click();
  await page.getByRole('menuitem', { name: new RegExp(`assigned you '${list.name} — Turf 1'`) }).click();
  await expect(page.getByRole('heading', { name: `${list.name} — Turf 1` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print walk sheet' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('turf-volunteer.png') });
  // Opened once, the notice is no longer counted as new, and it stays listed, marked as new no more.
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  const notice = page.getByRole('menuitem', { name: new RegExp(`assigned you '${list.name} — Turf 1'`) });
  await expect(notice).toBeVisible();
  await expect(notice.getByText('New', { exact: true })).toHaveCount(0);
});
