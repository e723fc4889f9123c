/**
 * The booking page's entry: its stylesheet (inlined into the served HTML) and the app (start.tsx). The server has
 * painted the first screen (apps/edge/src/booking-first-screen.ts), and the served page keeps this script and its
 * preloads inert until the browser has reported that paint (the loader, @kairos/api/shared/booking-loader): nothing
 * the visitor sees waits for the script, and the app and what it imports load together, in one step, after the paint
 * (issue 27: LCP).
 */
import './booking.css';
import './start';
