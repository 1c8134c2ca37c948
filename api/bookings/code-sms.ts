/**
 * The online booking code's SMS, in the language of the page the customer books on, and the
 * code read back out of it (the tests' SMS gateway and outbox read it so).
 */
const CODE_WORDS = { ru: 'Код для записи', en: 'Booking code' } as const;

export function codeSms(language: keyof typeof CODE_WORDS, code: string, shop: string | undefined): string {
  return `${CODE_WORDS[language]}: ${code}${shop ? `. ${shop}` : ''}`;
}

/** The four digits of a booking code's SMS, in either language. */
export function codeInSms(text: string): string | undefined {
  return new RegExp(`(?:${Object.values(CODE_WORDS).join('|')}): (\\d{4})`).exec(text)?.[1];
}
