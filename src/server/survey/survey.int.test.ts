import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ContactProfile } from '../../common/schemas/contacts.js';
import type { SurveyQuestion } from '../../common/schemas/survey.js';
import { auditLogs, contactAttempts } from '../db/schema/index.js';
import { setupTestApp } from '../test/app.js';
import { createContact, createUser, sessionCookieFor } from '../test/factories.js';

const t = setupTestApp();

async function as(role: 'viewer' | 'editor' | 'admin') {
  const user = await createUser(t.db, { role, firstName: role, lastName: 'Tester' });
  return { user, cookie: await sessionCookieFor(t.app, t.db, user.id) };
}

const req = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function define(cookie: string, text: string, choices: string[]) {
  const res = await req('POST', '/api/admin/survey-questions', cookie, { text, choices });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as SurveyQuestion;
}

const voter = (lastName: string) =>
  createContact(t.db, { firstName: 'Sam', lastName, fullName: `Sam ${lastName}`, streetAddress: '5 Elm St' });

const profile = async (cookie: string, id: string) =>
  (await req('GET', `/api/contacts/${id}`, cookie)).json() as ContactProfile;

describe('survey questions', () => {
  it('admins define, change and retire questions; editors read the active ones; at most 5 active', async () => {
    const admin = await as('admin');
    const editor = await as('editor');
    const viewer = await as('viewer');
    const first = await define(admin.cookie, 'Top issue?', ['Schools', 'Roads', 'Taxes']);
    expect(first).toMatchObject({ text: 'Top issue?', choices: ['Schools', 'Roads', 'Taxes'], active: true });

    for (const who of [editor, viewer]) {
      expect((await req('GET', '/api/admin/survey-questions', who.cookie)).statusCode).toBe(403);
      expect(
        (await req('POST', '/api/admin/survey-questions', who.cookie, { text: 'X?', choices: ['a', 'b'] }))
          .statusCode,
      ).toBe(403);
      expect(
        (await req('PATCH', `/api/admin/survey-questions/${first.id}`, who.cookie, { active: false }))
          .statusCode,
      ).toBe(403);
    }
    expect((await req('GET', '/api/survey-questions', viewer.cookie)).statusCode).toBe(403);

    const oneChoice = await req('POST', '/api/admin/survey-questions', admin.cookie, {
      text: 'Q?',
      choices: ['a'],
    });
    expect(oneChoice.statusCode).toBe(400);
    expect(JSON.stringify(oneChoice.json().errors)).toMatch(/at least 2 choices/);
    const nine = Array.from({ length: 9 }, (_, i) => `c${i}`);
    expect(
      (await req('POST', '/api/admin/survey-questions', admin.cookie, { text: 'Q?', choices: nine }))
        .statusCode,
    ).toBe(400);

    for (const n of [2, 3, 4, 5]) await define(admin.cookie, `Question ${n}?`, ['Yes', 'No']);
    const sixth = await req('POST', '/api/admin/survey-questions', admin.cookie, {
      text: 'Six?',
      choices: ['Yes', 'No'],
    });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toMatch(/At most 5 survey questions/);

    const retired = await req('PATCH', `/api/admin/survey-questions/${first.id}`, admin.cookie, {
      active: false,
    });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json().active).toBe(false);
    await define(admin.cookie, 'Six?', ['Yes', 'No']);
    const back = await req('PATCH', `/api/admin/survey-questions/${first.id}`, admin.cookie, {
      active: true,
    });
    expect(back.statusCode).toBe(400);

    const renamed = await req('PATCH', `/api/admin/survey-questions/${first.id}`, admin.cookie, {
      text: 'Most important issue?',
    });
    expect(renamed.json()).toMatchObject({ text: 'Most important issue?', active: false });

    const active = (await req('GET', '/api/survey-questions', editor.cookie)).json() as SurveyQuestion[];
    expect(active.map((q) => q.text)).toEqual([
      'Question 2?',
      'Question 3?',
      'Question 4?',
      'Question 5?',
      'Six?',
    ]);
    const all = (await req('GET', '/api/admin/survey-questions', admin.cookie)).json() as SurveyQuestion[];
    expect(all).toHaveLength(6);
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.recordId, first.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update', 'update']);
  });

  it('attempts answer active questions; the profile shows the latest; search and export filter on it', async () => {
    const admin = await as('admin');
    const editor = await as('editor');
    const issue = await define(admin.cookie, 'Top issue?', ['Schools', 'Roads: potholes', 'Taxes']);
    const yard = await define(admin.cookie, 'Yard sign?', ['Yes', 'No']);
    const ann = await voter('Ann');
    const bob = await voter('Bob');
    const post = (id: string, answers: object) =>
      req('POST', `/api/contacts/${id}/attempts`, editor.cookie, {
        channel: 'door',
        result: 'talked',
        answers,
      });

    expect((await post(ann.id, { [issue.id]: 'Schools', [yard.id]: 'Yes' })).statusCode).toBe(201);
    expect((await post(ann.id, { [issue.id]: 'Roads: potholes' })).statusCode).toBe(201);
    expect((await post(bob.id, { [issue.id]: 'Schools' })).statusCode).toBe(201);

    const shown = await profile(editor.cookie, ann.id);
    expect(shown.latestAnswers.map((a) => [a.question, a.choice])).toEqual([
      ['Top issue?', 'Roads: potholes'],
      ['Yard sign?', 'Yes'],
    ]);

    const search = async (answer: string) => {
      const res = await req(
        'GET',
        `/api/contacts/search?answer=${encodeURIComponent(answer)}`,
        editor.cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().contacts as { fullName: string }[]).map((c) => c.fullName).sort();
    };
    // Only the latest answer counts: Ann said Schools first, then Roads.
    expect(await search(`${issue.id}:Schools`)).toEqual(['Sam Bob']);
    expect(await search(`${issue.id}:Roads: potholes`)).toEqual(['Sam Ann']);
    expect(await search(`${yard.id}:Yes`)).toEqual(['Sam Ann']);
    expect(await search(`${yard.id}:yes`)).toEqual([]);

    const preview = await req('POST', '/api/admin/export/preview', admin.cookie, {
      answer: `${issue.id}:Schools`,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().count).toBe(1);

    for (const bad of ['Schools', `${issue.id}:`, 'not-an-id:Schools']) {
      const res = await req('GET', `/api/contacts/search?answer=${encodeURIComponent(bad)}`, editor.cookie);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().errors)).toMatch(/question id/);
    }
    const badExport = await req('POST', '/api/admin/export/preview', admin.cookie, { answer: 'Schools' });
    expect(badExport.statusCode).toBe(400);

    // Retiring keeps the answers: still shown (marked retired) and still filterable.
    await req('PATCH', `/api/admin/survey-questions/${yard.id}`, admin.cookie, { active: false });
    const after = await profile(editor.cookie, ann.id);
    expect(after.latestAnswers.find((a) => a.questionId === yard.id)).toMatchObject({
      choice: 'Yes',
      active: false,
    });
    expect(await search(`${yard.id}:Yes`)).toEqual(['Sam Ann']);
  });

  it('refuses answers to retired or unknown questions and choices not offered, storing nothing', async () => {
    const admin = await as('admin');
    const editor = await as('editor');
    const issue = await define(admin.cookie, 'Top issue?', ['Schools', 'Roads']);
    const old = await define(admin.cookie, 'Old?', ['Yes', 'No']);
    await req('PATCH', `/api/admin/survey-questions/${old.id}`, admin.cookie, { active: false });
    const cat = await voter('Cat');
    const cases: [object, RegExp][] = [
      [{ [old.id]: 'Yes' }, /not one the campaign asks/],
      [{ '00000000-0000-4000-8000-000000000000': 'Yes' }, /not one the campaign asks/],
      [{ 'not-a-question': 'Yes' }, /not one the campaign asks/],
      [{ [issue.id]: 'Parks' }, /not a choice of "Top issue\?"/],
      [{ [issue.id]: 'Schools', [old.id]: 'No' }, /not one the campaign asks/],
    ];
    for (const [answers, message] of cases) {
      const res = await req('POST', `/api/contacts/${cat.id}/attempts`, editor.cookie, {
        channel: 'phone',
        result: 'talked',
        supporterStatus: 'confirmed-supporter',
        answers,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await t.db.select().from(contactAttempts).where(eq(contactAttempts.contactId, cat.id))).toEqual(
      [],
    );
    const shown = await profile(editor.cookie, cat.id);
    expect(shown.supporterStatus).not.toBe('confirmed-supporter');
    expect(shown.latestAnswers).toEqual([]);
  });
});
