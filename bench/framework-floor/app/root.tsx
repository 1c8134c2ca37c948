import { Links, Meta, Outlet, Scripts } from '@remix-run/react';

/** The document every page of a Remix app has: head, the route's markup, the scripts that hydrate it. */
export default function App() {
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}
