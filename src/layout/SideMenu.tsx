import { Avatar } from '@ui/Avatar';
import { cn } from '@ui/cn';
import { useAtomValue } from 'jotai';
import {
  BookOpen,
  CircleHelp,
  FileCheck2,
  FolderPlus,
  GraduationCap,
  Home,
  Puzzle,
  ShieldCheck,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { userAtom } from '../auth/authAtoms';
import { messages } from '../messages';
import { adminMessages } from '../pages/admin/adminMessages';
import { verifyMessages } from '../pages/documents/verifyMessages';
import { guides } from '../pages/help/guideContent';

// Sandbox (Home, Nuevo workspace, Tutoriales, FAQ) and Soporte (Documentación
// with the guide pages); the user's avatar, name and tier, the tier linking to the Subscripción
// tab. Links are relative to /app (nested router).
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const user = useAtomValue(userAtom);
  const [location] = useLocation();
  const item = (
    href: string,
    label: string,
    icon: ReactNode,
    active = location.startsWith(href),
  ) => (
    <li key={href}>
      <Link
        href={href}
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'flex items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-muted [&_svg]:size-4',
          active && 'bg-secondary font-medium text-secondary-foreground',
        )}
      >
        {icon}
        {label}
      </Link>
    </li>
  );
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <nav aria-label={messages.nav.mainNavigation} className="flex h-full flex-col gap-6 p-4">
      {user && (
        <div className="flex items-center gap-3 rounded-lg border p-3">
          <Avatar src={user.imageProfileUrl} name={name} />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{name}</p>
            <Link
              href="/account/Subscripción"
              onClick={onNavigate}
              className="text-xs text-primary hover:underline"
              title={messages.shell.tierLink}
            >
              {messages.shell.tier(user.plan.label)}
            </Link>
          </div>
        </div>
      )}
      <div>
        <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {messages.shell.sandbox}
        </p>
        <ul className="grid gap-0.5">
          {item('/users/overview', messages.shell.home, <Home />, location === '/users/overview')}
          {item(
            '/users/overview/modal_on',
            messages.shell.newWorkspace,
            <FolderPlus />,
            location === '/users/overview/modal_on',
          )}
          {item('/users/tutoriales', messages.shell.tutorials, <GraduationCap />)}
          {item('/users/verificar', verifyMessages.menu, <FileCheck2 />)}
          {item('/users/FAQ', messages.shell.faq, <CircleHelp />)}
        </ul>
      </div>
      {user?.role === 'admin' && (
        <ul className="grid gap-0.5">{item('/admin', adminMessages.menu, <ShieldCheck />)}</ul>
      )}
      <div>
        <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {messages.shell.support}
        </p>
        <p className="flex items-center gap-3 px-3 py-2 text-sm font-medium">
          <BookOpen className="size-4" aria-hidden /> {messages.shell.documentation}
        </p>
        <ul className="grid gap-0.5 ps-7">
          {guides.map((guide) => item(`/users/guide/${guide.slug}`, guide.menuLabel, null))}
        </ul>
        {/* The side menu's Word add-in download link (the manifest downloads from
            the page, with the install steps). */}
        <ul className="mt-2 grid gap-0.5">
          {item('/complementos', messages.shell.addins, <Puzzle />)}
        </ul>
      </div>
    </nav>
  );
}
