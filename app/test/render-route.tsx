import type { ActionFunctionArgs } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { RootData } from '~/utils/root-data';
import { defaultUiSettings } from '~/utils/ui-settings';
import { russian } from './i18n';

/**
 * One route of the web app rendered as the unit (Remix's createRemixStub), in Russian, under a
 * root that gives what app/root.tsx's loader gives every page. Its loader answers
 * `loaderData`; its action is `action`, and every form posted to it is kept in `posted`.
 * `actionData` renders the page as it comes back from a form posted without JavaScript.
 * Needs a DOM: a test file using it starts with `// @vitest-environment happy-dom`.
 */
export interface RouteUnderTest<L> {
  /** The route's id and path pattern, as in the app (`routes/…`, `cashier/task/:orderId`). */
  id: string;
  path: string;
  /** The address the page opens at. */
  url: string;
  Component: ComponentType;
  loaderData: L;
  /** The loader's data at each load instead of `loaderData` (a live reload that brings new data; another page of the address). */
  loader?: (request: Request) => L;
  action?: (form: FormData) => unknown;
  actionData?: unknown;
}

export const rootData: RootData = {
  locale: 'ru',
  wordsHref: '/words/ru.test.json',
  ui: defaultUiSettings,
  toast: null,
  home: '/',
  timeZone: 'Europe/Moscow',
};

export function renderRoute<L>({ id, path, url, Component, loaderData, loader, action, actionData }: RouteUnderTest<L>) {
  const posted: FormData[] = [];
  const Stub = createRemixStub([
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      loader: () => rootData,
      children: [
        {
          id,
          path,
          Component,
          loader: ({ request }: { request: Request }) => (loader ? loader(request) : loaderData) as never,
          action: async ({ request }: ActionFunctionArgs) => {
            const form = await request.formData();
            posted.push(form);
            return (action?.(form) ?? null) as never;
          },
        },
      ],
    },
  ]);
  const hydrationData =
    actionData === undefined ? undefined : { loaderData: { root: rootData, [id]: loaderData }, actionData: { [id]: actionData } };
  const rendered = render(
    <I18nextProvider i18n={russian()}>
      <Stub
        initialEntries={[url]}
        hydrationData={hydrationData}
        future={{ v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_singleFetch: true }}
      />
    </I18nextProvider>,
  );
  return { ...rendered, posted };
}

/** FormData of plain fields, as a browser would post them. */
export function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}

/** What is said about a field: the text of the elements its aria-describedby names. */
export function describedBy(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
