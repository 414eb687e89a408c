import { describe, expect, it } from 'vitest';
import { ApiCodeError } from '#app/api/errors.ts';
import { type BindCalls, createBindFlow } from '#app/member-center/bind-flow.ts';
import type { BindType, ChangeBindBody } from '#core/contracts/account.ts';

const refused = (data: unknown) => new ApiCodeError({ code: 0, msg: 'refused', time: 1_700_000_000, data });

/** Calls that record what was asked and answer as told. */
function fakeCalls(answers: Partial<BindCalls> = {}) {
  const sent: [BindType, string, string][] = [];
  const verified: string[] = [];
  const changed: ChangeBindBody[] = [];
  const calls: BindCalls = {
    sendCode: async (type, target, event, captcha) => {
      sent.push([type, target, event]);
      return answers.sendCode?.(type, target, event, captcha);
    },
    verifyCurrent: async (type, captcha) => {
      verified.push(captcha);
      return answers.verifyCurrent ? answers.verifyCurrent(type, captcha) : { ticket: 't-1' };
    },
    changeBind: async (body) => {
      changed.push(body);
      return answers.changeBind
        ? answers.changeBind(body)
        : { email: 'new@example.com', mobile: '', version: 2 };
    },
  };
  return { calls, sent, verified, changed };
}

function flowOf(current: string, calls: BindCalls, type: BindType = 'email') {
  return createBindFlow({
    type,
    current,
    lang: () => 'en',
    calls,
    askCaptcha: async () => ({ id: 'captcha-1', info: '1,1;350;200' }),
    now: () => 1_000_000,
  });
}

describe('the bind flow', () => {
  it('starts at step 1 when something is bound, at step 2 when nothing is', () => {
    const { calls } = fakeCalls();
    expect(flowOf('old@example.com', calls).$state.get().step).toBe('verify');
    expect(flowOf('', calls).$state.get().step).toBe('bind');
  });

  it('sends step 1 code to the current address and waits 60 s before the next', async () => {
    const fake = fakeCalls();
    const flow = flowOf('old@example.com', fake.calls);
    await flow.sendCurrent();
    expect(fake.sent).toEqual([['email', 'old@example.com', 'verify_current']]);
    expect(flow.$state.get().currentResendAt).toBe(1_000_000 + 60_000);
    expect(flow.$state.get().busy).toBe(false);
  });

  it('does not start the wait when the code was not sent', async () => {
    const fake = fakeCalls({ sendCode: async () => Promise.reject(refused(null)) });
    const flow = flowOf('old@example.com', fake.calls);
    await flow.sendCurrent();
    expect(flow.$state.get().currentResendAt).toBe(0);
    expect(flow.$state.get().busy).toBe(false);
  });

  it('checks the code locally before verifying, then moves to step 2 with the ticket', async () => {
    const fake = fakeCalls();
    const flow = flowOf('old@example.com', fake.calls);
    await flow.verify();
    expect(fake.verified).toEqual([]);
    expect(flow.$state.get().errors.currentCode).toBeTruthy();

    flow.setField('currentCode', '123456');
    await flow.verify();
    expect(fake.verified).toEqual(['123456']);
    expect(flow.$state.get()).toMatchObject({ step: 'bind', ticket: 't-1', errors: {} });
  });

  it('keeps step 1 with the server message for a wrong code', async () => {
    const fake = fakeCalls({
      verifyCurrent: async () => Promise.reject(refused({ errors: { captcha: 'Wrong code' } })),
    });
    const flow = flowOf('old@example.com', fake.calls);
    flow.setField('currentCode', '000000');
    await flow.verify();
    expect(flow.$state.get()).toMatchObject({ step: 'verify', errors: { currentCode: 'Wrong code' } });
  });

  it('refuses to send a code to a malformed new address, naming the field', async () => {
    const fake = fakeCalls();
    const flow = flowOf('', fake.calls);
    flow.setField('target', 'not-an-email');
    expect(await flow.sendNew()).toBe('invalid');
    expect(fake.sent).toEqual([]);
    expect(flow.$state.get().errors.target).toBeTruthy();

    flow.setField('target', 'new@example.com');
    expect(await flow.sendNew()).toBe('sent');
    expect(fake.sent).toEqual([['email', 'new@example.com', 'bind_new']]);
    expect(flow.$state.get().newResendAt).toBe(1_000_000 + 60_000);
    expect(flow.$state.get().errors).toEqual({});
  });

  it('binds with the ticket of step 1 and answers the new binding', async () => {
    const fake = fakeCalls();
    const flow = flowOf('old@example.com', fake.calls);
    flow.setField('currentCode', '123456');
    await flow.verify();
    flow.setField('target', 'new@example.com');
    flow.setField('newCode', '654321');
    expect(await flow.confirm()).toEqual({ email: 'new@example.com', mobile: '', version: 2 });
    expect(fake.changed).toEqual([
      { type: 'email', email: 'new@example.com', captcha: '654321', ticket: 't-1' },
    ]);
  });

  it('shows both fields’ messages and calls nothing when step 2 is incomplete', async () => {
    const fake = fakeCalls();
    const flow = flowOf('', fake.calls, 'mobile');
    expect(await flow.confirm()).toBeNull();
    expect(fake.changed).toEqual([]);
    expect(flow.$state.get().errors.target).toBeTruthy();
    expect(flow.$state.get().errors.newCode).toBeTruthy();
  });

  it('goes back to step 1 with a fresh code when the ticket is gone', async () => {
    const fake = fakeCalls({ changeBind: async () => Promise.reject(refused({ reason: 'ticket' })) });
    const flow = flowOf('old@example.com', fake.calls);
    flow.setField('currentCode', '123456');
    await flow.verify();
    flow.setField('target', 'new@example.com');
    flow.setField('newCode', '654321');
    expect(await flow.confirm()).toBeNull();
    expect(flow.$state.get()).toMatchObject({ step: 'verify', ticket: '', currentCode: '', busy: false });
  });

  it('stays on step 2 with the server’s field message for another refusal', async () => {
    const fake = fakeCalls({
      changeBind: async () => Promise.reject(refused({ errors: { email: 'Taken' } })),
    });
    const flow = flowOf('', fake.calls);
    flow.setField('target', 'new@example.com');
    flow.setField('newCode', '654321');
    expect(await flow.confirm()).toBeNull();
    expect(flow.$state.get()).toMatchObject({ step: 'bind', errors: { target: 'Taken', newCode: '' } });
  });

  it('asks for the click captcha before each code and sends it along; a closed captcha sends nothing', async () => {
    const fake = fakeCalls();
    const captchas: string[] = [];
    let answer: { id: string; info: string } | null = null;
    const flow = createBindFlow({
      type: 'email',
      current: 'old@example.com',
      lang: () => 'en',
      calls: {
        ...fake.calls,
        sendCode: async (type, target, event, captcha) => {
          captchas.push(captcha.id);
          return fake.calls.sendCode(type, target, event, captcha);
        },
      },
      askCaptcha: async () => answer,
      now: () => 1_000_000,
    });

    await flow.sendCurrent();
    expect(fake.sent).toEqual([]);
    expect(flow.$state.get().currentResendAt).toBe(0);

    answer = { id: 'passed-1', info: '1,1;350;200' };
    await flow.sendCurrent();
    expect(captchas).toEqual(['passed-1']);
    expect(fake.sent).toEqual([['email', 'old@example.com', 'verify_current']]);
  });
});
