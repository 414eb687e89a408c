import { join, resolve } from 'node:path';
import type { Notifier } from '#functions/notify/message.ts';
import { outboxNotifier } from '#functions/notify/outbox.ts';
import { sesNotifier } from '#functions/notify/ses.ts';
import { snsNotifier } from '#functions/notify/sns.ts';
import { env } from '#functions/platform/env.ts';

/** The outbox folder: OUTBOX_DIR, else `${DATA_DIR}/outbox` (DATA_DIR default .data). */
export function outboxDir(): string {
  const { OUTBOX_DIR, DATA_DIR } = env();
  return resolve(OUTBOX_DIR ?? join(DATA_DIR, 'outbox'));
}

/** The notifier of a channel, as the environment chooses (MAIL_DRIVER, SMS_DRIVER). */
export function notifierFor(channel: 'email' | 'sms'): Notifier {
  const { MAIL_DRIVER, SMS_DRIVER, MAIL_FROM, LOG_LEVEL } = env();
  // On AWS the region is the function's (AWS_REGION), as for every signed request.
  if (channel === 'email' && MAIL_DRIVER === 'ses') return sesNotifier({ from: MAIL_FROM });
  if (channel === 'sms' && SMS_DRIVER === 'sns') return snsNotifier();
  // LOG_LEVEL=silent (tests) keeps the terminal quiet; the files are written all the same.
  return LOG_LEVEL === 'silent' ? outboxNotifier(outboxDir(), () => {}) : outboxNotifier(outboxDir());
}
