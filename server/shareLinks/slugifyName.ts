import { guestMessages } from '../guests/guestMessages';

// The URL's {userName}: the firm's name as a readable slug ("Estudio Pérez & Asociados" →
// "estudio-perez-asociados"). Cosmetic only: the token authorises, so any text is fine here.
export function slugifyName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || guestMessages.defaultUserName;
}
