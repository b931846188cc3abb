/**
 * The error screen of docs/PRODUCT.md section 2 ('Something went wrong', Try Again, Force Refresh, technical
 * details, 3 automatic recoveries): for the whole app, for one screen, and as the router's own.
 */
export { AppErrorBoundary } from './app-error-boundary';
export { ScreenErrorBoundary } from './screen-error-boundary';
export { RouteErrorScreen } from './route-error-screen';
