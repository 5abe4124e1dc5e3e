import { buttonVariants } from '@ui/Button';
import { Link } from 'wouter';
import { PublicLayout } from '../layout/PublicLayout';

export function NotFoundPage() {
  return (
    <PublicLayout>
      <section className="mx-auto grid max-w-xl gap-4 px-4 py-24 text-center">
        <p className="text-6xl font-bold text-primary">404</p>
        <h1 className="text-2xl font-semibold">No encontramos esta página</h1>
        <p className="text-muted-foreground">
          La dirección no existe o cambió. Revisa el enlace o vuelve al inicio.
        </p>
        <div>
          <Link href="/" className={buttonVariants()}>
            Volver al inicio
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
}
