/**
 * Hides most of an email or mobile shown on screen ("a***@example.com", "138****8000"), so a
 * glance over the shoulder does not reveal it; enough stays for the member to recognise it.
 */
export function maskTarget(value: string): string {
  const at = value.indexOf('@');
  if (at > 0) return `${value.slice(0, Math.min(2, at - 1) || 1)}***${value.slice(at)}`;
  if (value.length >= 7) return `${value.slice(0, 3)}****${value.slice(-4)}`;
  return value ? `${value.slice(0, 1)}***` : '';
}
