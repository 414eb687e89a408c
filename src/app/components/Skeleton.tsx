/** Neutral placeholder while the language files load: shapes only, no text in either language. */
export function Skeleton() {
  return (
    <div className="app-skeleton" aria-busy="true">
      <div className="app-skeleton__bar" />
      <div className="app-skeleton__body">
        <div className="app-skeleton__line app-skeleton__line--wide" />
        <div className="app-skeleton__line" />
        <div className="app-skeleton__line app-skeleton__line--short" />
      </div>
    </div>
  );
}
