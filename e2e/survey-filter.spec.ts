import type { APIRequestContext, Page } from '@playwright/test';
import type { SearchResponse } from '../src/common/schemas/contacts.js';
import type { ListDetail } from '../src/common/schemas/lists.js';
import type { SurveyQuestion } from '../src/common/schemas/survey.js';
import { ADMIN, expect, test } from './fixtures/test.js';

test.use({ demoVoters: 60 });

/** A question of this test alone, so only the voter answered here can match it. */
async function defineQuestion(adminApi: APIRequestContext): Promise<SurveyQuestion> {
  const res = await adminApi.post('/api/admin/survey-questions', {
    data: { text: `Will you host a yard sign? ${Date.now()}`, choices: ['Yes, gladly', 'Not this year'] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

async function voterWithAnswer(adminApi: APIRequestContext, question: SurveyQuestion, choice: string) {
  const { contacts }: SearchResponse = await (
    await adminApi.get('/api/contacts/search?page=1&limit=20')
  ).json();
  const voter = contacts.find((c) => c.firstName && c.lastName);
  if (!voter) throw new Error('no demo voter with a name');
  const res = await adminApi.post(`/api/contacts/${voter.id}/attempts`, {
    data: { channel: 'door', result: 'talked', answers: { [question.id]: choice } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return voter;
}

const resultRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

/** "Make a List" from the filtered search (desktop): the list holds that one voter too. */
async function makeListShowsOnly(
  page: Page,
  adminApi: APIRequestContext,
  voter: { id: string; fullName: string },
) {
  await page.getByRole('button', { name: 'Make a List' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a list from this search' });
  const name = `Yard signs ${Date.now()}`;
  await dialog.getByLabel('List name').fill(name);
  await dialog.getByRole('button', { name: 'Make List' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Walk list · 1 voters')).toBeVisible();
  await expect(page.getByText(voter.fullName).first()).toBeVisible();
  const listId = new URL(page.url()).pathname.split('/').pop();
  const list: ListDetail = await (await adminApi.get(`/api/lists/${listId}`)).json();
  expect(list.members.map((m) => m.contactId)).toEqual([voter.id]);
}

test('an admin filters the search by a survey answer and finds exactly the voter who gave it', async ({
  page,
  accounts,
  adminApi,
}) => {
  const question = await defineQuestion(adminApi);
  try {
    const voter = await voterWithAnswer(adminApi, question, 'Yes, gladly');
    await accounts.signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/');
    await expect(page.getByText(/^Found \d+ contacts?$/)).toBeVisible();
    const answer = `${question.id}:Yes, gladly`;

    await page.getByRole('button', { name: 'Advanced Filters' }).click();
    await page.getByLabel('Survey answer').selectOption(answer);
    await expect(page.getByText(/^Found 1 contacts?$/)).toBeVisible();
    await expect(resultRows(page)).toHaveCount(1);
    await expect(resultRows(page)).toContainText(voter.fullName);
    await makeListShowsOnly(page, adminApi, voter);
  } finally {
    await adminApi.patch(`/api/admin/survey-questions/${question.id}`, { data: { active: false } });
  }
});

test('the answers to a retired question can still be searched', async ({ page, accounts, adminApi }) => {
  const question = await defineQuestion(adminApi);
  const voter = await voterWithAnswer(adminApi, question, 'Not this year');
  await adminApi.patch(`/api/admin/survey-questions/${question.id}`, { data: { active: false } });
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/');
  await page.getByRole('button', { name: 'Advanced Filters' }).click();
  const select = page.getByLabel('Survey answer');
  await expect(select.locator(`optgroup[label="${question.text} (retired)"] option`)).toHaveText([
    'Yes, gladly',
    'Not this year',
  ]);
  await select.selectOption(`${question.id}:Not this year`);
  await expect(page.getByText(/^Found 1 contacts?$/)).toBeVisible();
  await expect(resultRows(page)).toHaveCount(1);
  await expect(resultRows(page)).toContainText(voter.fullName);
});

test('an admin previews an export of the voters who gave one answer', async ({
  page,
  accounts,
  adminApi,
}) => {
  const question = await defineQuestion(adminApi);
  try {
    await voterWithAnswer(adminApi, question, 'Yes, gladly');
    await accounts.signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/export');
    await expect(page.getByTestId('export-count')).toHaveText(/^\d+$/);
    await page.getByRole('button', { name: 'Advanced Filters (Optional)' }).click();
    await page.getByLabel('Survey answer').selectOption(`${question.id}:Yes, gladly`);
    await expect(page.getByTestId('export-count')).toHaveText('1');
  } finally {
    await adminApi.patch(`/api/admin/survey-questions/${question.id}`, { data: { active: false } });
  }
});
