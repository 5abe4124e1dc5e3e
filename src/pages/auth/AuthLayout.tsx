import { Card, CardContent, CardDescription, CardHeader } from '@ui/Card';
import type { ReactNode } from 'react';
import { PublicLayout } from '../../layout/PublicLayout';

export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <PublicLayout>
      <div className="mx-auto grid max-w-md px-4 py-12">
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-semibold">{title}</h1>
            {subtitle && <CardDescription>{subtitle}</CardDescription>}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </PublicLayout>
  );
}
