import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, TextField } from '@booking-portal/shell/runtime';

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

const COPY_TEXTS = {
  copy: 'Copy link',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the address and copy it yourself.',
} as const;

export interface LinkAddressProps {
  address: string;
  /** The field's label, e.g. 'Feed address'. */
  label: string;
  /** That the address is shown only now, and who may read what with it. */
  shownOnce: string;
}

/**
 * A secret address just made (a feed's, a performer page's), read-only and selected so it can be
 * copied by hand, with a Copy link button. It is focused when shown because the button that made it
 * has just gone away.
 */
export function LinkAddress({ address, label, shownOnce }: LinkAddressProps) {
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
        label={label}
        value={address}
        readOnly
        onFocus={(event) => event.target.select()}
        hint={shownOnce}
      />
      <CopyRow>
        <Button $variant="secondary" onClick={() => void copy()}>
          {COPY_TEXTS.copy}
        </Button>
        {/* Always rendered so screen readers announce the change. */}
        <CopyStatus role="status">
          {copyState === 'copied' ? COPY_TEXTS.copied : copyState === 'failed' ? COPY_TEXTS.copyFailed : ''}
        </CopyStatus>
      </CopyRow>
    </Layout>
  );
}
