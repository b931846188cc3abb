import { useId } from 'react';
import { CLOSURE_CLASS, dismissTooltipOnEscape, restoreTooltip } from '../closure-mark';

export interface ClosureMarkProps {
  /** 'Closed' or 'Partly closed'. */
  label: string;
  /** The closures' reasons, one a line. */
  text: string;
  /** What pressing the mark does: the grids open the closed day. */
  onActivate: () => void;
}

/**
 * A closed time's mark on a React-drawn grid (the week): a button described by its tooltip. The
 * grid's frame styles and places it (closureGridStyles).
 */
export function ClosureMark({ label, text, onActivate }: ClosureMarkProps) {
  const tooltipId = useId();
  return (
    <>
      <button
        type="button"
        className={CLOSURE_CLASS.mark}
        aria-describedby={tooltipId}
        onClick={onActivate}
        onKeyDown={dismissTooltipOnEscape}
        onBlur={restoreTooltip}
        onMouseLeave={restoreTooltip}
      >
        {label}
      </button>
      <span id={tooltipId} role="tooltip" className={CLOSURE_CLASS.tooltip}>
        {text}
      </span>
    </>
  );
}
