/**
 * The API processes nginx sends traffic to, as the supervisor knows them: those it started and those
 * a release told it about. One per slot at rest (api-1, api-2); during a release a slot briefly has
 * its successor too. A process retired by a release leaves the set before it is stopped, so its exit
 * is expected; any other exit of a member is a failure the supervisor reports.
 */
export function createReplicaSet() {
  const members = [];
  return {
    add(member) {
      members.push(member);
    },
    retire(member) {
      const index = members.indexOf(member);
      if (index >= 0) members.splice(index, 1);
    },
    has: (member) => members.includes(member),
    members: () => [...members],
    /** Members whose process is still running. */
    serving: () => members.filter((member) => member.process.exit() === null),
    inSlot: (slot) => members.filter((member) => member.slot === slot),
    addresses: () => members.map((member) => member.address),
  };
}

/** A slot's name is its replicas' name (X-Served-By, Prometheus' replica label), whatever build runs. */
export function slotName(slot) {
  return `api-${slot + 1}`;
}
