import { css } from 'styled-components';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';

/*
 * The look the month and week grids start from: FullCalendar's classic theme (borders, header cells,
 * day numbers and event blocks), whose stylesheets webpack puts on the page with the grid's chunk. Each
 * grid then styles its own parts through the class names it gives FullCalendar (MONTH_GRID_CLASS,
 * WEEK_GRID_CLASS), never through FullCalendar's generated ones.
 */

/** The classic theme, a FullCalendar plugin: every grid lists it with its view plugin. */
export const CALENDAR_THEME_PLUGIN = classicThemePlugin;

/**
 * The classic theme's colours taken from the portal's theme, light or dark: put on the element around
 * the grid, they replace the palette's defaults for that grid only.
 */
export const calendarPalette = css`
  --fc-classic-background: ${({ theme }) => theme.colors.surface};
  --fc-classic-foreground: ${({ theme }) => theme.colors.text};
  --fc-classic-muted-foreground: ${({ theme }) => theme.colors.mutedText};
  --fc-classic-faint-foreground: ${({ theme }) => theme.colors.outsideMonthText};
  --fc-classic-border: ${({ theme }) => theme.colors.border};
  --fc-classic-strong-border: ${({ theme }) => theme.colors.mutedText};
  --fc-classic-faint: ${({ theme }) => theme.colors.surfaceMuted};
  --fc-classic-muted: ${({ theme }) => theme.colors.surfaceMuted};
  --fc-classic-primary: ${({ theme }) => theme.colors.primary};
  --fc-classic-primary-foreground: ${({ theme }) => theme.colors.onPrimary};
  --fc-classic-button-outline: ${({ theme }) => theme.colors.focus};
  /* Closed times are hatched by the portal's own shade (closureShade), not tinted green. */
  --fc-classic-background-event: transparent;
`;
