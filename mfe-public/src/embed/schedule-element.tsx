import { createRoot, type Root } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import { EMBED_ELEMENT_NAME } from '@booking-portal/api/contract';
import { PublicSchedule } from '../features/schedule/components/public-schedule';
import { SCHEDULE_MIN_HEIGHT_PX } from '../features/schedule/components/schedule-root';

/** The attribute that overrides the API base (by default the origin the embed script came from). */
export const API_BASE_ATTRIBUTE = 'api-base';

/** The host page's address without query or fragment: enough for the visit's referrer, nothing private. */
function hostPageAddress(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

/**
 * The custom element lays out as a block holding the schedule's least height from the moment it is defined,
 * before React has rendered anything into it, so the host page below it does not jump (layout shift) as the
 * schedule appears. Before this script runs the host page's own rule (README.md) holds that box; a host
 * page's CSS can still override this.
 */
function hostStyles(): CSSStyleSheet[] {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`:host { display: block; min-height: ${SCHEDULE_MIN_HEIGHT_PX}px; }`);
    return [sheet];
  } catch {
    return [];
  }
}

/**
 * Defines <booking-portal-schedule>: the public schedule rendered into the element's own shadow root, its
 * styles injected there too (StyleSheetManager target), so the host page's CSS and ours never mix.
 */
export function defineScheduleElement(defaultApiBase: string): void {
  if (customElements.get(EMBED_ELEMENT_NAME) !== undefined) return;

  class BookingPortalSchedule extends HTMLElement {
    static readonly observedAttributes = [API_BASE_ATTRIBUTE];
    private root: Root | null = null;
    private mountPoint: HTMLDivElement | null = null;

    connectedCallback(): void {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      if (this.mountPoint === null) {
        shadow.adoptedStyleSheets = hostStyles();
        this.mountPoint = document.createElement('div');
        shadow.appendChild(this.mountPoint);
      }
      this.root ??= createRoot(this.mountPoint);
      this.render();
    }

    attributeChangedCallback(): void {
      if (this.root !== null) this.render();
    }

    disconnectedCallback(): void {
      this.root?.unmount();
      this.root = null;
    }

    private render(): void {
      const shadow = this.shadowRoot;
      if (this.root === null || shadow === null) return;
      const apiBase = (this.getAttribute(API_BASE_ATTRIBUTE) ?? defaultApiBase).replace(/\/+$/, '');
      this.root.render(
        <StyleSheetManager target={shadow}>
          {/* A new API base is another portal: start afresh rather than mix its days with the old ones. */}
          <PublicSchedule key={apiBase} apiBase={apiBase} referrer={hostPageAddress()} />
        </StyleSheetManager>,
      );
    }
  }

  customElements.define(EMBED_ELEMENT_NAME, BookingPortalSchedule);
}
