export { createPeriodicJobs, type PeriodicJobs } from './periodic-jobs';
