import { expect, type Page, test } from '@playwright/test';
import { api, registerInLocale } from './support';

// Issue 27: the server paints the booking page's first screen (apps/edge/src/booking-first-screen.ts) and the
// script takes it over without drawing it again. Checked here in the browser, in both languages: the app's own
// first render (from an empty #root) is the server's markup, and over the server's markup the app changes nothing.
type Settings = Record<string, unknown> & { service_ids: string[] };

/** #root's markup as a normalised node (empty text nodes dropped), to compare with isEqualNode. */
const rootMarkup = (tab: Page) => tab.evaluate(() => document.getElementById('root')?.innerHTML ?? '');

async function sameMarkup(tab: Page, a: string, b: string): Promise<boolean> {
  return tab.evaluate(
    ([x, y]) => {
      const parse = (html: string) => {
        const t = document.createElement('template');
        t.innerHTML = html;
        t.content.normalize();
        return t.content;
      };
      return parse(x as string).isEqualNode(parse(y as string));
    },
    [a, b],
  );
}

for (const locale of ['en', 'uk'] as const) {
  test(`${locale}: the first screen is the server's, and the app takes it over without redrawing it`, async ({
    page,
    browser,
  }, testInfo) => {
    await registerInLocale(page, testInfo, locale, { business_name: 'Paint & <Co>' });
    const services = [];
    for (const name of ['Cut <b>bold</b>', 'Colour & "tone"'])
      services.push(
        await api(page, 'POST', '/api/v1/services', {
          name,
          type: 'single',
          parts: [{ title: name, duration_minutes: 30, type: 'block' }],
          colour: '#2563eb',
          price: 50000,
          online_booking: true,
        }),
      );
    const current = await api<Settings>(page, 'GET', '/api/v1/user/booking-settings');
    const { page_url: _url, payment_provider: _p, offerable: _o, ...settings } = current;
    const saved = await api<Settings>(page, 'PUT', '/api/v1/user/booking-settings', {
      ...settings,
      enabled: true,
      brand_color: '#0f766e',
      service_ids: services.map((s) => s.id),
    });
    const url = `/online-booking/${String(saved.slug)}`;
    const visitor = await browser.newContext({
      ...testInfo.project.use,
      locale: locale === 'uk' ? 'uk-UA' : 'en-GB',
      serviceWorkers: 'block',
    });
    const tab = await visitor.newPage();

    // The server's markup, as sent.
    const html = await (await tab.request.get(url, { headers: { 'accept-language': locale } })).text();
    const server = /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
    expect(server).toContain('<section');

    // Every change the app makes under #root once the parser is done (before the module script runs).
    await tab.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { rootChanges: string[] }).rootChanges = seen;
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const root = document.getElementById('root');
        if (!root) return;
        new MutationObserver((records) => {
          for (const r of records) {
            // An empty text node (an empty message's place) is no paint.
            const added = [...r.addedNodes].filter((n) => !(n.nodeType === 3 && n.textContent === ''));
            if (r.type === 'childList' && added.length === 0 && r.removedNodes.length === 0) continue;
            seen.push(`${r.type} ${(r.target as Element).nodeName ?? ''} ${r.attributeName ?? ''}`);
          }
        }).observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
      });
    });
    // Any Content-Security-Policy violation (the page's one inline script is the loader, allowed by its hash).
    await tab.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await tab.goto(url);
    // The app is running once the language switch (client-only) is there.
    await expect(tab.getByRole('button', { name: 'EN', exact: true })).toBeVisible();
    await expect(tab.locator('html')).toHaveAttribute('lang', locale);
    expect(await tab.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    // The loader added the app's scripts only after the first contentful paint (issue 27, LCP): none was fetched before.
    const fetched = await tab.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((r) => /\/assets\/[^/]+\.js$/.test(new URL(r.name).pathname))
        .map((r) => r.startTime);
      return { fcp, scripts };
    });
    expect(fetched.fcp).not.toBeNull();
    expect(fetched.scripts.length).toBeGreaterThan(0);
    for (const start of fetched.scripts) expect(start).toBeGreaterThanOrEqual(fetched.fcp as number);
    expect(await tab.evaluate(() => (window as unknown as { rootChanges: string[] }).rootChanges)).toEqual([]);
    expect(await sameMarkup(tab, await rootMarkup(tab), server)).toBe(true);
    // The hydrated screen works: choosing the type marks it.
    const appointment = tab.locator('#root section button[aria-pressed]').first();
    await appointment.click();
    await expect(appointment).toHaveAttribute('aria-pressed', 'true');

    // The app's own first render, from an empty #root, is the server's markup.
    await tab.route(url, async (route) => {
      const res = await route.fetch();
      const body = (await res.text()).replace(
        /<div id="root">[\s\S]*?<\/div>(\s*<script type="application\/json")/,
        '<div id="root"></div>$1',
      );
      await route.fulfill({ response: res, body });
    });
    await tab.goto(url);
    await expect(tab.getByRole('button', { name: 'EN', exact: true })).toBeVisible();
    await expect(tab.locator('#root section')).toBeVisible();
    const client = await rootMarkup(tab);
    expect(await sameMarkup(tab, client, server), `client:\n${client}\nserver:\n${server}`).toBe(true);
    await visitor.close();
  });
}
