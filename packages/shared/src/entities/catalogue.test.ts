import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { AuthorFormSchema } from './author.ts';
import { CategoryFormSchema } from './category.ts';
import { InquiryCreateSchema } from './inquiry.ts';
import { slugify, StaticPageFormSchema } from './static-page.ts';
import { UserCreateSchema, UserUpdateSchema } from './user-admin.ts';
import { EbookFormSchema, finalPrice } from './ebook.ts';

/** Field → first message of a failed parse (nothing when it passes). */
const messages = (schema: ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
};

const IMAGE = '/uploads/image/2026-11/a.jpg';

describe('category rules (spec §5): name, status and thumbnail required', () => {
  it('requires the name', () => expect(messages(CategoryFormSchema, { name: ' ', status: 'active', thumbnail: IMAGE })).toEqual({ name: 'Name is required' }));
  it('requires a valid status', () => expect(messages(CategoryFormSchema, { name: 'Art', status: 'paused', thumbnail: IMAGE })).toEqual({ status: 'Status is required' }));
  it('requires the thumbnail', () => expect(messages(CategoryFormSchema, { name: 'Art', status: 'active', thumbnail: '' })).toEqual({ thumbnail: 'Thumbnail is required' }));
});

describe('author rules (spec §5): name, status, photo and bio required', () => {
  const valid = { name: 'Ada', status: 'active', photo: IMAGE, bio: 'Writes about science.' };
  it('accepts a full author', () => expect(messages(AuthorFormSchema, valid)).toEqual({}));
  it('requires the name', () => expect(messages(AuthorFormSchema, { ...valid, name: '' })).toEqual({ name: 'Name is required' }));
  it('requires the status', () => expect(messages(AuthorFormSchema, { ...valid, status: undefined })).toEqual({ status: 'Status is required' }));
  it('requires the photo', () => expect(messages(AuthorFormSchema, { ...valid, photo: '' })).toEqual({ photo: 'Photo is required' }));
  it('requires the bio', () => expect(messages(AuthorFormSchema, { ...valid, bio: '' })).toEqual({ bio: 'Bio is required' }));
});

describe('user rules (spec §5)', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', password: 'secret1', role: 'author', is_active: true };
  it('requires the name', () => expect(messages(UserCreateSchema, { ...valid, name: '' })).toEqual({ name: 'Name is required' }));
  it("says 'Invalid email address' for a bad email", () => expect(messages(UserCreateSchema, { ...valid, email: 'ada@' })).toEqual({ email: 'Invalid email address' }));
  it('requires the password', () => expect(messages(UserCreateSchema, { ...valid, password: '' })).toEqual({ password: 'Password is required' }));
  it('needs at least 6 characters', () => expect(messages(UserCreateSchema, { ...valid, password: '12345' })).toEqual({ password: 'Password must be at least 6 characters' }));
  it('requires the role', () => expect(messages(UserCreateSchema, { ...valid, role: undefined })).toEqual({ role: 'Role is required' }));
  it('keeps the old password when the edit leaves it blank', () => {
    expect(messages(UserUpdateSchema, { ...valid, password: '' })).toEqual({});
    expect(UserUpdateSchema.parse({ ...valid, password: '' }).password).toBeUndefined();
  });
});

describe('static pages and inquiries', () => {
  it('makes slugs from titles', () => {
    expect(slugify("Children's Privacy (COPPA)")).toBe('children-s-privacy-coppa');
    expect(slugify('  Café & Crème ')).toBe('cafe-creme');
  });
  it('requires title, slug and content, and a well-formed slug', () => {
    expect(messages(StaticPageFormSchema, { title: '', slug: '', content: '' })).toEqual({ title: 'Title is required', slug: 'Slug is required', content: 'Content is required' });
    expect(messages(StaticPageFormSchema, { title: 'A', slug: 'Not A Slug', content: '<p>x</p>' })).toEqual({ slug: 'Use lower-case letters, digits and hyphens only' });
  });
  it('requires every field of the contact form', () => {
    expect(messages(InquiryCreateSchema, { name: '', email: 'x', subject: '', message: '' })).toEqual({
      name: 'Name is required', email: 'Invalid email address', subject: 'Subject is required', message: 'Message is required',
    });
  });
});

describe('e-book basic info', () => {
  it('computes the final price from an amount or a percentage, to the cent, never below 0', () => {
    expect(finalPrice(10, 2.5, 'fixed')).toBe(7.5);
    expect(finalPrice(9.99, 20, 'percentage')).toBe(7.99);
    expect(finalPrice(3, 3, 'fixed')).toBe(0);
  });
  it('requires a title, a custom size, and a discount within the price', () => {
    expect(messages(EbookFormSchema, { title: '', price: 1 })).toEqual({ title: 'Title is required' });
    expect(messages(EbookFormSchema, { title: 'A', page_dimension: 'custom' })).toEqual({ width: 'Required', height: 'Required' });
    expect(messages(EbookFormSchema, { title: 'A', price: 5, discount: 6 })).toEqual({ discount: 'The discount cannot be more than the price' });
    expect(messages(EbookFormSchema, { title: 'A', price: 5, discount: 120, discount_type: 'percentage' })).toEqual({ discount: 'A percentage cannot be more than 100' });
  });
});
