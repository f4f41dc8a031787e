/**
 * Text as searches compare it: lower case without Vietnamese accents ('Rồng Vàng' and
 * 'rong vang' are the same), so a player can type a name either way.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replaceAll('đ', 'd')
    .replaceAll('Đ', 'D')
    .toLowerCase();
}
