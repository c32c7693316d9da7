import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathFrom, safeReturnPath } from './return-path';

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
