import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ui/Card';
import { Clock } from 'lucide-react';
import { Link } from 'wouter';
import { tutorials } from './tutorialContent';

export default function TutorialsPage() {
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold">Tutoriales</h1>
        <p className="text-muted-foreground">
          Paso a paso, de tu primera entrevista a tu primer documento firmado.
        </p>
      </header>
      <ol className="grid gap-4 lg:grid-cols-2">
        {tutorials.map((tutorial) => (
          <li key={tutorial.title}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle>{tutorial.title}</CardTitle>
                <CardDescription>{tutorial.goal}</CardDescription>
                <p className="flex items-center gap-1 text-xs text-muted-foreground">
                  <Clock className="size-3" aria-hidden /> {tutorial.minutes} min
                </p>
              </CardHeader>
              <CardContent className="grid gap-4">
                <ol className="grid list-decimal gap-1 ps-5 text-sm">
                  {tutorial.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
                <Link
                  href={tutorial.link.href}
                  className="text-sm font-medium text-primary hover:underline"
                >
                  {tutorial.link.label}
                </Link>
              </CardContent>
            </Card>
          </li>
        ))}
      </ol>
    </div>
  );
}
