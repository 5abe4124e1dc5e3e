import type { Statement } from '@schemas/statement';
import { useEffect, useRef, useState } from 'react';
import { type ConditionDraft, fromConditionDraft, toConditionDraft } from '../model/conditionDraft';

// The condition an editor shows: a local draft that may hold incomplete rules. A change that
// leaves every rule complete is committed (`onChange` with the statement to store, once per
// different statement); an incomplete one stays local. A statement arriving from outside
// (undo, a refused save rolled back, a rename elsewhere) replaces the draft.
export function useConditionDraft(
  statement: Statement | null,
  onChange: (statement: Statement | null) => void,
) {
  const [draft, setDraft] = useState<ConditionDraft>(() => toConditionDraft(statement));
  const known = useRef(serialize(statement));

  useEffect(() => {
    const incoming = serialize(statement);
    if (incoming === known.current) return;
    known.current = incoming;
    setDraft(toConditionDraft(statement));
  }, [statement]);

  const change = (next: ConditionDraft) => {
    setDraft(next);
    const result = fromConditionDraft(next);
    if (result === 'incomplete') return;
    const serialized = serialize(result);
    if (serialized === known.current) return;
    known.current = serialized;
    onChange(result);
  };

  return { draft, change, pending: fromConditionDraft(draft) === 'incomplete' };
}

// Statements are small (capped at 50 rules), so comparing their JSON is cheap and exact.
function serialize(statement: Statement | null): string {
  return JSON.stringify(statement);
}
