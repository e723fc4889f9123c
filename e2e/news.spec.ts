import { expect, test } from '@playwright/test';
import { adminPage } from './admin-support';
import { registerInLocale, shot } from './support';

// News (docs/product/notifications.md admin news list and form; docs/product/notifications.md "News items become READ when marked"): an admin publishes an item,
// an owner finds it in the bell's News tab with the unread badge, opens it, marks it read and deletes it.

const TEXT = {
  en: {
    addNews: 'Add news',
    title: 'Title',
    body: 'Text',
    publishNow: 'Publish now',
    publish: 'Publish',
    published: 'Published',
    bell: 'Notifications',
    unread: '1 unread',
    newsTab: 'News',
    markRead: 'Mark as read',
    remove: 'Delete',
    empty: 'No news yet',
    confirmDelete: 'Delete',
  },
  uk: {
    addNews: 'Додати новину',
    title: 'Заголовок',
    body: 'Текст',
    publishNow: 'Опублікувати зараз',
    publish: 'Опублікувати',
    published: 'Опубліковано',
    bell: 'Сповіщення',
    unread: 'Непрочитаних: 1',
    newsTab: 'Новини',
    markRead: 'Позначити прочитаним',
    remove: 'Видалити',
    empty: 'Новин поки немає',
    confirmDelete: 'Видалити',
  },
} as const;

for (const locale of ['uk', 'en'] as const) {
  test(`an admin publishes news; an owner reads and deletes it in the bell (${locale})`, async ({ browser, page }, testInfo) => {
    const t = TEXT[locale];
    const title = `<b>News ${Date.now().toString(36)}</b>`;
    const body = 'First line <script>alert(1)</script>\nSecond line';

    const admin = await adminPage(browser, testInfo, locale);
    await admin.goto('/admin/news');
    await admin.getByTestId('news-new').click();
    await expect(admin).toHaveURL(/\/admin\/news\/form$/);
    await admin.getByLabel(t.title, { exact: true }).fill(title);
    await admin.getByLabel(t.body, { exact: true }).fill(body);
    await admin.getByRole('switch', { name: t.publishNow }).click();
    await expect(admin.getByTestId('news-preview')).toContainText(title);
    await shot(admin, testInfo, `news-form-${locale}`);
    await admin.getByRole('button', { name: t.publish, exact: true }).click();
    await expect(admin).toHaveURL(/\/admin\/news$/);
    const row = admin.getByTestId('news-row').filter({ hasText: title }).filter({ visible: true });
    await expect(row).toContainText(t.published);
    await shot(admin, testInfo, `news-list-${locale}`);

    await registerInLocale(page, testInfo, locale);
    await page.goto('/dashboard');
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName(`${t.bell} (${t.unread})`);
    await expect(page.getByTestId('bell-badge')).toHaveText('1');
    // Keyboard: Enter opens the bell, the arrow keys move between its tabs.
    await bell.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: t.bell, exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: new RegExp(t.newsTab) })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: new RegExp(t.newsTab) })).toBeFocused();
    const item = page.getByTestId('news-item').filter({ hasText: title });
    await expect(item).toHaveAttribute('data-status', 'UNREAD');
    await item.getByRole('button', { name: title }).click();
    // Plain text: the markup is shown as typed, never run or rendered.
    const shown = item.getByTestId('news-body');
    await expect(shown).toContainText('First line <script>alert(1)</script>');
    await expect(shown).toContainText('Second line');
    await expect(item.locator('script, b')).toHaveCount(0);
    await shot(page, testInfo, `news-bell-${locale}`, false);
    await item.getByRole('button', { name: t.markRead }).click();
    await expect(item).toHaveAttribute('data-status', 'READ');
    await expect(page.getByTestId('bell-badge')).toHaveCount(0);
    await expect(bell).toHaveAccessibleName(t.bell);
    await item.getByRole('button', { name: t.remove }).click();
    await expect(item).toHaveCount(0);
    await expect(page.getByText(t.empty)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bell).toBeFocused();

    // The admin deletes the item, so later owners in this run do not get it.
    await row.getByRole('link', { name: title }).click();
    await admin.getByTestId('news-delete').click();
    await admin.getByRole('dialog').getByRole('button', { name: t.confirmDelete }).click();
    await expect(admin).toHaveURL(/\/admin\/news$/);
    await expect(admin.getByTestId('news-row').filter({ hasText: title })).toHaveCount(0);
    await admin.context().close();
  });
}
