import { COMMENT_MESSAGES } from '@folio/shared';
import { useFeatureNotice } from '../../http/featureWords';

/** Toasts of the comments' writes, in the reader's language (`comments:server.<key>`; http/featureWords.ts). */
export const useCommentNotice = () => useFeatureNotice('comments', COMMENT_MESSAGES);
