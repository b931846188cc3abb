import { css } from 'styled-components';

/*
 * A closed time on the month and week grids: FullCalendar draws it as a background event, shaded,
 * with a 'Closed' mark whose reasons show in a tooltip on hover and on keyboard focus. The mark is a
 * button described by the tooltip (aria-describedby), so screen readers read the reasons with it;
 * Escape hides the tooltip without moving focus (WCAG 1.4.13). Both grids draw it with ClosureMark and
 * style it with these class names.
 */

export const CLOSURE_CLASS = {
  /** The background event of a closed time. */
  shade: 'closure-shade',
  mark: 'closure-mark',
  tooltip: 'closure-tooltip',
} as const;

/**
 * Whether a click landed on a closure's mark: FullCalendar reports it as a click on the date too
 * (background events do not stop dateClick), and the mark handles it itself.
 */
export function isClosureMark(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`.${CLOSURE_CLASS.mark}`) !== null;
}

/**
 * FullCalendar hides a background event from screen readers (aria-hidden on the element around it), as
 * it takes one for decoration; a closed time's shade holds the 'Closed' mark, a button that must stay
 * reachable. Its backgroundEventDidMount lifts that from the shade's own wrapper, and only from there.
 */
export function revealClosureMark({ el }: { el: HTMLElement }): void {
  const wrapper = el.parentElement;
  if (el.classList.contains(CLOSURE_CLASS.shade) && wrapper?.getAttribute('aria-hidden') === 'true') {
    wrapper.removeAttribute('aria-hidden');
  }
}

/** Set on a mark while Escape keeps its tooltip hidden. */
const DISMISSED_ATTRIBUTE = 'data-dismissed';

/** Escape on a mark hides its tooltip; the mark keeps focus. */
export function dismissTooltipOnEscape(event: { key: string; currentTarget: EventTarget | null }) {
  if (event.key === 'Escape' && event.currentTarget instanceof Element) {
    event.currentTarget.setAttribute(DISMISSED_ATTRIBUTE, '');
  }
}

/** Leaving a mark (pointer or focus) lets its tooltip show again next time. */
export function restoreTooltip(event: { currentTarget: EventTarget | null }) {
  if (event.currentTarget instanceof Element) event.currentTarget.removeAttribute(DISMISSED_ATTRIBUTE);
}

/** The shading of a closed time: hatched over the grid's own background, drawn fully opaque. */
export const closureShade = css`
  opacity: 1;
  background: repeating-linear-gradient(
    135deg,
    transparent 0 7px,
    ${({ theme }) => theme.colors.border} 7px 9px
  ) !important;
`;

/** The 'Closed' mark and its tooltip, placed by closureGridStyles. */
const closureMarkStyles = css`
  .${CLOSURE_CLASS.mark} {
    padding: 0 0.25rem;
    border: 1px solid ${({ theme }) => theme.colors.mutedText};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 0.6875rem;
    font-weight: 600;
    line-height: 1.4;
    cursor: pointer;
  }

  .${CLOSURE_CLASS.mark}:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }

  .${CLOSURE_CLASS.tooltip} {
    display: none;
    position: absolute;
    padding: 0.375rem 0.5rem;
    border-radius: ${({ theme }) => theme.radii.small};
    background: #0f172a;
    color: #ffffff;
    font-size: 0.75rem;
    font-weight: 400;
    line-height: 1.35;
    text-align: left;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }

  .${CLOSURE_CLASS.mark}:hover
    + .${CLOSURE_CLASS.tooltip},
    .${CLOSURE_CLASS.mark}:focus-visible
    + .${CLOSURE_CLASS.tooltip},
    .${CLOSURE_CLASS.tooltip}:hover {
    display: block;
  }

  .${CLOSURE_CLASS.mark}[${DISMISSED_ATTRIBUTE}] + .${CLOSURE_CLASS.tooltip} {
    display: none;
  }
`;

/**
 * A grid's closed times: the shade (the background event FullCalendar draws with CLOSURE_CLASS.shade),
 * the mark at the shade's top or bottom edge, and the tooltip opening from the mark into the shade, as
 * wide as the shade.
 */
export function closureGridStyles(markAt: 'top' | 'bottom') {
  return css`
    .${CLOSURE_CLASS.shade} {
      ${closureShade}
    }

    ${closureMarkStyles}

    .${CLOSURE_CLASS.shade} .${CLOSURE_CLASS.mark} {
      position: absolute;
      ${markAt}: 2px;
      left: 2px;
    }

    .${CLOSURE_CLASS.shade} .${CLOSURE_CLASS.tooltip} {
      ${markAt}: calc(4px + 1.5em);
      left: 2px;
      right: 2px;
      z-index: 10;
    }
  `;
}
