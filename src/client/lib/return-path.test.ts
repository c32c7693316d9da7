import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOME, loginPathFor, returnPathFrom, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('/network')).toBe('/network');
    expect(safeReturnPath('/admin?user=42#top')).toBe('/admin?user=42#top');
  });

  it('refuses anything that could leave the site', () => {
    for (const raw of [
      'https://evil.example/',
      'http://evil.example',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      'evil.example',
      '/\tevil',
      '/\n/evil.example',
      ' /network',
      '/.//evil.example/x',
      '/./\\evil.example',
      '/%2F/evil.example',
      '/%2f%2fevil.example',
      '/%5Cevil.example',
      '/%252F%252Fevil.example',
      '/..//evil.example',
      '/a/..//evil.example',
      '/%2E%2F%2Fevil.example',
      // The address parser drops a trailing space: what it keeps reads "/network/." once decoded.
      '/network%2F%2E ',
    ])
      expect(safeReturnPath(raw), raw).toBe('/');
  });

  it('answers home for nothing, and for the sign-in page itself', () => {
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath('')).toBe('/');
    expect(safeReturnPath('/login?next=/network')).toBe('/');
  });
});

describe('loginPathFor and returnPathFrom', () => {
  it('round-trip a path through the sign-in address', () => {
    const login = loginPathFor('/admin?user=42');
    expect(login).toBe('/login?next=%2Fadmin%3Fuser%3D42');
    expect(returnPathFrom(login.slice(login.indexOf('?')))).toBe('/admin?user=42');
  });

  it('leaves out a return to home and refuses a foreign one carried in the address', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('https://evil.example/')).toBe('/login');
    expect(returnPathFrom('?next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(returnPathFrom('?next=%2F%2Fevil.example')).toBe('/');
    expect(returnPathFrom('')).toBe('/');
  });
});

const ORIGIN = 'https://groundwork.invalid';
/** Pieces that make paths browsers and routers read as another host when joined the wrong way. */
const piece = fc.constantFrom(
  '/',
  '\\',
  '.',
  '..',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '%2E',
  '%252F',
  '%25',
  '%',
  'evil.example',
  'network',
  '?',
  '#',
  '@',
  ':',
  '\t',
  '\n',
  ' ',
  'x',
  '%09',
  '%00',
  '/login',
);
const candidate = fc.array(piece, { maxLength: 12 }).map((pieces) => `/${pieces.join('')}`);

/** Where a browser or router could end up with the path: as given, and with its encoding undone. */
function readings(path: string): string[] {
  const found = [path];
  let current = path;
  for (let i = 0; i < 4; i++) {
    try {
      current = decodeURIComponent(current);
    } catch {
      break;
    }
    found.push(current);
  }
  return found;
}

describe('safeReturnPath, for any path made of risky pieces', () => {
  it('answers home or a path that stays on this site however it is read', () => {
    fc.assert(
      fc.property(candidate, (raw) => {
        const back = safeReturnPath(raw, ORIGIN);
        if (back === HOME) return;
        for (const reading of readings(back)) {
          expect(new URL(reading, ORIGIN).origin, `${raw} → ${back}`).toBe(ORIGIN);
          const path = reading.split(/[?#]/, 1)[0] ?? '';
          expect(path, `${raw} → ${back}`).not.toMatch(/\/\/|\\|(^|\/)\.\.?(\/|$)/);
        }
      }),
      { numRuns: 5_000 },
    );
  });
});
