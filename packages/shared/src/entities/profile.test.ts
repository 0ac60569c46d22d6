import { describe, expect, it } from 'vitest';
import { PasswordChangeSchema, ProfileUpdateSchema } from './profile.ts';

const messages = (schema: typeof ProfileUpdateSchema | typeof PasswordChangeSchema, input: object) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('profile rules (spec §5 Profile)', () => {
  it('requires the full name', () => expect(messages(ProfileUpdateSchema, { name: '' })).toEqual({ name: 'Full name is required' }));
  it('accepts a profile without a password change', () => expect(messages(ProfileUpdateSchema, { name: 'Ada' })).toEqual({}));
  it('requires the new and confirm passwords once a change starts', () =>
    expect(messages(ProfileUpdateSchema, { name: 'Ada', current_password: 'x' })).toEqual({ new_password: 'New password is required', confirm_password: 'Confirm password is required' }));
  it('needs at least 6 characters', () =>
    expect(messages(ProfileUpdateSchema, { name: 'Ada', current_password: 'x', new_password: '12345', confirm_password: '12345' })).toEqual({ new_password: 'Password must be at least 6 characters' }));
  it("says 'Passwords must match'", () =>
    expect(messages(ProfileUpdateSchema, { name: 'Ada', current_password: 'x', new_password: '123456', confirm_password: '1234567' })).toEqual({ confirm_password: 'Passwords must match' }));
});

describe('security password change (spec §5)', () => {
  it("says 'Required' for every empty field", () =>
    expect(messages(PasswordChangeSchema, {})).toEqual({ current_password: 'Required', new_password: 'Required', confirm_password: 'Required' }));
  it('needs at least 8 characters', () =>
    expect(messages(PasswordChangeSchema, { current_password: 'x', new_password: '1234567', confirm_password: '1234567' })).toEqual({ new_password: 'Password must be at least 8 characters' }));
  it('needs matching passwords', () =>
    expect(messages(PasswordChangeSchema, { current_password: 'x', new_password: '12345678', confirm_password: '12345679' })).toEqual({ confirm_password: 'Passwords must match' }));
});
