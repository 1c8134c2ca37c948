import type { ReactNode } from 'react';
import { LanguageSwitcher } from './layout/language-switcher';
import { Logo } from './layout/logo';

/** The frame of the public pages: logo, a card with the form, the language switcher. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className="wd-auth">
      <div className="wd-auth-lang">
        <LanguageSwitcher />
      </div>
      <div className="wd-auth-card card">
        <div className="card-body p-4 p-sm-5">
          <div className="mb-4 text-center">
            <Logo />
          </div>
          <h1 className="h3 text-center mb-1">{title}</h1>
          {subtitle ? <p className="text-body-secondary text-center mb-4">{subtitle}</p> : null}
          {children}
        </div>
      </div>
    </main>
  );
}
