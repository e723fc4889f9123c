// Sets the document language before the app starts, from the locale cookie (default uk).
// A file, not an inline script, so the Content-Security-Policy can forbid inline scripts.
document.documentElement.lang = /(?:^|;\s*)PARAGLIDE_LOCALE=en(?:;|$)/.test(document.cookie) ? 'en' : 'uk';
