import { makeIcon as icon } from '@kairos/ui';

/** Icons the list pattern needs that @kairos/ui does not have (same 24px stroke style). */

export const DotsIcon = icon(['M5 12h.01', 'M12 12h.01', 'M19 12h.01'], 'DotsIcon');
export const SearchIcon = icon(['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'M20 20l-4-4'], 'SearchIcon');
export const PencilIcon = icon(['M4 20h4L19 9l-4-4L4 16z', 'M13.5 6.5l4 4'], 'PencilIcon');
export const ArchiveIcon = icon(['M3 5h18v4H3z', 'M5 9v10h14V9', 'M10 13h4'], 'ArchiveIcon');
export const RestoreIcon = icon(['M4 12a8 8 0 1 0 2.3-5.7', 'M4 4v4h4'], 'RestoreIcon');
export const TrashIcon = icon(['M4 7h16', 'M9 7V4h6v3', 'M6 7l1 13h10l1-13', 'M10 11v6', 'M14 11v6'], 'TrashIcon');
export const ChevronLeftIcon = icon(['M15 6l-6 6 6 6'], 'ChevronLeftIcon');
export const ChevronRightIcon = icon(['M9 6l6 6-6 6'], 'ChevronRightIcon');
export const UploadIcon = icon(['M12 16V4', 'M7 9l5-5 5 5', 'M5 20h14'], 'UploadIcon');
export const FileIcon = icon(['M6 3h8l4 4v14H6z', 'M14 3v4h4'], 'FileIcon');
