import { formatDateAs } from '@engine/index';
import { cn } from '@ui/cn';
import { Link, Redirect, useParams } from 'wouter';
import { PublicLayout } from '../../layout/PublicLayout';
import { ContentArticle } from '../help/ContentArticle';
import { policies } from './policyContent';

const shortTitles: Record<string, string> = {
  terms: 'Términos',
  privacy: 'Privacidad',
  'privacy-addin': 'Complemento de Word',
  'privacy-addon': 'Complemento de Google Docs',
};

const formatDate = (iso: string) => formatDateAs('longDate', iso, 'UTC');

export default function PoliciesPage() {
  const { policy: slug } = useParams<{ policy: string }>();
  const policy = policies.find((candidate) => candidate.slug === slug);
  if (!policy) return <Redirect to="/404" replace />;
  return (
    <PublicLayout>
      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-12">
        <nav aria-label="Políticas" className="flex flex-wrap gap-2">
          {policies.map((candidate) => (
            <Link
              key={candidate.slug}
              href={`/policies/${candidate.slug}`}
              aria-current={candidate.slug === slug ? 'page' : undefined}
              className={cn(
                'rounded-full border px-4 py-1.5 text-sm',
                candidate.slug === slug
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'hover:bg-muted',
              )}
            >
              {shortTitles[candidate.slug]}
            </Link>
          ))}
        </nav>
        <ContentArticle
          document={policy}
          meta={`Última actualización: ${formatDate(policy.updated)}`}
        />
      </div>
    </PublicLayout>
  );
}
