/** The pages origin next to an app origin: the same port on the other loopback name. */
export function defaultPagesOrigin(appOrigin: string): string {
  const app = new URL(appOrigin);
  const other = app.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return `${app.protocol}//${other}${app.port ? `:${app.port}` : ''}`;
}
