import { cn } from '@ui/cn';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { messages } from '../messages';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

// A top bar 64 px high and a side menu 256 px wide; on small screens the menu is
// a drawer opened from the top bar. Both are in px, not rem: the responsive font sizes scale rem.
export const topBarHeight = 64;
export const sideMenuWidth = 256;

// The query parameter that shows a signed-in page bare, for the preview's phone frame.
export const phoneFrameParameter = 'marco';

export function AppLayout({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The editor uses the whole width (the side menu moves into the drawer); other pages keep a
  // readable measure.
  const [location] = useLocation();
  const search = useSearch();
  const wide = location.startsWith('/users/editor/');
  // A page shown inside the phone-preview frame (`?marco=telefono`) is only its content: the frame
  // stands for a client's phone, which has no top bar or side menu.
  if (new URLSearchParams(search).get(phoneFrameParameter) === 'telefono')
    return <main id="contenido-app">{children}</main>;
  return (
    <div className="min-h-screen bg-muted/30">
      <a
        href="#contenido-app"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
      >
        {messages.common.skipToContent}
      </a>
      <TopBar onOpenMenu={() => setDrawerOpen(true)} menuAlwaysInDrawer={wide} />
      <aside
        className={cn(
          'fixed bottom-0 start-0 z-30 hidden overflow-y-auto border-e bg-background',
          !wide && 'lg:block',
        )}
        style={{ top: topBarHeight, width: sideMenuWidth }}
      >
        <SideMenu />
      </aside>
      <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay
            className={cn('fixed inset-0 z-40 bg-black/40', !wide && 'lg:hidden')}
          />
          <DialogPrimitive.Content
            className={cn(
              'fixed inset-y-0 start-0 z-50 overflow-y-auto bg-background shadow-xl',
              !wide && 'lg:hidden',
            )}
            style={{ width: sideMenuWidth }}
            aria-describedby={undefined}
          >
            <DialogPrimitive.Title className="sr-only">
              {messages.shell.sandbox}
            </DialogPrimitive.Title>
            <SideMenu onNavigate={() => setDrawerOpen(false)} />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
      <main
        id="contenido-app"
        className={cn(!wide && 'lg:ps-[256px]')}
        style={{ paddingTop: topBarHeight }}
      >
        <div className={cn('mx-auto p-4 sm:p-6', !wide && 'max-w-6xl')}>{children}</div>
      </main>
    </div>
  );
}
