import { SHARING_MESSAGES } from '@folio/shared';
import { useFeatureNotice } from '../../http/featureWords';

/** Sharing's writes, in the reader's language (`sharing:server.<key>`; http/featureWords.ts): `run` toasts what a write answered or its refusal; `refusal` words a refusal for a form. */
export const useSharingNotice = () => useFeatureNotice('sharing', SHARING_MESSAGES);
