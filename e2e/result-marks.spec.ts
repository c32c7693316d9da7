import type { Page } from '@playwright/test';
import { THEME_STORAGE_KEY, THEMES } from '../src/common/constants.js';
import type { ListDetail } from '../src/common/schemas/lists.js';
import { axeViolations } from './fixtures/axe.js';
import { apiSearch, signInAsEditor } from './fixtures/contacts.js';
import { expect, test } from './fixtures/test.js';

test.use({ demoVoters: 300 });

const streetOf = (address: string) => address.replace(/^\d+\s+/, '').replace(/\s+(apt|unit|#).*$/i, '');

/**
 * A list of one street of the demo voters (from the 30th street on: lists.spec takes the first ones), the first
 * whose list has at least `atLeast` members.
 */
async function streetList(page: Page, kind: 'walk' | 'call', from: number, atLeast: number) {
  const { contacts } = await apiSearch(page, 'page=1&limit=200');
  const streets = [
    ...new Set(
      contacts.flatMap((c) =>
        c.streetAddress && /^\d+ /.test(c.streetAddress) ? [streetOf(c.streetAddress)] : [],
      ),
    ),
  ].sort();
  for (let index = from; index < from + 40; index++) {
    const street = streets[index % streets.length];
    const res = await page.request.post('/api/lists', {
      data: { name: `${kind} ${street} ${Date.now()}`, kind, filters: { address: street } },
    });
    if (res.status() !== 201) continue;
    const list: { id: string; name: string; size: number } = await res.json();
    if (list.size < atLeast) continue;
    const detail: ListDetail = await (await page.request.get(`/api/lists/${list.id}`)).json();
    return { list, detail, street: street as string };
  }
  throw new Error(`no street gives a ${kind} list of ${atLeast}`);
}

const background = (page: Page, name: string) =>
  page
    .getByRole('button', { name })
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

const TRANSPARENT = 'rgba(0, 0, 0, 0)';

test('the walk sheet shows results as equals until one is recorded, then marks it with who and when', {
  tag: '@phone-only',
}, async ({ page, accounts, adminApi }) => {
  await signInAsEditor(page, accounts, adminApi);
  const { list, detail } = await streetList(page, 'walk', 30, 2);
  // A voter alone at their door: their result makes the door done.
  const first = detail.members.find(
    (m) => m.household === null || detail.members.filter((o) => o.household === m.household).length === 1,
  );
  if (!first) throw new Error('no door of one voter');
  await page.goto(`/lists/${list.id}`);
  await expect(page.getByRole('heading', { name: list.name })).toBeVisible();

  // Nothing recorded: no door is done, and every result looks alike (none solid, none faint).
  await expect(page.getByTestId('done-badge')).toHaveCount(0);
  for (const name of ['Nobody home', 'Talked', 'Other result'])
    expect(await background(page, `${name}: ${first.fullName}`)).toBe(TRANSPARENT);

  await page
    .getByRole('button', { name: `Nobody home: ${first.fullName}` })
    .first()
    .click();
  const card = page.getByTestId('household-card').filter({ hasText: first.fullName }).first();
  await expect(card.getByTestId('last-result').first()).toHaveText(
    /^Nobody home · Eddie Tester, \d{1,2}:\d{2} (AM|PM)$/,
  );
  // Done at a glance: its badge and its colour, unlike a door still to knock.
  await expect(card.getByTestId('done-badge')).toHaveText('Done');
  const undone = page
    .getByTestId('household-card')
    .filter({ hasNot: page.getByTestId('done-badge') })
    .first();
  const [doneBg, undoneBg] = await Promise.all([
    card.evaluate((el) => getComputedStyle(el).backgroundColor),
    undone.evaluate((el) => getComputedStyle(el).backgroundColor),
  ]);
  expect(doneBg).not.toBe(undoneBg);
  // The recorded voter's buttons stay alike, for a correction: the mark says what was recorded.
  expect(await background(page, `Nobody home: ${first.fullName}`)).toBe(TRANSPARENT);
});

test('a chosen survey answer is the highlighted one', { tag: '@phone-only' }, async ({
  page,
  accounts,
  adminApi,
}) => {
  const created = await adminApi.post('/api/admin/survey-questions', {
    data: { text: `Lawn sign? ${Date.now()}`, choices: ['Yes', 'No'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const question: { id: string } = await created.json();
  try {
    await signInAsEditor(page, accounts, adminApi);
    const { list, detail } = await streetList(page, 'walk', 32, 1);
    const [voter] = detail.members;
    if (!voter) throw new Error('empty list');
    await page.goto(`/lists/${list.id}`);
    await page
      .getByRole('button', { name: `Talked: ${voter.fullName}` })
      .first()
      .click();
    const yes = page.getByRole('button', { name: 'Yes', exact: true });
    const no = page.getByRole('button', { name: 'No', exact: true });
    // The theme's primary colour, as the page paints it.
    const primary = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.className = 'bg-primary';
      document.body.append(probe);
      const color = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return color;
    });
    await yes.click();
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    // Polled: the colour eases in (the button's colour transition).
    await expect.poll(() => yes.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(primary);
    expect(await no.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(TRANSPARENT);
  } finally {
    await adminApi.patch(`/api/admin/survey-questions/${question.id}`, { data: { active: false } });
  }
});

test('"Next door not yet knocked" brings the first door without a result into view', {
  tag: '@phone-only',
}, async ({ page, accounts, adminApi }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAsEditor(page, accounts, adminApi);
  const { list, detail } = await streetList(page, 'walk', 34, 6);
  // The first doors are knocked; the next is the one to find.
  const doors = [...new Set(detail.members.map((m) => m.household ?? m.contactId))];
  const knocked = doors.slice(0, Math.min(4, doors.length - 1));
  for (const m of detail.members.filter((m) => knocked.includes(m.household ?? m.contactId))) {
    const res = await page.request.post(`/api/contacts/${m.contactId}/attempts`, {
      data: { channel: 'door', result: 'not-home', listId: list.id },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const next = detail.members.find((m) => (m.household ?? m.contactId) === doors[knocked.length]);
  if (!next) throw new Error('no door left');
  await page.goto(`/lists/${list.id}`);
  await expect(page.getByTestId('done-badge')).toHaveCount(knocked.length);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Next door not yet knocked' }).click();
  const card = page.getByTestId('household-card').filter({ hasText: next.fullName }).first();
  await expect(card).toBeInViewport();
  await expect(card.getByTestId('done-badge')).toHaveCount(0);
});

test('a voter talked to at the door is marked on the call list, not counted as called', async ({
  page,
  accounts,
  adminApi,
}) => {
  await signInAsEditor(page, accounts, adminApi);
  const calls = await streetList(page, 'call', 40, 1);
  const [voter] = calls.detail.members;
  if (!voter) throw new Error('empty call list');
  const walk = await page.request.post('/api/lists', {
    data: { name: `Walk ${calls.street} ${Date.now()}`, kind: 'walk', filters: { address: calls.street } },
  });
  expect(walk.status(), await walk.text()).toBe(201);
  const walkList: { id: string } = await walk.json();

  // At the door: talked, and a supporter.
  await page.goto(`/lists/${walkList.id}`);
  await page
    .getByRole('button', { name: `Talked: ${voter.fullName}` })
    .first()
    .click();
  await page.getByRole('button', { name: 'Supporter', exact: true }).click();
  await page.getByRole('button', { name: `Save conversation: ${voter.fullName}` }).click();
  await expect(page.getByTestId('last-result').first()).toBeVisible();
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/lists/${walkList.id}`);
      return ((await res.json()) as ListDetail).progress.attempted;
    })
    .toBe(1);

  await page.goto(`/lists/${calls.list.id}`);
  await expect(page.getByRole('heading', { name: calls.list.name })).toBeVisible();
  const card = page.getByTestId('call-card').filter({ hasText: voter.fullName }).first();
  const today = await page.evaluate(() =>
    new Date().toLocaleDateString('en-US', { month: '2-digit', day: '2-digit' }),
  );
  await expect(card.getByTestId('earlier-result')).toHaveText(`Talked at the door on ${today}`);
  await expect(card.getByTestId('last-result')).toHaveCount(0);
  await expect(card.getByTestId('done-badge')).toHaveCount(0);
  await expect(page.getByText(`0 of ${calls.list.size} attempted`)).toBeVisible();
  await expect(page.getByTestId('result-counts')).toHaveCount(0);
});

test('a done door, its mark and another channel’s mark read well in every theme', {
  tag: '@phone-only',
}, async ({ page, accounts, adminApi }) => {
  await signInAsEditor(page, accounts, adminApi);
  const { list, detail } = await streetList(page, 'walk', 44, 2);
  const [done, called] = detail.members;
  if (!done || !called) throw new Error('list too short');
  for (const [id, data] of [
    [done.contactId, { channel: 'door', result: 'talked', listId: list.id }],
    [called.contactId, { channel: 'phone', result: 'not-home' }],
  ] as const) {
    const res = await page.request.post(`/api/contacts/${id}/attempts`, { data });
    expect(res.status(), await res.text()).toBe(201);
  }
  const found: string[] = [];
  for (const theme of THEMES) {
    await page.goto(`/lists/${list.id}`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      THEME_STORAGE_KEY,
      theme,
    ] as const);
    await page.reload();
    await expect(page.getByTestId('done-badge').first()).toBeVisible();
    await expect(page.getByTestId('earlier-result').first()).toHaveText(
      /^No answer by phone on \d{2}\/\d{2}$/,
    );
    // The sheet's own: the shell around it is the accessibility spec's.
    for (const line of await axeViolations(page, `walk sheet (${theme})`)) {
      const selector = / at (.+?): /.exec(line)?.[1] ?? '';
      if (await page.locator('#walk-sheet').locator(selector).count()) found.push(line);
    }
  }
  expect(found).toEqual([]);
});
