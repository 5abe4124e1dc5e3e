// Emails are compared trimmed and lower-cased: people type them with stray capitals and spaces,
// and two accounts differing only in case would be a support nightmare.
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
