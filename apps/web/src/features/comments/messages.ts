import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MESSAGES, messageKey } from '@folio/shared';
import { errorBody } from '../../http/client';
import { serverText } from '../../http/serverText';
import { showToast } from '../../components/showToast';

const commentKeyOf = new Map<string, string>(Object.entries(COMMENT_MESSAGES).map(([key, text]) => [text, key]));

interface Refusal {
  message?: unknown;
  code?: unknown;
  params?: Record<string, string | number>;
  errors?: Record<string, string[]>;
}

/**
 * The server's words in the reader's language: a comment's message from this namespace (`comments:server.<key>`, by
 * its English words: the server-message catalogue does not hold them), a form rule's from `validation`, any other
 * from the server catalogue, or as the server wrote it.
 */
function useCommentWords() {
  const { t, i18n } = useTranslation(['comments', 'validation']);
  return useCallback(
    (message: string, code?: unknown, params?: Record<string, string | number>) => {
      const key = commentKeyOf.get(message);
      if (key) return t(`comments:server.${key}`);
      const rule = messageKey(message);
      if (rule) return t(`validation:${rule}`);
      return serverText(i18n, message, typeof code === 'string' ? code : null, params ?? null);
    },
    [t, i18n],
  );
}

/**
 * Toasts of the comments' writes: the server's message of a success; of a refusal, its first field's message (it says
 * more than "The given data was invalid."), else its message. `run` answers what the write answered, or null once
 * the refusal has been said.
 */
export function useCommentNotice() {
  const words = useCommentWords();
  const { t } = useTranslation('comments');
  return useMemo(() => {
    const failed = (error: unknown) => {
      const body = (errorBody(error) ?? {}) as Refusal;
      const first = body.errors && Object.values(body.errors).flat()[0];
      const message = first ?? (typeof body.message === 'string' ? body.message : null);
      showToast('error', message ? words(message, first ? undefined : body.code, body.params) : t('failed'));
    };
    const run = async <T extends { message: string }>(call: Promise<T>): Promise<T | null> => {
      try {
        const answer = await call;
        showToast('success', words(answer.message));
        return answer;
      } catch (error) {
        failed(error);
        return null;
      }
    };
    return { run };
  }, [words, t]);
}
