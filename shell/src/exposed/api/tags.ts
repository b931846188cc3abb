/** Tag of the session read: invalidate it after a sign-in or registration to load the new session. */
export const SESSION_TAG = 'Session';
