import { isGatewayChannel } from '#core/contracts/pay.ts';
import { handleNotification } from '#functions/pay/recharge.ts';
import type { ApiHandler } from '#functions/platform/handler.ts';
import { createLogger, describeError } from '#functions/platform/log.ts';
import { systemClock } from '#functions/platform/ports.ts';

const log = createLogger({ route: 'POST /client/pay/notify/{channel}' });

/**
 * POST /client/pay/notify/{channel}: a gateway's asynchronous notification. No login and no
 * envelope: the gateway expects its own answer (Alipay the text "success"; WeChat Pay HTTP 200,
 * or 4xx/5xx with {"code":"FAIL"} to resend). Everything is checked in handleNotification.
 */
export const notifyHandler: ApiHandler = async (event, _route, deps) => {
  const nowMs = (deps?.clock ?? systemClock).nowMs();
  const channel = event.pathParameters?.channel ?? '';
  const requestLog = log.child({ requestId: event.requestContext.requestId, channel });
  if (!isGatewayChannel(channel)) {
    return { statusCode: 404, headers: { 'content-type': 'text/plain' }, body: 'fail' };
  }
  const raw = event.body ?? '';
  const body = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(event.headers)) headers[name.toLowerCase()] = value;
  try {
    const outcome = await handleNotification(channel, { headers, body }, nowMs, requestLog);
    requestLog.info('notification', {
      status: outcome.ack.status,
      credited: outcome.credited,
      reason: outcome.reason,
    });
    return {
      statusCode: outcome.ack.status,
      headers: { 'content-type': outcome.ack.contentType },
      body: outcome.ack.body,
    };
  } catch (error) {
    // The gateway resends on anything but success; the reconciler finishes a paid order meanwhile.
    requestLog.error('notification failed', describeError(error));
    return {
      statusCode: 500,
      headers: { 'content-type': 'application/json' },
      body: '{"code":"FAIL","message":"internal error"}',
    };
  }
};
