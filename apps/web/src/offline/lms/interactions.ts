import { questionParts } from '@folio/shared';
import type { Interaction } from './record';

/**
 * An answer as each standard writes an interaction: its type, the learner's response in the type's format, and
 * its result. SCORM 2004 checks the response against the type (RTE 4.2.9), SCORM 1.2 keeps 255 characters.
 */

/** An identifier SCORM 2004 accepts (short_identifier_type): URI letters only, and at least one word letter. */
const shortId = (id: string) => {
  const safe = id.replace(/[^\w\-().:=@;$!*'%/#+]/g, '_').slice(0, 250);
  return /\w/.test(safe) ? safe : `id${safe}`.slice(0, 250);
};

export const interactionId = (interaction: Pick<Interaction, 'elementId'>) => shortId(`question-${interaction.elementId}`);

const TYPES = { choice: 'choice', poll: 'choice', blanks: 'fill-in', matching: 'matching', ordering: 'sequencing', short: 'fill-in' } as const;

export const scorm12Type = (interaction: Interaction) => TYPES[interaction.kind];
/** A short answer is up to 2,000 characters: long-fill-in in 2004. */
export const scorm2004Type = (interaction: Interaction) => (interaction.kind === 'short' ? 'long-fill-in' : TYPES[interaction.kind]);

/** Written words as a 2004 localized string: a leading '{' would be read as a language tag, and '[,]' as the next blank. */
const words = (text: string, max: number) => text.replace(/\[,\]/g, ', ').replace(/^\{/, '(').slice(0, max);

/** The response in SCORM 2004's format for the type (RTE 4.2.9.1). */
export function scorm2004Response(interaction: Interaction): string {
  const { kind, chosen, question } = interaction;
  switch (kind) {
    case 'choice':
    case 'poll':
    case 'ordering':
      return chosen.map(shortId).join('[,]');
    case 'matching':
      return (question.pairs ?? []).map((pair, i) => `${shortId(pair.id)}[.]${shortId(chosen[i] ?? pair.id)}`).join('[,]');
    case 'blanks':
      return chosen.slice(0, 10).map((text) => words(text, 250)).join('[,]');
    case 'short':
      return words(chosen[0] ?? '', 4000);
  }
}

/** The response as SCORM 1.2 keeps it: the same as 2004's, with the separators 1.2 uses, in 255 characters. */
export function scorm12Response(interaction: Interaction): string {
  return scorm2004Response(interaction).replace(/\[,\]/g, ',').replace(/\[\.\]/g, '.').slice(0, 255);
}

export const scorm12Result = ({ correct }: Interaction) => (correct === null ? 'neutral' : correct ? 'correct' : 'wrong');
export const scorm2004Result = ({ correct }: Interaction) => (correct === null ? 'neutral' : correct ? 'correct' : 'incorrect');

/** What the question asks, for 2004's description (250 characters). */
export const describe = ({ question }: Interaction) => words(question.question || questionParts(question).map((part) => part.text).join('; '), 250);
