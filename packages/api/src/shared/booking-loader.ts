/**
 * The booking page's one inline script (issue 27, LCP): it starts the app once the browser has reported the first
 * contentful paint. The server has painted the page (business, services, first screen), so no script is needed for
 * it; with the module tags in the HTML, the parser fetched the entry and its preload at once, and where they arrived
 * before the browser's first frame (a fast or cached network, a busy phone) they were loaded and run ahead of the
 * paint. booking-page.ts (prepareTemplate) puts the page's module script and preloads in an inert
 * `<template id="bk-app">` and this script after it: on the `first-contentful-paint` entry (or the next frame where
 * paint timing is not reported, or after 3 s at the latest) it adds the same tags to <body>, and the app starts
 * as before (apps/web/src/booking/main.tsx).
 *
 * The CSP keeps `script-src 'self'` plus this script's SHA-256 (security-headers.ts, BOOKING_LOADER_CSP_HASH; a
 * test checks the hash against this text): no other inline script can run. Change the text, change the hash.
 */
export const BOOKING_LOADER =
  '(()=>{const t=document.getElementById("bk-app");if(!t)return;let d=0;' +
  'const go=()=>{if(d)return;d=1;for(const e of t.content.children){const n=document.createElement(e.localName);' +
  'for(const a of e.attributes)n.setAttribute(a.name,a.value);document.body.append(n)}};' +
  'const later=()=>setTimeout(go,0);' +
  'if(typeof PerformanceObserver==="function"&&(PerformanceObserver.supportedEntryTypes||[]).includes("paint")){' +
  'new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}})' +
  '.observe({type:"paint",buffered:true});setTimeout(go,3e3)}else requestAnimationFrame(later)})()';

/** `'sha256-…'` of BOOKING_LOADER, for the CSP's script-src (checked by packages/api/test/http-security.test.ts). */
export const BOOKING_LOADER_CSP_HASH = "'sha256-GXOoTXPuD18r7HkrFh5FVCOLPFrGre7nQ3TSZG/Qzog='";
