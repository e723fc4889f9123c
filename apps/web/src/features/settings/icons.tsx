import { makeIcon as make } from '@kairos/ui';

/** Line icons in the style of @kairos/ui's set, for the settings and catalogue screens. */

export const CalendarIcon = make(
  [
    'M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z',
    'M4 10h16',
    'M8 2v4',
    'M16 2v4',
    'M8 14h2',
    'M14 14h2',
    'M8 17h2',
  ],
  'CalendarIcon',
);
export const LayoutIcon = make(['M4 4h7v9H4z', 'M13 4h7v5h-7z', 'M13 11h7v9h-7z', 'M4 15h7v5H4z'], 'LayoutIcon');
export const WalletIcon = make(
  ['M4 7a2 2 0 0 1 2-2h12v4', 'M4 7v11a2 2 0 0 0 2 2h14V9H6a2 2 0 0 1-2-2z', 'M16 14.5h.01'],
  'WalletIcon',
);
export const ReceiptIcon = make(['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6', 'M9 12h6', 'M9 16h3'], 'ReceiptIcon');
export const MapPinIcon = make(
  ['M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z', 'M12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z'],
  'MapPinIcon',
);
export const PercentIcon = make(
  ['M19 5L5 19', 'M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4z', 'M17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z'],
  'PercentIcon',
);
export const ScissorsIcon = make(
  ['M6 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6z', 'M6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6z', 'M8.1 7.9L20 19', 'M8.1 16.1L20 5'],
  'ScissorsIcon',
);
export const ClockIcon = make(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3 2'], 'ClockIcon');
export const ArrowUpSmallIcon = make(['M12 19V5', 'M6 11l6-6 6 6'], 'ArrowUpSmallIcon');
export const ArrowDownSmallIcon = make(['M12 5v14', 'M6 13l6 6 6-6'], 'ArrowDownSmallIcon');
export const TrashIcon = make(['M4 7h16', 'M10 11v6', 'M14 11v6', 'M6 7l1 13h10l1-13', 'M9 7V4h6v3'], 'TrashIcon');
