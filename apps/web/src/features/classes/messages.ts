import { CLASS_MESSAGES } from '@folio/shared';
import { useFeatureNotice, useFeatureWords } from '../../http/featureWords';

/** The classes' server messages in the reader's language (`classes:server.<key>`; http/featureWords.ts). */
export const useServerWords = () => useFeatureWords('classes', CLASS_MESSAGES);

/** Toasts of the classes' writes: `run` sends a write and answers what it wrote, or null once the refusal was said. */
export const useClassNotice = () => useFeatureNotice('classes', CLASS_MESSAGES);
