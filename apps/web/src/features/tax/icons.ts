import { makeIcon } from '@kairos/ui';

/** A receipt with a percent sign: the tax estimate. */
export const TaxIcon = makeIcon(
  ['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9.5 14.5l5-5', 'M9.75 9.75h.01', 'M14.25 14.25h.01'],
  'TaxIcon',
);
