import { Button, useThemeMode } from '@booking-portal/shell/runtime';

/** Switches between the light and dark theme; the choice survives reloads. */
export function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const next = mode === 'light' ? 'dark' : 'light';
  return (
    <Button $variant="ghost" $size="small" onClick={toggle} aria-label={`Switch to ${next} theme`}>
      <span aria-hidden="true">{mode === 'light' ? '☾' : '☀'}</span>
    </Button>
  );
}
