export { createPeriodicJobs } from './periodic-jobs';
