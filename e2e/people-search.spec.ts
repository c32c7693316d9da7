/** Finding the voter you know: by a nickname, a misspelling, the street; and the profile's household. */
import type { Page } from '@playwright/test';
import { cityLine } from '../src/common/contact-display.js';
import type { ContactSummary } from '../src/common/schemas/contacts.js';
import { floridaTxt, voter } from '../src/server/imports/test/voter-files.js';
import { openAdminSection } from './fixtures/admin-sections.js';
import { apiSearch, isPhone } from './fixtures/contacts.js';
import { ADMIN, expect, openNavigation, test, toasts } from './fixtures/test.js';

test.use({ demoVoters: 300 });

/** Every demo voter, as an admin reads them (three pages of 100). */
async function everyone(page: Page): Promise<ContactSummary[]> {
  const pages = await Promise.all([1, 2, 3].map((n) => apiSearch(page, `page=${n}&limit=100`)));
  return pages.flatMap((p) => p.contacts);
}

async function signInAsAdmin(
  page: Page,
  accounts: { signIn: (p: Page, e: string, pw?: string) => Promise<void> },
) {
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/');
}

const resultWith = (page: Page, text: string) =>
  isPhone(page)
    ? page.getByTestId('result-card').filter({ hasText: text })
    : page.getByRole('row').filter({ hasText: text });

test('a first name typed as a nickname finds the formal name, marked "by nickname"', async ({
  page,
  accounts,
}) => {
  await signInAsAdmin(page, accounts);
  const pairs: [string, string][] = [
    ['William', 'Bill'],
    ['James', 'Jim'],
    ['Robert', 'Bob'],
    ['Michael', 'Mike'],
  ];
  const voters = await everyone(page);
  const pair = pairs.find(([name]) => voters.some((v) => v.firstName === name));
  if (!pair) throw new Error('the demo voters have none of the formal names');
  const [formal, nickname] = pair;
  const voter = voters.find((v) => v.firstName === formal);
  if (!voter) throw new Error(`no demo voter is called ${formal}`);
  await page.getByLabel('First Name').fill(nickname);
  await page.getByLabel('Last Name').fill(voter.lastName ?? '');
  const row = resultWith(page, voter.fullName).first();
  await expect(row).toBeVisible();
  await expect(row.getByText('by nickname')).toBeVisible();
});

test('a misspelt last name shows the voter under "Similar names"', async ({ page, accounts }) => {
  await signInAsAdmin(page, accounts);
  const voters = await everyone(page);
  // Two middle letters swapped ("Smith" → "Smtih"), on the first voter the API finds again that way.
  let found: { voter: ContactSummary; typo: string } | undefined;
  for (const voter of voters.filter((v) => (v.lastName ?? '').length >= 6).slice(0, 30)) {
    const name = voter.lastName ?? '';
    const typo = name.slice(0, 2) + name[3] + name[2] + name.slice(4);
    const answer = await apiSearch(page, `lastName=${encodeURIComponent(typo)}`);
    if (answer.total === 0 && answer.similar?.some((s) => s.id === voter.id)) {
      found = { voter, typo };
      break;
    }
  }
  if (!found) throw new Error('no misspelling of a demo last name is found as similar');
  await page.getByLabel('Last Name').fill(found.typo);
  await expect(page.getByText('No contacts found matching your search criteria.')).toBeVisible();
  const similar = page.getByRole('region', { name: 'Similar names' });
  await expect(similar).toBeVisible();
  await expect(similar.getByText(found.voter.fullName).first()).toBeVisible();
});

test('an address search finds the voters of a house number and street, written another way', async ({
  page,
  accounts,
}) => {
  await signInAsAdmin(page, accounts);
  const voter = (await everyone(page)).find((v) => /^\d+ \S+ (Dr|St|Ave|Rd)$/.test(v.streetAddress ?? ''));
  if (!voter?.streetAddress) throw new Error('no demo voter on a Dr, St, Ave or Rd');
  const suffix = { Dr: 'Drive', St: 'Street', Ave: 'Avenue', Rd: 'Road' } as Record<string, string>;
  const typed = voter.streetAddress.replace(/ (\w+)$/, (_, s: string) => ` ${suffix[s]}`).toLowerCase();
  await page.getByRole('button', { name: 'Advanced Filters' }).click();
  await page.getByLabel('Address').fill(typed);
  const expected = await apiSearch(page, `address=${encodeURIComponent(voter.streetAddress)}`);
  await expect(page.getByText(`Found ${expected.total} contacts`)).toBeVisible();
  const result = resultWith(page, voter.fullName).first();
  await expect(result).toBeVisible();
  // Results at one street differ by their house: each shows its street address with its city.
  await expect(result.getByText(voter.streetAddress, { exact: true })).toBeVisible();
  await expect(result.getByText(cityLine(voter))).toBeVisible();
});

test('a profile lists the household and opens a housemate', { tag: '@phone-too' }, async ({
  page,
  accounts,
}) => {
  await signInAsAdmin(page, accounts);
  // Three voters of this run at one house: two in apartment 4 (spelled two ways), one in apartment 5.
  const run = Math.floor(Math.random() * 90_000_000);
  const family = `HOMELY${String.fromCharCode(65 + (run % 26))}${String.fromCharCode(65 + ((run >> 5) % 26))}`;
  const home = { 'Name Last': family, 'Residence Zipcode': '32303' };
  const file = floridaTxt([
    voter({
      ...home,
      'Voter ID': String(500_000_000 + run),
      'Name First': 'ANA',
      'Residence Address Line 1': '2661 LAKE ELLA DR',
      'Residence Address Line 2': 'APT 4',
    }),
    voter({
      ...home,
      'Voter ID': String(590_000_000 + run),
      'Name First': 'BEN',
      'Residence Address Line 1': '2661 Lake Ella Drive',
      'Residence Address Line 2': 'Apt. 4',
    }),
    voter({
      ...home,
      'Voter ID': String(680_000_000 + run),
      'Name First': 'CY',
      'Residence Address Line 1': '2661 LAKE ELLA DR',
      'Residence Address Line 2': 'APT 5',
    }),
  ]);
  await openNavigation(page);
  if (isPhone(page)) await page.getByRole('link', { name: 'Admin Dashboard' }).click();
  else await page.getByRole('link', { name: 'Admin Tools' }).click();
  await openAdminSection(page, 'Data Management');
  await page
    .getByLabel('Voter file')
    .setInputFiles({ name: 'LEO_20261201.txt', mimeType: 'text/plain', buffer: file });
  await page.getByRole('button', { name: 'Import Data' }).click();
  await expect(toasts(page).getByText('Processed 3 contacts. 0 errors.')).toBeVisible();

  await page.goto('/');
  await page.getByLabel('Last Name').fill(family);
  await page.getByLabel('First Name').fill('Ana');
  const row = resultWith(page, `${family}`).first();
  if (isPhone(page)) await row.getByRole('button', { name: 'View' }).click();
  else await row.getByRole('button').first().click();
  const household = page.getByRole('region', { name: 'Household: 2 voters' });
  await expect(household).toBeVisible();
  await expect(household.getByRole('button')).toHaveCount(1);
  await household.getByRole('button', { name: /^ben /i }).click();
  await expect(page.getByRole('dialog', { name: /^ben /i })).toBeVisible();
});

test('a result card on a phone shows no unlabelled "Unknown", and the whole city and ZIP', {
  tag: '@phone-only',
}, async ({ page, accounts }) => {
  await signInAsAdmin(page, accounts);
  const voters = await everyone(page);
  // The voter with the longest city line: the one a narrow card cuts first.
  const voter = voters
    .filter((v) => v.city && v.zipCode && v.lastName && v.firstName)
    .filter((v) => (v.supporterStatus ?? 'unknown') === 'unknown')
    .filter((v) => (v.volunteerLikeliness ?? 'unknown') === 'unknown')
    .sort((a, b) => `${b.city}${b.zipCode}`.length - `${a.city}${a.zipCode}`.length)[0];
  if (!voter) throw new Error('no demo voter with a city, a ZIP and unknown statuses');
  await page.getByLabel('First Name').fill(voter.firstName ?? '');
  await page.getByLabel('Last Name').fill(voter.lastName ?? '');
  const card = resultWith(page, voter.fullName).first();
  await expect(card).toBeVisible();
  await expect(card.getByText('Unknown', { exact: true })).toHaveCount(0);
  const place = card.getByText(voter.zipCode ?? '');
  await expect(place).toBeVisible();
  await expect(place).toContainText(voter.city ?? '');
  // Not cut off with an ellipsis: all of it fits in its box.
  expect(await place.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test('names and addresses are taken as typed: no autocorrect or spell check on the search fields', async ({
  page,
  accounts,
}) => {
  await accounts.volunteerAt(page, '/');
  for (const label of ['First Name', 'Middle Name', 'Last Name']) {
    await expect(page.getByLabel(label)).toHaveAttribute('autocorrect', 'off');
    await expect(page.getByLabel(label)).toHaveAttribute('spellcheck', 'false');
  }
});
