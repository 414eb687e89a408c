import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { Notifier } from '#functions/notify/message.ts';

/**
 * Amazon SES (API v2, SendEmail) for emails. The SDK is loaded on first send, so bundles that
 * never mail do not carry it and cold starts stay short.
 */
export function sesNotifier(options: { from: string; region: string }): Notifier {
  let client: SESv2Client | undefined;
  return {
    async send(message) {
      const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
      client ??= new SESv2Client({ region: options.region });
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: options.from,
          Destination: { ToAddresses: [message.to] },
          Content: {
            Simple: {
              Subject: { Data: message.subject, Charset: 'UTF-8' },
              Body: { Text: { Data: message.text, Charset: 'UTF-8' } },
            },
          },
        }),
      );
    },
  };
}
