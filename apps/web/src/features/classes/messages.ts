import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASS_MESSAGES, messageKey } from '@folio/shared';
import { errorBody } from '../../http/client';
import { serverText } from '../../http/serverText';
import { showToast } from '../../components/showToast';

const classKeyOf = new Map<string, string>(Object.entries(CLASS_MESSAGES).map(([key, text]) => [text, key]));
const classKeys = new Set(Object.keys(CLASS_MESSAGES));

/** A failed call's answer as the API words it: `{ message, code?, params?, errors? }`. */
interface Refusal {
  message?: unknown;
  code?: unknown;
  params?: Record<string, string | number>;
  errors?: Record<string, string[]>;
}

/**
 * The server's words in the reader's language: a class's message from this namespace (`classes:server.<key>`, by its
 * code or its English words: the server-message catalogue does not hold them), a form rule's from `validation`, any
 * other from the server catalogue, or as the server wrote it.
 */
export function useServerWords() {
  const { t, i18n } = useTranslation(['classes', 'validation']);
  return useCallback(
    (message: string, code?: unknown, params?: Record<string, string | number>) => {
      const classKey = typeof code === 'string' && classKeys.has(code) ? code : classKeyOf.get(message);
      if (classKey) return t(`classes:server.${classKey}`);
      const ruleKey = messageKey(message);
      if (ruleKey) return t(`validation:${ruleKey}`);
      return serverText(i18n, message, typeof code === 'string' ? code : null, params ?? null);
    },
    [t, i18n],
  );
}

/**
 * Toasts of the classes' writes, in the reader's language: the server's message of a success; of a refusal, the
 * first field's message when a form rule refused (it says more than "The given data was invalid."), else its message.
 * `run` sends a write and answers what it wrote, or null once the refusal has been toasted.
 */
export function useClassNotice() {
  const words = useServerWords();
  const { t } = useTranslation('classes');
  return useMemo(() => {
    const done = (message: string) => showToast('success', words(message));
    const failed = (error: unknown) => {
      const body = (errorBody(error) ?? {}) as Refusal;
      const first = body.errors && Object.values(body.errors).flat()[0];
      const message = first ?? (typeof body.message === 'string' ? body.message : null);
      showToast('error', message ? words(message, first ? undefined : body.code, body.params) : t('failed'));
    };
    const run = async <T extends { message: string }>(call: Promise<T>): Promise<T | null> => {
      try {
        const answer = await call;
        done(answer.message);
        return answer;
      } catch (error) {
        failed(error);
        return null;
      }
    };
    return { done, failed, run };
  }, [words, t]);
}
