import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { ClassRecord, StudentCard } from '@folio/shared';

/**
 * Opens the printable sign-in cards (the pupils' side: features/classroom, route /classes/:id/cards) with cards the
 * server answered once: they travel in the history entry's state, never in the address or a store that outlives it.
 */
export function useOpenCards(record: Pick<ClassRecord, 'id' | 'name' | 'join_code'>) {
  const navigate = useNavigate();
  return useCallback(
    (cards: StudentCard[]) => navigate(`/classes/${record.id}/cards`, { state: { cards, className: record.name, joinCode: record.join_code } }),
    [navigate, record.id, record.name, record.join_code],
  );
}
