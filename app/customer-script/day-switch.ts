/**
 * The free times' days (components/booking/time-picker.tsx), shown in place: every day's
 * times are already in the page, so a tap on another day shows its times at once and writes
 * the day into the address (a reload keeps it), without asking the server. Only when the day
 * is all that changes; a tap that would change more of the page (a chosen time given up) is
 * the form's own: a new page.
 */
export function switchDaysInPlace() {
  for (const form of document.querySelectorAll<HTMLFormElement>('form.wd-book-days')) {
    // The pressed day in view in its row (a phone's row scrolls sideways), also after a reload.
    showPressed(form);
    form.addEventListener('submit', (e) => {
      const button = e.submitter instanceof HTMLButtonElement && e.submitter.name === 'date' ? e.submitter : null;
      const times = button ? document.querySelector<HTMLElement>(`[data-wd-day-times="${CSS.escape(button.value)}"]`) : null;
      if (!button || !times) return;
      const next = addressOf(form, button);
      if (!onlyTheDayDiffers(next, new URL(window.location.href))) return;
      e.preventDefault();
      for (const day of document.querySelectorAll<HTMLElement>('[data-wd-day-times]')) day.hidden = day !== times;
      for (const other of form.querySelectorAll<HTMLButtonElement>('button[name=date]')) pressed(other, other === button);
      window.history.replaceState(window.history.state, '', next);
      // The summary's «Изменить» links carry the day, as the server writes them for it.
      for (const link of document.querySelectorAll<HTMLAnchorElement>('a.wd-book-change')) {
        const href = new URL(link.href);
        href.searchParams.set('date', button.value);
        link.href = `${href.pathname}${href.search}`;
      }
    });
  }
}

/** Where the form would go: its action with its fields and the day tapped. */
function addressOf(form: HTMLFormElement, button: HTMLButtonElement): URL {
  const url = new URL(form.action);
  url.search = '';
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type=hidden]')) url.searchParams.append(input.name, input.value);
  url.searchParams.append(button.name, button.value);
  return url;
}

function onlyTheDayDiffers(a: URL, b: URL): boolean {
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('date');
    params.sort();
    return `${url.pathname}?${params.toString()}`;
  };
  return rest(a) === rest(b);
}

function showPressed(row: HTMLElement) {
  const day = row.querySelector<HTMLElement>('[aria-pressed="true"]');
  if (day && row.scrollWidth > row.clientWidth) row.scrollLeft = day.offsetLeft - row.offsetLeft - (row.clientWidth - day.offsetWidth) / 2;
}

function pressed(button: HTMLButtonElement, on: boolean) {
  button.setAttribute('aria-pressed', String(on));
  button.classList.toggle('btn-primary', on);
  const off = button.dataset.wdUnpressed;
  if (off) button.classList.toggle(off, !on);
}
