import { auditLog, news, newsReads } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness, registerOwner } from './support/harness';
import { ADMIN_NEWS, publishNews, registerAdmin, USER_NEWS } from './support/news';

// News from admins (docs/product/notifications.md admin news list and form) and in the owners' bells (docs/product/notifications.md "Bell items").
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

type Item = { id: string; status: string; title: string; body: string };
const bell = async (o: { client: { get: (p: string) => Promise<{ body: { data: Item[] } }> } }) =>
  (await o.client.get(USER_NEWS)).body.data;

describe('admin news', () => {
  it('creates, lists drafts and published, reads, updates and soft-deletes, with an audit row for each change', async () => {
    const admin = await registerAdmin(h);
    const draft = await admin.client.post(ADMIN_NEWS, { title: '  Draft  ', body: 'Not yet', locale: 'en' });
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({ title: 'Draft', status: 'draft', published_at: null, locale: 'en' });
    h.advance(1000);
    const id = await publishNews(admin);
    const listed = await admin.client.get(ADMIN_NEWS);
    expect(listed.body.data.map((n: { id: string; status: string }) => [n.id, n.status])).toEqual([
      [id, 'published'],
      [draft.body.data.id, 'draft'],
    ]);
    expect(listed.body.meta).toMatchObject({ total: 2, page: 1 });
    const published = (await admin.client.get(`${ADMIN_NEWS}/${id}`)).body.data.published_at;
    expect(published).toBe(h.clock.now.toISOString());

    h.advance(60_000);
    const updated = await admin.client.put(`${ADMIN_NEWS}/${id}`, {
      title: 'Renamed',
      body: 'New text',
      locale: null,
      publish: true,
    });
    expect(updated.body.data).toMatchObject({ title: 'Renamed', body: 'New text', status: 'published', published_at: published });
    const unpublished = await admin.client.put(`${ADMIN_NEWS}/${id}`, { title: 'Renamed', body: 'New text', publish: false });
    expect(unpublished.body.data).toMatchObject({ status: 'draft', published_at: null });

    expect((await admin.client.del(`${ADMIN_NEWS}/${id}`)).status).toBe(200);
    expect((await admin.client.get(`${ADMIN_NEWS}/${id}`)).status).toBe(404);
    expect((await admin.client.del(`${ADMIN_NEWS}/${id}`)).status).toBe(404);
    expect((await admin.client.put(`${ADMIN_NEWS}/${id}`, { title: 'x', body: 'y' })).status).toBe(404);
    expect((await admin.client.get(ADMIN_NEWS)).body.data.map((n: { id: string }) => n.id)).toEqual([draft.body.data.id]);
    const [row] = await h.db.select().from(news).where(eq(news.id, id));
    expect(row?.deleted_at?.toISOString()).toBe(h.clock.now.toISOString());

    const trail = await h.db.select().from(auditLog).where(eq(auditLog.target_id, id));
    expect(trail.map((a) => a.action).sort()).toEqual(['news.create', 'news.delete', 'news.update', 'news.update']);
    expect(trail.every((a) => a.actor_user_id === admin.user.id && a.target_type === 'news')).toBe(true);
  });

  it('refuses bad input with translated field errors and writes nothing', async () => {
    const admin = await registerAdmin(h);
    const bad = [
      [{ title: '', body: 'x' }, 'title'],
      [{ title: '   ', body: 'x' }, 'title'],
      [{ title: 'x'.repeat(151), body: 'x' }, 'title'],
      [{ title: 'x', body: '' }, 'body'],
      [{ title: 'x', body: 'y'.repeat(5001) }, 'body'],
      [{ title: 'x', body: 'y', locale: 'fr' }, 'locale'],
      [{ title: 'x', body: 'y', publish: 'yes' }, 'publish'],
      [{ title: 'bell\u0007', body: 'y' }, 'title'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await admin.client.post(ADMIN_NEWS, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    admin.client.setLocale('uk');
    const uk = await admin.client.post(ADMIN_NEWS, { title: 'x', body: '' });
    expect(uk.body.errors.body[0]).toMatch(/[а-яіїєґ]/i);
    expect(await h.db.select().from(news)).toEqual([]);
    expect((await admin.client.post(ADMIN_NEWS, { title: 'x'.repeat(150), body: 'y'.repeat(5000) })).status).toBe(200);
  });

  it('refuses owners with FORBIDDEN and guests with 401; nothing changes', async () => {
    const admin = await registerAdmin(h);
    const id = await publishNews(admin);
    const owner = await registerOwner(h);
    for (const [method, path, body] of [
      ['GET', ADMIN_NEWS],
      ['POST', ADMIN_NEWS, { title: 'Mine', body: 'x', publish: true }],
      ['GET', `${ADMIN_NEWS}/${id}`],
      ['PUT', `${ADMIN_NEWS}/${id}`, { title: 'Hacked', body: 'x', publish: true }],
      ['DELETE', `${ADMIN_NEWS}/${id}`],
    ] as const) {
      const res = await owner.client.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
      expect((await h.client_().request(method, path, body)).status).toBe(401);
    }
    const rows = await h.db.select().from(news);
    expect(rows.map((r) => [r.title, r.deleted_at])).toEqual([['New in Kairos', null]]);
  });
});

describe('news in the bell', () => {
  it('shows published items for the reader’s language or both, newest first; never drafts or deleted ones', async () => {
    const admin = await registerAdmin(h);
    const both = await publishNews(admin, { title: 'Both' });
    h.advance(1000);
    const en = await publishNews(admin, { title: 'English', locale: 'en' });
    h.advance(1000);
    const uk = await publishNews(admin, { title: 'Українською', locale: 'uk' });
    await publishNews(admin, { title: 'Draft', publish: false });
    const gone = await publishNews(admin, { title: 'Gone' });
    await admin.client.del(`${ADMIN_NEWS}/${gone}`);
    const owner = await registerOwner(h);
    expect((await bell(owner)).map((n) => n.id)).toEqual([en, both]);
    owner.client.setLocale('uk');
    expect((await bell(owner)).map((n) => n.id)).toEqual([uk, both]);
    expect((await bell(owner)).every((n) => n.status === 'UNREAD')).toBe(true);
    // A draft or deleted item is NOT_FOUND for every bell action.
    const [draft] = await h.db.select().from(news).where(eq(news.title, 'Draft'));
    for (const hidden of [draft?.id, gone, 'no-such-id']) {
      expect((await owner.client.put(`${USER_NEWS}/${hidden}/mark-as-read`, {})).status).toBe(404);
      expect((await owner.client.del(`${USER_NEWS}/${hidden}/delete`)).status).toBe(404);
    }
    // Taking a published item back to a draft takes it out of the bells.
    await admin.client.put(`${ADMIN_NEWS}/${both}`, { title: 'Both', body: 'x', publish: false });
    expect((await bell(owner)).map((n) => n.id)).toEqual([uk]);
  });

  it('marks READ (it stays), marks all, deletes for this user only; the counts follow', async () => {
    const admin = await registerAdmin(h);
    const first = await publishNews(admin, { title: 'First' });
    h.advance(1000);
    const second = await publishNews(admin, { title: 'Second' });
    const a = await registerOwner(h);
    const b = await registerOwner(h);
    const counts = async (o: typeof a) => (await o.client.get('/api/v1/user/bell-counts')).body.data;
    expect(await counts(a)).toEqual({ notifications: 0, news: 2, total: 2 });

    expect((await a.client.put(`${USER_NEWS}/${second}/mark-as-read`, {})).body.data).toEqual({ count: 1 });
    expect((await a.client.put(`${USER_NEWS}/${second}/mark-as-read`, {})).body.data).toEqual({ count: 0 });
    expect((await bell(a)).map((n) => [n.id, n.status])).toEqual([
      [second, 'READ'],
      [first, 'UNREAD'],
    ]);
    expect(await counts(a)).toMatchObject({ news: 1 });
    expect((await a.client.put(`${USER_NEWS}/mark-all-as-read`, {})).body.data).toEqual({ count: 1 });
    expect((await bell(a)).every((n) => n.status === 'READ')).toBe(true);
    expect(await counts(a)).toMatchObject({ news: 0, total: 0 });

    expect((await a.client.del(`${USER_NEWS}/${first}/delete`)).body.data).toEqual({ count: 1 });
    expect((await a.client.del(`${USER_NEWS}/${first}/delete`)).status).toBe(404);
    expect((await a.client.put(`${USER_NEWS}/${first}/mark-as-read`, {})).status).toBe(404);
    expect((await bell(a)).map((n) => n.id)).toEqual([second]);

    // B's bell is untouched by A.
    expect((await bell(b)).map((n) => [n.id, n.status])).toEqual([
      [second, 'UNREAD'],
      [first, 'UNREAD'],
    ]);
    expect(await counts(b)).toMatchObject({ news: 2 });
    const rows = await h.db.select().from(newsReads).where(eq(newsReads.user_id, b.user.id));
    expect(rows).toEqual([]);
    // A new item later is unread for A too; mark all leaves the dismissed one dismissed.
    h.advance(1000);
    const third = await publishNews(admin, { title: 'Third' });
    expect((await a.client.put(`${USER_NEWS}/mark-all-as-read`, {})).body.data).toEqual({ count: 1 });
    expect((await bell(a)).map((n) => n.id)).toEqual([third, second]);
  });

  it('pages the list with a total', async () => {
    const admin = await registerAdmin(h);
    for (const t of ['1', '2', '3']) {
      await publishNews(admin, { title: t });
      h.advance(1000);
    }
    const owner = await registerOwner(h);
    const page2 = await owner.client.get(`${USER_NEWS}?page=2&per_page=2`);
    expect(page2.body.data.map((n: Item) => n.title)).toEqual(['1']);
    expect(page2.body.meta).toMatchObject({ total: 3, last_page: 2, page: 2 });
  });

  it('gives an XSS title and body back as the same plain text', async () => {
    const admin = await registerAdmin(h);
    const title = '<img src=x onerror=alert(1)>';
    const body = '<script>alert("x")</script>\n& "quotes"';
    await publishNews(admin, { title, body });
    const owner = await registerOwner(h);
    const [item] = await bell(owner);
    expect(item).toMatchObject({ title, body });
    const res = await owner.client.query('news.list', {});
    expect(res.body.result.data.items[0]).toMatchObject({ title, body });
  });
});
