import moment from 'moment';

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 60 * SECONDS_PER_MINUTE;
const SECONDS_PER_DAY = 24 * SECONDS_PER_HOUR;

/** Uptime in days and hours, or hours and minutes under a day (docs/PRODUCT.md section 2, System card). */
export function formatUptime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const days = Math.floor(whole / SECONDS_PER_DAY);
  const hours = Math.floor((whole % SECONDS_PER_DAY) / SECONDS_PER_HOUR);
  if (days > 0) return `${days}d ${hours}h`;
  const minutes = Math.floor((whole % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  return `${hours}h ${minutes}m`;
}

export function formatMs(milliseconds: number): string {
  return `${milliseconds.toFixed(1)} ms`;
}

export function formatPercent(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

export function formatMb(megabytes: number): string {
  return `${Math.round(megabytes)} MB`;
}

export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/** A log row's time in the viewer's zone, en-US (docs/PRODUCT.md section 9). */
export function formatTimestamp(iso: string): string {
  return moment(iso).format('MMM D, YYYY h:mm:ss A');
}

/** A daily row's date (yyyy-MM-dd, a UTC day) as 'Mar 14'. */
export function formatDay(date: string): string {
  return moment(date, 'YYYY-MM-DD').format('MMM D');
}
