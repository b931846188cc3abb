import styled from 'styled-components';
import { PUBLIC_VENUE, PUBLIC_VENUE_LINKS } from '../venue';
import { PALETTE } from './schedule-palette';

const Footer = styled.footer`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding-top: 16px;
  border-top: 1px solid ${PALETTE.border};
  text-align: center;
  color: ${PALETTE.mutedText};
  font-size: 14px;

  p {
    margin: 0;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px 20px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Link = styled.a`
  color: ${PALETTE.primary};
  font-weight: 600;
  text-decoration: underline;
  overflow-wrap: anywhere;
`;

/** The footer's website, social and mail links (docs/PRODUCT.md section 2); outside links open in a new tab. */
export function ScheduleFooter() {
  const { website, social, mail } = PUBLIC_VENUE_LINKS;
  return (
    <Footer>
      <nav aria-label={`${PUBLIC_VENUE.name} links`}>
        <Links>
          <li>
            <Link href={website.href} target="_blank" rel="noopener noreferrer">
              {website.label}
            </Link>
          </li>
          {social.map((link) => (
            <li key={link.href}>
              <Link href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <Link href={mail.href}>{mail.label}</Link>
          </li>
        </Links>
      </nav>
      <p>{`© ${PUBLIC_VENUE.name}`}</p>
    </Footer>
  );
}
