import { useStore } from '@nanostores/react';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { userStartUp } from '#app/api/start-up.ts';
import { fetchCheckInInfo, signIn } from '#app/api/user.ts';
import { type CaptchaAnswer, ClickCaptcha } from '#app/components/captcha/ClickCaptcha.tsx';
import { DarkToggle } from '#app/components/DarkToggle.tsx';
import { LangSwitch } from '#app/components/LangSwitch.tsx';
import { SiteBrand } from '#app/components/SiteBrand.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { navigate } from '#app/router/navigate.ts';
import { safeReturnPath } from '#app/router/resolve.ts';
import { useView } from '#app/router/view-context.tsx';
import { $lang } from '#app/stores/lang.ts';
import { $siteConfig } from '#app/stores/site-config.ts';
import { showToast } from '#app/stores/toasts.ts';
import { contactLinks } from '#core/contact-links.ts';
import type { CheckInInfo, CheckInResult } from '#core/contracts/user.ts';
import { LoginForm } from './login/LoginForm.tsx';
import { RegisterForm } from './login/RegisterForm.tsx';
import { RetrieveForm } from './login/RetrieveForm.tsx';
import './login/login.css';

const TABS = ['login', 'register', 'retrieve'] as const;
/** The heading names what the open tab does (the Register tab does not say "Sign in"). */
const TITLE_KEY = { login: 'title', register: 'title.register', retrieve: 'title.retrieve' } as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | undefined): value is Tab => TABS.includes(value as Tab);

/** The site's contact shortcuts, for "contact customer service". */
function ContactShortcuts() {
  const { contactInfo } = useStore($siteConfig);
  const lang = useStore($lang);
  const links = contactLinks(contactInfo, lang);
  if (links.length === 0) return null;
  return (
    <ul className="login-contacts">
      {links.map((link) => (
        <li key={`${link.component}-${link.href}`}>
          <a
            className="app-button"
            href={link.href}
            {...(link.newWindow
              ? { target: '_blank', rel: 'noopener noreferrer external' }
              : { rel: 'external' })}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

function ClosedNotice({ title, text }: { title: string; text: string }) {
  const t = useT();
  return (
    <div className="login-notice" role="status">
      <h2 className="login-notice__title">{title}</h2>
      <p>{text}</p>
      <ContactShortcuts />
      <a className="app-button" href="/">
        {t('notFound.backHome')}
      </a>
    </div>
  );
}

type InfoState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; info: CheckInInfo };

/**
 * The login route (no layout, no login needed): log in, register, or reset a forgotten password,
 * with the click captcha where the server asks for it. On success the user info is kept, the
 * start-up data loads again for the member, and the screen goes to the safe `redirect` or /user.
 */
export default function LoginPage() {
  const t = useT();
  const view = useView();
  const returnTo = safeReturnPath(view.search.redirect);
  const [tab, setTab] = useState<Tab>(isTab(view.search.tab) ? view.search.tab : 'login');
  const [state, setState] = useState<InfoState>({ status: 'loading' });
  const [account, setAccount] = useState('');
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const captchaAnswer = useRef<((answer: CaptchaAnswer | null) => void) | null>(null);
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const load = useCallback(() => {
    setState({ status: 'loading' });
    fetchCheckInInfo().then(
      (info) => setState({ status: 'ready', info }),
      () => setState({ status: 'failed' }),
    );
  }, []);
  useEffect(load, [load]);

  const askCaptcha = useCallback(
    () =>
      new Promise<CaptchaAnswer | null>((resolve) => {
        captchaAnswer.current = resolve;
        setCaptchaOpen(true);
      }),
    [],
  );
  const closeCaptcha = (answer: CaptchaAnswer | null) => {
    setCaptchaOpen(false);
    captchaAnswer.current?.(answer);
    captchaAnswer.current = null;
  };

  const onSignedIn = async (result: CheckInResult, message: string) => {
    signIn(result);
    if (message) showToast('success', message);
    try {
      await userStartUp();
    } catch {
      // The API client has reported it; the member centre loads its data again on arrival.
    }
    navigate(returnTo ?? result.routePath, { replace: true });
  };

  const selectTab = (next: Tab, focus = false) => {
    setTab(next);
    if (focus) tabRefs.current[next]?.focus();
  };
  // Tabs pattern: arrows move between tabs, Home and End jump to the ends.
  const onTabKey = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index + TABS.length - 1) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = TABS[moves[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    selectTab(target, true);
  };

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <div className="login-loading" role="status" aria-live="polite">
        <span className="app-visually-hidden">{t('loading')}</span>
        <span className="app-skeleton__line app-skeleton__line--wide" />
        <span className="app-skeleton__line" />
        <span className="app-skeleton__line" />
      </div>
    );
  } else if (state.status === 'failed') {
    body = (
      <div className="login-notice" role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="app-button" onClick={load}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (!state.info.open_member_center) {
    body = <ClosedNotice title={t('closed.title')} text={t('closed.text')} />;
  } else {
    const { info } = state;
    body = (
      <>
        <div className="login-tabs" role="tablist" aria-label={t('tabs.label')}>
          {TABS.map((name) => (
            <button
              key={name}
              ref={(element) => {
                tabRefs.current[name] = element;
              }}
              type="button"
              role="tab"
              id={`login-tab-${name}`}
              className="login-tabs__tab"
              aria-selected={tab === name}
              aria-controls={`login-panel-${name}`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => selectTab(name)}
              onKeyDown={onTabKey}
            >
              {t(`tab.${name}`)}
            </button>
          ))}
        </div>
        <section
          id="login-panel-login"
          role="tabpanel"
          aria-labelledby="login-tab-login"
          hidden={tab !== 'login'}
        >
          <LoginForm
            key={account}
            info={info}
            account={account}
            askCaptcha={askCaptcha}
            onSignedIn={onSignedIn}
            onForgot={() => selectTab('retrieve', true)}
          />
          {info.open_register ? (
            <p className="login-switch">
              {t('login.noAccount')}{' '}
              <button type="button" className="login-link" onClick={() => selectTab('register', true)}>
                {t('tab.register')}
              </button>
            </p>
          ) : null}
        </section>
        <section
          id="login-panel-register"
          role="tabpanel"
          aria-labelledby="login-tab-register"
          hidden={tab !== 'register'}
        >
          {info.open_register ? (
            <RegisterForm info={info} askCaptcha={askCaptcha} onSignedIn={onSignedIn} />
          ) : (
            <div className="login-notice" role="status">
              <p className="login-notice__title">{t('register.closed')}</p>
              <ContactShortcuts />
            </div>
          )}
        </section>
        <section
          id="login-panel-retrieve"
          role="tabpanel"
          aria-labelledby="login-tab-retrieve"
          hidden={tab !== 'retrieve'}
        >
          <RetrieveForm
            methods={info.register_methods}
            askCaptcha={askCaptcha}
            onDone={(done) => {
              setAccount(done);
              selectTab('login', true);
            }}
          />
        </section>
      </>
    );
  }

  return (
    <main id="main" tabIndex={-1} className="app-login">
      <div className="app-login__tools">
        <LangSwitch />
        <DarkToggle />
      </div>
      <div className="app-login__card login-card">
        <SiteBrand />
        <h1 className="app-page-title login-card__title">{t(TITLE_KEY[tab])}</h1>
        {returnTo ? <p className="app-login__note">{t('redirectNote', { path: returnTo })}</p> : null}
        {body}
      </div>
      <ClickCaptcha
        open={captchaOpen}
        onSuccess={(answer) => closeCaptcha(answer)}
        onClose={() => closeCaptcha(null)}
      />
    </main>
  );
}
