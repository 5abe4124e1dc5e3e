import { Button } from '@ui/Button';
import { Link } from 'wouter';
import { messages } from '../messages';
import { saveCookieConsent, useCookieConsent } from './cookieConsent';

// Shown until the visitor agrees; agreeing sets the consent cookie.
export function CookieNotice() {
  if (useCookieConsent()) return null;
  return (
    <section
      aria-label={messages.cookies.title}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-3xl flex-col gap-3 rounded-xl border bg-popover p-4 text-sm text-popover-foreground shadow-xl sm:flex-row sm:items-center"
    >
      <p className="flex-1">
        {messages.cookies.text}{' '}
        <Link href="/policies/privacy" className="underline">
          {messages.cookies.more}
        </Link>
      </p>
      <Button onClick={saveCookieConsent}>{messages.cookies.accept}</Button>
    </section>
  );
}
