import type { Messages } from '../../types.ts';

export default {
  title: 'Sign in',
  'title.register': 'Create your account',
  'title.retrieve': 'Reset your password',
  redirectNote: 'You have not logged in yet. After signing in you will return to {path}.',
  loading: 'Loading…',
  loadFailed: 'The sign-in screen could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  submitting: 'Please wait…',

  'tabs.label': 'Sign-in options',
  'tab.login': 'Log in',
  'tab.register': 'Register',
  'tab.retrieve': 'Forgot password',

  'login.account': 'Account',
  'login.accountPlaceholder': 'Account name, email or mobile number',
  'login.keep': 'Remember me for 30 days',
  'login.forgot': 'Forgot password?',
  'login.submit': 'Log in',
  'login.noAccount': 'No account yet?',
  'locked.wait': 'Try again in {seconds} s',

  password: 'Password',
  'password.show': 'Show password',
  'password.hide': 'Hide password',

  'register.username': 'Account name',
  'register.method': 'Verify with',
  'register.submit': 'Create account',
  'register.closed': 'Registration is not open, please contact customer service',
  'method.email': 'Email',
  'method.mobile': 'Mobile number',
  email: 'Email',
  mobile: 'Mobile number',
  'mobile.hint': 'A mainland China number, or an international one starting with + (e.g. +85212345678)',
  code: 'Verification code',
  'code.send': 'Send code',
  'code.sending': 'Sending…',
  'code.resend': 'Again in {seconds} s',

  'retrieve.method': 'Reset with',
  'retrieve.email': 'Email bound to your account',
  'retrieve.mobile': 'Mobile number bound to your account',
  'retrieve.password': 'New password',
  'retrieve.submit': 'Reset password',

  'closed.title': 'The member center is closed',
  'closed.text':
    'Login and registration are not available at the moment. Please come back later or contact customer service.',
} satisfies Messages;
