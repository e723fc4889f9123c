/**
 * A sale's items in one line, in the order sold: "Shampoo × 2, Gift voucher,
 * Five cuts +2" (the first three, then how many more lines). Language-free, so
 * lists in either language and the payments' labels can share it.
 */
export function itemsSummary(lines: readonly { name: string; quantity: number }[], shown = 3): string {
  const head = lines.slice(0, shown).map((l) => (l.quantity > 1 ? `${l.name} × ${l.quantity}` : l.name));
  const more = lines.length - shown;
  return more > 0 ? `${head.join(', ')} +${more}` : head.join(', ');
}
