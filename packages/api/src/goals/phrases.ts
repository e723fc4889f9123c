/**
 * Which of the 21 motivation phrases (docs/product/goals.md; messages goal_phrase_1 … goal_phrase_21) a goal shows, from its
 * percent reached and how much of its period has passed (0…1). The first rule that matches wins:
 *
 * | phrase | when                                                                  |
 * |--------|-----------------------------------------------------------------------|
 * | 17     | ≥ 200 % ("goal beaten": twice the target)                             |
 * | 20     | ≥ 100 % in the first half of the period (reached early)               |
 * | 16     | 150–199 %                                                             |
 * | 15     | 110–149 %                                                             |
 * | 14     | 100–109 % (goal reached)                                              |
 * | 1      | under 10 % of the period has passed ("period just started")           |
 * | 18     | the last 10 % of the period, at 75 % or more (final stretch, close)    |
 * | 19     | the last 10 % of the period, under 75 % (final stretch, behind)        |
 * | 21     | 30 % or more and 25 points or more ahead of the time passed (ahead)    |
 * | 2      | 0 %                                                                   |
 * | 3–11   | 1–9 %, 10–19 %, …, 80–89 % (3 + floor(percent / 10))                  |
 * | 12     | 90–94 %                                                               |
 * | 13     | 95–99 %                                                               |
 */
export function phraseIndexOf(percent: number, elapsed: number): number {
  if (percent >= 200) return 17;
  if (percent >= 100) {
    if (elapsed < 0.5) return 20;
    return percent >= 150 ? 16 : percent >= 110 ? 15 : 14;
  }
  if (elapsed < 0.1) return 1;
  if (elapsed >= 0.9) return percent >= 75 ? 18 : 19;
  if (percent >= 30 && percent >= elapsed * 100 + 25) return 21;
  if (percent === 0) return 2;
  if (percent < 90) return 3 + Math.floor(percent / 10);
  return percent < 95 ? 12 : 13;
}
