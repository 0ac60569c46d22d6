import type { StudentCard } from '@folio/shared';

/**
 * What the teacher's class screens hand the sign-in cards page in the router's location state (features/classes/
 * cards.ts), when pupils are added or given a new picture password: the passwords are answered only then, so they
 * travel in the history entry, never in the address.
 */
interface SignInCardsState {
  cards: StudentCard[];
  className: string;
  joinCode: string;
}

/** The location state, when it is a SignInCardsState (a reload keeps it; an address typed in has none). */
export function signInCardsOf(state: unknown): SignInCardsState | null {
  const value = state as Partial<SignInCardsState> | null | undefined;
  return value && Array.isArray(value.cards) && typeof value.className === 'string' && typeof value.joinCode === 'string' ? (value as SignInCardsState) : null;
}

/** Where a card's QR code leads: the class's sign-in with the pupil's name already picked. */
export const cardAddress = (origin: string, joinCode: string, pupilId: string) => `${origin}/join/${encodeURIComponent(joinCode)}?pupil=${encodeURIComponent(pupilId)}`;
