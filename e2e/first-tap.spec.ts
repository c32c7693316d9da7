/**
 * A tap on a result's View just after the results arrived opens the profile (issue 35, item 7). Under load
 * the page can change under the finger between press and release (the results reflowing the page, the cards
 * drawn again): the release then lands elsewhere and the browser sends no click. The press counts instead.
 */
import type { Page } from '@playwright/test';
import { apiSearch } from './fixtures/contacts.js';
import { ADMIN, expect, test } from './fixtures/test.js';

test.use({ demoVoters: 300 });

const TRIES = 12;

/** Surnames of the demo voters, each once: a search asked before is answered from the cache, with no request. */
async function surnames(page: Page, count: number) {
  const { contacts } = await apiSearch(page, 'page=1&limit=100');
  const bySurname = new Map(contacts.filter((c) => c.lastName).map((c) => [c.lastName, c]));
  const picked = [...bySurname.values()].slice(0, count);
  expect(picked.length).toBe(count);
  return picked;
}

const profileRequest = (page: Page, id: string) =>
  page.waitForRequest((req) => req.url().includes(`/api/contacts/${id}`), { timeout: 5_000 });

test('View tapped the moment the results arrive opens the profile, every time', {
  tag: '@phone-only',
}, async ({ page, accounts }) => {
  test.setTimeout(180_000);
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/');
  await expect(page.getByText(/^Found \d+ contacts?$/)).toBeVisible();
  for (const contact of await surnames(page, TRIES)) {
    const answered = page.waitForResponse(
      (res) => new URL(res.url()).searchParams.get('lastName') === contact.lastName,
    );
    await page.getByLabel('Last Name').fill(contact.lastName ?? '');
    await answered;
    const opened = profileRequest(page, contact.id);
    // At once: the card's View as soon as it is there, with no wait for anything else to settle.
    await page
      .getByTestId('result-card')
      .filter({ hasText: contact.fullName })
      .first()
      .getByRole('button', { name: 'View' })
      .tap();
    await opened.catch(() => {
      throw new Error(`The tap on View opened nothing (${contact.fullName})`);
    });
    await expect(page.getByRole('dialog', { name: contact.fullName })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});

test('a press on View opens the profile even when the page moves before the finger lifts', {
  tag: '@phone-only',
}, async ({ page, accounts }) => {
  test.setTimeout(120_000);
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/');
  await expect(page.getByText(/^Found \d+ contacts?$/)).toBeVisible();
  for (const [index, contact] of (await surnames(page, 4)).entries()) {
    const answered = page.waitForResponse(
      (res) => new URL(res.url()).searchParams.get('lastName') === contact.lastName,
    );
    await page.getByLabel('Last Name').fill(contact.lastName ?? '');
    await answered;
    const view = page
      .getByTestId('result-card')
      .filter({ hasText: contact.fullName })
      .first()
      .getByRole('button', { name: 'View' });
    await view.scrollIntoViewIfNeeded();
    const box = await view.boundingBox();
    if (!box) throw new Error('View is not on screen');
    const opened = profileRequest(page, contact.id);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // Between press and release the page changes under the finger, as results arriving on a loaded phone
    // do: the cards are pushed down (a reflow) or drawn anew (the same card, a new element).
    await page.evaluate(
      (redraw) => {
        const cards = document.querySelector('[data-testid="result-card"]')?.parentElement;
        if (!cards) throw new Error('no cards');
        const w = window as unknown as { undoChange: () => void };
        if (redraw) {
          const card = cards.querySelector('[data-testid="result-card"]');
          if (!card) throw new Error('no card');
          const drawnAgain = card.cloneNode(true) as Element;
          card.replaceWith(drawnAgain);
          w.undoChange = () => drawnAgain.replaceWith(card);
        } else {
          const spacer = document.createElement('div');
          spacer.style.height = '120px';
          cards.before(spacer);
          w.undoChange = () => spacer.remove();
        }
      },
      index % 2 === 1,
    );
    await page.mouse.up();
    // The page as the app drew it, before it draws the profile over it.
    await page.evaluate(() => (window as unknown as { undoChange: () => void }).undoChange());
    await opened.catch(() => {
      throw new Error(`The press on View opened nothing (${contact.fullName})`);
    });
    await expect(page.getByRole('dialog', { name: contact.fullName })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: 'Clear Names' }).click();
  }
});
