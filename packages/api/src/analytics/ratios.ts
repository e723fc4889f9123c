/** Integer division rounding half up (towards +∞): minor units and basis points are whole numbers. */
export const divHalfUp = (num: number, den: number) => Math.floor((2 * num + den) / (2 * den));

/** num ÷ den in basis points (10000 = 100 %), half up; null when there is nothing to divide by. */
export const basisPoints = (num: number, den: number): number | null => (den > 0 ? divHalfUp(num * 10_000, den) : null);
