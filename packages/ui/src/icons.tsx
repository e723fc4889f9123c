import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** Builds a 24 px stroke icon from path data; feature folders use it for icons only they need. */
export function makeIcon(paths: string[], name: string) {
  function Icon({ className = 'size-5', ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={className}
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const MenuIcon = makeIcon(['M4 6h16', 'M4 12h16', 'M4 18h16'], 'MenuIcon');
export const CloseIcon = makeIcon(['M6 6l12 12', 'M18 6L6 18'], 'CloseIcon');
export const ChevronDownIcon = makeIcon(['M6 9l6 6 6-6'], 'ChevronDownIcon');
export const ArrowUpIcon = makeIcon(['M12 19V5', 'M5 12l7-7 7 7'], 'ArrowUpIcon');
export const HomeIcon = makeIcon(['M3 10.5L12 3l9 7.5', 'M5 9.5V20h5v-6h4v6h5V9.5'], 'HomeIcon');
export const BuildingIcon = makeIcon(
  ['M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16', 'M16 9h2a2 2 0 0 1 2 2v10', 'M3 21h18', 'M8 7h4', 'M8 11h4', 'M8 15h4'],
  'BuildingIcon',
);
export const KeyIcon = makeIcon(
  ['M15 7a2 2 0 0 1 2 2', 'M21 9a6 6 0 0 1-7.7 5.7L11 17H9v2H7v2H3v-4l6.3-6.3A6 6 0 1 1 21 9z'],
  'KeyIcon',
);
export const CardIcon = makeIcon(
  ['M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z', 'M3 10h18', 'M7 15h3'],
  'CardIcon',
);
export const LogoutIcon = makeIcon(['M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3', 'M10 17l-5-5 5-5', 'M5 12h11'], 'LogoutIcon');
export const GlobeIcon = makeIcon(
  ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M3.6 9h16.8', 'M3.6 15h16.8', 'M12 3a14 14 0 0 1 0 18', 'M12 3a14 14 0 0 0 0 18'],
  'GlobeIcon',
);
export const PlusIcon = makeIcon(['M12 5v14', 'M5 12h14'], 'PlusIcon');
export const CopyIcon = makeIcon(
  [
    'M8 8V5a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-3',
    'M3 10a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
  ],
  'CopyIcon',
);
export const MailIcon = makeIcon(
  ['M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z', 'M3 7l9 6 9-6'],
  'MailIcon',
);
export const UsersIcon = makeIcon(
  [
    'M16 20v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1',
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M22 20v-1a4 4 0 0 0-3-3.9',
    'M16 3.1a4 4 0 0 1 0 7.8',
  ],
  'UsersIcon',
);
export const GiftIcon = makeIcon(
  [
    'M20 12v9H4v-9',
    'M2 7h20v5H2z',
    'M12 21V7',
    'M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7z',
    'M12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z',
  ],
  'GiftIcon',
);
export const SparkIcon = makeIcon(
  ['M12 3v4', 'M12 17v4', 'M3 12h4', 'M17 12h4', 'M6 6l2.5 2.5', 'M15.5 15.5L18 18', 'M6 18l2.5-2.5', 'M15.5 8.5L18 6'],
  'SparkIcon',
);
export const MessageIcon = makeIcon(['M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z'], 'MessageIcon');
export const CheckIcon = makeIcon(['M5 12.5l4.5 4.5L19 7.5'], 'CheckIcon');
export const WifiOffIcon = makeIcon(
  [
    'M2 2l20 20',
    'M8.5 16.4a5 5 0 0 1 7 0',
    'M5 12.9a10 10 0 0 1 5.2-2.8',
    'M19 12.9a10 10 0 0 0-2.3-1.7',
    'M2 8.8a15 15 0 0 1 4.2-2.7',
    'M10.7 5a15 15 0 0 1 11.3 3.8',
    'M12 20h.01',
  ],
  'WifiOffIcon',
);
export const DownloadIcon = makeIcon(['M12 3v12', 'M7 10l5 5 5-5', 'M5 21h14'], 'DownloadIcon');
export const ExternalIcon = makeIcon(
  ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'],
  'ExternalIcon',
);
export const LockIcon = makeIcon(['M6 11h12v10H6z', 'M8 11V7a4 4 0 1 1 8 0v4'], 'LockIcon');

// The settings, catalogue and calendar screens' icons (were features/settings/icons.tsx).
export const CalendarIcon = makeIcon(
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
export const LayoutIcon = makeIcon(['M4 4h7v9H4z', 'M13 4h7v5h-7z', 'M13 11h7v9h-7z', 'M4 15h7v5H4z'], 'LayoutIcon');
export const WalletIcon = makeIcon(
  ['M4 7a2 2 0 0 1 2-2h12v4', 'M4 7v11a2 2 0 0 0 2 2h14V9H6a2 2 0 0 1-2-2z', 'M16 14.5h.01'],
  'WalletIcon',
);
export const ReceiptIcon = makeIcon(['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6', 'M9 12h6', 'M9 16h3'], 'ReceiptIcon');
export const MapPinIcon = makeIcon(
  ['M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z', 'M12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z'],
  'MapPinIcon',
);
export const PercentIcon = makeIcon(
  ['M19 5L5 19', 'M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4z', 'M17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z'],
  'PercentIcon',
);
export const ScissorsIcon = makeIcon(
  ['M6 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6z', 'M6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6z', 'M8.1 7.9L20 19', 'M8.1 16.1L20 5'],
  'ScissorsIcon',
);
export const ClockIcon = makeIcon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3 2'], 'ClockIcon');
export const ArrowUpSmallIcon = makeIcon(['M12 19V5', 'M6 11l6-6 6 6'], 'ArrowUpSmallIcon');
export const ArrowDownSmallIcon = makeIcon(['M12 5v14', 'M6 13l6 6 6-6'], 'ArrowDownSmallIcon');
export const TrashIcon = makeIcon(['M4 7h16', 'M10 11v6', 'M14 11v6', 'M6 7l1 13h10l1-13', 'M9 7V4h6v3'], 'TrashIcon');
