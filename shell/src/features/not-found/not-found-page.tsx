import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Heading, Page, Subtitle } from '@booking-portal/shell/runtime';
import { ROUTES } from '../navigation';

const NOT_FOUND_TITLE = '404 Page Not Found';
const NOT_FOUND_TEXT = 'Did you forget to add the page to the router?';

const Panel = styled(Card)`
  max-width: 32rem;
  margin: 4rem auto 0;
  text-align: center;
`;

/** The spec's red icon; red-600 keeps enough contrast on both themes' surfaces. */
const NOT_FOUND_ICON_COLOR = '#dc2626';

const Icon = styled.svg`
  display: block;
  margin: 0 auto 1rem;
`;

const HomeLink = styled(Link)`
  display: inline-block;
  margin-top: 1.5rem;
  font-weight: 600;
`;

/** The not-found screen of docs/PRODUCT.md section 2: red icon, heading and hint. */
export function NotFoundPage() {
  return (
    <Page>
      <Panel>
        <Icon
          width="48"
          height="48"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          data-testid="not-found-icon"
        >
          <circle cx="12" cy="12" r="10" fill="none" stroke={NOT_FOUND_ICON_COLOR} strokeWidth="2" />
          <path d="M12 7v6M12 16.5v.5" stroke={NOT_FOUND_ICON_COLOR} strokeWidth="2" strokeLinecap="round" />
        </Icon>
        <Heading>{NOT_FOUND_TITLE}</Heading>
        <Subtitle>{NOT_FOUND_TEXT}</Subtitle>
        <HomeLink to={ROUTES.calendar}>Go to the calendar</HomeLink>
      </Panel>
    </Page>
  );
}
