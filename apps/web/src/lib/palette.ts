import { SERVICE_COLOURS } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import type { ColourPickerProps } from '@kairos/ui';

const names: (() => string)[] = [
  () => m.wc_colour_1(),
  () => m.wc_colour_2(),
  () => m.wc_colour_3(),
  () => m.wc_colour_4(),
  () => m.wc_colour_5(),
  () => m.wc_colour_6(),
  () => m.wc_colour_7(),
  () => m.wc_colour_8(),
  () => m.wc_colour_9(),
  () => m.wc_colour_10(),
];

/**
 * The service palette for the kit's ColourPicker (services and classes): the shared
 * colours, their translated names, the legend and a hint (the service's by default).
 */
export function servicePalette(hint?: string): Pick<ColourPickerProps, 'colours' | 'nameOf' | 'legend' | 'hint'> {
  return {
    colours: SERVICE_COLOURS,
    nameOf: (_colour, index) => names[index]?.(),
    legend: m.wc_service_colour(),
    hint: hint ?? m.wc_service_colour_hint(),
  };
}
