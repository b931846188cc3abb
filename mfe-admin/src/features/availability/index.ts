/** What the unavailable periods and the venue closures share: their span fields, form, list and labels. */
export { SpanReasonFields } from './components/span-reason-fields';
export { SpanItem, SpanItemNote, SpanItemTitle, SpanList } from './components/span-list';
export { spanLabel, zoneLabel } from './span-label';
export { useSpanForm } from './hooks/use-span-form';
