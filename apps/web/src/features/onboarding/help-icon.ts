import { makeIcon } from '@kairos/ui';

/** A question mark in a circle: the tours' icon (header button, menu entry). */
export const HelpIcon = makeIcon(
  ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6', 'M12 17h.01'],
  'HelpIcon',
);
