import { brandForHost, DEFAULT_BRAND } from '../brand/host-brand';

describe('brandForHost', () => {
  it.each([
    ['palmcove.example.com', 'Palm Cove Beach Resort'],
    ['bookings.palm-cove.test', 'Palm Cove Beach Resort'],
    ['PALMCOVE.test', 'Palm Cove Beach Resort'],
    ['encore-music.example.com', 'Encore Music Entertainment'],
    ['cypresshills.example.com', 'Cypress Hills Country Club'],
    ['magnolia.example.com', 'Magnolia Country Club'],
  ])('when the host is %s, then the brand is %s', (host, organizationName) => {
    expect(brandForHost(host).organizationName).toBe(organizationName);
  });

  it('when the host belongs to no organization, then the portal brand is used', () => {
    expect(brandForHost('localhost')).toBe(DEFAULT_BRAND);
    expect(brandForHost('portal.example.com').monogram).toBe('BP');
  });
});
