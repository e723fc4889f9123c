import { makeIcon } from '@kairos/ui';

/** A banknote: income. */
export const IncomeIcon = makeIcon(
  ['M3 7h18v10H3z', 'M12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z', 'M6 10v4', 'M18 10v4'],
  'IncomeIcon',
);
/** An hourglass: left to pay. */
export const LeftToPayIcon = makeIcon(
  ['M6 3h12', 'M6 21h12', 'M7 3c0 5 5 6 5 9s-5 4-5 9', 'M17 3c0 5-5 6-5 9s5 4 5 9'],
  'LeftToPayIcon',
);
/** Rising bars: net income. */
export const NetIncomeIcon = makeIcon(['M4 20h16', 'M7 16v-4', 'M12 16V8', 'M17 16V5'], 'NetIncomeIcon');
