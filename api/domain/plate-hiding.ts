/**
 * A plate as the customer's public page shows it (docs/decisions/039-the-customers-own-page.md):
 * enough for its owner to know their car, too little for a stranger to read it. A Russian
 * plate keeps its first letter, its last letters and its region: «А123ВС77» is «А***ВС 77».
 * Any other plate keeps its first and last two characters, the rest starred, once it has seven
 * or more (less than half shown); up to six it keeps only its first, and up to two nothing.
 * Separators (spaces, hyphens, dots, underscores) are not counted: «AB-12» is four characters.
 */
export function hidePlate(plate: string): string {
  const russian = /^([АВЕКМНОРСТУХ])\d{3}([АВЕКМНОРСТУХ]{2})(\d{2,3})$/.exec(plate);
  if (russian) return `${russian[1]}***${russian[2]} ${russian[3]}`;
  const chars = [...plate.replace(/[\s\-_.]+/g, '')];
  if (chars.length <= 2) return '*'.repeat(chars.length);
  if (chars.length <= 6) return `${chars[0]}${'*'.repeat(chars.length - 1)}`;
  return `${chars[0]}${'*'.repeat(chars.length - 3)}${chars.slice(-2).join('')}`;
}
