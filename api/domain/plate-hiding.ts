/**
 * A plate as the customer's public page shows it (docs/decisions/039-the-customers-own-page.md):
 * enough for its owner to know their car, too little for a stranger to read it. A Russian
 * plate keeps its first letter, its last letters and its region: «А123ВС77» is «А***ВС 77».
 * Any other plate keeps its first and last two characters, the rest starred; one of four
 * characters or fewer keeps only its first, or the stars would hide a single character.
 */
export function hidePlate(plate: string): string {
  const russian = /^([АВЕКМНОРСТУХ])\d{3}([АВЕКМНОРСТУХ]{2})(\d{2,3})$/.exec(plate);
  if (russian) return `${russian[1]}***${russian[2]} ${russian[3]}`;
  const chars = [...plate.replace(/\s+/g, '')];
  if (chars.length <= 4) return `${chars[0] ?? ''}${'*'.repeat(Math.max(0, chars.length - 1))}`;
  return `${chars[0]}${'*'.repeat(chars.length - 3)}${chars.slice(-2).join('')}`;
}
