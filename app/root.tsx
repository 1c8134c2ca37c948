import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import bootstrapHref from 'bootstrap/dist/css/bootstrap.min.css?url';
import bootstrapRtlHref from 'bootstrap/dist/css/bootstrap.rtl.min.css?url';
import type { ReactNode } from 'react';
import { roleHome } from '#contract/roles';
import { GeneralErrorBoundary } from './components/error-boundary';
import { ProgressBar } from './components/progress-bar';
import { TranslationsLink } from './components/translations-link';
import { AppToaster } from './components/toaster';
import { NoScriptNotice } from './components/no-script-notice';
import { fallbackLanguage } from './i18n';
import { isCustomerPath, pageLocale } from './utils/customer-locale.server';
import { CustomerDocument } from './components/customer/customer-document';
import appCssHref from './styles/app.css?url';
import { useNonce } from './utils/nonce';
import { useLanguage } from './utils/use-language';
import { getSession, sessionUser } from './utils/session.server';
import { readToast } from './utils/toast.server';
import { isLiveReload } from './live/live-reload';
import { defaultUiSettings } from './utils/ui-settings';
import { useShownUiSettings } from './components/layout/use-ui-settings';
import type { RootData } from './utils/root-data';
import { readUiSettings } from './utils/ui-settings.server';
import { wordsHref } from './utils/words-file.server';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: appCssHref },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta: MetaFunction = () => [{ title: 'Washdesk' }];

export const handle = { i18n: ['common', 'errors'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [locale, ui, { toast, headers }, session] = await Promise.all([
    // A customer's page speaks the browser's language (Russian or English); the staff's, the switcher's.
    pageLocale(request),
    readUiSettings(request),
    readToast(request),
    getSession({ request, context }),
  ]);
  const user = sessionUser(session);
  // Where 'Back Home' and the logo lead, also on error pages.
  const home = user ? roleHome(user.role) : '/log_in';
  // A customer's page is a document of its own, without the staff app (components/customer/customer-document.tsx).
  const customer = isCustomerPath(new URL(request.url).pathname) ? context.customerAssets : undefined;
  return data<RootData>(
    { locale, wordsHref: wordsHref(locale), ui, toast, home, timeZone: context.settings.businessTimeZone, customer },
    { headers },
  );
}

/** A live reload leaves the root alone (see live/live-reload.ts). */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => (isLiveReload(args) ? false : args.defaultShouldRevalidate);

export function Layout({ children }: { children: ReactNode }) {
  const loaderData = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const locale = loaderData?.locale ?? fallbackLanguage;
  // The customizer's last choice, shown at once rather than after the round trip.
  const ui = useShownUiSettings(loaderData?.ui ?? defaultUiSettings);
  if (loaderData?.customer)
    return (
      <CustomerDocument lang={locale} assets={loaderData.customer} ui={ui}>
        {children}
      </CustomerDocument>
    );
  const bodyClass = [
    ui.rounded ? 'wd-rounded' : 'wd-square',
    ui.shadows && 'wd-shadows',
    ui.collapsed && 'wd-collapsed',
    ui.topMenu && 'wd-top-menu',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <html lang={locale} dir={ui.dir} data-bs-theme={ui.theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="stylesheet" href={ui.dir === 'rtl' ? bootstrapRtlHref : bootstrapHref} />
        <Meta />
        <Links />
        {loaderData ? <TranslationsLink href={loaderData.wordsHref} /> : null}
      </head>
      <body className={bodyClass}>
        <ProgressBar />
        {/* A form sent without JavaScript that led to another page: its toast's words, on top. */}
        <NoScriptNotice notice={loaderData?.toast} className="rounded-0 mb-0" />
        {children}
        <AppToaster toast={loaderData?.toast ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const loaderData = useRouteLoaderData<typeof loader>('root');
  useLanguage(loaderData?.locale ?? fallbackLanguage);
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
