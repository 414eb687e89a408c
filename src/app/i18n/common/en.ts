/** Strings of the island app shared by every screen (English). The zh-cn file must hold the same keys. */
const en = {
  'app.loading': 'Loading…',
  'app.skipToContent': 'Skip to main content',
  'app.home': 'Home',
  'app.console': 'Console',
  'app.pageCenter': 'Page Center',
  'app.domainCenter': 'Domain Center',
  'app.memberCenter': 'Member center',
  'app.pageBuilder': 'Page Builder',
  'app.mainNavigation': 'Main navigation',

  'lang.switchTo': 'Switch language to {language}',
  'lang.name.zh-cn': '简体中文',
  'lang.name.en': 'English',

  'theme.dark': 'Dark mode',

  'menu.open': 'Open menu',
  'menu.close': 'Close menu',
  'menu.label': 'Member center menu',
  'menu.unknownType': 'Navigation failed, the menu type is unrecognized!',
  'menu.newWindow': '(opens in a new window)',
  'menu.empty': 'No menu entries yet.',
  'memberCenter.closed': 'The member center is currently closed.',

  'user.guest': 'Guest',
  'user.logout': 'Log out',
  'user.account': 'Account',

  'notFound.title': 'Page not found',
  'notFound.path': 'Page not found: {path}',
  'notFound.sorry': 'We are very sorry',
  'notFound.inaccessible': 'The page you visited is inaccessible',
  'notFound.backHome': 'Back to Home',

  'chunk.failed': 'Failed to load page data. Check your connection and try again.',
  'chunk.retry': 'Try again',

  'update.available': 'A new version of the site is available.',
  'update.reload': 'Reload',
  'update.dismiss': 'Later',

  'guard.leave': 'You have unsaved changes. Leave this page anyway?',

  'toast.buyPlan': 'Buy the plan',
  'toast.close': 'Close message',
  'toast.copy': 'Copy link',
  'toast.copied': 'Copied',
  'toast.copyFailed': 'Copy failed',
  'toast.region': 'Notifications',

  'api.302': 'Interface redirected!',
  'api.400': 'Incorrect parameter!',
  'api.401': 'You do not have permission to operate!',
  'api.404': 'Error requesting address: {url}',
  'api.408': 'Request timed out!',
  'api.409': 'The same data already exists in the system!',
  'api.500': 'Server internal error!',
  'api.501': 'Service not implemented!',
  'api.502': 'Gateway error!',
  'api.503': 'Service unavailable!',
  'api.504': 'The service is temporarily unavailable Please try again later!',
  'api.505': 'HTTP version is not supported!',
  'api.other': 'Abnormal problem, please contact the website administrator!',
  'api.timeout': 'Network request timeout!',
  'api.serverException': 'Server exception!',
  'api.offline': 'You are disconnected!',
  'api.success': 'Operation successful',
} as const;

export type CommonKey = keyof typeof en;
export default en;
