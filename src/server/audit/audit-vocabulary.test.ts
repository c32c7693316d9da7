import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_OPTIONS, TABLE_OPTIONS } from '../../client/pages/admin/audit/audit-filter-options.js';

const SERVER = path.resolve(import.meta.dirname, '..');

function serverSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : serverSources(full);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** Every quoted value the code gives a property (`action: …`), a ternary's both sides included. */
function valuesOf(source: string, property: string, constants: Map<string, string>) {
  const found: string[] = [];
  for (const match of source.matchAll(new RegExp(`\\b${property}: ([^,\\n}]+)`, 'g'))) {
    const expression = match[1] ?? '';
    // Of a ternary, the values chosen from, not the condition's.
    const values = expression.includes('?') ? expression.slice(expression.indexOf('?')) : expression;
    const quoted = [...values.matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '');
    const named = constants.get(expression.trim());
    found.push(...quoted, ...(named ? [named] : []));
  }
  return found;
}

describe('the audit log filter offers every action and table the code records', () => {
  const files = serverSources(SERVER).filter((file) =>
    fs.readFileSync(file, 'utf8').includes('recordAudit('),
  );
  const sources = files.map((file) => fs.readFileSync(file, 'utf8'));
  const constants = new Map<string, string>();
  for (const file of serverSources(SERVER))
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/export const (\w+_ACTION) = '([^']+)'/g))
      constants.set(m[1] ?? '', m[2] ?? '');

  it('finds the places that record (so the scan below means something)', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(constants.get('PROFILE_OPEN_ACTION')).toBe('view');
  });

  it('actions', () => {
    const recorded = new Set(sources.flatMap((s) => valuesOf(s, 'action', constants)));
    for (const action of ['approve', 'reject', 'undo', 'view', 'read-budget'])
      expect(recorded).toContain(action);
    const offered = ACTION_OPTIONS.map(([value]) => value as string);
    for (const action of recorded) expect(offered, action).toContain(action);
  });

  it('tables', () => {
    const recorded = new Set(sources.flatMap((s) => valuesOf(s, 'tableName', constants)));
    expect(recorded).toContain('vote_history');
    const offered = TABLE_OPTIONS.map(([value]) => value as string);
    for (const table of recorded) expect(offered, table).toContain(table);
  });
});
