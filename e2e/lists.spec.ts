import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { households } from '../src/client/pages/lists/households.js';
import { minutesInZone } from '../src/common/calling-hours.js';
import type { ContactProfile } from '../src/common/schemas/contacts.js';
import type { ListDetail, ListMember, ListSummary } from '../src/common/schemas/lists.js';
import { floridaTxt, multipart, voter } from '../src/server/imports/test/voter-files.js';
import { apiSearch, keptOnDevice, signInAsEditor, toasts } from './fixtures/contacts.js';
import { ADMIN, expect, openNavigation, test } from './fixtures/test.js';

test.use({ demoVoters: 300 });

const streetOf = (address: string) => address.replace(/^\d+\s+/, '').replace(/\s+(apt|unit|#).*$/i, '');

/**
 * A small walk list of one street of the demo voters, made through the API as the signed-in page. Each test
 * takes another street (`index`), so no test sees another's results.
 */
async function makeStreetList(page: Page, index: number) {
  const { contacts } = await apiSearch(page, 'page=1&limit=200');
  const streets = [
    ...new Set(
      contacts.flatMap((c) =>
        c.streetAddress && /^\d+ /.test(c.streetAddress) ? [streetOf(c.streetAddress)] : [],
      ),
    ),
  ].sort();
  const street = streets[index % streets.length];
  if (!street) throw new Error('no demo voter with an address');
  const res = await page.request.post('/api/lists', {
    data: { name: `Walk ${street} ${Date.now()}`, kind: 'walk', filters: { address: street } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const list: { id: string; name: string; size: number } = await res.json();
  expect(list.size).toBeGreaterThan(0);
  const detail: ListDetail = await (await page.request.get(`/api/lists/${list.id}`)).json();
  return { list, detail };
}

/**
 * A walk list of one door with two voters, imported for this test (a family name of its own, so no other test
 * sees them): the voter-file import as the admin screen sends it, then the list from the family's name.
 */
async function makeListWithHousehold(page: Page, adminApi: APIRequestContext) {
  const run = Math.floor(Math.random() * 90_000_000);
  const family = `DOORSTEP${String.fromCharCode(65 + (run % 26))}${String.fromCharCode(65 + ((run >> 5) % 26))}`;
  const home = {
    'Name Last': family,
    'Residence Address Line 1': '1414 Doorstep Ln',
    'Residence Zipcode': '32303',
  };
  const body = multipart(
    floridaTxt([
      voter({ ...home, 'Voter ID': String(500_000_000 + run), 'Name First': 'ANA' }),
      voter({ ...home, 'Voter ID': String(590_000_000 + run), 'Name First': 'BEN' }),
    ]),
    'LEO_20261201.txt',
  );
  const uploadId = randomUUID();
  const uploaded = await adminApi.post('/api/admin/seed-excel', {
    headers: { 'content-type': body.contentType, 'x-upload-id': uploadId },
    data: body.payload,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(202);
  await expect
    .poll(async () => {
      const jobs: { uploadId: string; status: string }[] = await (
        await adminApi.get('/api/admin/imports')
      ).json();
      return jobs.find((j) => j.uploadId === uploadId)?.status;
    })
    .toBe('completed');
  const res = await page.request.post('/api/lists', {
    data: { name: `Door ${family}`, kind: 'walk', filters: { lastName: family } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const list: { id: string; name: string } = await res.json();
  const detail: ListDetail = await (await page.request.get(`/api/lists/${list.id}`)).json();
  const [door, ...more] = households(detail.members);
  expect(more).toEqual([]);
  if (door?.length !== 2) throw new Error('the imported voters are not one door');
  return { list, home: door as [ListMember, ListMember] };
}

const profileOf = async (api: APIRequestContext, id: string): Promise<ContactProfile> =>
  (await api.get(`/api/contacts/${id}`)).json();

test.describe('working a walk list on a phone', () => {
  test.use({ serviceWorkers: 'block' });

  test('open a list; not home in one tap, talked + supporter in two; the results reach the server', {
    tag: '@phone-only',
  }, async ({ page, accounts, adminApi }) => {
    await signInAsEditor(page, accounts, adminApi);
    const { list, detail } = await makeStreetList(page, 0);
    await page.goto('/');
    await openNavigation(page);
    await page.getByRole('link', { name: 'My Lists' }).click();
    const card = page.getByTestId('list-card').filter({ hasText: list.name });
    await expect(card.getByText(`0 of ${list.size} attempted`)).toBeVisible();
    await card.click();
    await expect(page.getByRole('heading', { name: list.name })).toBeVisible();

    const [first, second] = detail.members;
    if (!first) throw new Error('empty list');
    // Nobody home: one tap.
    await page
      .getByRole('button', { name: `Nobody home: ${first.fullName}` })
      .first()
      .click();
    await expect
      .poll(async () => (await profileOf(adminApi, first.contactId)).attempts.map((a) => a.result))
      .toEqual(['not-home']);

    if (second) {
      // Talked, the supporter level, then Save conversation: a choice alone records nothing.
      await page
        .getByRole('button', { name: `Talked: ${second.fullName}` })
        .first()
        .click();
      await expect(page.getByRole('group', { name: 'Supporter level' })).toBeVisible();
      await page.getByRole('button', { name: 'Supporter', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Supporter', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.getByRole('button', { name: `Save conversation: ${second.fullName}` }).click();
      await expect
        .poll(async () => {
          const p = await profileOf(adminApi, second.contactId);
          return [p.attempts[0]?.result, p.supporterStatus];
        })
        .toEqual(['talked', 'confirmed-supporter']);
    }
    await page.goto('/lists');
    await expect(
      page
        .getByTestId('list-card')
        .filter({ hasText: list.name })
        .getByText(`${second ? 2 : 1} of ${list.size} attempted`),
    ).toBeVisible();
  });

  test('nobody home after talking with one voter at the door records not home only for the others', {
    tag: '@phone-only',
  }, async ({ page, accounts, adminApi }) => {
    await signInAsEditor(page, accounts, adminApi);
    const { list, home } = await makeListWithHousehold(page, adminApi);
    const [talkedTo, ...others] = home;
    await page.goto(`/lists/${list.id}`);
    const door = page.getByTestId('household-card').filter({ hasText: talkedTo.fullName });
    await expect(door.getByRole('button', { name: /^Nobody home at this door: / })).toBeVisible();

    await door.getByRole('button', { name: `Talked: ${talkedTo.fullName}` }).click();
    await page.getByRole('button', { name: 'Supporter', exact: true }).click();
    await page.getByRole('button', { name: `Save conversation: ${talkedTo.fullName}` }).click();
    await expect
      .poll(async () => (await profileOf(adminApi, talkedTo.contactId)).attempts.map((a) => a.result))
      .toEqual(['talked']);

    // The button now covers only the voters without a result, and says whom.
    const nobodyElse = door.getByRole('button', {
      name: `Nobody else home at this door: ${others.map((m) => m.fullName).join(', ')}`,
    });
    await expect(nobodyElse).toBeVisible();
    await nobodyElse.click();
    for (const other of others)
      await expect
        .poll(async () => (await profileOf(adminApi, other.contactId)).attempts.map((a) => a.result))
        .toEqual(['not-home']);
    await expect(door.getByRole('button', { name: /Nobody (else )?home at this door/ })).toHaveCount(0);
    // The voter talked to keeps "Talked", on their profile and on the list.
    expect((await profileOf(adminApi, talkedTo.contactId)).attempts.map((a) => a.result)).toEqual(['talked']);
    const after: ListDetail = await (await page.request.get(`/api/lists/${list.id}`)).json();
    expect(after.members.find((m) => m.contactId === talkedTo.contactId)?.lastResult).toBe('talked');
    expect(after.progress.byResult).toEqual({ talked: 1, 'not-home': others.length });
  });

  test('talked + an answer to a survey question: the answer reaches the voter’s profile', {
    tag: '@phone-only',
  }, async ({ page, accounts, adminApi }) => {
    const created = await adminApi.post('/api/admin/survey-questions', {
      data: { text: `Yard sign? ${Date.now()}`, choices: ['Yes please', 'No thanks'] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const question: { id: string; text: string } = await created.json();
    try {
      await signInAsEditor(page, accounts, adminApi);
      const { list, detail } = await makeStreetList(page, 2);
      const [voter] = detail.members;
      if (!voter) throw new Error('empty list');
      await page.goto(`/lists/${list.id}`);
      await page
        .getByRole('button', { name: `Talked: ${voter.fullName}` })
        .first()
        .click();
      await expect(page.getByRole('group', { name: question.text })).toBeVisible();
      await page.getByRole('button', { name: 'Yes please' }).click();
      await page.getByRole('button', { name: 'Supporter', exact: true }).click();
      await page.getByRole('button', { name: `Save conversation: ${voter.fullName}` }).click();
      await expect
        .poll(async () => (await profileOf(adminApi, voter.contactId)).latestAnswers.map((a) => a.choice))
        .toEqual(['Yes please']);
    } finally {
      await adminApi.patch(`/api/admin/survey-questions/${question.id}`, { data: { active: false } });
    }
  });

  test('a result recorded without signal waits on the device and is sent when the signal returns', {
    tag: '@phone-only',
  }, async ({ page, accounts, adminApi }) => {
    await signInAsEditor(page, accounts, adminApi);
    const { list, detail } = await makeStreetList(page, 1);
    await page.goto(`/lists/${list.id}`);
    await expect(page.getByRole('heading', { name: list.name })).toBeVisible();
    const [first, second, third] = detail.members;
    if (!first) throw new Error('empty list');
    await page.context().setOffline(true);
    await page
      .getByRole('button', { name: `Nobody home: ${first.fullName}` })
      .first()
      .click();
    await expect(toasts(page).getByText('Saved on this device').first()).toBeVisible();
    await expect(page.getByText('1 change waiting to sync')).toBeVisible();
    // The sheet shows the result at once.
    await expect(page.getByTestId('last-result').first()).toHaveText(/Nobody home/);
    expect((await profileOf(adminApi, first.contactId)).attempts).toEqual([]);
    // Two more results without signal: the first voter again (they came to the door), and the next voter.
    await page
      .getByRole('button', { name: `Other result: ${first.fullName}` })
      .first()
      .click();
    await page.getByRole('button', { name: 'Refused', exact: true }).click();
    await expect(page.getByText('2 changes waiting to sync')).toBeVisible();
    const next = second ?? third;
    if (next) {
      await page
        .getByRole('button', { name: `Nobody home: ${next.fullName}` })
        .first()
        .click();
      await expect(page.getByText('3 changes waiting to sync')).toBeVisible();
    }

    await page.context().setOffline(false);
    await expect(page.getByText(/changes? waiting to sync/)).toHaveCount(0);
    // Sent in the order recorded: the server's times follow the device's.
    await expect
      .poll(async () => (await profileOf(adminApi, first.contactId)).attempts.map((a) => a.result))
      .toEqual(['refused', 'not-home']);
    const firstAttempts = (await profileOf(adminApi, first.contactId)).attempts;
    const sent = [...firstAttempts].reverse();
    if (next) sent.push(...(await profileOf(adminApi, next.contactId)).attempts);
    expect(sent.map((a) => a.result)).toEqual(
      next ? ['not-home', 'refused', 'not-home'] : ['not-home', 'refused'],
    );
    const byServer = [...sent].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    expect(byServer.map((a) => a.id)).toEqual(sent.map((a) => a.id));
    const byDevice = [...sent].sort((a, b) => (a.deviceAt ?? '').localeCompare(b.deviceAt ?? ''));
    expect(byDevice.map((a) => a.id)).toEqual(sent.map((a) => a.id));
  });
  test('do not contact takes the voter’s buttons away at once, offline too; the server refuses any later result', {
    tag: '@phone-only',
  }, async ({ page, accounts, adminApi }) => {
    await signInAsEditor(page, accounts, adminApi);
    const { list, detail } = await makeStreetList(page, 4);
    const [voter, other] = detail.members;
    if (!voter) throw new Error('empty list');
    await page.goto(`/lists/${list.id}`);
    await expect(page.getByRole('heading', { name: list.name })).toBeVisible();
    await page.context().setOffline(true);
    await page
      .getByRole('button', { name: `Other result: ${voter.fullName}` })
      .first()
      .click();
    await page.getByRole('button', { name: 'Do not contact', exact: true }).click();
    for (const button of ['Nobody home', 'Talked', 'Other result'])
      await expect(page.getByRole('button', { name: `${button}: ${voter.fullName}` })).toHaveCount(0);

    // Meanwhile another volunteer marks the next voter do not contact: this device's result for them is
    // refused when sent, it says so, and it does not hold back the rest.
    if (other) {
      await page
        .getByRole('button', { name: `Nobody home: ${other.fullName}` })
        .first()
        .click();
      const marked = await adminApi.post(`/api/contacts/${other.contactId}/attempts`, {
        data: { channel: 'door', result: 'do-not-contact' },
      });
      expect(marked.status(), await marked.text()).toBe(201);
    }
    await page.context().setOffline(false);
    await expect(page.getByText(/changes? waiting to sync/)).toHaveCount(0);
    await expect.poll(async () => (await profileOf(adminApi, voter.contactId)).doNotContact).toBe(true);
    if (other) {
      await expect(
        toasts(page)
          .getByText(/asked not to be contacted/)
          .first(),
      ).toBeVisible();
      expect((await profileOf(adminApi, other.contactId)).attempts.map((a) => a.result)).toEqual([
        'do-not-contact',
      ]);
    }
    const again = await page.request.post(`/api/contacts/${voter.contactId}/attempts`, {
      data: { channel: 'phone', result: 'talked', supporterStatus: 'confirmed-supporter' },
    });
    expect(again.status()).toBe(409);
    expect((await profileOf(adminApi, voter.contactId)).supporterStatus).toBe('unknown');
  });
});

/** A walk list of every demo voter of age (a list needs a filter): several pages of 50. */
async function makeLongWalkList(page: Page) {
  const res = await page.request.post('/api/lists', {
    data: { name: `Everyone ${Date.now()}`, kind: 'walk', filters: { minAge: '18' } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const list: { id: string; name: string; size: number } = await res.json();
  expect(list.size).toBeGreaterThan(100);
  return list;
}

test('the printed walk sheet holds the whole list, not only the page on screen', async ({
  page,
  accounts,
  adminApi,
}) => {
  await signInAsEditor(page, accounts, adminApi);
  const list = await makeLongWalkList(page);
  const first: ListDetail = await (await page.request.get(`/api/lists/${list.id}?page=1`)).json();
  await page.goto(`/lists/${list.id}`);
  await expect(page.getByText(new RegExp(`^Voters 1–${first.members.length} of [\\d,]+$`))).toBeVisible();
  await page.getByRole('button', { name: 'Print walk sheet' }).click();
  await expect(page.getByRole('heading', { name: list.name })).toBeVisible();
  await expect(page.getByTestId('print-voter')).toHaveCount(list.size);
  // Pages hold whole households: the last page holding voters is the one the first page names.
  const last: ListDetail = await (
    await page.request.get(`/api/lists/${list.id}?page=${first.lastPage}`)
  ).json();
  expect(last.members.length).toBeGreaterThan(0);
  expect(last.nextPage).toBeNull();
  const voter = page.getByTestId('print-voter').last();
  await expect(voter).toContainText(last.members.at(-1)?.fullName ?? '');
  await expect(voter).toContainText('☐ Nobody home ☐ Talked');
});

test("printing one's own list larger than the read budget prints it whole: working one's lists is not charged", async ({
  page,
  accounts,
  adminApi,
}) => {
  const person = await signInAsEditor(page, accounts, adminApi);
  const list = await makeLongWalkList(page);
  expect(list.size).toBeGreaterThan(150);
  const lowered = await adminApi.patch(`/api/admin/users/${person.id}/read-budget`, {
    data: { readBudgetSearchRows: 120, readBudgetProfiles: null },
  });
  expect(lowered.ok(), await lowered.text()).toBe(true);
  await page.goto(`/lists/${list.id}/print`);
  // Every voter, though the list is larger than the 120 search rows an hour: the pages are the person's work.
  await expect(page.getByTestId('print-voter')).toHaveCount(list.size);
  await expect(page.getByText(/Reading resumes at/)).toHaveCount(0);
});

test('after the last door of a page, the next page follows automatically', { tag: '@phone-only' }, async ({
  page,
  accounts,
  adminApi,
}) => {
  await signInAsEditor(page, accounts, adminApi);
  const list = await makeLongWalkList(page);
  const first: ListDetail = await (await page.request.get(`/api/lists/${list.id}?page=1`)).json();
  const second: ListDetail = await (await page.request.get(`/api/lists/${list.id}?page=2`)).json();
  const lastOfPage = first.members.at(-1);
  const nextPageFirst = second.members[0];
  if (!lastOfPage || !nextPageFirst) throw new Error('list too short');
  // Every door of page 1 is done but the last voter's.
  for (const m of first.members.slice(0, -1)) {
    const res = await page.request.post(`/api/contacts/${m.contactId}/attempts`, {
      data: { channel: 'door', result: 'not-home', listId: list.id },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.goto(`/lists/${list.id}`);
  await page
    .getByRole('button', { name: `Nobody home: ${lastOfPage.fullName}` })
    .first()
    .click();
  const through = first.members.length + second.members.length;
  await expect(
    page.getByText(new RegExp(`^Voters ${first.members.length + 1}–${through} of [\\d,]+$`)),
  ).toBeVisible();
  await expect(page.getByText(nextPageFirst.fullName).first()).toBeInViewport();
});

const clock = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

test('calling hours are checked again when a call is tapped: past them the call is not placed', {
  tag: '@phone-only',
}, async ({ page, accounts, adminApi }) => {
  const { timeZone } = await (await adminApi.get('/api/admin/settings')).json();
  const now = minutesInZone(new Date(), timeZone);
  // Open for the hour around now on the server; the phone then stays on the sheet until two hours later.
  const hours = { callingHoursStart: clock(now - 60), callingHoursEnd: clock(now + 60) };
  expect((await adminApi.patch('/api/admin/settings', { data: hours })).ok()).toBe(true);
  try {
    await signInAsEditor(page, accounts, adminApi);
    const res = await page.request.post('/api/lists', {
      data: { name: `Calls ${Date.now()}`, kind: 'call', filters: { minAge: '18' } },
    });
    expect(res.status(), await res.text()).toBe(201);
    const list: { id: string; name: string } = await res.json();
    await page.goto(`/lists/${list.id}`);
    const call = page.getByRole('link', { name: /^Call \(/ }).first();
    await expect(call).toBeVisible();
    await expect(page.getByText(/outside calling hours/)).toHaveCount(0);

    await page.clock.setFixedTime(new Date(Date.now() + 2 * 60 * 60_000));
    await call.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'It is outside calling hours' }).first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Call \(/ })).toHaveCount(0);
  } finally {
    await adminApi.patch('/api/admin/settings', {
      data: { callingHoursStart: '09:00', callingHoursEnd: '21:00' },
    });
  }
});

test('a list opened earlier opens again after the app restarts without signal', {
  tag: '@phone-only',
}, async ({ page, accounts, adminApi }) => {
  await signInAsEditor(page, accounts, adminApi);
  const { list, detail } = await makeStreetList(page, 3);
  const first = detail.members[0];
  if (!first) throw new Error('empty list');
  await page.goto('/lists');
  // Installing the worker downloads the whole app into its cache first: seconds on a busy machine.
  await expect
    .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active)), {
      timeout: 30_000,
    })
    .toBe(true);
  await page.getByTestId('list-card').filter({ hasText: list.name }).click();
  await expect(page.getByText(first.fullName).first()).toBeVisible();
  // The kept cache is written a moment after the answer arrives (later on a busy machine).
  await expect.poll(() => keptOnDevice(page)).toContain(first.contactId);

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: list.name })).toBeVisible();
  await expect(page.getByText(first.fullName).first()).toBeVisible();
  await page.goto('/lists');
  await expect(page.getByTestId('list-card').filter({ hasText: list.name })).toBeVisible();
});

test('the search filters on the latest result, so a re-knock list is cut from a search', async ({
  page,
  accounts,
  adminApi,
}) => {
  await signInAsEditor(page, accounts, adminApi);
  const { contacts } = await apiSearch(page, 'page=1&limit=200');
  const voter = contacts.filter((c) => c.lastName)[9];
  if (!voter?.lastName) throw new Error('no demo voter');
  const res = await page.request.post(`/api/contacts/${voter.id}/attempts`, {
    data: { channel: 'door', result: 'not-home' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const everyone = await apiSearch(page, `page=1&lastName=${voter.lastName}`);
  const notHome = await apiSearch(page, `page=1&lastName=${voter.lastName}&lastResult=not-home`);
  expect(notHome.total).toBeGreaterThan(0);

  await page.goto('/');
  await page.getByLabel('Last Name').fill(voter.lastName);
  await expect(page.getByText(new RegExp(`^Found ${everyone.total} contacts?$`))).toBeVisible();
  await page.getByRole('button', { name: 'Advanced Filters' }).click();
  await page.getByLabel('Latest result').selectOption('not-home');
  await expect(page.getByText(new RegExp(`^Found ${notHome.total} contacts?$`))).toBeVisible();
  await expect(page.getByText(voter.fullName).first()).toBeVisible();

  await page.getByRole('button', { name: 'Make a List' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a list from this search' });
  // How many the list will start from, before it is made.
  const matches = notHome.total === 1 ? '1 voter matches' : `${notHome.total} voters match`;
  await expect(dialog).toContainText(`${matches} this search.`);
  const name = `Re-knock ${Date.now()}`;
  await dialog.getByLabel('List name').fill(name);
  await dialog.getByRole('button', { name: 'Make List' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  // Nothing is recorded on the new list yet: each door says what happened last time.
  await expect(page.getByTestId('earlier-result').first()).toHaveText(
    /^Last time: Nobody home · \w{3} \d{1,2}, \d{4}$/,
  );
  const mine: ListSummary[] = await (await page.request.get('/api/lists')).json();
  expect(mine.find((l) => l.name === name)?.filters).toEqual({
    lastName: voter.lastName,
    lastResult: 'not-home',
  });
});

test('an admin makes a list from a search and assigns it to an editor', async ({
  page,
  accounts,
  adminApi,
}) => {
  const editor = await accounts.approvedUser({ firstName: 'Walker', lastName: 'Volunteer' });
  const users: { id: string; email: string }[] = await (await adminApi.get('/api/admin/users')).json();
  const editorId = users.find((u) => u.email === editor.email)?.id;
  expect((await adminApi.patch(`/api/admin/users/${editorId}/role`, { data: { role: 'editor' } })).ok()).toBe(
    true,
  );

  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/');
  const { contacts } = await apiSearch(page, 'page=1&limit=50');
  const lastName = contacts.find((c) => c.lastName)?.lastName ?? '';
  // Make a List pressed the moment the name is typed, before the search has caught up: the list is of that name.
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByRole('button', { name: 'Make a List' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a list from this search' });
  const name = `Family ${lastName} ${Date.now()}`;
  await dialog.getByLabel('List name').fill(name);
  await dialog.getByLabel('Kind').selectOption('walk');
  await dialog.getByLabel(/Walker Volunteer/).check();
  await dialog.getByRole('button', { name: 'Make List' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(/assigned to Walker Volunteer/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename or assign' })).toBeVisible();
  const sheetUrl = page.url();

  // The editor finds it among their lists, and works it without the organiser's actions.
  const editorApi = page.context().request;
  await accounts.signIn(page, editor.email);
  const theirs: ListSummary[] = await (await editorApi.get('/api/lists')).json();
  expect(theirs.map((l) => l.name)).toContain(name);
  expect(theirs.find((l) => l.name === name)?.filters).toEqual({ lastName });
  await page.goto(sheetUrl);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(/assigned to Walker Volunteer/)).toBeVisible();
  for (const action of ['Rename or assign', 'Refresh members', 'Delete'])
    await expect(page.getByRole('button', { name: action })).toHaveCount(0);
});

test('an editor’s search without any criteria is not offered as a list; their own list offers Rename, not assign', async ({
  page,
  accounts,
  adminApi,
}) => {
  await signInAsEditor(page, accounts, adminApi);
  await page.goto('/');
  await expect(page.getByText(/^Found [\d,]+ contacts$/)).toBeVisible();
  await page.getByRole('button', { name: 'Make a List' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a list from this search' });
  await expect(
    dialog.getByText(
      'Add a name, an address or a filter to make a list: a list is never the whole voter file.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Make List' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Back to the search' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const { list } = await makeStreetList(page, 5);
  await page.goto(`/lists/${list.id}`);
  await expect(page.getByRole('heading', { name: list.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename or assign' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Rename the list' })).toBeVisible();
});

test('a viewer opening My Lists or a link to a list is told lists are for editors, not that loading failed', async ({
  page,
  accounts,
  adminApi,
}) => {
  const editorPage = await page.context().browser()?.newPage();
  if (!editorPage) throw new Error('no browser');
  await signInAsEditor(editorPage, accounts, adminApi);
  const { list } = await makeStreetList(editorPage, 10);
  await editorPage.close();

  const viewer = await accounts.approvedUser();
  await accounts.signIn(page, viewer.email);
  expect((await page.request.get('/api/lists')).status()).toBe(403);
  const restricted = 'Access Restricted: Walk and call lists are available for Admin and Editor users only.';
  for (const path of ['/lists', `/lists/${list.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('alert').filter({ hasText: restricted })).toBeVisible();
    await expect(page.getByText(/could not be (loaded|opened)/)).toHaveCount(0);
  }
});

test('"By volunteer" moves with the progress as results are recorded', async ({
  page,
  accounts,
  adminApi,
}) => {
  // The next door comes into view at once rather than scrolling smoothly under the next tap.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const editor = await signInAsEditor(page, accounts, adminApi);
  // The first street (from the 11th on) with three voters or more.
  let made = await makeStreetList(page, 11);
  for (let index = 12; made.detail.members.length < 3 && index < 40; index++)
    made = await makeStreetList(page, index);
  const { list, detail } = made;
  const [first, ...others] = detail.members;
  if (!first || others.length < 2) throw new Error('no street has three voters');
  const notHome = (name: string) => page.getByRole('button', { name: `Nobody home: ${name}` }).first();
  await page.goto(`/lists/${list.id}`);
  await notHome(first.fullName).click();
  await expect(page.getByText(`1 of ${list.size} attempted`)).toBeVisible();
  await page.reload();
  const byVolunteer = page.getByText(/^By volunteer:/);
  await expect(byVolunteer).toHaveText(`By volunteer: ${editor.firstName} ${editor.lastName} 1`);

  // One tap at a time: each moves the next door into view.
  for (const [index, member] of others.slice(0, 2).entries()) {
    await notHome(member.fullName).click();
    await expect(page.getByText(`${index + 2} of ${list.size} attempted`)).toBeVisible();
    // The sheet moves the next door into view on the next frame: let it, before the next tap.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }
  await expect(byVolunteer).toHaveText(`By volunteer: ${editor.firstName} ${editor.lastName} 3`);
  await expect(page.getByTestId('result-counts')).toContainText('Nobody home: 3');
});
