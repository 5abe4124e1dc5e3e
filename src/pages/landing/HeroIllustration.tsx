import { ArrowDown, FileText } from 'lucide-react';

// A picture of the product in two steps: the client answers, the document is written. Purely
// decorative (the carousel says the same in words).
export function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md lg:block">
      <div className="rounded-xl border bg-card p-5 shadow-lg">
        <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
          Entrevista · Página 1 de 4
        </p>
        <div className="mt-2 h-1.5 rounded-full bg-muted">
          <div className="h-1.5 w-1/4 rounded-full bg-primary" />
        </div>
        <p className="mt-4 font-medium">¿El arrendador es una persona natural o jurídica?</p>
        <div className="mt-3 grid gap-2 text-sm">
          <span className="flex items-center gap-2 rounded-md border border-primary bg-primary/5 px-3 py-2">
            <span className="size-3.5 rounded-full border-4 border-primary" /> Persona natural
          </span>
          <span className="flex items-center gap-2 rounded-md border px-3 py-2">
            <span className="size-3.5 rounded-full border" /> Persona jurídica
          </span>
        </div>
        <p className="mt-4 text-sm font-medium">Canon mensual</p>
        <p className="mt-1 rounded-md border px-3 py-2 text-sm">$1.234,50</p>
      </div>
      <div className="my-3 flex justify-center text-accent">
        <ArrowDown className="size-6" />
      </div>
      <div className="rounded-xl border bg-card p-5 font-serif text-sm leading-relaxed shadow-lg">
        <p className="mb-2 flex items-center gap-2 font-sans text-xs font-medium uppercase tracking-wide text-muted-foreground">
          <FileText className="size-4" /> contrato-arrendamiento.docx
        </p>
        <p className="text-center font-bold">CONTRATO DE ARRENDAMIENTO</p>
        <p className="mt-2">
          … las partes acuerdan un canon mensual de{' '}
          <strong>
            MIL DOSCIENTOS TREINTA Y CUATRO CON 50/100 DÓLARES DE LOS ESTADOS UNIDOS DE AMÉRICA
          </strong>
          , pagadero los primeros cinco días de cada mes…
        </p>
      </div>
    </div>
  );
}
