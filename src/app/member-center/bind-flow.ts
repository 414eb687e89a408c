import { map } from 'nanostores';
import { RESEND_SECONDS } from '#app/member-center/countdown.ts';
import { checkForm, failureReason, serverFieldErrors } from '#app/member-center/form.ts';
import {
  type BindType,
  type ChangeBindBody,
  changeBindBodySchema,
  verificationBodySchema,
} from '#core/contracts/account.ts';
import { anyMobileSchema } from '#core/contracts/codes.ts';
import type { Lang } from '#core/i18n/lang.ts';
import { type FieldErrors, parseLocalized } from '#core/validation/parse.ts';
import { rules } from '#core/validation/rules.ts';

export type BindResult = { email: string; mobile: string; version: number };

/** A passed click captcha (the dialog's answer), as a code send needs it. */
export type BindCaptcha = { id: string; info: string };

/** The calls a bind change makes (account-api.ts in the app; fakes in tests). */
export type BindCalls = {
  /** Sends a code with the click captcha the member passed just before (the send consumes it). */
  readonly sendCode: (
    type: BindType,
    target: string,
    event: 'verify_current' | 'bind_new',
    captcha: BindCaptcha,
  ) => Promise<unknown>;
  readonly verifyCurrent: (type: BindType, captcha: string) => Promise<{ ticket: string }>;
  readonly changeBind: (body: ChangeBindBody) => Promise<BindResult>;
};

export type BindStep = 'verify' | 'bind';
/** The inputs of the two steps. */
export type BindField = 'currentCode' | 'target' | 'newCode';

export type BindFlowState = {
  readonly step: BindStep;
  /** From step 1; '' before it (and when nothing was bound). */
  readonly ticket: string;
  readonly currentCode: string;
  readonly target: string;
  readonly newCode: string;
  /** Messages keyed by BindField. */
  readonly errors: FieldErrors;
  /** A call is under way: the buttons wait. */
  readonly busy: boolean;
  /** When each "Send code" button may send again (ms since the epoch; 0: now). */
  readonly currentResendAt: number;
  readonly newResendAt: number;
};

/** The new target's format check before a code is sent to it (the same rules as the handler's). */
const targetSchema = (type: BindType) => (type === 'email' ? rules.email() : anyMobileSchema);

/**
 * Changing the bound email or mobile in two steps: (1) a code sent to the current one buys a
 * one-time ticket; (2) the new one with its own code. With nothing bound yet, step 2 alone. Each
 * "Send code" waits RESEND_SECONDS after a code went out. Failed calls were already shown by the
 * API client; the flow keeps the field messages and, when the ticket is gone, goes back to step 1.
 */
export function createBindFlow(options: {
  readonly type: BindType;
  /** The email or mobile bound now, '' when none. */
  readonly current: string;
  readonly lang: () => Lang;
  readonly calls: BindCalls;
  /** Opens the click captcha before a code is sent; null when the member closed it. */
  readonly askCaptcha: () => Promise<BindCaptcha | null>;
  readonly now?: () => number;
}) {
  const { type, current, calls } = options;
  const now = options.now ?? Date.now;
  const $state = map<BindFlowState>({
    step: current ? 'verify' : 'bind',
    ticket: '',
    currentCode: '',
    target: '',
    newCode: '',
    errors: {},
    busy: false,
    currentResendAt: 0,
    newResendAt: 0,
  });

  /** Runs a call with the buttons waiting; false when it failed. */
  async function whileBusy(run: () => Promise<void>, failed: (error: unknown) => void): Promise<boolean> {
    $state.setKey('busy', true);
    try {
      await run();
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      $state.setKey('busy', false);
    }
  }

  const resendAt = () => now() + RESEND_SECONDS * 1000;
  // The API client showed why a code was not sent (e.g. wait, or the target is bound elsewhere).
  const shownByClient = () => undefined;

  return {
    $state,

    setField(field: BindField, value: string): void {
      $state.setKey(field, value);
    },

    /** Step 1's code to the current email or mobile, after the click captcha. */
    async sendCurrent(): Promise<void> {
      const captcha = await options.askCaptcha();
      if (!captcha) return;
      await whileBusy(async () => {
        await calls.sendCode(type, current, 'verify_current', captcha);
        $state.setKey('currentResendAt', resendAt());
      }, shownByClient);
    },

    /**
     * Step 2's code to the new target, after the click captcha; 'invalid' when its format is wrong
     * (nothing sent, no captcha asked), 'failed' when refused or the captcha was closed.
     */
    async sendNew(): Promise<'sent' | 'invalid' | 'failed'> {
      const checked = parseLocalized(targetSchema(type), $state.get().target, options.lang());
      if (!checked.success) {
        $state.setKey('errors', { target: checked.message });
        return 'invalid';
      }
      $state.setKey('errors', {});
      const captcha = await options.askCaptcha();
      if (!captcha) return 'failed';
      const sent = await whileBusy(async () => {
        await calls.sendCode(type, checked.data, 'bind_new', captcha);
        $state.setKey('newResendAt', resendAt());
      }, shownByClient);
      return sent ? 'sent' : 'failed';
    },

    /** Step 1: the current code for a ticket; on success step 2 follows. */
    async verify(): Promise<void> {
      const input = { type, captcha: $state.get().currentCode };
      const checked = checkForm(verificationBodySchema, input, options.lang());
      if (!checked.ok) {
        $state.setKey('errors', { currentCode: checked.errors.captcha ?? '' });
        return;
      }
      $state.setKey('errors', {});
      await whileBusy(
        async () => {
          const { ticket } = await calls.verifyCurrent(type, checked.data.captcha);
          $state.set({ ...$state.get(), ticket, step: 'bind' });
        },
        (error) => $state.setKey('errors', { currentCode: serverFieldErrors(error).captcha ?? '' }),
      );
    },

    /** Step 2: the new target with its code; answers the new binding, or null when refused. */
    async confirm(): Promise<BindResult | null> {
      const { target, newCode, ticket } = $state.get();
      const checked = checkForm(
        changeBindBodySchema,
        { type, [type]: target, captcha: newCode, ticket },
        options.lang(),
      );
      if (!checked.ok) {
        $state.setKey('errors', {
          target: checked.errors[type] ?? '',
          newCode: checked.errors.captcha ?? '',
        });
        return null;
      }
      $state.setKey('errors', {});
      let result: BindResult | null = null;
      await whileBusy(
        async () => {
          result = await calls.changeBind(checked.data);
        },
        (error) => {
          const fields = serverFieldErrors(error);
          $state.setKey('errors', { target: fields[type] ?? '', newCode: fields.captcha ?? '' });
          // The verification expired or was used: step 1 again (the API client showed why).
          if (failureReason(error) === 'ticket') {
            $state.set({ ...$state.get(), ticket: '', currentCode: '', step: 'verify' });
          }
        },
      );
      return result;
    },
  };
}
export type BindFlow = ReturnType<typeof createBindFlow>;
