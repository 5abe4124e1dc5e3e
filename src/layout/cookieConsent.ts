export const consentCookieName = 'minuta_cookie_consent';

export function hasCookieConsent(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${consentCookieName}=yes`);
}

// A year, site-wide, readable by the page (it records a choice, not a secret).
export function saveCookieConsent(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${consentCookieName}=yes; Max-Age=31536000; Path=/; SameSite=Lax${secure}`;
  window.dispatchEvent(new Event('minuta:cookie-consent'));
}
