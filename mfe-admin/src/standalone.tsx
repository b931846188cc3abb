import { mountStandaloneRemote } from '@booking-portal/shell/standalone-harness';
import remoteRoutes from './expose/routes';

mountStandaloneRemote(remoteRoutes);
