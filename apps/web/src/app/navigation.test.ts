import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './navigation';

describe('login redirects', () => {
  it('encodes the path and query into the redirect parameter', () => {
    expect(loginPathFor('/admin/orders')).toBe('/login?redirect=%2Fadmin%2Forders');
  });
  it.each([
    ['/admin/orders?page=2', '/admin/orders?page=2'],
    [null, '/admin'],
    ['', '/admin'],
    ['//evil.example/x', '/admin'],
    ['https://evil.example/', '/admin'],
    ['/\\evil.example', '/admin'],
  ])('follows %j to %j after sign-in', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});
