import type { TFunction } from 'i18next';
import { CLASS_MESSAGES } from '@folio/shared';
import { errorBody, errorMessage, fieldErrors } from '../../http/client';

/**
 * The refusals a pupil meets on the way in, which this namespace says in five languages (`server.<key>`): the
 * server's catalogue of translated messages (common:server) does not hold the classes' messages, so they are
 * found here by their code or, without one, by their English words (CLASS_MESSAGES), the answer's own or a field's
 * (a code of the wrong shape in the address is refused as invalid data, with the same words for its field).
 */
const PUPIL_REFUSALS = ['joinCodeRequired', 'joinCodeWrong', 'pickYourName', 'secretRequired', 'wrongSecret', 'pupilLocked'] as const;

/**
 * What to tell a pupil about a failed call: the server's words in the pupil's language, with the wait of a lock
 * when the answer names it in seconds (`params.seconds`, as a locked sign-in does); any other failure as the API
 * client words it.
 */
export function pupilMessage(error: unknown, t: TFunction<'classroom'>): string {
  const body = errorBody(error) as { message?: unknown; code?: unknown; params?: { seconds?: unknown } } | null | undefined;
  const sent = [body?.message, ...Object.values(fieldErrors(error)).flat()];
  const key = PUPIL_REFUSALS.find((name) => body?.code === name || sent.includes(CLASS_MESSAGES[name]));
  if (!key) return errorMessage(error, t('server.noAnswer'));
  const seconds = Number(body?.params?.seconds);
  const words = t(`server.${key}`);
  return Number.isFinite(seconds) && seconds > 0 ? `${words} ${t('server.waitMinutes', { count: Math.ceil(seconds / 60) })}` : words;
}
