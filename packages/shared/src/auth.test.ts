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
      accept_terms: 'Please accept the terms of service and the privacy policy',
    });
    expect(messages(RegisterSchema, { name: 'A', email: 'a@b.io', password: '123456' })).toEqual({ accept_terms: 'Please accept the terms of service and the privacy policy' });
    expect(messages(RegisterSchema, { name: 'A', email: 'a@b.io', password: '123456', accept_terms: true })).toEqual({});
  });
  it('lower-cases and trims the email', () => {
    expect(RegisterSchema.parse({ name: 'A', email: ' Ada@Example.COM ', password: '123456', accept_terms: true }).email).toBe('ada@example.com');
  });
  it('login: both fields required, no length rule', () => {
    expect(messages(LoginSchema, { email: '', password: '' })).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(messages(LoginSchema, { email: 'a@b.io', password: '1' })).toEqual({});
  });
});
