/** What the admin forms share: the switch, the field problems (the contract schema's and a 400's), and a write that keeps its refusal. */
export { SwitchField } from './components/switch-field';
export { hasProblems, schemaProblems, serverProblems, type FieldProblems } from './field-problems';
export { useRefusableWrite, type WriteOutcome } from './hooks/use-refusable-write';
