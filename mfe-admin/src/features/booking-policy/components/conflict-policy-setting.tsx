import { useId } from 'react';
import styled from 'styled-components';
import type { ConflictPolicy } from '@booking-portal/api/contract';
import { FieldError, useWriteFeedback } from '@booking-portal/shell/runtime';
import {
  useGetOrganizationConflictPolicyQuery,
  useSetOrganizationConflictPolicyMutation,
} from '../booking-policy.endpoints';
import {
  CONFLICT_POLICY_CHOICES,
  CONFLICT_POLICY_EFFECTS,
  CONFLICT_POLICY_LABELS,
  CONFLICT_POLICY_TEXTS,
} from '../conflict-policy-texts';

const Group = styled.fieldset`
  display: grid;
  gap: 0.375rem;
  margin: 0 0 1.5rem;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 0.25rem;
  font-size: 0.875rem;
  font-weight: 600;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Choice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 0.5rem;
  font-size: 0.875rem;
`;

const ChoiceLabel = styled.label`
  display: inline-flex;
  align-items: baseline;
  gap: 0.5rem;
  font-weight: 600;

  input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Effect = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
`;

/**
 * The organization's performer-conflict policy, for owners and super admins (the only roles the API
 * lets read or change it): 'Warn' saves a booking with a conflict and lists the conflicts, 'Block'
 * refuses it. Saved on change, with the write-feedback toasts; every change is audited by the API.
 */
export function ConflictPolicySetting({ organizationId }: { organizationId: number }) {
  const { data, isLoading, isError } = useGetOrganizationConflictPolicyQuery(organizationId);
  const [setPolicy, update] = useSetOrganizationConflictPolicyMutation();
  const runWrite = useWriteFeedback();
  const name = useId();
  const hintId = useId();
  const effectIdPrefix = useId();
  const current = data?.conflictPolicy;

  async function save(conflictPolicy: ConflictPolicy) {
    await runWrite(() => setPolicy({ organizationId, conflictPolicy }).unwrap(), {
      success: CONFLICT_POLICY_TEXTS.updated,
      failure: CONFLICT_POLICY_TEXTS.updateFailed,
      preferServerMessage: true,
    });
  }

  return (
    <Group aria-describedby={hintId} aria-busy={isLoading || update.isLoading}>
      <Legend>{CONFLICT_POLICY_TEXTS.legend}</Legend>
      <Hint id={hintId}>{CONFLICT_POLICY_TEXTS.hint}</Hint>
      {isError && current === undefined ? (
        <FieldError role="alert">{CONFLICT_POLICY_TEXTS.loadFailed}</FieldError>
      ) : (
        CONFLICT_POLICY_CHOICES.map((policy) => (
          <Choice key={policy}>
            <ChoiceLabel>
              <input
                type="radio"
                name={name}
                value={policy}
                checked={current === policy}
                disabled={current === undefined || update.isLoading}
                aria-describedby={`${effectIdPrefix}-${policy}`}
                onChange={() => {
                  if (policy !== current) void save(policy);
                }}
              />
              {CONFLICT_POLICY_LABELS[policy]}
            </ChoiceLabel>
            <Effect id={`${effectIdPrefix}-${policy}`}>{CONFLICT_POLICY_EFFECTS[policy]}</Effect>
          </Choice>
        ))
      )}
    </Group>
  );
}
