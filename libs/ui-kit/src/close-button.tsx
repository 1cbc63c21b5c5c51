import './close-button.css';

/**
 * The cross that closes a dialog or a notice: a 44px target (WCAG 2.5.8 asks 24), named by
 * `label` since it shows only the glyph.
 */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="ui-close-button" aria-label={label} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
