import { GuestLoading } from '@player/guest/GuestInterview';
import { createStore, Provider } from 'jotai';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '../App';
import { PrerenderedConsentContext } from '../layout/cookieConsent';
import { GuestLayout } from '../pages/guest/GuestLayout';
import { defaultSettings, settingsRootAttributes } from '../settings/settingsAtoms';

export { consentCookie } from '../layout/cookieConsent';
export { type PrerenderedPage, prerenderedPages } from './prerenderedPages';

// The settings' defaults on <html>, but the theme: the visitor's system decides it until the app
// applies the saved one (src/index.css), as the app itself does until a theme is saved.
const { 'data-theme': _systemDecides, ...defaults } = settingsRootAttributes(defaultSettings);
export const defaultRootAttributes = defaults;

// The app as the browser first draws `path` before anyone is known (no session, nothing kept in
// this browser but, when `cookieConsent`, the cookie consent), to HTML: every lazy page is loaded
// before the HTML is written. Run at build time (vite.ssr.config.ts); the browser hydrates the
// same tree (src/main.tsx).
export async function renderPage(
  path: string,
  visitor: { cookieConsent: boolean },
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PrerenderedConsentContext value={visitor.cookieConsent}>
        <Provider store={createStore()}>
          <Router ssrPath={path}>
            <App />
          </Router>
        </Provider>
      </PrerenderedConsentContext>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

// The guest page's frame while its interview loads, for guest.html: what a guest sees before any
// script has run.
export async function renderGuestFrame(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <GuestLayout>
      <GuestLoading />
    </GuestLayout>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}
