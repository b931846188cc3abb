import { lazy } from 'react';
import type { RemoteRoute } from '@booking-portal/shell/runtime';

const UsersPage = lazy(() => import('../features/users/components/users-page'));
const DepartmentsPage = lazy(() => import('../features/departments/components/departments-page'));
const PerformersPage = lazy(() => import('../features/performers/components/performers-page'));
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page'));

/** The remote's only public interface: the screens it offers the shell. */
export const remoteRoutes: readonly RemoteRoute[] = [
  { path: '/users', element: <UsersPage /> },
  { path: '/departments', element: <DepartmentsPage /> },
  { path: '/performers', element: <PerformersPage /> },
  { path: '/admin', element: <DashboardPage /> },
];

export default remoteRoutes;
