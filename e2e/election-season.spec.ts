import { floridaTxt, voter } from '../src/server/imports/test/voter-files.js';
import { axeViolations } from './fixtures/axe.js';
import { isPhone, toasts } from './fixtures/contacts.js';
import { openImportPanel } from './fixtures/import-panel.js';
import { ADMIN, expect, openNavigation, test } from './fixtures/test.js';

const base = 700_000_000 + Math.floor(Math.random() * 90_000_000);
const ballotCsv = (lines: string[]) =>
  Buffer.from(
    ['Voter ID,Election Date,Ballot Status,Status Date,Rejection Reason,Cure Deadline', ...lines].join('\n'),
  );

// A day's file replaces its election's state and the Election page shows the latest election: the second test's
// later election must come after the first test's assertions, on the same server.
test.describe.configure({ mode: 'serial' });

test('an admin imports a day’s ballot file; the profile, the ballot filter and the Election page show it', {
  tag: '@phone-too',
}, async ({ page, accounts }) => {
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  const lastName = `BALLOTED${base}`;
  const id = (n: number) => String(base + n);
  await openImportPanel(page);
  const fileInput = page.getByLabel('Voter file');
  await fileInput.setInputFiles({
    name: 'LEO_20261101.txt',
    mimeType: 'text/plain',
    buffer: floridaTxt([
      voter({ 'Voter ID': id(1), 'Name First': 'ADA', 'Name Last': lastName }),
      voter({ 'Voter ID': id(2), 'Name First': 'BEA', 'Name Last': lastName }),
      voter({ 'Voter ID': id(3), 'Name First': 'CY', 'Name Last': lastName }),
    ]),
  });
  await page.getByRole('button', { name: 'Import Data' }).click();
  await expect(toasts(page).getByText('Excel Import Complete')).toBeVisible();

  await fileInput.setInputFiles({
    name: 'ballots-20261031.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Voter ID,Election Date,Ballot Status,Status Date,Rejection Reason,Cure Deadline',
        `${id(1)},11/03/2026,Early Voted,11/01/2026,,`,
        `${id(2)},11/03/2026,Rejected,10/30/2026,Signature does not match,11/06/2026`,
        `${id(3)},11/03/2026,Mailed,10/12/2026,,`,
        '999999999,11/03/2026,Mailed,10/12/2026,,',
      ].join('\n'),
    ),
  });
  await page.getByRole('button', { name: 'Import Data' }).click();
  const result = page.getByRole('region', { name: 'Import result' });
  await expect(result.getByText('Last import: ballot file')).toBeVisible();
  await expect(result.getByText('Voter ID 999999999 is not in the voter file: skipped')).toBeVisible();
  await expect(
    result.getByRole('heading', { name: 'Rows skipped: voter not in the voter file' }),
  ).toBeVisible();

  // The profile says what became of the ballot.
  await page.goto('/');
  await page.getByLabel('Last Name').fill(lastName);
  await expect(page.getByText('Found 3 contacts')).toBeVisible();
  if (isPhone(page))
    await page
      .getByTestId('result-card')
      .filter({ hasText: 'Bea' })
      .first()
      .getByRole('button', { name: 'View' })
      .click();
  else await page.getByRole('row').filter({ hasText: 'Bea' }).first().click();
  const dialog = page.getByRole('dialog', { name: /Bea/ });
  await expect(dialog.getByTestId('ballot-line')).toHaveText(
    'Ballot rejected 10/30: signature does not match — cure by 11/06',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The ballot filter, in the panel or the phone's sheet.
  if (isPhone(page)) {
    await page.getByRole('button', { name: /Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Ballot (election under way)').selectOption('voted');
    await sheet.getByRole('button', { name: 'Apply Filters' }).click();
  } else {
    await page.getByRole('button', { name: 'Advanced Filters' }).click();
    await page.getByLabel('Ballot (election under way)').selectOption('voted');
  }
  await expect(page.getByText('Found 1 contact')).toBeVisible();

  // The Election page: the ballots by group, each count opening its search.
  await openNavigation(page);
  await page.getByRole('link', { name: 'Election' }).click();
  await expect(page.getByTestId('election-date')).toContainText('Nov 3, 2026 election');
  await expect(page.getByTestId('supporters-voted')).toBeVisible();
  const rejected = page.getByRole('link', { name: /^Rejected\s*1 — open the matching search$/ });
  await expect(
    page.getByRole('link', { name: /^Out \(not returned\)\s*1 — open the matching search$/ }),
  ).toBeVisible();
  await expect(page.getByTestId('voted-by-day')).toContainText('11/01');
  // No accessibility faults in the figures, charts and tables.
  expect(await axeViolations(page, '/election')).toEqual([]);
  // Nothing spills sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 1280,
  );
  const rejectedAddress = await rejected.getAttribute('href');
  await rejected.click();
  // The count's own search (every rejected ballot), not the search the person left on the search page.
  await expect(page.getByLabel('Last Name')).toHaveValue('');
  await expect(page.getByText('Found 1 contact')).toBeVisible();
  await expect(page.getByText('Bea', { exact: false }).first()).toBeVisible();

  // Opened in a tab of its own (a middle-click), the count's address alone gives the same search.
  const tab = await page.context().newPage();
  await tab.goto(rejectedAddress ?? '');
  await expect(tab.getByText('Found 1 contact')).toBeVisible();
  await expect(tab.getByText('Bea', { exact: false }).first()).toBeVisible();
});

test('the next day’s file and the early voting list move the ballots; the chase, cure and walk lists leave out who voted', async ({
  page,
  accounts,
}) => {
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  const lastName = `CHASED${base}`;
  const id = (n: number) => String(base + 10 + n);
  const withPhone = (n: number, first: string) =>
    voter({
      'Voter ID': id(n),
      'Name First': first,
      'Name Last': lastName,
      'Residence Address Line 1': `${n}0 Elm St`,
      'Daytime Area Code': '850',
      'Daytime Phone Number': `555010${n}`,
    });
  await openImportPanel(page);
  const fileInput = page.getByLabel('Voter file');
  const importData = page.getByRole('button', { name: 'Import Data' });
  await fileInput.setInputFiles({
    name: 'LEO_20261102.txt',
    mimeType: 'text/plain',
    buffer: floridaTxt([withPhone(1, 'ADA'), withPhone(2, 'BEA'), withPhone(3, 'CY'), withPhone(4, 'DEE')]),
  });
  await importData.click();
  await expect(toasts(page).getByText('Excel Import Complete')).toBeVisible();
  const importBallots = async (name: string, buffer: Buffer) => {
    await fileInput.setInputFiles({ name, mimeType: 'text/csv', buffer });
    await importData.click();
    await expect(
      page
        .getByRole('region', { name: 'Import result' })
        .filter({ hasText: name })
        .filter({ hasText: 'Last import: ballot file' }),
    ).toBeVisible();
  };
  // Election day 11/10, later than the first test's: the election under way from here on.
  const othersEachDay = [
    `${id(2)},11/10/2026,Rejected,10/28/2026,Signature does not match,11/12/2026`,
    `${id(3)},11/10/2026,Mailed,10/20/2026,,`,
    `${id(4)},11/10/2026,Requested,10/18/2026,,`,
  ];
  await importBallots(
    'ballots-20261029.csv',
    ballotCsv([`${id(1)},11/10/2026,Mailed,10/20/2026,,`, ...othersEachDay]),
  );

  // A status the app does not know is refused whole, saying which row and what it reads.
  await fileInput.setInputFiles({
    name: 'ballots-bad.csv',
    mimeType: 'text/csv',
    buffer: ballotCsv([`${id(1)},11/10/2026,Spoiled,10/30/2026,,`]),
  });
  await importData.click();
  await expect(toasts(page).getByText('Upload Failed')).toBeVisible();
  await expect(
    toasts(page).getByText(/1 row has a ballot status Groundwork does not know \(row 2: "Spoiled"\)/),
  ).toBeVisible();

  // The next day's file: Ada's ballot came back and was accepted. Then the early voting list: Dee voted early.
  await importBallots(
    'ballots-20261031.csv',
    ballotCsv([`${id(1)},11/10/2026,Accepted,10/31/2026,,`, ...othersEachDay]),
  );
  await importBallots(
    'early-20261101.csv',
    Buffer.from(
      ['FVRSVoterIdNumber,ElectionDate,EarlyVoteDate', `${id(4)},11/10/2026,11/01/2026`].join('\n'),
    ),
  );
  await page.goto('/');
  await page.getByLabel('Last Name').fill(lastName);
  await expect(page.getByText('Found 4 contacts')).toBeVisible();
  for (const [first, line] of [
    ['Ada', 'Mail ballot returned 10/31 · accepted'],
    ['Dee', 'Voted early 11/01'],
  ] as const) {
    await page.getByRole('row').filter({ hasText: first }).first().click();
    const profile = page.getByRole('dialog', { name: new RegExp(first) });
    await expect(profile.getByTestId('ballot-line')).toHaveText(line);
    await page.keyboard.press('Escape');
    await expect(profile).toBeHidden();
  }

  // A walk list cut from the search leaves out Ada and Dee, who voted, and says so.
  await page.getByRole('button', { name: 'Make a List' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a list from this search' });
  await expect(dialog.getByLabel(/^Skip voters who have already voted/)).toBeChecked();
  await dialog.getByLabel('List name').fill(`Elm St ${base}`);
  await dialog.getByRole('button', { name: 'Make List' }).click();
  await expect(page.getByRole('heading', { name: `Elm St ${base}` })).toBeVisible();
  await expect(page.getByText('Walk list · 2 voters')).toBeVisible();
  await expect(
    page.getByText('Voters who have already voted are left out; a refresh drops those who vote later.'),
  ).toBeVisible();
  await expect(page.getByText(`Bea ${lastName}`, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(`Ada ${lastName}`, { exact: false })).toHaveCount(0);

  // The Election page's chase list holds the ballot still out; its cure list the rejected one, with the reason.
  await page.goto('/election');
  await expect(page.getByTestId('election-date')).toContainText('Nov 10, 2026 election');
  await expect(
    page.getByText(/Both are call lists, so they take the voters with a phone number/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Make the chase list' }).click();
  await expect(page.getByRole('heading', { name: /^Chase: ballots out/ })).toBeVisible();
  await expect(page.getByTestId('member-ballot').filter({ hasText: 'Mail ballot mailed 10/20' })).toHaveCount(
    1,
  );
  await expect(page.getByText(`Cy ${lastName}`, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(`Dee ${lastName}`, { exact: false })).toHaveCount(0);
  await page.goto('/election');
  await page.getByRole('button', { name: 'Make the cure list' }).click();
  await expect(page.getByRole('heading', { name: /^Cure: rejected ballots/ })).toBeVisible();
  await expect(page.getByTestId('member-ballot')).toHaveText([
    'Ballot rejected 10/28: signature does not match — cure by 11/12',
  ]);
});
