/** The booking page's verification procedures and why each needs no session. */
export const VERIFICATION_PUBLIC: Record<string, string> = {};
