import { z } from 'zod';

// Imported first by main.tsx. zod 4 compiles object parsers with `new Function` when it may; the
// Content-Security-Policy forbids eval (script-src 'self'), so its probe would report a violation on
// every page. Jitless parsing is what zod does under such a policy anyway.
z.config({ jitless: true });
