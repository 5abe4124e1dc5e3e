import { cn } from '@ui/cn';
import { Link, Redirect, useParams } from 'wouter';
import { PublicLayout } from '../../layout/PublicLayout';
import { ContactMessageForm } from './ContactMessageForm';
import { contactMessages } from './contactMessages';
import { DeveloperRequestForm } from './DeveloperRequestForm';

const sections = ['nosotros', 'desarrollador'] as const;

export default function ContactPage() {
  const { section } = useParams<{ section: string }>();
  if (!(sections as readonly string[]).includes(section)) return <Redirect to="/404" replace />;
  const developer = section === 'desarrollador';
  return (
    <PublicLayout>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <nav aria-label="Contacto" className="mb-8 flex gap-2">
          {sections.map((name) => (
            <Link
              key={name}
              href={`/contacto/${name}`}
              aria-current={name === section ? 'page' : undefined}
              className={cn(
                'rounded-full border px-4 py-1.5 text-sm',
                name === section
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'hover:bg-muted',
              )}
            >
              {contactMessages.tabs[name]}
            </Link>
          ))}
        </nav>
        <h1 className="text-3xl font-bold">
          {developer ? contactMessages.developer.title : contactMessages.usTitle}
        </h1>
        <p className="mt-2 text-muted-foreground">
          {developer ? contactMessages.developer.intro : contactMessages.usIntro}
        </p>
        <div className="mt-8 rounded-xl border bg-card p-6">
          {developer ? <DeveloperRequestForm /> : <ContactMessageForm />}
        </div>
      </div>
    </PublicLayout>
  );
}
