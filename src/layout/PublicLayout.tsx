import { buttonVariants } from '@ui/Button';
import { cn } from '@ui/cn';
import { Dialog, DialogContent, DialogTrigger } from '@ui/Dialog';
import { Menu } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { useSessionStatus } from '../auth/useSessionStatus';
import { messages } from '../messages';
import { CookieNotice } from './CookieNotice';
import { Logo } from './FullScreenLoading';

// The year the site was built: the pages are prerendered at build time, and the page hydrating
// them must draw the same text.
const buildYear = import.meta.env.VITE_BUILD_YEAR ?? String(new Date().getFullYear());

export const landingSections = [
  { id: 'home', label: messages.nav.home },
  { id: 'explora', label: messages.nav.explore },
  { id: 'herramientas', label: messages.nav.tools },
  { id: 'precios', label: messages.nav.pricing },
  { id: 'desarrollador', label: messages.nav.developer },
] as const;

// The public site's frame: top bar with the landing's section anchors, register button and the
// Sandbox/Login link, the cookie notice, and the footer.
export function PublicLayout({
  children,
  onLanding = false,
}: {
  children: ReactNode;
  onLanding?: boolean;
}) {
  const signedIn = useSessionStatus() === 'authenticated';
  const [menuOpen, setMenuOpen] = useState(false);
  const anchor = (id: string) => (onLanding ? `#${id}` : `/#${id}`);
  const appLink = (
    <Link href="/app" className={buttonVariants({ variant: 'outline' })}>
      {signedIn ? messages.nav.sandbox : messages.nav.login}
    </Link>
  );
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
      >
        {messages.common.skipToContent}
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-[64px] max-w-6xl items-center gap-4 px-4">
          <Link href="/" className="flex items-center gap-2 text-lg font-semibold">
            <Logo className="size-8" />
            {messages.appName}
          </Link>
          <nav
            aria-label={messages.nav.mainNavigation}
            className="ml-6 hidden flex-1 items-center gap-5 text-sm lg:flex"
          >
            {landingSections.map((section) => (
              <a
                key={section.id}
                href={anchor(section.id)}
                className="text-muted-foreground hover:text-foreground"
              >
                {section.label}
              </a>
            ))}
          </nav>
          <div className="ml-auto hidden items-center gap-2 sm:flex">
            <Link href="/register" className={buttonVariants({ variant: 'accent' })}>
              {messages.nav.register}
            </Link>
            {appLink}
          </div>
          <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
            <DialogTrigger
              className={cn(
                buttonVariants({ variant: 'ghost', size: 'icon' }),
                'ml-auto lg:hidden sm:ml-0',
              )}
            >
              <Menu aria-hidden />
              <span className="sr-only">{messages.nav.openMenu}</span>
            </DialogTrigger>
            <DialogContent title={messages.appName} className="top-6 translate-y-0">
              <nav aria-label={messages.nav.mainNavigation} className="grid gap-1">
                {landingSections.map((section) => (
                  <a
                    key={section.id}
                    href={anchor(section.id)}
                    onClick={() => setMenuOpen(false)}
                    className="rounded px-2 py-2 hover:bg-muted"
                  >
                    {section.label}
                  </a>
                ))}
              </nav>
              <div className="flex gap-2">
                <Link href="/register" className={buttonVariants({ variant: 'accent' })}>
                  {messages.nav.register}
                </Link>
                {appLink}
              </div>
            </DialogContent>
          </Dialog>
        </div>
      </header>
      <main id="contenido" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <CookieNotice />
    </div>
  );
}

function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm sm:grid-cols-3">
        <div className="grid gap-2">
          <p className="flex items-center gap-2 font-semibold">
            <Logo className="size-6" />
            {messages.appName}
          </p>
          <p className="text-muted-foreground">{messages.footer.tagline}</p>
        </div>
        <nav aria-label={messages.footer.legal} className="grid content-start gap-2">
          <p className="font-semibold">{messages.footer.legal}</p>
          <Link href="/policies/terms" className="text-muted-foreground hover:text-foreground">
            {messages.footer.terms}
          </Link>
          <Link href="/policies/privacy" className="text-muted-foreground hover:text-foreground">
            {messages.footer.privacy}
          </Link>
          <Link
            href="/policies/privacy-addin"
            className="text-muted-foreground hover:text-foreground"
          >
            {messages.footer.privacyAddin}
          </Link>
          <Link
            href="/policies/privacy-addon"
            className="text-muted-foreground hover:text-foreground"
          >
            {messages.footer.privacyAddon}
          </Link>
        </nav>
        <nav aria-label={messages.footer.contact} className="grid content-start gap-2">
          <p className="font-semibold">{messages.footer.contact}</p>
          <Link href="/contacto/nosotros" className="text-muted-foreground hover:text-foreground">
            {messages.footer.contactUs}
          </Link>
          <Link
            href="/contacto/desarrollador"
            className="text-muted-foreground hover:text-foreground"
          >
            {messages.footer.developer}
          </Link>
        </nav>
      </div>
      <div className="border-t">
        <div className="mx-auto grid max-w-6xl gap-2 px-4 py-4 text-xs text-muted-foreground">
          <p>{messages.common.notLegalAdvice}</p>
          <p>
            © {buildYear} {messages.appName} · {messages.footer.version(messages.version)}
          </p>
        </div>
      </div>
    </footer>
  );
}
