import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, serverText as english } from '@folio/shared';
import { serverText } from './serverText';

describe("the server's messages in the reader's language", () => {
  afterEach(async () => {
    i18n.removeResourceBundle('ar', 'common');
    await i18n.changeLanguage('en');
  });

  it('holds every message of the catalogue in English, word for word (a counted one as its plural form)', () => {
    const english: Record<string, string> = i18n.getResourceBundle('en', 'common').server;
    const catalogued = Object.fromEntries(Object.entries(english).flatMap(([key, text]) => (key.endsWith('_one') ? [] : [[key.replace(/_other$/, ''), text]])));
    expect(catalogued).toEqual(SERVER_MESSAGES);
  });

  it('says a wait in seconds in the plural form its number takes, in English and in Arabic', async () => {
    const wait = (seconds: number) => serverText(i18n, english('tooManyAttempts', { seconds }), 'tooManyAttempts', { seconds });
    expect(wait(1)).toBe('Too many attempts. Please try again in 1 second.');
    expect(wait(42)).toBe('Too many attempts. Please try again in 42 seconds.');
    // Its words alone (no code) are read back for the number too.
    expect(serverText(i18n, english('tooManySignIns', { seconds: 1 }))).toBe('Too many failed sign-in attempts for this account. Try again in 1 second.');
    expect(serverText(i18n, english('bodyTooDeep', { max: 64 }), 'bodyTooDeep', { max: 64 })).toBe('The request body is nested too deeply (at most 64 levels).');
    i18n.addResourceBundle('ar', 'common', { server: { tooManyAttempts_one: 'بعد ثانية واحدة.', tooManyAttempts_two: 'بعد ثانيتين.', tooManyAttempts_few: 'بعد {{seconds}} ثوانٍ.', tooManyAttempts_many: 'بعد {{seconds}} ثانيةً.', tooManyAttempts_other: 'بعد {{seconds}} ثانية.', tooManyAttempts_zero: 'الآن.' } });
    await i18n.changeLanguage('ar');
    expect([1, 2, 5, 30, 100].map(wait)).toEqual(['بعد ثانية واحدة.', 'بعد ثانيتين.', 'بعد 5 ثوانٍ.', 'بعد 30 ثانيةً.', 'بعد 100 ثانية.']);
  });

  it('says a message by its code and values, or by its words, and leaves unknown words as they are', async () => {
    i18n.addResourceBundle('ar', 'common', { server: { tooManyAttempts: 'حاول بعد {{seconds}} ثانية.', signedIn: 'تم تسجيل الدخول.', created: 'تم الإنشاء بنجاح.' } });
    await i18n.changeLanguage('ar');
    expect(serverText(i18n, english('tooManyAttempts', { seconds: 30 }), 'tooManyAttempts', { seconds: 30 })).toBe('حاول بعد 30 ثانية.');
    // A success answer carries only its words.
    expect(serverText(i18n, 'Signed in successfully.')).toBe('تم تسجيل الدخول.');
    expect(serverText(i18n, 'Category created successfully.')).toBe('تم الإنشاء بنجاح.');
    expect(serverText(i18n, 'Words nobody catalogued.')).toBe('Words nobody catalogued.');
    // A code without a translation falls back to the words sent.
    expect(serverText(i18n, 'Not found.', 'notFound')).toBe('Not found.');
  });

  it('says a field message with its values (a line of the cart) in the reader language', async () => {
    i18n.addResourceBundle('ar', 'common', { server: { bookAwaitingPayment: 'هذا الكتاب في طلبك {{tracking_number}} الذي ينتظر الدفع.' } });
    await i18n.changeLanguage('ar');
    expect(serverText(i18n, english('bookAwaitingPayment', { tracking_number: 'FOL-20261124-AB12CD' }))).toBe('هذا الكتاب في طلبك FOL-20261124-AB12CD الذي ينتظر الدفع.');
  });
});
