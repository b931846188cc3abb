export type ThemeMode = 'light' | 'dark';

/** Design tokens every screen styles itself with; both palettes keep text at WCAG AA contrast. */
export interface AppTheme {
  mode: ThemeMode;
  colors: {
    background: string;
    surface: string;
    surfaceMuted: string;
    text: string;
    mutedText: string;
    /** Days of the neighbouring months in a month grid: dimmer than mutedText, still AA on surface and background. */
    outsideMonthText: string;
    border: string;
    primary: string;
    primaryHover: string;
    onPrimary: string;
    danger: string;
    onDanger: string;
    dangerSurface: string;
    success: string;
    focus: string;
  };
  radii: { small: string; medium: string; large: string; round: string };
  fonts: { body: string };
  breakpoints: { mobile: string };
}

const shared = {
  radii: { small: '4px', medium: '8px', large: '12px', round: '9999px' },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  // docs/PRODUCT.md section 9: the mobile breakpoint is 768 px.
  breakpoints: { mobile: '767px' },
} as const;

export const lightTheme: AppTheme = {
  mode: 'light',
  colors: {
    background: '#f8fafc',
    surface: '#ffffff',
    surfaceMuted: '#f1f5f9',
    text: '#0f172a',
    mutedText: '#475569',
    outsideMonthText: '#64748b',
    border: '#cbd5e1',
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    onPrimary: '#ffffff',
    danger: '#b91c1c',
    onDanger: '#ffffff',
    dangerSurface: '#fef2f2',
    success: '#166534',
    focus: '#2563eb',
  },
  ...shared,
};

export const darkTheme: AppTheme = {
  mode: 'dark',
  colors: {
    background: '#0f172a',
    surface: '#1e293b',
    surfaceMuted: '#273549',
    text: '#f1f5f9',
    mutedText: '#cbd5e1',
    outsideMonthText: '#94a3b8',
    border: '#475569',
    primary: '#93c5fd',
    primaryHover: '#bfdbfe',
    onPrimary: '#0f172a',
    danger: '#fca5a5',
    onDanger: '#0f172a',
    dangerSurface: '#3f1d1d',
    success: '#86efac',
    focus: '#93c5fd',
  },
  ...shared,
};

export const THEMES: Record<ThemeMode, AppTheme> = { light: lightTheme, dark: darkTheme };
