import { useEffect } from 'react';
import { useToast } from '@booking-portal/shell/runtime';

/**
 * docs/PRODUCT.md section 8: a failed dashboard read shows an Error toast ('Failed to fetch metrics' and
 * similar). Shown once when the read turns failed, not again on every failing poll.
 */
export function useFetchFailureToast(isError: boolean, message: string): void {
  const { toast } = useToast();
  useEffect(() => {
    if (isError) toast({ title: 'Error', description: message, variant: 'destructive' });
  }, [isError, message, toast]);
}
