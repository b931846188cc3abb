/** The app shell feature: the header and navigation around the signed-in screens, and the bare layout. */
export { BareLayout } from './bare-layout';
