import { Button } from '@ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@ui/DropdownMenu';
import { useAtomValue, useSetAtom } from 'jotai';
import { CircleUser, LogOut, Mail, Menu, MessageSquareCode, UserCog } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { logOutAtom, userAtom } from '../auth/authAtoms';
import { messages } from '../messages';
import { notifyAtom } from '../notifications/notificationsAtoms';
import { Logo } from './FullScreenLoading';
import { SettingsPopover } from './SettingsPopover';

export function TopBar({
  onOpenMenu,
  menuAlwaysInDrawer = false,
}: {
  onOpenMenu: () => void;
  menuAlwaysInDrawer?: boolean;
}) {
  const user = useAtomValue(userAtom);
  const logOut = useSetAtom(logOutAtom);
  const notify = useSetAtom(notifyAtom);
  const [, navigate] = useLocation();

  // Logout goes to /; on failure a toast says 'Unable to logout' and the session
  // stays as it was.
  const onLogout = () => {
    logOut()
      .then(() => navigate('~/', { replace: true }))
      .catch(() => notify({ tone: 'error', text: messages.errors.logoutFailed }));
  };

  return (
    // 64 px whatever the root font size (the responsive font sizes scale rem units).
    <header className="fixed inset-x-0 top-0 z-30 flex h-[64px] items-center gap-2 border-b bg-background px-4">
      <Button
        variant="ghost"
        size="icon"
        className={menuAlwaysInDrawer ? undefined : 'lg:hidden'}
        onClick={onOpenMenu}
        aria-label={messages.nav.openMenu}
      >
        <Menu />
      </Button>
      <Link href="/users/overview" className="flex items-center gap-2 font-semibold">
        <Logo className="size-8" />
        <span className="hidden sm:inline">{messages.appName}</span>
      </Link>
      <div className="ms-auto flex items-center gap-1">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={messages.shell.contactMenu}>
              <Mail />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => navigate('~/contacto/desarrollador')}>
              <MessageSquareCode /> {messages.shell.hireDeveloper}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate('~/contacto/nosotros')}>
              <Mail /> {messages.shell.contactUs}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <SettingsPopover />
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={messages.shell.userMenu}>
              <CircleUser />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {user && (
              <DropdownMenuLabel>
                {user.firstName} {user.lastName}
                <br />
                {user.email}
              </DropdownMenuLabel>
            )}
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => navigate('/account')}>
              <UserCog /> {messages.shell.account}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={onLogout}>
              <LogOut /> {messages.shell.logout}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </header>
  );
}
