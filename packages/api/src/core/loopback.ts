/** Whether an address (a socket's, or a URL's host name) is this machine: ::1, localhost, 127.x.x.x. */
export function isLoopbackAddress(addr: string): boolean {
  const a = addr.replace(/^::ffff:/, '').replace(/^\[|\]$/g, '');
  return a === '::1' || a === 'localhost' || /^127\.\d+\.\d+\.\d+$/.test(a);
}
