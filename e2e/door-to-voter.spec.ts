/**
 * From a door to the voter and back (issue 35, item 5): a voter's name on a walk or call sheet opens their
 * profile over the sheet, and Back returns to the same door, scrolled where it was. On a phone the profile
 * starts with its actions, and a number tapped to call asks, once the page is back, how the call went.
 */
import type { Page } from '@playwright/test';
import type { ContactProfile } from '../src/common/schemas/contacts.js';
import type { ListDetail } from '../src/common/schemas/lists.js';
import { apiSearch, isPhone, signInAsEditor, toasts } from './fixtures/contacts.js';
import { expect, test } from './fixtures/test.js';

test.use({ demoVoters: 300 });

/** A list of the demo voters of the city most of them live in: a sheet long enough to scroll. */
async function makeCityList(page: Page, kind: 'walk' | 'call') {
  const { contacts } = await apiSearch(page, 'page=1&limit=200');
  const counts = new Map<string, number>();
  for (const c of contacts) if (c.city) counts.set(c.city, (counts.get(c.city) ?? 0) + 1);
  const [city] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!city) throw new Error('no demo voter with a city');
  const res = await page.request.post('/api/lists', {
    data: { name: `${kind} ${city} ${Date.now()}`, kind, filters: { city } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const list: { id: string } = await res.json();
  const detail: ListDetail = await (await page.request.get(`/api/lists/${list.id}`)).json();
  return detail;
}

/** The phone's (or browser's) Back, and the app seeing the page shown again after a call. */
const leaveAndComeBack = (page: Page) =>
  page.evaluate(() => {
    const show = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    show('hidden');
    show('visible');
  });

test('a name on the walk sheet opens the profile; Back returns to the same door, scrolled where it was', {
  tag: '@phone-too',
}, async ({ page, accounts, adminApi }) => {
  await signInAsEditor(page, accounts, adminApi);
  const detail = await makeCityList(page, 'walk');
  expect(detail.members.length).toBeGreaterThan(12);
  await page.goto(`/lists/${detail.id}`);
  const doors = page.getByTestId('household-card');
  await expect(doors.first()).toBeVisible();
  const door = doors.nth(10);
  await door.scrollIntoViewIfNeeded();
  const voter = door.getByRole('button', { name: /: open profile$/ }).first();
  const name = ((await voter.getAttribute('aria-label')) ?? '').replace(/: open profile$/, '');
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(200);

  await voter.click();
  const profile = page.getByRole('dialog', { name });
  await expect(profile.getByRole('heading', { name: 'Notes' })).toBeVisible();
  await expect(profile.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  await expect(profile.getByLabel('New phone number')).toBeVisible();
  await expect(profile.getByRole('heading', { name: 'Attempts' })).toBeVisible();

  await page.goBack();
  await expect(profile).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/lists/${detail.id}$`));
  await expect(door).toBeInViewport();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo)).toBeLessThan(5);
  // The door's name has the focus back, so a keyboard or screen reader goes on from the same voter.
  await expect(voter).toBeFocused();
});

test('a name on the call sheet opens the profile too, and closing it keeps the sheet', async ({
  page,
  accounts,
  adminApi,
}) => {
  await signInAsEditor(page, accounts, adminApi);
  const detail = await makeCityList(page, 'call');
  const member = detail.members[0];
  if (!member) throw new Error('empty list');
  await page.goto(`/lists/${detail.id}`);
  await page
    .getByRole('button', { name: `${member.fullName}: open profile` })
    .first()
    .click();
  const profile = page.getByRole('dialog', { name: member.fullName });
  await expect(profile.getByRole('heading', { name: 'Attempts' })).toBeVisible();
  await profile.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(profile).toBeHidden();
  await expect(page.getByTestId('call-card').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/lists/${detail.id}$`));
});

test("a phone's profile starts with call, text and record; back from a call it asks how the call went", {
  tag: '@phone-only',
}, async ({ page, accounts, adminApi }) => {
  await signInAsEditor(page, accounts, adminApi);
  const detail = await makeCityList(page, 'walk');
  const member = detail.members.find((m) => !m.doNotContact) ?? detail.members[0];
  if (!member) throw new Error('empty list');
  // A number of its own, so the call has one to dial.
  const added = await page.request.post(`/api/contacts/${member.contactId}/phones`, {
    data: { phoneNumber: '(850) 555-0163', phoneType: 'mobile' },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.goto(`/lists/${detail.id}`);
  await page
    .getByRole('button', { name: `${member.fullName}: open profile` })
    .first()
    .click();
  const profile = page.getByRole('dialog', { name: member.fullName });

  // The actions come first: above who the voter is.
  const actions = profile.getByRole('region', { name: 'Actions' });
  await expect(actions).toBeVisible();
  const call = actions.getByRole('link', { name: 'Call (850) 555-0163' });
  await expect(call).toHaveAttribute('href', 'tel:+18505550163');
  await expect(actions.getByRole('link', { name: 'Text (850) 555-0163' })).toHaveAttribute(
    'href',
    'sms:+18505550163',
  );
  await expect(actions.getByTestId('record-attempt')).toBeVisible();
  const top = async (heading: string) =>
    (await profile.getByRole('heading', { name: heading, exact: true }).boundingBox())?.y ?? 0;
  expect(await top('Actions')).toBeLessThan(await top('Identity Information'));
  expect(await top('Contact Information')).toBeLessThan(await top('Identity Information'));

  // The dialer takes the page away and gives it back: the profile asks about that number.
  await page.evaluate(() => {
    // The test's browser has no dialer: the tap is seen, the navigation to tel: is not made.
    document.addEventListener('click', (e) => e.preventDefault(), { once: true });
  });
  await call.click();
  await expect(profile.getByRole('heading', { name: /^How did the call/ })).toHaveCount(0);
  await leaveAndComeBack(page);
  const asked = profile.getByRole('heading', { name: 'How did the call to (850) 555-0163 go?' });
  await expect(asked).toBeVisible();
  await expect(asked).toBeFocused();
  const followUp = profile.getByRole('region', { name: 'How did the call to (850) 555-0163 go?' });
  await followUp.getByRole('button', { name: `No answer: ${member.fullName}` }).click();
  await expect(toasts(page).getByText('Attempt recorded')).toBeVisible();
  await expect(asked).toHaveCount(0);
  await expect
    .poll(async () => {
      const p: ContactProfile = await (await page.request.get(`/api/contacts/${member.contactId}`)).json();
      const dialled = p.phones.find((phone) => phone.phoneNumber === '(850) 555-0163');
      const [latest] = p.attempts;
      return latest && [latest.channel, latest.result, latest.phoneId === dialled?.id];
    })
    .toEqual(['phone', 'not-home', true]);
});

test('on a desk the profile keeps its two columns, with the record form in Attempts', async ({
  page,
  accounts,
  adminApi,
}) => {
  await signInAsEditor(page, accounts, adminApi);
  const detail = await makeCityList(page, 'walk');
  const member = detail.members[0];
  if (!member) throw new Error('empty list');
  await page.goto(`/lists/${detail.id}`);
  await page
    .getByRole('button', { name: `${member.fullName}: open profile` })
    .first()
    .click();
  const profile = page.getByRole('dialog', { name: member.fullName });
  await expect(profile.getByRole('region', { name: 'Attempts' }).getByTestId('record-attempt')).toBeVisible();
  await expect(profile.getByRole('region', { name: 'Actions' })).toHaveCount(0);
  expect(isPhone(page)).toBe(false);
});
