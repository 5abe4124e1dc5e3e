import { createContext, useContext, useSyncExternalStore } from 'react';

export const consentCookieName = 'minuta_cookie_consent';
// The cookie as a request carries it (it also picks the prerendered page drawn with consent).
export const consentCookie = `${consentCookieName}=yes`;

export function hasCookieConsent(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === consentCookie);
}

// A year, site-wide, readable by the page (it records a choice, not a secret).
export function saveCookieConsent(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${consentCookieName}=yes; Max-Age=31536000; Path=/; SameSite=Lax${secure}`;
  window.dispatchEvent(new Event(consentEvent));
}

const consentEvent = 'minuta:cookie-consent';

function subscribeToConsent(onChange: () => void): () => void {
  window.addEventListener(consentEvent, onChange);
  return () => window.removeEventListener(consentEvent, onChange);
}

// The visitor a page is prerendered for at build time: with or without the consent cookie (the
// server answers each request with the page drawn for its cookie). Absent in the browser.
export const PrerenderedConsentContext = createContext<boolean | null>(null);

// Whether the visitor agreed to cookies, now or later in this visit. A prerendered page was drawn
// for the cookie this browser sent with it, so hydrating reads the same cookie.
export function useCookieConsent(): boolean {
  const prerendered = useContext(PrerenderedConsentContext);
  return useSyncExternalStore(
    subscribeToConsent,
    () => hasCookieConsent(),
    () => prerendered ?? hasCookieConsent(),
  );
}
