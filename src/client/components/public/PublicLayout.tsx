import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** The frame of the signed-out pages: logo, a centred card, the footer line. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex items-center gap-2 px-6 py-4">
        <Link href="/" className="flex items-center gap-2 font-semibold">
          <img src="/logo-light.svg" alt="" className="h-8 w-8" />
          Groundwork
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-6 sm:items-center">
        <div className="w-full max-w-md">{children}</div>
      </main>
      <footer className="px-6 py-4 text-center text-xs text-muted-foreground">Powered by Groundwork</footer>
    </div>
  );
}
