import type { IncomingMessage, ServerResponse } from 'node:http';
import ru from '../../locales/ru/errors.json';

/**
 * Pages and their data are read as `/path.data` (Remix's single fetch); no screen asks `?_data=`
 * any more. Remix still answers such a request, and writes a warning with its stack to the log
 * for each: anyone could fill the log without signing in. Refused before Remix, as a wrong address.
 */
export function refuseLegacyDataRequests() {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    // Everything after the first «?», as Remix reads it (`/x?a=b?&_data=root` asks for `_data` too).
    const start = req.url?.indexOf('?') ?? -1;
    if (start < 0 || !new URLSearchParams(req.url!.slice(start + 1)).has('_data')) return next();
    res.statusCode = 400;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(ru.badAddress);
  };
}
