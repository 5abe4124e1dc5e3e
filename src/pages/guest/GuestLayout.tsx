import type { ReactNode } from 'react';

// The frame of a guest's pages: the firm's interview and nothing of the app around it.
export function GuestLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-muted/30">
      <main className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:py-12 has-[aside[data-document-pane]]:lg:max-w-7xl">
        {children}
      </main>
      <footer className="pb-8 text-center text-xs text-muted-foreground">
        Cuestionario seguro con Minuta · Tus respuestas solo las recibe el estudio que te envió el
        enlace.
      </footer>
    </div>
  );
}
