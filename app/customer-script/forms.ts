import { maskPhoneInput } from '~/utils/phone-mask';
import { switchDaysInPlace } from './day-switch';

/**
 * The booking pages' forms, a little better with a script. Each is also whole without it: the
 * server masks the phone, counts the services and answers the steps.
 */
export function enhanceForms() {
  focusReachedStep();
  for (const input of document.querySelectorAll<HTMLInputElement>('input[data-wd-phone-mask]')) maskAsTyped(input);
  for (const group of document.querySelectorAll<HTMLElement>('[data-wd-count-ticked]')) countTicked(group);
  // Before a form's sending is counted: a day shown in place is no form sent.
  switchDaysInPlace();
  for (const form of document.querySelectorAll<HTMLFormElement>('form')) sendOnce(form);
  // Back to a page the browser kept: its forms may be sent again.
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) setBusy(false);
  });
}

/**
 * The step (or panel) the customer just reached takes the focus and comes into view: a phone
 * would otherwise show the page's top, and a screen reader would not hear where it is. Only
 * when the page was reached from the same page (a step answered), not on a first visit. When
 * the server said why the step came back (a red alert above it: the time was just taken), the
 * view starts at the alert, or the customer would see the step again with no word why (a screen
 * reader reads the alert itself, as its role says).
 */
function focusReachedStep() {
  const target = document.querySelector<HTMLElement>('[data-wd-focus]');
  if (!target || !cameFromHere()) return;
  target.focus({ preventScroll: true });
  const said = document.querySelector<HTMLElement>('main .alert-danger[role="alert"]');
  // Only an alert above the step: one under its title (the cancel question's) is in view with it.
  if (said && said.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) said.scrollIntoView({ block: 'start' });
  else target.scrollIntoView({ block: target.dataset.wdFocus === 'center' ? 'center' : 'start' });
}

function cameFromHere(): boolean {
  try {
    return document.referrer !== '' && new URL(document.referrer).pathname === window.location.pathname;
  } catch {
    return false;
  }
}

/**
 * `+7 (916) 123-45-67` as it is typed. A digit corrected in the middle keeps the caret after
 * the same digits, not thrown to the end (where the next key would land).
 */
function maskAsTyped(input: HTMLInputElement) {
  input.addEventListener('input', () => {
    const masked = maskPhoneInput(input.value);
    if (masked === input.value) return;
    const caret = input.selectionStart ?? input.value.length;
    const atEnd = caret >= input.value.length;
    const digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length;
    input.value = masked;
    if (atEnd) return;
    let at = 0;
    for (let seen = 0; at < masked.length && seen < digitsBefore; at++) if (/\d/.test(masked[at]!)) seen++;
    input.setSelectionRange(at, at);
  });
}

/**
 * The services step, at once as the boxes are ticked: «Дальше» waits for one box and for no
 * more than the most booked online, and the hint or the warning says why.
 */
function countTicked(group: HTMLElement) {
  const max = Number(group.dataset.wdMax || Infinity);
  const form = group.closest('form');
  const next = form?.querySelector<HTMLButtonElement>('[data-wd-next]');
  const tooMany = form?.querySelector<HTMLElement>('[data-wd-too-many]');
  const pickOne = form?.querySelector<HTMLElement>('[data-wd-pick-one]');
  const update = () => {
    const ticked = group.querySelectorAll('input[type=checkbox]:checked').length;
    if (tooMany) tooMany.hidden = ticked <= max;
    if (pickOne) pickOne.hidden = ticked !== 0;
    if (next) next.disabled = ticked === 0 || ticked > max;
  };
  group.addEventListener('change', update);
  update();
  // Back to this step, the browser ticks the boxes again after the script ran, without a change event.
  window.addEventListener('pageshow', update);
}

/** How long a page waits for a form's answer before its buttons may be pressed again. */
const BUSY_AT_MOST_MS = 15_000;

/**
 * A page sends one form: a second tap while the answer comes does nothing, the buttons say they
 * are busy, and the one pressed turns a spinner, as the staff app's buttons do.
 */
function sendOnce(form: HTMLFormElement) {
  form.addEventListener('submit', (e) => {
    if (e.defaultPrevented) return;
    if (document.body.dataset.wdBusy) {
      e.preventDefault();
      return;
    }
    document.body.dataset.wdBusy = '1';
    // After the browser has read the form, so the pressed button's own value is still sent.
    const pressed = e.submitter;
    setTimeout(() => setBusy(true, pressed), 0);
    // An answer that never came (a phone between networks) does not leave the page unusable.
    setTimeout(() => setBusy(false), BUSY_AT_MOST_MS);
  });
}

function setBusy(busy: boolean, pressed?: HTMLElement | null) {
  if (!busy) delete document.body.dataset.wdBusy;
  for (const button of document.querySelectorAll<HTMLButtonElement>('form button')) {
    if (busy) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
    button.classList.toggle('disabled', busy);
    if (!busy) {
      button.removeAttribute('aria-busy');
      button.querySelector('.wd-busy-spinner')?.remove();
    }
  }
  if (busy && pressed) {
    pressed.setAttribute('aria-busy', 'true');
    const spinner = document.createElement('span');
    spinner.className = 'spinner-border spinner-border-sm me-2 wd-busy-spinner';
    spinner.setAttribute('aria-hidden', 'true');
    pressed.prepend(spinner);
  }
}
