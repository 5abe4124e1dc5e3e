import { formatDateAs } from '@engine/index';

/** Days between the owner's request and the purge: the account can be reactivated meanwhile. */
export const deletionGraceDays = 7;

const dayMs = 24 * 60 * 60 * 1000;

export function deletionDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + deletionGraceDays * dayMs);
}

/** A date as the firm reads it in a mail: "2 de diciembre de 2026, 20:40 (hora de Ecuador)". */
export function formatDeletionDate(at: Date): string {
  const text = formatDateAs('longDateTime', at, 'America/Guayaquil');
  return `${text} (hora de Ecuador)`;
}
