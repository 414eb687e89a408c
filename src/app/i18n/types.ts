/** One translation file: message key to text, `{name}` placeholders allowed. */
export type Messages = Readonly<Record<string, string>>;
