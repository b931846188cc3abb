/** The portal's mark (a note in a ring); decorative next to a visible title, so hidden from screen readers. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#1d4ed8" />
      <path
        d="M20.5 7.5v11.2a3.3 3.3 0 1 1-1.8-2.9V11l-6.4 1.6v8.1a3.3 3.3 0 1 1-1.8-2.9V10.9l10-3.4z"
        fill="#ffffff"
      />
    </svg>
  );
}
