import { Meta } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { CustomerAssets } from '~/utils/customer-assets';
import { useNonce } from '~/utils/nonce';
import type { UiSettings } from '~/utils/ui-settings';

/**
 * The document of a customer's page (docs/decisions/046-the-customers-own-bundle.md): the
 * server's HTML with one small stylesheet and one small deferred script, and none of the staff
 * app: no React in the browser, no Bootstrap beyond the rules these pages use, no words file.
 * Everything on it reads and every form works without the script; the script adds the live
 * order and the forms' niceties.
 */
export function CustomerDocument({
  lang,
  assets,
  ui,
  children,
}: {
  lang: string;
  assets: CustomerAssets;
  ui: UiSettings;
  children: ReactNode;
}) {
  const nonce = useNonce();
  // The device's own look (theme, corners: a shop's tablet may show a link too), left to right: Russian and English only.
  return (
    <html lang={lang} dir="ltr" data-bs-theme={ui.theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <link rel="stylesheet" href={assets.style} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script src={assets.script} defer nonce={nonce} />
      </head>
      <body className={ui.rounded ? 'wd-rounded' : 'wd-square'}>{children}</body>
    </html>
  );
}
