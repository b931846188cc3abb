import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, TextField } from '@booking-portal/shell/runtime';
import { FEED_TEXTS } from '../performer-feed-texts';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const CopyRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

const CopyStatus = styled.span`
  font-size: 0.875rem;
  font-weight: 600;
`;

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The new feed address, read-only and selected so it can be copied by hand, with a Copy link button.
 * It is focused when shown because the button that made it has just gone away.
 */
export function FeedAddress({ address }: { address: string }) {
  const fieldRef = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');

  useEffect(() => {
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, []);

  const copy = async () => {
    try {
      // navigator.clipboard is missing outside a secure context; that is a failed copy too.
      if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('No clipboard');
      await navigator.clipboard.writeText(address);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <Layout>
      <TextField
        ref={fieldRef}
        label={FEED_TEXTS.addressLabel}
        value={address}
        readOnly
        onFocus={(event) => event.target.select()}
        hint={FEED_TEXTS.shownOnce}
      />
      <CopyRow>
        <Button $variant="secondary" onClick={() => void copy()}>
          {FEED_TEXTS.copy}
        </Button>
        {/* Always rendered so screen readers announce the change. */}
        <CopyStatus role="status">
          {copyState === 'copied' ? FEED_TEXTS.copied : copyState === 'failed' ? FEED_TEXTS.copyFailed : ''}
        </CopyStatus>
      </CopyRow>
    </Layout>
  );
}
