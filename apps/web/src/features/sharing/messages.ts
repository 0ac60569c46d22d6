import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKey, SHARING_MESSAGES } from '@folio/shared';
import { errorBody } from '../../http/client';
import { serverText } from '../../http/serverText';
import { showToast } from '../../components/showToast';

const sharingKeyOf = new Map<string, string>(Object.entries(SHARING_MESSAGES).map(([key, text]) => [text, key]));

/** A failed call's answer as the API words it. */
interface Refusal {
  message?: unknown;
  code?: unknown;
  params?: Record<string, string | number>;
  errors?: Record<string, string[]>;
}

/**
 * The server's words in the reader's language: sharing's own from this namespace (`sharing:server.<key>`, by their
 * English words: the server-message catalogue does not hold them), a form rule's from `validation`, any other from
 * the server catalogue, or as the server wrote it. (The same lookup as classes' and comments' messages.ts, over
 * this feature's words.)
 */
export function useSharingWords() {
  const { t, i18n } = useTranslation(['sharing', 'validation']);
  return useCallback(
    (message: string, code?: unknown, params?: Record<string, string | number>) => {
      const key = sharingKeyOf.get(message);
      if (key) return t(`sharing:server.${key}`);
      const rule = messageKey(message);
      if (rule) return t(`validation:${rule}`);
      return serverText(i18n, message, typeof code === 'string' ? code : null, params ?? null);
    },
    [t, i18n],
  );
}

/** What a refusal says, in the reader's language: its first field's message (it says more than "The given data was invalid."), else its message. */
export function useRefusalText() {
  const words = useSharingWords();
  const { t } = useTranslation('sharing');
  return useCallback(
    (error: unknown) => {
      const body = (errorBody(error) ?? {}) as Refusal;
      const first = body.errors && Object.values(body.errors).flat()[0];
      const message = first ?? (typeof body.message === 'string' ? body.message : null);
      return message ? words(message, first ? undefined : body.code, body.params) : t('failed');
    },
    [words, t],
  );
}

/** Sends a write and toasts what it answered, or its refusal; answers the answer, or null when refused. */
export function useSharingNotice() {
  const words = useSharingWords();
  const refusal = useRefusalText();
  return useMemo(
    () =>
      async <T extends { message: string }>(call: Promise<T>): Promise<T | null> => {
        try {
          const answer = await call;
          showToast('success', words(answer.message));
          return answer;
        } catch (error) {
          showToast('error', refusal(error));
          return null;
        }
      },
    [words, refusal],
  );
}
