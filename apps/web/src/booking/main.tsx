/**
 * The booking page's entry: its stylesheet (inlined into the served HTML) and, after the first paint, the app
 * (start.tsx). The server has painted the first screen (apps/edge/src/booking-first-screen.ts), so nothing the
 * visitor sees waits for the script: its download and start come after the paint, not before it (issue 27: LCP).
 */
import './booking.css';

const start = () => void import('./start');
// Served, the page's loader (@kairos/api/shared/booking-loader) added this script once the first contentful paint
// was reported: the app starts now. Otherwise (the dev server) the next frame is the first paint's; the app starts
// in the task after it.
if (document.getElementById('bk-app') || typeof requestAnimationFrame !== 'function') start();
else requestAnimationFrame(() => setTimeout(start, 0));
