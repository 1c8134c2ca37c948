import { MESSAGE_VARIABLES, type MessageKind, type MessageVariable } from '../contract/messages';

/** The texts the product ships with; the owner may change them (owner/messages). */
export const DEFAULT_MESSAGES: Record<MessageKind, { enabled: boolean; text: string }> = {
  accepted: { enabled: true, text: '{shop}: ваш автомобиль {plate} принят, следите за статусом: {link}' },
  ready: { enabled: true, text: '{shop}: машина готова — можно забирать. Заказ №{order}, {plate}. {link}' },
  booking_day: { enabled: true, text: '{shop}: напоминаем о записи на {time}, {plate}. Перенести или отменить: {link}' },
  booking_hour: { enabled: true, text: '{shop}: ждём вас {time}, {plate}. Запись: {link}' },
  storage_season: { enabled: true, text: '{shop}: пора менять шины! Ваш комплект №{order} ({plate}) ждёт на хранении. Запишитесь: {link}' },
};

/**
 * A message's text with its variables put in. A variable left empty (no shop name yet) takes
 * the separators beside it at the start or end of the text with it («{shop}: …» loses its «: »);
 * the values themselves are never cut (a link may end in «-»), and the letter it leaves in front
 * is raised; the owner's own first letter (or a link) stays as written.
 */
export function renderMessage(text: string, values: Record<MessageVariable, string>): string {
  let template = text;
  // Whether an empty variable at the start was taken away: the letter left in front is raised.
  let cutFront = false;
  for (const name of MESSAGE_VARIABLES) {
    if (values[name] !== '') continue;
    const front = template.replace(new RegExp(`^\\s*\\{${name}\\}[\\s:,.;—–-]*`, 'u'), '');
    cutFront ||= front !== template;
    template = front.replace(new RegExp(`[\\s:,;—–-]*\\{${name}\\}\\s*$`, 'u'), '');
  }
  const filled = template
    .replace(/\{([^{}]*)\}/g, (whole, name: string) =>
      (MESSAGE_VARIABLES as readonly string[]).includes(name) ? values[name as MessageVariable] : whole,
    )
    .replace(/\s+/g, ' ')
    .trim();
  return cutFront ? filled.charAt(0).toUpperCase() + filled.slice(1) : filled;
}

/** SMS parts a text takes: 70 characters in one part with Cyrillic (UCS-2), 67 per part when split; 160/153 in Latin. */
export function smsParts(text: string): number {
  const unicode = [...text].some((ch) => ch.charCodeAt(0) > 0x7f);
  const [single, multi] = unicode ? [70, 67] : [160, 153];
  return text.length <= single ? 1 : Math.ceil(text.length / multi);
}

/** The values of the owner's preview: an example order, or an example booking for a reminder (its own link). */
export const EXAMPLE_VALUES = (shop: string, origin: string, kind: MessageKind = 'accepted'): Record<MessageVariable, string> => ({
  order: '1024',
  plate: 'А123ВС77',
  link:
    kind === 'storage_season'
      ? `${origin}/book?kind=tire`
      : `${origin}/${kind.startsWith('booking_') ? 'b' : 'o'}/Xk3v9QwRt7LmN2pZa8bCdE4f`,
  shop,
  time: '30.11 в 14:30',
});

/** A moment as a message says it, in the business zone: «30.11 в 14:30». */
export function messageTime(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('ru-RU', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(at)
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {});
  return `${parts.day}.${parts.month} в ${parts.hour}:${parts.minute}`;
}
