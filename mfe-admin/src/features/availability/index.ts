/** What the unavailable periods and the venue closures share: their span fields, form, list and labels. */
export { SpanFields, type SpanFieldsProps } from './components/span-fields';
export { SpanReasonFields, type SpanReasonFieldsProps } from './components/span-reason-fields';
export { SpanItem, SpanItemNote, SpanItemTitle, SpanList, type SpanListProps } from './components/span-list';
export { EMPTY_SPAN_DRAFT, spanFieldOf, spanOf, type SpanDraft, type SpanField } from './span-draft';
export { dateLabel, spanLabel, zoneLabel } from './span-label';
export { useSpanForm, type SpanFormOptions } from './hooks/use-span-form';
