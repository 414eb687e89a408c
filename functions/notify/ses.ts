import { type AwsResponse, awsRequest } from '#functions/data/aws-request.ts';
import type { Notifier } from '#functions/notify/message.ts';

/**
 * Amazon SES (API v2, SendEmail) for emails: one signed request (functions/data/aws-request.ts,
 * the SDK's retry rule) rather than the SDK's SES client, whose load and first send cost a cold
 * `codes` function 150-250 ms of CPU before the member's code went out (BENCHMARKS row 8).
 * `endpoint` replaces SES's regional address (tests).
 */
export function sesNotifier(options: { from: string; endpoint?: string }): Notifier {
  return {
    async send(message) {
      const answer = await awsRequest(
        {
          service: 'ses',
          method: 'POST',
          path: '/v2/email/outbound-emails',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            FromEmailAddress: options.from,
            Destination: { ToAddresses: [message.to] },
            Content: {
              Simple: {
                Subject: { Data: message.subject, Charset: 'UTF-8' },
                Body: { Text: { Data: message.text, Charset: 'UTF-8' } },
              },
            },
          }),
          ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        },
        sesErrorCode,
      );
      if (answer.status >= 300) throw sesError(answer);
    },
  };
}

/** SES v2 (REST-JSON) names its error in `x-amzn-errortype` ("MessageRejected:http://…"). */
function sesErrorCode(answer: AwsResponse): string | undefined {
  const header = answer.headers['x-amzn-errortype'];
  const named = (Array.isArray(header) ? header[0] : header)?.split(':')[0];
  if (named) return named;
  try {
    const body = JSON.parse(answer.body.toString('utf8')) as { __type?: string; code?: string };
    return (body.__type ?? body.code)?.split('#').pop();
  } catch {
    return undefined;
  }
}

/** The refusal as the SDK threw it: named by its error code, with SES's message. */
function sesError(answer: AwsResponse): Error {
  let text = '';
  try {
    const body = JSON.parse(answer.body.toString('utf8')) as { message?: string; Message?: string };
    text = body.message ?? body.Message ?? '';
  } catch {
    text = '';
  }
  const error = new Error(text || `SES SendEmail: HTTP ${answer.status}`);
  error.name = sesErrorCode(answer) ?? 'SESError';
  return error;
}
