import { makeIcon } from '@kairos/ui';

/** A group of people: classes. */
export const ClassIcon = makeIcon(
  [
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M3 20v-1a5 5 0 0 1 5-5h2a5 5 0 0 1 5 5v1',
    'M16 5.5a3 3 0 0 1 0 5.5',
    'M18 14a5 5 0 0 1 3 4.6V20',
  ],
  'ClassIcon',
);
/** A box: packages. */
export const PackageIcon = makeIcon(
  ['M3 7.5L12 3l9 4.5v9L12 21l-9-4.5z', 'M3 7.5L12 12l9-4.5', 'M12 12v9', 'M7.5 5.3l9 4.5'],
  'PackageIcon',
);
/** A calendar with a plus: add a session. */
export const CalendarPlusIcon = makeIcon(
  [
    'M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z',
    'M4 10h16',
    'M8 2v4',
    'M16 2v4',
    'M12 13v5',
    'M9.5 15.5h5',
  ],
  'CalendarPlusIcon',
);
