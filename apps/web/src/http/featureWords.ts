import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKey } from '@folio/shared';
import { errorBody } from './client';
import { serverText } from './serverText';
import { showToast } from '../components/showToast';

/** A failed call's answer as the API words it: `{ message, code?, params?, errors? }`. */
interface Refusal {
  message?: unknown;
  code?: unknown;
  params?: Record<string, string | number>;
  errors?: Record<string, string[]>;
}

/**
 * The server's words in the reader's language, for a feature whose messages the server-message catalogue does not
 * hold (classes, comments, sharing): the feature's own from its namespace (`<namespace>:server.<key>`, by the code the
 * answer came with or by its English words, `catalogue` being the feature's messages of @folio/shared), a form
 * rule's from `validation`, any other from the server catalogue, or as the server wrote it.
 */
export function useFeatureWords(namespace: string, catalogue: Record<string, string>) {
  const { t, i18n } = useTranslation([namespace, 'validation']);
  const keyOf = useMemo(() => new Map(Object.entries(catalogue).map(([key, text]) => [text, key])), [catalogue]);
  return useCallback(
    (message: string, code?: unknown, params?: Record<string, string | number>) => {
      const own = typeof code === 'string' && code in catalogue ? code : keyOf.get(message);
      if (own) return t(`${namespace}:server.${own}`);
      const rule = messageKey(message);
      if (rule) return t(`validation:${rule}`);
      return serverText(i18n, message, typeof code === 'string' ? code : null, params ?? null);
    },
    [t, i18n, namespace, catalogue, keyOf],
  );
}

/**
 * What a feature's writes say, in the reader's language: `done` toasts a success's message; `refusal` words a
 * refusal (its first field's message, which says more than "The given data was invalid.", else its message, else the
 * namespace's `failed`); `failed` toasts it; `run` sends a write and answers what it answered, or null once refused.
 */
export function useFeatureNotice(namespace: string, catalogue: Record<string, string>) {
  const words = useFeatureWords(namespace, catalogue);
  const { t } = useTranslation(namespace);
  return useMemo(() => {
    const done = (message: string) => showToast('success', words(message));
    const refusal = (error: unknown) => {
      const body = (errorBody(error) ?? {}) as Refusal;
      const first = body.errors && Object.values(body.errors).flat()[0];
      const message = first ?? (typeof body.message === 'string' ? body.message : null);
      return message ? words(message, first ? undefined : body.code, body.params) : t('failed');
    };
    const failed = (error: unknown) => showToast('error', refusal(error));
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
    return { words, done, refusal, failed, run };
  }, [words, t]);
}
