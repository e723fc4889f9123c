import { makeIcon } from '@kairos/ui';

/** A bottle with a label: products. */
export const ProductIcon = makeIcon(
  ['M10 2h4v3l2 3v12a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2V8l2-3z', 'M8 12h8', 'M8 16h8'],
  'ProductIcon',
);
/** A gift box: gift vouchers. */
export const VoucherIcon = makeIcon(
  ['M3 8h18v4H3z', 'M5 12v9h14v-9', 'M12 8v13', 'M12 8S10.5 3 8 3a2 2 0 0 0 0 5', 'M12 8s1.5-5 4-5a2 2 0 0 1 0 5'],
  'VoucherIcon',
);
