import { followOrder } from './live-order';
import { enhanceForms } from './forms';

/**
 * The customers' pages' only script (docs/decisions/046-the-customers-own-bundle.md): the
 * pages are the server's HTML and work without it; this adds what needs a script. The order
 * page follows its order live; the booking pages keep a phone's focus on the step it reached,
 * write the phone as it is typed, say at once when too many services are ticked, show another
 * day's free times in place, and do not send a form twice. No React, no staff code.
 */
function start() {
  followOrder();
  enhanceForms();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
