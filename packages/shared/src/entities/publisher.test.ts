import { describe, expect, it } from 'vitest';
import { PublisherCreateSchema, PublisherDeleteQuerySchema, PublisherUpdateSchema, type PublisherCreate } from './publisher.ts';

const valid: PublisherCreate = {
  name: 'Northwind Press',
  email: 'Hello@Northwind.example.com',
  office_email: '',
  status: 'active',
  login_email: 'Desk@Northwind.example.com',
  password: 'long-enough',
  confirm_password: 'long-enough',
};

const errors = (schema: typeof PublisherCreateSchema | typeof PublisherUpdateSchema, input: Record<string, unknown>) => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message);
  return out;
};
const createError = (field: string, patch: Record<string, unknown>) => errors(PublisherCreateSchema, { ...valid, ...patch })[field];

describe('PublisherCreateSchema (spec §5 Publisher)', () => {
  it('accepts a publisher with only the required fields, lower-casing e-mails and nulling blanks', () => {
    expect(PublisherCreateSchema.parse(valid)).toMatchObject({
      email: 'hello@northwind.example.com',
      login_email: 'desk@northwind.example.com',
      office_email: null,
      mobile: null,
      logo: null,
    });
  });

  it('requires the name', () => {
    expect(createError('name', { name: ' ' })).toEqual(['Publisher name is required']);
  });

  it('requires a well-formed e-mail', () => {
    expect(createError('email', { email: '' })).toEqual(['Invalid email format']);
    expect(createError('email', { email: 'not-an-email' })).toEqual(['Invalid email format']);
  });

  it('requires a well-formed login e-mail', () => {
    expect(createError('login_email', { login_email: undefined })).toEqual(['Invalid email format']);
  });

  it('checks the office e-mail only when given', () => {
    expect(createError('office_email', { office_email: 'office@' })).toEqual(['Invalid email format']);
    expect(createError('office_email', { office_email: undefined })).toBeUndefined();
  });

  it('requires the password', () => {
    expect(createError('password', { password: '' })).toEqual(['Password is required']);
  });

  it('requires at least 8 characters of password (spec §9)', () => {
    expect(createError('password', { password: '1234567', confirm_password: '1234567' })).toEqual(['Password must be at least 8 characters']);
    expect(createError('password', { password: '12345678', confirm_password: '12345678' })).toBeUndefined();
  });

  it('requires the password confirmation', () => {
    expect(createError('confirm_password', { confirm_password: '' })).toEqual(['Confirm password is required']);
  });

  it('requires the passwords to match, even while other fields are wrong', () => {
    expect(createError('confirm_password', { confirm_password: 'long-enougH' })).toEqual(['Passwords do not match']);
    expect(errors(PublisherCreateSchema, { password: 'long-enough', confirm_password: 'other' }).confirm_password).toEqual(['Passwords do not match']);
  });

  it('requires a valid status', () => {
    expect(createError('status', { status: 'paused' })).toEqual(['Status is required']);
  });
});

describe('PublisherUpdateSchema', () => {
  it('keeps the password when both password fields are blank', () => {
    expect(PublisherUpdateSchema.parse({ ...valid, password: '', confirm_password: '' }).password).toBeUndefined();
  });

  it('checks a new password like on create', () => {
    expect(errors(PublisherUpdateSchema, { ...valid, password: 'short', confirm_password: 'short' }).password).toEqual(['Password must be at least 8 characters']);
    expect(errors(PublisherUpdateSchema, { ...valid, password: 'new-password', confirm_password: '' }).confirm_password).toEqual(['Passwords do not match']);
  });
});

describe('PublisherDeleteQuerySchema', () => {
  it('keeps the e-books (unlink) unless told to delete them', () => {
    expect(PublisherDeleteQuerySchema.parse({}).books).toBe('unlink');
    expect(PublisherDeleteQuerySchema.parse({ books: 'delete' }).books).toBe('delete');
    expect(PublisherDeleteQuerySchema.safeParse({ books: 'burn' }).success).toBe(false);
  });
});
