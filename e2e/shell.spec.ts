import { expect, test } from './fixtures/test.js';

test('an unknown page shows the 404 page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(
    page.getByText(
      'There is no page at this address: check the link you followed, or start again from the home page.',
    ),
  ).toBeVisible();
});

test('"Loading..." shows while the current user loads, then the landing page', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/auth/user', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByText('Loading...')).toBeVisible();
  release();
  await expect(page.getByText('Loading...')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Sign In to Continue' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request To Join' })).toBeVisible();
});

test('pages load without breaking the Content Security Policy, signed out and signed in', async ({
  page,
  accounts,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  for (const path of ['/', '/login', '/register', '/forgot-password']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: /Groundwork/ }).first()).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
  await accounts.volunteerAt(page, '/');
  await expect(page.getByRole('heading', { name: 'Search Contacts' })).toBeVisible();
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByText('Account Settings').click();
  await expect(page.getByRole('dialog', { name: 'Account Settings' })).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test('the API answers malformed JSON and invalid input in the contract shape', async ({ request }) => {
  const malformed = await request.post('/api/auth/login', {
    headers: { 'content-type': 'application/json' },
    data: Buffer.from('{"email": '),
  });
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toEqual({
    message: 'The request body is not valid JSON.',
    code: 'invalid_input',
  });

  const invalid = await request.post('/api/auth/register', { data: { email: 'not-an-email', phone: '123' } });
  expect(invalid.status()).toBe(400);
  const body = await invalid.json();
  expect(body.message).toMatch(/not valid/);
  expect(body.errors).toContainEqual({ path: 'email', message: 'Please enter a valid email address' });
  expect(body.errors).toContainEqual({
    path: 'phone',
    message: 'Please enter a valid 10-digit phone number',
  });

  const unknown = await request.get('/api/unknown');
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).message).toContain('/api/unknown');
});

test('the health check reports the embedded database', async ({ request }) => {
  const res = await request.get('/healthz');
  expect(await res.json()).toEqual({ ok: true });
});

test('on a phone the top bar hides what scrolls under it', { tag: '@phone-only' }, async ({
  page,
  accounts,
}) => {
  await accounts.volunteerAt(page, '/');
  const header = page.locator('header').first();
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
  // Opaque, or a real blur behind it: either way text under the bar is not read through it.
  const seen = await header.evaluate((el) => {
    const style = getComputedStyle(el);
    const colour = style.backgroundColor;
    const alpha =
      /\/\s*([\d.]+)\s*\)$/.exec(colour)?.[1] ?? /rgba\([^)]*,\s*([\d.]+)\)$/.exec(colour)?.[1] ?? '1';
    return { alpha: Number(alpha), blur: style.backdropFilter };
  });
  expect(seen.alpha === 1 || seen.blur.includes('blur'), JSON.stringify(seen)).toBe(true);
});
