import type { DistanceUnit } from '@kairos/api/shared';
import type { Locale } from '@kairos/i18n';
import { UNIT_LABEL } from '../../lib/expenses/labels';

/** "12.5 miles" / "12,5 км". */
export function distanceText(distance: string | null, unit: DistanceUnit | null, locale: Locale): string {
  if (distance === null || unit === null) return '';
  const n = locale === 'uk' ? distance.replace('.', ',') : distance;
  return `${n} ${UNIT_LABEL[unit]()}`;
}
