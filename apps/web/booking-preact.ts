import type { Plugin } from 'vite';

/**
 * The public booking page runs on Preact (preact/compat: the React API in ~10 kB gzip instead of React DOM's ~60 kB;
 * issue 27's first-load budget of 50 kB). Only for modules under src/booking/: their `react`, `react-dom` and JSX
 * runtime imports resolve to preact/compat, and the owner app keeps React (its calendar, schedule-x, already loads
 * the same Preact and preact/compat). Nothing the booking page imports from outside src/booking/ may import React
 * itself (a third-party React component would bring React back; bench:booking's first-load figure would show it).
 */
const ALIASES: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

const BOOKING_SOURCE = /[\\/]src[\\/]booking[\\/]/;

export function bookingPreact(): Plugin {
  return {
    name: 'kairos-booking-preact',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const target = ALIASES[source];
      if (!target || !importer || !BOOKING_SOURCE.test(importer)) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
