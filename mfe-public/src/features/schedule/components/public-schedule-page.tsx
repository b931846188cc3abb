import { PublicSchedule } from './public-schedule';

/**
 * /public inside the shell: the schedule with the portal's own origin as its API base, reporting the
 * page the guest came from as the visit's referrer.
 */
export default function PublicSchedulePage() {
  return <PublicSchedule apiBase="" referrer={document.referrer} />;
}
