import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from './entities/coupon-apply.ts';
import { COUPON_REFUSAL_CODES, SERVER_MESSAGES, serverMessageOf, serverText } from './server-messages.ts';

describe('the catalogue of server messages', () => {
  it('puts values into the words, and reads them back out of the words', () => {
    const text = serverText('tooManyAttempts', { seconds: 42 });
    expect(text).toBe('Too many attempts. Please try again in 42 seconds.');
    expect(serverMessageOf(text)).toEqual({ code: 'tooManyAttempts', params: { seconds: '42' } });
    expect(serverMessageOf('Category created successfully.')).toEqual({ code: 'created', params: { noun: 'Category' } });
    expect(serverMessageOf('Signed in successfully.')).toEqual({ code: 'signedIn', params: {} });
  });

  it('matches a message without values before a pattern that would also take it', () => {
    // 'eBook created successfully.' is also '{{noun}} created successfully.' with noun 'eBook'.
    expect(serverMessageOf(SERVER_MESSAGES.ebookCreated)?.code).toBe('ebookCreated');
  });

  it('holds nothing for words it does not know, and takes them literally', () => {
    expect(serverMessageOf('Something else entirely.')).toBeUndefined();
    expect(serverMessageOf('Not found!')).toBeUndefined();
    expect(serverMessageOf('Not foundx')).toBeUndefined();
  });

  it('gives each coupon refusal its code, with the same words', () => {
    for (const [reason, code] of Object.entries(COUPON_REFUSAL_CODES)) expect(SERVER_MESSAGES[code]).toBe(COUPON_MESSAGES[reason as keyof typeof COUPON_MESSAGES]);
  });
});
