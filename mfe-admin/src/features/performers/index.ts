/** The performers' read other admin screens name performers through (the activity log's changes). */
export { useListPerformersQuery } from './performers.endpoints';
