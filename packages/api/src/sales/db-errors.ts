/**
 * What a failed batch's SQLite error was about, through libSQL's and Drizzle's
 * wrapping: the sales writes guard their invariants with CHECK constraints
 * (a guard makes a value break its CHECK when a condition fails, so the whole
 * batch rolls back) and read here which one refused.
 */
function messagesOf(e: unknown): string {
  const out: string[] = [];
  for (let cur = e, i = 0; cur && i < 6; cur = (cur as { cause?: unknown }).cause, i++) {
    out.push(String((cur as { message?: unknown }).message ?? cur));
  }
  return out.join('\n');
}

/** True when the named CHECK constraint refused a statement. */
export function checkFailed(e: unknown, constraint: string): boolean {
  return new RegExp(`CHECK constraint failed: ${constraint}\\b`).test(messagesOf(e));
}

/** True when a UNIQUE constraint over `table.column` (or a unique index naming it) refused a statement. */
export function uniqueFailed(e: unknown, tableColumn: string): boolean {
  const text = messagesOf(e);
  return /UNIQUE constraint failed/.test(text) && text.includes(tableColumn);
}
