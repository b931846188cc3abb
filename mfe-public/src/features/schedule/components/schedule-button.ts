import styled from 'styled-components';
import { FONT_FAMILY, PALETTE, RADIUS } from './schedule-palette';

/** The schedule's buttons: its own, because the embed has no shell UI kit. */
export const ScheduleButton = styled.button.attrs({ type: 'button' })<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  padding: 8px 16px;
  border: 1px solid ${({ $variant }) => ($variant === 'primary' ? PALETTE.primary : PALETTE.border)};
  border-radius: ${RADIUS.medium};
  background: ${({ $variant }) => ($variant === 'primary' ? PALETTE.primary : PALETTE.surface)};
  color: ${({ $variant }) => ($variant === 'primary' ? PALETTE.onPrimary : PALETTE.text)};
  font-family: ${FONT_FAMILY};
  font-size: 16px;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ $variant }) => ($variant === 'primary' ? PALETTE.primaryHover : PALETTE.surfaceMuted)};
  }
`;
