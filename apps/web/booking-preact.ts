import type { Plugin } from 'vite';

/**
 * The public booking page runs on Preact (preact/compat: the React API in ~10 kB gzip instead of React DOM's ~60 kB;
 * issue 27's first-load budget of 50 kB). Only for modules under src/booking/: their `react`, `react-dom` and JSX
 * runtime imports resolve to preact/compat, so the owner app keeps React and the two entries share no UI runtime.
 * Nothing the booking page imports from outside src/booking/ may import React itself (a third-party React component
 * would bring React back): apps/web/test/booking-page.test.ts checks the built page's chunks hold no React DOM.
 */
const ALIASES: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

const BOOKING_SOURCE = /[\\/]src[\\/]booking[\\/]/;

/**
 * preact/compat in a chunk of its own: at import it hooks Preact's global options (React's prop names, events), so it
 * must never share a chunk with the Preact core the owner app's calendar (schedule-x) imports.
 */
const COMPAT_GROUP = { name: 'preact-compat', test: /node_modules[\\/]preact[\\/]compat[\\/]/, priority: 100 };

export function bookingPreact(): Plugin {
  return {
    name: 'kairos-booking-preact',
    enforce: 'pre',
    outputOptions(output) {
      const split = output.codeSplitting;
      if (split === false) return null;
      const groups = typeof split === 'object' ? (split.groups ?? []) : [];
      return { ...output, codeSplitting: { ...(typeof split === 'object' ? split : {}), groups: [COMPAT_GROUP, ...groups] } };
    },
    async resolveId(source, importer, options) {
      const target = ALIASES[source];
      if (!target || !importer || !BOOKING_SOURCE.test(importer)) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
