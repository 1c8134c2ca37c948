/**
 * The reason of a manual discount as the order keeps it (`manual_reason`, one text): a group's
 * name, or the cashier's own words after «Другое: ». The cashier page's form and its action
 * read and write it here, and the screens that show it read it here, so none can drift apart.
 */
export const OTHER = 'Другое: ';

/** The text the order keeps for the form's choice: a name of the list, or 'other' with words. */
export function reasonText(reason: string, other: string | undefined): string {
  // Trimmed as the order keeps it, so that the text read back writes back the same.
  return reason === 'other' ? `${OTHER}${(other ?? '').trim()}`.trim() : reason;
}

/** The cashier's own words of a kept «Другое: …» reason, or null for any other text. */
export function otherWords(saved: string): string | null {
  const mark = OTHER.trimEnd();
  return saved.startsWith(mark) ? saved.slice(mark.length).trimStart() : null;
}

/**
 * The form's choice for a kept reason. A text that is neither a name of the list nor written
 * as «Другое: …» (a group renamed or gone since, a reason set by another client of the API)
 * shows as 'other' with that whole text, never as an empty «Другое».
 */

export function reasonChoice(saved: string, names: readonly string[]): { reason: string; other: string } {
  if (!saved) return { reason: '', other: '' };
  if (names.includes(saved)) return { reason: saved, other: '' };
  // The order keeps the text trimmed: «Другое» with no words is kept as «Другое:».
  return { reason: 'other', other: otherWords(saved) ?? saved };
}
