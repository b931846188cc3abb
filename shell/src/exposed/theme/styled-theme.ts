import type { AppTheme } from './themes';

// Gives every styled component of the shell and of the remotes typed access to the theme tokens.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}

export {};
