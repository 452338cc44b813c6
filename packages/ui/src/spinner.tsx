/** A loading indicator with an accessible name; the animation stops under reduced motion (base CSS). */
export function Spinner({ label }: { label: string }) {
  return (
    <div
      className="mf-spinner"
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      part="spinner"
    >
      <span className="mf-spinner__ring" aria-hidden="true" />
    </div>
  );
}

/** Styles for the shared primitives, added to an element's sheet by the elements that use them. */
export const spinnerCss = `
.mf-spinner { display: flex; justify-content: center; padding: calc(2 * var(--_unit)) 0; }
.mf-spinner__ring { width: calc(2.5 * var(--_unit)); height: calc(2.5 * var(--_unit)); border-radius: 50%; border: 4px solid var(--_color-divider); border-top-color: var(--_color-brand); animation: mf-spin 0.9s linear infinite; }
@keyframes mf-spin { to { transform: rotate(360deg); } }
`;
