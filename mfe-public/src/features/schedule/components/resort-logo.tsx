/** The resort's mark (a sun over the sea); decorative next to the visible title, so hidden from screen readers. */
export function ResortLogo({ size = 56 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#0e7490" />
      <circle cx="24" cy="22" r="8" fill="#fde68a" />
      <path d="M6 30c4 0 4-3 8-3s4 3 8 3 4-3 8-3 4 3 8 3 4-3 4-3v6H6z" fill="#ffffff" />
      <path d="M6 36c4 0 4-3 8-3s4 3 8 3 4-3 8-3 4 3 8 3 4-3 4-3v5H8z" fill="#bae6fd" />
    </svg>
  );
}
