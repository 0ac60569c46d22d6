import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { CLASS_MESSAGES } from '@folio/shared';
import { HttpError } from '../../http/client';
import { pupilMessage } from './pupilMessages';
import arabic from '../../../public/locales/ar/classroom.json';

const refusal = (status: number, data: unknown) => new HttpError(status, data, { method: 'post', url: '/auth/class-sign-in', headers: {} });

describe("a pupil's refusals", () => {
  it("are said in the pupil's language, found by the server's English words", async () => {
    await i18n.changeLanguage('ar');
    i18n.addResourceBundle('ar', 'classroom', arabic);
    try {
      expect(pupilMessage(refusal(401, { message: CLASS_MESSAGES.wrongSecret }), i18n.getFixedT('ar', 'classroom'))).toBe('هذه الصور ليست صحيحة. حاول مرة أخرى.');
    } finally {
      i18n.removeResourceBundle('ar', 'classroom');
      await i18n.changeLanguage('en');
    }
  });

  it('say the wait of a lock when the answer gives it', () => {
    const t = i18n.getFixedT('en', 'classroom');
    expect(pupilMessage(refusal(429, { message: CLASS_MESSAGES.pupilLocked }), t)).toBe(CLASS_MESSAGES.pupilLocked);
    expect(pupilMessage(refusal(429, { message: CLASS_MESSAGES.pupilLocked, params: { seconds: 150 } }), t)).toBe(`${CLASS_MESSAGES.pupilLocked} Try again in 3 minutes.`);
    expect(pupilMessage(refusal(404, { message: CLASS_MESSAGES.joinCodeWrong, code: 'joinCodeWrong' }), t)).toBe(CLASS_MESSAGES.joinCodeWrong);
    expect(pupilMessage(refusal(422, { message: 'The given data was invalid.', errors: { join_code: [CLASS_MESSAGES.joinCodeWrong] } }), t)).toBe(CLASS_MESSAGES.joinCodeWrong);
  });

  it('leave any other failure to the API client: its words, or a line of their own when no answer came', () => {
    const t = i18n.getFixedT('en', 'classroom');
    expect(pupilMessage(refusal(422, { message: 'Something else.' }), t)).toBe('Something else.');
    expect(pupilMessage(new HttpError(null, null, { method: 'post', url: '/auth/class-sign-in', headers: {} }), t)).toBe('Something went wrong. Please try again.');
  });
});
