// Emails are compared trimmed and lower-cased: people type them with stray capitals and spaces,
// and two accounts differing only in case would be a support nightmare.
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A pragmatic check (one @, a dot in the domain, no spaces, RFC 5321 lengths). */
export function isValidEmail(email: string): boolean {
  if (email.length > 254) return false;
  const match = /^([^\s@]+)@([^\s@]+\.[^\s@.]+)$/.exec(email);
  return match !== null && (match[1]?.length ?? 0) <= 64 && !match[2]?.includes('..');
}
