/** The invitation feature: the /invitation page an invitation mail's link opens. */
export { InvitationPage } from './components/invitation-page';
