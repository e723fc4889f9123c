import { makeIcon } from '@kairos/ui';

/** A receipt with a torn edge: expenses. */
export const ExpenseIcon = makeIcon(
  ['M6 3h12v18l-2-1.5L14 21l-2-1.5L10 21l-2-1.5L6 21z', 'M9 8h6', 'M9 12h6', 'M9 16h3'],
  'ExpenseIcon',
);
/** A road: mileage trips. */
export const TripIcon = makeIcon(['M7 21 10 3', 'M17 21 14 3', 'M12 6v2', 'M12 11v2', 'M12 16v2'], 'TripIcon');
/** A paper clip: a receipt is attached. */
export const ClipIcon = makeIcon(
  ['M21 11.5 12.5 20a5 5 0 0 1-7-7l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7L10.2 17.7a1.7 1.7 0 0 1-2.4-2.4L15.5 7.6'],
  'ClipIcon',
);
