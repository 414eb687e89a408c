/** One message to a member: an email or an SMS. */
export type OutgoingMessage = {
  channel: 'email' | 'sms';
  /** Email address, or mobile number (national 11 digits or +E.164). */
  to: string;
  /** Email subject; SMS carry none and send `text` only. */
  subject: string;
  text: string;
  /** For the local outbox only (terminal line and JSON file), so a developer can finish a flow. */
  code?: string;
  event?: string;
};

/**
 * The mail/SMS port: the outbox locally, Amazon SES or SNS on AWS (functions/notify/notifier.ts
 * picks one from the environment). Throws when the provider refuses the message.
 */
export interface Notifier {
  send(message: OutgoingMessage): Promise<void>;
}
