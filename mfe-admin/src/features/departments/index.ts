/** The Department Manager's endpoints, which other admin screens read departments through. */
export { useListDepartmentsQuery } from './departments.endpoints';
