import { useState } from 'react';
import styled from 'styled-components';
import { initialsOf } from '../performance-labels';
import { PALETTE } from './schedule-palette';

const SIZE = 56;

const Photo = styled.img`
  flex: none;
  width: ${SIZE}px;
  height: ${SIZE}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${PALETTE.surfaceMuted};
`;

const Initials = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${SIZE}px;
  height: ${SIZE}px;
  border-radius: 50%;
  background: ${PALETTE.primarySoft};
  color: ${PALETTE.onPrimarySoft};
  font-size: 20px;
  font-weight: 700;
`;

/**
 * The performer's picture, or their initials when there is none or it fails to load (docs/PRODUCT.md section 3).
 * Decorative: the name is written right next to it.
 */
export function PerformerAvatar({ name, image }: { name: string; image: string | null }) {
  const [failedImage, setFailedImage] = useState<string | null>(null);
  if (image !== null && image !== '' && failedImage !== image) {
    return <Photo src={image} alt="" loading="lazy" onError={() => setFailedImage(image)} />;
  }
  return (
    <Initials aria-hidden="true" data-testid="performer-initials">
      {initialsOf(name)}
    </Initials>
  );
}
