import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@folio/shared';
import { seedStaticPages } from '../../db/seed/static-pages.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';

/** A number as the pages of a language write it (Bengali digits in Bengali). */
const written = (value: number, language: Language) => new Intl.NumberFormat(language, { numberingSystem: language === 'bn' ? 'beng' : 'latn' }).format(value);
const count = (text: string, part: string) => text.split(part).length - 1;

/**
 * The privacy pages the demo ships say how long a deleted account waits and how long an unused pupil account is kept:
 * the site's own settings (ACCOUNT_DELETION_GRACE_DAYS, STUDENT_RETENTION_DAYS), in every language, never a fixed figure.
 */
describe('the privacy pages and the settings they describe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, accountDeletionGraceDays: 21, studentRetentionDays: 200 });
    await seedStaticPages({ db: t.db, config: t.config, storage: t.app.storage, log: () => {} });
  });
  afterAll(async () => {
    await t.close();
  });

  const page = async (slug: string, language: Language) => {
    const res = await t.app.inject({ url: `/api/public/pages/${slug}?lang=${language}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { content: string; language: Language };
  };

  it.each(LANGUAGES)('should say the configured grace period and retention, in %s', async (language) => {
    const grace = written(t.config.accountDeletionGraceDays, language);
    const retention = written(t.config.studentRetentionDays, language);
    for (const slug of ['privacy', 'childrens-privacy']) {
      const { content, language: writtenIn } = await page(slug, language);
      expect(writtenIn).toBe(language);
      expect(content).not.toMatch(/\{\{/);
      expect(count(content, grace), `${slug}: the grace period`).toBe(1);
      expect(count(content, retention), `${slug}: the retention`).toBe(1);
      // Not the defaults the pages used to state as fixed.
      expect(content).not.toContain(written(14, language));
      expect(content).not.toContain(written(365, language));
    }
  });

  it('should put the figures where the English says them, and agree with what the account settings answer', async () => {
    expect((await page('privacy', 'en')).content).toContain('The account is deleted 21 days later (the grace period)');
    expect((await page('childrens-privacy', 'en')).content).toContain('A pupil account that is not used for 200 days');
    const token = await t.login('user@folio.test');
    const deletion = await t.app.inject({ url: '/api/me/deletion', headers: t.bearer(token) });
    expect(deletion.json().data.grace_days).toBe(21);
  });
});
