import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CenteredScreen, Heading, Subtitle } from '@booking-portal/shell/runtime';
import { BrandLogo } from '../brand/brand-logo';
import { useHostBrand } from '../brand/use-host-brand';

const Panel = styled(Card)`
  width: 100%;
  max-width: 26rem;
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  margin-bottom: 1.5rem;
  text-align: center;
`;

/** The frame of the sign-in screens: the host's logo and organization above the screen's title. */
export function AuthScreen({ title, children }: { title: string; children: ReactNode }) {
  const brand = useHostBrand();
  return (
    <CenteredScreen>
      <Panel>
        <Header>
          <BrandLogo brand={brand} />
          <div>
            <Heading>{title}</Heading>
            {brand.organizationName !== null && <Subtitle>{brand.organizationName}</Subtitle>}
          </div>
        </Header>
        {children}
      </Panel>
    </CenteredScreen>
  );
}
