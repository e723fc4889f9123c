// Creates (or promotes) an admin: npm run admin:create -- --email a@b.c --password 'Secret123' [--first Ada --last Admin]
// [--timezone Europe/Kyiv] (the zone the admin screens show times in; changeable on the admin's password page)
import { parseArgs } from 'node:util';
import { nodeHasher } from '@kairos/api/node';
import { passwordField, timezoneField } from '@kairos/api/shared';
import { createDb, migrate, users } from '@kairos/db';
import { openNodeClient } from '@kairos/db/node';
import { eq } from 'drizzle-orm';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    first: { type: 'string' },
    last: { type: 'string' },
    timezone: { type: 'string' },
  },
});
const email = values.email?.trim().toLowerCase();
if (!email || !values.password) {
  console.error("Usage: npm run admin:create -- --email admin@example.com --password 'Secret123'");
  process.exit(2);
}
if (values.timezone && !timezoneField.safeParse(values.timezone).success) {
  console.error(`Unknown time zone: ${values.timezone} (an IANA id such as Europe/Kyiv).`);
  process.exit(2);
}
if (!passwordField.safeParse(values.password).success) {
  console.error('The password must be at least 8 characters with 1 capital letter and 1 number.');
  process.exit(2);
}
const client = await openNodeClient(process.env.DATABASE_URL ?? 'file:./data/kairos.db', process.env.DATABASE_AUTH_TOKEN);
await migrate(client);
const db = createDb(client);
const password_hash = await nodeHasher.hash(values.password);
const existing = await db.query.users.findFirst({ where: eq(users.email, email) });
if (existing) {
  await db
    .update(users)
    .set({ is_admin: true, password_hash, ...(values.timezone ? { timezone: values.timezone } : {}) })
    .where(eq(users.id, existing.id));
  console.log(`Promoted ${email} to admin and set the password.`);
} else {
  await db.insert(users).values({
    email,
    password_hash,
    first_name: values.first ?? 'Admin',
    last_name: values.last ?? 'Kairos',
    is_admin: true,
    locale: 'en',
    timezone: values.timezone ?? null,
    email_verified_at: new Date(),
  });
  console.log(`Created admin ${email}.`);
}
client.close();
