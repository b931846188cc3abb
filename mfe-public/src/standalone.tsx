import { PERFORMER_PAGE_PATH } from '@booking-portal/api/contract';
import { mountStandaloneRemote } from '@booking-portal/shell/standalone-harness';
import remoteRoutes from './expose/routes';

mountStandaloneRemote(remoteRoutes, { publicRoutes: ['/public', PERFORMER_PAGE_PATH] });
