/** The sign-in page's address for a request, with the page to come back to after signing in. */
export function loginUrl(request: Request): string {
  const url = new URL(request.url);
  // Data requests of single fetch end in .data, and a form posts to its route with ?index
  // or _data; the user should come back to the page itself.
  url.searchParams.delete('index');
  url.searchParams.delete('_data');
  url.searchParams.delete('_routes');
  const search = url.searchParams.toString();
  const here = `${url.pathname}${search ? `?${search}` : ''}`;
  const page = here.replace(/\.data(\?|$)/, '$1').replace(/^\/_root$/, '/');
  const params = new URLSearchParams();
  // A resource route (a list's suggestions, a quote) answers data, not a page to come back to.
  if (page !== '/' && !page.startsWith('/log_in') && !page.startsWith('/resources/')) params.set('redirectTo', page);
  const query = params.toString();
  return query ? `/log_in?${query}` : '/log_in';
}
