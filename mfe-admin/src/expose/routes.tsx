import { lazy } from 'react';
import type { RemoteRoute } from '@booking-portal/shell/runtime';

const UsersPage = lazy(() => import('../features/users/components/users-page'));
const DepartmentsPage = lazy(() => import('../features/departments/components/departments-page'));
const PerformersPage = lazy(() => import('../features/performers/components/performers-page'));
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page'));

/** The remote's only public interface: the screens it offers the shell. */
const remoteRoutes: readonly RemoteRoute[] = [
  { path: '/users', element: <UsersPage /> },
  { path: '/departments', element: <DepartmentsPage /> },
  { path: '/performers', element: <PerformersPage /> },
  { path: '/admin', element: <DashboardPage /> },
];

// The shell loads the routes as this module's default export (shell/src/federation/federation-routes.ts).
export default remoteRoutes;
