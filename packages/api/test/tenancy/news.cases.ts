import { expect } from 'vitest';
import { ADMIN_NEWS, publishNews, registerAdmin, USER_NEWS } from '../support/news';
import type { Cases, Owner, TenancyWorld } from './world';

/** A published item everyone sees, one A may delete from its own bell, and the admin who wrote them. */
export async function seed(t: TenancyWorld) {
  const admin = await registerAdmin(t.h);
  t.ids.newsItem = await publishNews(admin, { title: 'Shared news' });
  t.ids.newsToDismiss = await publishNews(admin, { title: 'Dismissed by A' });
  adminOf.set(t, admin);
}

const adminOf = new WeakMap<TenancyWorld, Owner>();

/** B's bell: every item still there and unread, whatever A did. */
async function bUntouched(t: TenancyWorld) {
  const items = (await t.b.client.get(USER_NEWS)).body.data as { id: string; status: string }[];
  expect(items.map((n) => [n.id, n.status]).sort()).toEqual(
    [
      [t.ids.newsItem, 'UNREAD'],
      [t.ids.newsToDismiss, 'UNREAD'],
    ].sort(),
  );
}

/** An owner calling an admin news procedure: FORBIDDEN, and the admin's list is as seeded. */
async function forbidden(t: TenancyWorld, method: string, path: string, body?: unknown) {
  const res = await t.a.client.request(method, path, body);
  expect(res.status).toBe(403);
  expect(res.body.code).toBe('FORBIDDEN');
  const admin = adminOf.get(t);
  const list = (await admin?.client.get(ADMIN_NEWS))?.body.data as { title: string; status: string }[];
  expect(list.map((n) => [n.title, n.status]).sort()).toEqual([
    ['Dismissed by A', 'published'],
    ['Shared news', 'published'],
  ]);
}

const item = (t: TenancyWorld) => `${ADMIN_NEWS}/${t.ids.newsItem}`;
const edit = { title: 'Owned', body: 'x', publish: true };

export const cases = (t: TenancyWorld): Cases => ({
  'adminNews.list': () => forbidden(t, 'GET', ADMIN_NEWS),
  'adminNews.get': () => forbidden(t, 'GET', item(t)),
  'adminNews.create': () => forbidden(t, 'POST', ADMIN_NEWS, edit),
  'adminNews.update': () => forbidden(t, 'PUT', item(t), edit),
  'adminNews.remove': () => forbidden(t, 'DELETE', item(t)),
  'news.list': async () => {
    const mine = (await t.a.client.get(USER_NEWS)).body.data.map((n: { id: string }) => n.id);
    expect(mine).toContain(t.ids.newsItem);
    await bUntouched(t);
  },
  'news.markRead': async () => {
    expect((await t.a.client.put(`${USER_NEWS}/${t.ids.newsItem}/mark-as-read`, {})).status).toBe(200);
    await t.notFoundForA('PUT', `${USER_NEWS}/no-such-news/mark-as-read`, {});
    await bUntouched(t);
  },
  'news.markAllRead': async () => {
    expect((await t.a.client.put(`${USER_NEWS}/mark-all-as-read`, {})).status).toBe(200);
    await bUntouched(t);
  },
  'news.remove': async () => {
    expect((await t.a.client.del(`${USER_NEWS}/${t.ids.newsToDismiss}/delete`)).status).toBe(200);
    await t.notFoundForA('DELETE', `${USER_NEWS}/no-such-news/delete`);
    await bUntouched(t);
  },
});
