import { auditedChangeSetOf } from '../audited-change-set';

describe('auditedChangeSetOf', () => {
  it('when the details name a change set, then its id, kind and item count are read (beside old and new values too)', () => {
    expect(auditedChangeSetOf('{"changeSet":{"id":41,"kind":"finalize","itemCount":12}}')).toEqual({
      id: 41,
      kind: 'finalize',
      itemCount: 12,
    });
    expect(
      auditedChangeSetOf(
        '{"old":{"status":"pending"},"new":{"status":"confirmed"},"changeSet":{"id":5,"kind":"finalize","itemCount":1}}',
      ),
    ).toEqual({ id: 5, kind: 'finalize', itemCount: 1 });
  });

  it('when the details are no change set (none, plain text, cut at the stored limit, another object), then there is none', () => {
    expect(auditedChangeSetOf(null)).toBeNull();
    expect(auditedChangeSetOf('Signed in')).toBeNull();
    expect(auditedChangeSetOf('{"truncated":true,"start":"{\\"new\\":{\\"title\\":"}')).toBeNull();
    expect(auditedChangeSetOf('{"new":{"name":"Quinn"}}')).toBeNull();
    expect(auditedChangeSetOf('[1,2]')).toBeNull();
  });

  it('when the change set is malformed (no id, an unknown kind, a negative or fractional count), then there is none', () => {
    expect(auditedChangeSetOf('{"changeSet":{"kind":"finalize","itemCount":2}}')).toBeNull();
    expect(auditedChangeSetOf('{"changeSet":{"id":0,"kind":"finalize","itemCount":2}}')).toBeNull();
    expect(auditedChangeSetOf('{"changeSet":{"id":3,"kind":"rename","itemCount":2}}')).toBeNull();
    expect(auditedChangeSetOf('{"changeSet":{"id":3,"kind":"edit","itemCount":-1}}')).toBeNull();
    expect(auditedChangeSetOf('{"changeSet":{"id":3,"kind":"edit","itemCount":1.5}}')).toBeNull();
    expect(auditedChangeSetOf('{"changeSet":"41"}')).toBeNull();
  });
});
