// A page's recorded narration and its read-along timings (docs/decisions/ "narration"), as the page document
// keeps them (page-schema.ts). The sentences the timings name are narration.ts's.
import { z } from 'zod';

/** At most an hour of narration per page, and a cue per sentence of a page's text. */
export const NARRATION_MAX_SECONDS = 3600;
const MAX_CUES = 2000;

/** When one sentence is read: `sentence` (from 0) of the element's text as `sentencesOf` splits it, from `start` to `end` seconds. */
export const NarrationCueSchema = z
  .object({
    element: z.string().min(1).max(100),
    sentence: z.number().int().min(0).max(100_000),
    start: z.number().finite().min(0).max(NARRATION_MAX_SECONDS),
    end: z.number().finite().min(0).max(NARRATION_MAX_SECONDS),
  })
  .refine((cue) => cue.end >= cue.start, { message: 'A sentence must end after it starts', path: ['end'] });

/**
 * A page's narration: the sound (an upload of its author's, by its site address), its length in seconds, and when
 * each sentence is read. Cues may be fewer than the sentences (an author who aligned part of the page).
 */
export const NarrationSchema = z.object({
  src: z.string().min(1).max(500).regex(/^\/uploads\/(?!.*\.\.)[\w\-./%]+$/, 'Must be an uploaded sound'),
  duration: z.number().finite().positive().max(NARRATION_MAX_SECONDS),
  cues: z.array(NarrationCueSchema).max(MAX_CUES).default([]),
});

export type Narration = z.infer<typeof NarrationSchema>;
export type NarrationCue = z.infer<typeof NarrationCueSchema>;
