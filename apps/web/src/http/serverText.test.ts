import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, serverText as english } from '@folio/shared';
import { serverText } from './serverText';

describe("the server's messages in the reader's language", () => {
  afterEach(async () => {
    i18n.removeResourceBundle('ar', 'common');
    await i18n.changeLanguage('en');
  });

  it('holds every message of the catalogue in English, word for word', () => {
    expect(i18n.getResourceBundle('en', 'common').server).toEqual(SERVER_MESSAGES);
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
