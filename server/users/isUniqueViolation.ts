// PostgreSQL's unique_violation, as raised by both pg and PGlite. Two registrations racing for
// one email both pass the existence check; the unique index decides, and the loser gets 409.
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}
