#!/usr/bin/env node
/**
 * Rewrites citations of the old outside specification ("SPEC 9", "SPEC 3, 7", "(SPEC 4)", "SPEC 9's …",
 * "SPEC:") into citations of the product pages in docs/product (issue 26).
 *
 *   node scripts/cite-product-docs.mjs --dry-run   # print every change and the counts, write nothing
 *   node scripts/cite-product-docs.mjs             # rewrite the files (then `biome format` on them)
 *   node scripts/cite-product-docs.mjs --check     # exit 1 while any citation is left (what the test runs)
 *   node scripts/cite-product-docs.mjs --pages     # every page a citation can point to
 *
 * Only comments are touched in TypeScript, JavaScript and CSS (found with the TypeScript parser, so a "SPEC 3"
 * inside a string or a regular expression of product code is never taken for one), plus the strings of tests and
 * end-to-end specs (titles and failure messages, which name the rule they check). Markdown files are prose, so
 * every citation in them is.
 *
 * The page is chosen by the file's area folder (packages/api/src/<area>, apps/web/src/features/<feature>,
 * packages/i18n/messages/<area>, packages/db/src/schema/<file>), else by the words of its path (a test or a
 * benchmark is named after its subject); files with no area (core, shared, http, the web shell) cite common.md,
 * except for the section that belongs to one page (SPEC 6's plans: billing.md).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The TypeScript parser, loaded only when a source file is rewritten (it takes seconds to load; --check and --pages need none). */
let typescript;
const tsParser = () => {
  typescript ??= createRequire(import.meta.url)('typescript');
  return typescript;
};

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SCAN = ['packages', 'apps', 'e2e', 'bench', 'test-support'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'paraglide', 'dev-dist', '.turbo', 'test-results', 'playwright-report']);
const CODE_EXT = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.jsx']);
const DOCS = 'docs/product';

/** Folder or file-name word → page. Area folders of the API, the web features and the message folders, and their synonyms. */
const WORDS = {
  account: 'account',
  auth: 'account',
  leaving: 'account',
  login: 'account',
  register: 'account',
  password: 'account',
  session: 'account',
  signup: 'account',
  admin: 'admin',
  'admin-tools': 'admin',
  impersonation: 'admin',
  promo: 'admin',
  affiliate: 'affiliate',
  affiliates: 'affiliate',
  refer: 'affiliate',
  analytics: 'analytics',
  insight: 'analytics',
  dashboard: 'analytics',
  kpi: 'analytics',
  kpis: 'analytics',
  appointments: 'appointments',
  appointment: 'appointments',
  calendar: 'appointments',
  diary: 'appointments',
  series: 'appointments',
  recurring: 'appointments',
  offerings: 'appointments',
  classes: 'appointments',
  packages: 'appointments',
  attendance: 'appointments',
  availability: 'availability',
  slots: 'availability',
  recurrence: 'availability',
  zoned: 'availability',
  billing: 'billing',
  subscription: 'billing',
  subscriptions: 'billing',
  plans: 'billing',
  plan: 'billing',
  platform: 'billing',
  cards: 'billing',
  addons: 'billing',
  booking: 'booking',
  'online-booking': 'booking',
  'booking-messages': 'booking',
  deposit: 'booking',
  deposits: 'booking',
  catalogue: 'catalogue',
  services: 'catalogue',
  service: 'catalogue',
  locations: 'catalogue',
  discounts: 'catalogue',
  discount: 'catalogue',
  clients: 'clients',
  client: 'clients',
  expenses: 'expenses',
  expense: 'expenses',
  mileage: 'expenses',
  receipt: 'expenses',
  receipts: 'expenses',
  storage: 'expenses',
  goals: 'goals',
  goal: 'goals',
  integrations: 'integrations',
  integration: 'integrations',
  zoom: 'integrations',
  stripe: 'integrations',
  square: 'integrations',
  liqpay: 'integrations',
  invoices: 'invoices',
  invoice: 'invoices',
  pdf: 'invoices',
  marketing: 'marketing',
  campaign: 'marketing',
  campaigns: 'marketing',
  messages: 'messages',
  messaging: 'messages',
  credits: 'messages',
  credit: 'messages',
  reminders: 'messages',
  reminder: 'messages',
  delivery: 'messages',
  mail: 'messages',
  sms: 'messages',
  outbox: 'messages',
  'dev-outbox': 'messages',
  'notification-settings': 'messages',
  notifications: 'notifications',
  notification: 'notifications',
  bell: 'notifications',
  news: 'notifications',
  offline: 'offline',
  pwa: 'offline',
  version: 'offline',
  onboarding: 'onboarding',
  tours: 'onboarding',
  payments: 'payments',
  payment: 'payments',
  income: 'payments',
  checkout: 'payments',
  ledger: 'payments',
  refund: 'payments',
  refunds: 'payments',
  reference: 'reference',
  countries: 'reference',
  currencies: 'reference',
  sales: 'sales',
  sale: 'sales',
  products: 'sales',
  product: 'sales',
  settings: 'settings',
  'account-setup': 'settings',
  'helpful-tools': 'settings',
  exports: 'settings',
  export: 'settings',
  tax: 'tax',
  vouchers: 'vouchers',
  voucher: 'vouchers',
};

/** The sections of the old document whose subject is one page wherever it is cited from a file with no area. */
const SECTION_PAGE = { 6: 'billing' };

/** Folders that hold no area: their files are placed by their own name, else common.md. */
const NO_AREA = new Set(['core', 'shared', 'http', 'rest', 'jobs', 'system', 'lib', 'app', 'components', 'test', 'support']);

/** The area folder of a file: the folder below src/, features/, messages/ or the schema file, when it names an area. */
function areaFolder(rel) {
  const parts = rel.split('/');
  const after = (name) => {
    const i = parts.indexOf(name);
    return i >= 0 && i + 1 < parts.length - 1 ? parts[i + 1] : undefined;
  };
  if (rel.startsWith('packages/db/src/schema/')) return parts.at(-1).replace(/\.[^.]+$/, '');
  if (rel.startsWith('packages/i18n/messages/')) return parts[3]?.replace(/^web-/, '');
  if (rel.startsWith('apps/web/src/features/')) return after('features');
  if (rel.startsWith('apps/web/src/booking/')) return 'booking';
  if (rel.startsWith('packages/api/src/')) return after('src');
  if (rel.startsWith('packages/ui/src/')) return undefined;
  return undefined;
}

/** The page a file's citation of `section` points to. */
export function pageFor(rel, section) {
  const folder = areaFolder(rel);
  if (folder && !NO_AREA.has(folder) && WORDS[folder]) return WORDS[folder];
  // By the file's own name, then its folders from the deepest up (a test, a benchmark, shared/<subject>.ts).
  const parts = rel.split('/');
  const stem = parts.at(-1).replace(/(\.(spec|test|bench|gen|d))?\.[^.]+$/, '');
  const candidates = [stem, ...stem.split(/[-_.]/), ...parts.slice(0, -1).reverse()];
  for (const word of candidates) if (WORDS[word]) return WORDS[word];
  return SECTION_PAGE[section] ?? 'common';
}

// "SPEC 3", "SPEC 3.2", "SPEC 3, 7", "SPEC 3/4", "SPEC 2, 6 and 8", "SPEC 9's"; not the "2–3" of "SPEC 2, 2–3 steps".
const NUM = String.raw`\d+(?:\.\d+)?(?![\d–-])`;
const CITATION = new RegExp(String.raw`\bSPEC (${NUM})((?:\s*(?:,|/|and|&)\s*${NUM})*)|\bSPEC(?=:)`, 'g');

/** The text with every citation rewritten, and how many there were. `link` makes a Markdown link. */
export function rewrite(text, rel, link = false) {
  let count = 0;
  const out = text.replace(CITATION, (_all, first, rest) => {
    count++;
    const sections = first ? [first, ...(rest ?? '').split(/\s*(?:,|\/|and|&)\s*/).filter(Boolean)] : [''];
    const pages = [...new Set(sections.map((s) => pageFor(rel, Number.parseInt(s, 10))))];
    return pages
      .map((page) => {
        const path = `${DOCS}/${page}.md`;
        if (!link) return path;
        const to = relative(dirname(join(ROOT, rel)), join(ROOT, path));
        return `[${path}](${to})`;
      })
      .join(', ');
  });
  return { text: out, count };
}

/** A test or an end-to-end spec: its strings (titles, failure messages) name the rules they check, so they are prose. */
const isTestFile = (rel) => /(^|\/)(test|e2e)\//.test(rel) || /\.(test|spec)\.[cm]?[jt]sx?$/.test(rel);

/** Comment ranges, and the string ranges of a test file, of a source file, found through the TypeScript parser. */
function editableRanges(rel, text) {
  const ts = tsParser();
  const kind = rel.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true, kind);
  const testFile = isTestFile(rel);
  const comments = new Map();
  const testStrings = [];
  const jsxText = [];
  const addComments = (ranges) => {
    for (const r of ranges ?? []) comments.set(r.pos, { pos: r.pos, end: r.end, kind: 'comment' });
  };
  const visit = (node) => {
    if (ts.isJsxText(node)) jsxText.push([node.pos, node.end]);
    addComments(ts.getLeadingCommentRanges(text, node.pos));
    addComments(ts.getTrailingCommentRanges(text, node.end));
    if (testFile && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node))) {
      testStrings.push({ pos: node.getStart(sf), end: node.end, kind: 'test' });
    }
    for (const child of node.getChildren(sf)) visit(child);
  };
  visit(sf);
  // A "// …" in JSX text looks like a comment to the scanner after a `>`: it is text, so it is dropped.
  const inText = (r) => jsxText.some(([pos, end]) => r.pos >= pos && r.pos < end);
  return [...[...comments.values()].filter((r) => !inText(r)), ...testStrings].sort((a, b) => a.pos - b.pos);
}

/** Comment ranges of a CSS file: `/* … *\/` outside strings. */
function cssRanges(text) {
  const ranges = [];
  const re = /\/\*[\s\S]*?\*\/|"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].startsWith('/*')) ranges.push({ pos: m.index, end: m.index + m[0].length, kind: 'comment' });
  }
  return ranges;
}

/** One file: its new text and counts per kind (comment, test, prose); `left` counts citations outside what may be edited. */
export function processFile(rel, text) {
  const ext = extname(rel);
  const counts = { comment: 0, test: 0, prose: 0, left: 0 };
  if (ext === '.md') {
    const r = rewrite(text, rel, true);
    counts.prose = r.count;
    return { text: r.text, counts };
  }
  const ranges = ext === '.css' ? cssRanges(text) : editableRanges(rel, text);
  let out = '';
  let at = 0;
  for (const range of ranges) {
    if (range.pos < at) continue;
    const piece = text.slice(range.pos, range.end);
    const r = rewrite(piece, rel);
    counts[range.kind] += r.count;
    out += text.slice(at, range.pos) + r.text;
    at = range.end;
  }
  out += text.slice(at);
  CITATION.lastIndex = 0;
  counts.left = (out.match(CITATION) ?? []).length;
  return { text: out, counts };
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (CODE_EXT.has(extname(name)) || name.endsWith('.css') || name.endsWith('.md')) yield path;
  }
}

/** Every file under the scanned folders that still cites the old document, with the lines. */
export function remainingCitations(root = ROOT) {
  const found = [];
  for (const top of SCAN) {
    let entries;
    try {
      entries = [...files(join(root, top))];
    } catch {
      continue;
    }
    for (const path of entries) {
      const text = readFileSync(path, 'utf8');
      if (!/\bSPEC( \d|:)/.test(text)) continue;
      text.split('\n').forEach((line, i) => {
        if (/\bSPEC( \d|:)/.test(line)) found.push(`${relative(root, path)}:${i + 1}: ${line.trim()}`);
      });
    }
  }
  return found;
}

function main() {
  const args = new Set(process.argv.slice(2));
  if (args.has('--pages')) {
    // Every page a citation can be rewritten to, one a line.
    for (const page of new Set([...Object.values(WORDS), ...Object.values(SECTION_PAGE), 'common']))
      console.log(`${DOCS}/${page}.md`);
    return;
  }
  if (args.has('--check')) {
    const left = remainingCitations();
    for (const line of left) console.log(line);
    console.log(`${left.length} citation line(s) of the old SPEC left`);
    process.exit(left.length ? 1 : 0);
  }
  const dry = args.has('--dry-run');
  const total = { files: 0, comment: 0, test: 0, prose: 0, left: 0 };
  const written = [];
  const perPage = {};
  for (const top of SCAN) {
    for (const path of files(join(ROOT, top))) {
      const text = readFileSync(path, 'utf8');
      if (!/\bSPEC( \d|:)/.test(text)) continue;
      const rel = relative(ROOT, path);
      const { text: next, counts } = processFile(rel, text);
      for (const k of ['comment', 'test', 'prose', 'left']) total[k] += counts[k];
      if (next === text) continue;
      total.files++;
      const before = text.split('\n');
      const after = next.split('\n');
      for (let i = 0; i < before.length; i++) {
        if (before[i] === after[i]) continue;
        for (const page of after[i].match(/docs\/product\/[a-z-]+\.md/g) ?? []) perPage[page] = (perPage[page] ?? 0) + 1;
        if (dry) console.log(`${rel}:${i + 1}\n  - ${before[i].trim()}\n  + ${after[i].trim()}`);
      }
      if (counts.left) console.log(`${rel}: ${counts.left} citation(s) outside comments and test strings, left as they are`);
      if (!dry) {
        writeFileSync(path, next);
        if (!rel.endsWith('.md')) written.push(rel);
      }
    }
  }
  console.log(
    `${dry ? 'would rewrite' : 'rewrote'} ${total.comment + total.test + total.prose} citation(s) in ${total.files} file(s): ` +
      `${total.comment} in comments, ${total.test} in test titles and messages, ${total.prose} in Markdown; ${total.left} left outside them`,
  );
  for (const [page, n] of Object.entries(perPage).sort((a, b) => b[1] - a[1])) console.log(`  ${page}: ${n} line(s)`);
  // A longer test title can pass the line width: the formatter lays the call out again (layout only).
  if (written.length) {
    const biome = spawnSync(join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', ...written], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    console.log(biome.status === 0 ? `formatted ${written.length} file(s) with biome` : biome.stdout + biome.stderr);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
