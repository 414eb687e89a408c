/** A field's message under its input (its id is what the input's aria-describedby names). */
export function FieldError({ id, message }: { readonly id: string; readonly message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mc-field__error">
      {message}
    </p>
  );
}
