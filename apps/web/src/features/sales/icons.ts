import { makeIcon } from '@kairos/ui';

/** A shopping bag: sales. */
export const SaleIcon = makeIcon(['M6 7h12l1 14H5z', 'M9 10V6a3 3 0 0 1 6 0v4'], 'SaleIcon');
/** A ticket with a notch: an issued voucher's code. */
export const TicketIcon = makeIcon(
  ['M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4z', 'M13 6v12'],
  'TicketIcon',
);
