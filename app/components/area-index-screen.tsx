/**
 * The screen of an area's own address (`/owner`, `/master`, `/cashier`), never drawn: its loader
 * always sends the visitor on or refuses them (app/utils/area-index.server.ts). It makes the
 * address a page rather than a resource route, so that a refusal (a master at `/owner`) is the
 * area's own «Нет доступа» page, as on its other screens, not an empty 403 that the browser
 * words in its own language.
 */
export function AreaIndexScreen() {
  return null;
}
