import { describe, expect, it } from 'vitest';
import { LoginSchema, RegisterSchema } from './auth.ts';

const messages = (schema: typeof LoginSchema | typeof RegisterSchema, input: object) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('sign-in and registration rules', () => {
  it('registration: name, a valid email, a 6-character password and the terms accepted', () => {
    expect(messages(RegisterSchema, { name: ' ', email: 'nope', password: '12345', accept_terms: false })).toEqual({
      name: 'Name is required', email: 'Invalid email address', password: 'Password must be at least 6 characters',
      accept_terms: 'Please accept the terms of service and the privacy policy', birth_year: 'Enter your year of birth.',
    });
    expect(messages(RegisterSchema, { name: 'A', email: 'a@b.io', password: '123456', birth_year: 1990 })).toEqual({ accept_terms: 'Please accept the terms of service and the privacy policy' });
    expect(messages(RegisterSchema, { name: 'A', email: 'a@b.io', password: '123456', accept_terms: true, birth_year: 1990 })).toEqual({});
  });
  it('lower-cases and trims the email', () => {
    expect(RegisterSchema.parse({ name: 'A', email: ' Ada@Example.COM ', password: '123456', accept_terms: true, birth_year: 1990 }).email).toBe('ada@example.com');
  });
  it("registration: a year of birth, and a parent's e-mail when the child may be under 13 (this year's 13-year-olds included)", () => {
    const year = new Date().getUTCFullYear();
    const child = { name: 'A', email: 'a@b.io', password: '123456', accept_terms: true };
    expect(messages(RegisterSchema, { ...child, birth_year: year + 1 })).toEqual({ birth_year: 'Enter your year of birth as four digits.' });
    expect(messages(RegisterSchema, { ...child, birth_year: 1899 })).toEqual({ birth_year: 'Enter your year of birth as four digits.' });
    expect(messages(RegisterSchema, { ...child, birth_year: 1990.5 })).toEqual({ birth_year: 'Enter your year of birth as four digits.' });
    expect(messages(RegisterSchema, { ...child, birth_year: year - 14 })).toEqual({});
    expect(messages(RegisterSchema, { ...child, birth_year: year - 13 })).toEqual({ parent_email: 'Enter the e-mail address of a parent or guardian: they must agree before the account is made.' });
    expect(messages(RegisterSchema, { ...child, birth_year: year - 8, parent_email: 'nope' })).toEqual({ parent_email: 'Invalid email address' });
    expect(messages(RegisterSchema, { ...child, birth_year: year - 8, parent_email: ' A@B.io ' })).toEqual({ parent_email: 'Enter your parent’s or guardian’s e-mail address, not your own.' });
    expect(messages(RegisterSchema, { ...child, birth_year: year - 8, parent_email: 'parent@b.io' })).toEqual({});
  });
  it('login: both fields required, no length rule', () => {
    expect(messages(LoginSchema, { email: '', password: '' })).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(messages(LoginSchema, { email: 'a@b.io', password: '1' })).toEqual({});
  });
});
