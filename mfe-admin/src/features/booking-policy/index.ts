/** An organization's performer-conflict policy (warn or block): its setting and the words for it. */
export { ConflictPolicySetting } from './components/conflict-policy-setting';
export { CONFLICT_POLICY_LABELS, isConflictPolicy } from './conflict-policy-texts';
