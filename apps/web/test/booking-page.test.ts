import { formatMoney as formatMinor } from '@kairos/api/shared/money';
import { describe, expect, it } from 'vitest';
import { BOOKING_LOADER } from '../../../packages/api/src/shared/booking-loader';
import { BOOKING } from '../../../packages/api/src/shared/booking-schemas';
import { escapeHtml, inlineJson, prepareTemplate } from '../../edge/src/booking-page';
import { addDays, stripBounds, todayIn, weekStrip, zoneNote } from '../src/booking/dates';
import { RETURN_REDIRECT_SECONDS } from '../src/booking/return';

// The booking page's pure parts (issue 12): the date strip, the zone note, money text and the inlined data.
describe('date strip', () => {
  it('is 7 consecutive calendar dates per week, across month ends and DST changes', () => {
    expect(weekStrip('2026-10-29', 0)).toEqual([
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
    ]);
    expect(weekStrip('2026-10-29', 1)[0]).toBe('2026-11-05');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('goes back only to the first week and forward only within the horizon', () => {
    expect(stripBounds(0, 60)).toEqual({ prev: false, next: true });
    expect(stripBounds(1, 14)).toEqual({ prev: true, next: false });
    expect(stripBounds(0, 7)).toEqual({ prev: false, next: false });
    expect(stripBounds(0, 8)).toEqual({ prev: false, next: true });
  });

  it('starts on today in the business’s zone, not the visitor’s', () => {
    const lateInLondon = new Date('2026-11-24T23:30:00Z');
    expect(todayIn('Europe/London', lateInLondon)).toBe('2026-11-24');
    expect(todayIn('Europe/Kyiv', lateInLondon)).toBe('2026-11-25');
  });
});

describe('zone note', () => {
  it('names the business’s zone only when the visitor’s differs', () => {
    expect(zoneNote('Europe/Kyiv', 'Europe/Kyiv', 'uk')).toBeNull();
    expect(zoneNote('Europe/Kyiv', undefined, 'uk')).toBeNull();
    // By its city in the visitor's language, never the IANA id (issue 25).
    expect(zoneNote('Europe/Kyiv', 'Europe/London', 'uk')).toMatch(/^Київ \(UTC\+0[23]:00\)$/);
    expect(zoneNote('Europe/Kyiv', 'Europe/London', 'en')).toMatch(/^Kyiv \(UTC\+0[23]:00\)$/);
    expect(zoneNote('Europe/London', 'Europe/Kyiv', 'uk')).toMatch(/^Лондон \(UTC\+0[01]:00\)$/);
    expect(zoneNote('America/New_York', 'Europe/London', 'en')).toMatch(/^New York \(UTC−0[45]:00\)$/);
  });
});

describe('money text', () => {
  it('reads minor units with the currency’s own exponent', () => {
    expect(formatMinor(1250, 'GBP', 'en')).toBe('£12.50');
    expect(formatMinor(120000, 'UAH', 'uk').replace(/\s/g, ' ')).toBe('1 200,00 ₴');
    expect(formatMinor(1250, 'JPY', 'en')).toBe('JP¥1,250');
    expect(formatMinor(1005, 'KWD', 'en')).toContain('1.005');
  });
});

describe('inlined data', () => {
  it('cannot close the script element or start markup', () => {
    const json = inlineJson({ name: '</script><script>alert(1)</script>', line: 'a\u2028b', amp: 'a&b' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', line: 'a\u2028b', amp: 'a&b' });
  });

  it('escapes text for the title and the heading', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;');
  });

  it('waits as long as the contract says before leaving the return page', () => {
    expect(RETURN_REDIRECT_SECONDS).toBe(BOOKING.RETURN_REDIRECT_SECONDS);
  });
});

describe('served template', () => {
  it('inlines the stylesheet (no render-blocking request) and drops the owner app’s manifest', async () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/booking-1.css">\n  <link rel="manifest" href="/manifest.webmanifest"></head>';
    const read = async (path: string) => (path === '/assets/booking-1.css' ? 'a{color:red}/* $& </style> */' : null);
    const out = await prepareTemplate(html, read);
    expect(out).toBe('<head><style>a{color:red}/* $& <\\/style> */</style></head>');
    // The module scripts go to the end of <body>, after what the server paints, inert in a <template> that the
    // loader (the one inline script the CSP allows, by its hash) adds to the page after the first paint.
    const page =
      '<head><script type="module" crossorigin src="/assets/booking-a.js"></script><link rel="modulepreload" crossorigin href="/assets/b.js"></head><body><div id="root"></div></body>';
    expect(await prepareTemplate(page, read)).toBe(
      `<head></head><body><div id="root"></div><template id="bk-app"><script type="module" crossorigin src="/assets/booking-a.js"></script><link rel="modulepreload" crossorigin href="/assets/b.js"></template><script>${BOOKING_LOADER}</script></body>`,
    );
    // A stylesheet it cannot read stays a link.
    expect(await prepareTemplate(html, async () => null)).toContain('<link rel="stylesheet"');
  });
});
