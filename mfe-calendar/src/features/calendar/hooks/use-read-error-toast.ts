import { useEffect } from 'react';
import { useToast } from '@booking-portal/shell/runtime';

/** Shows the spec's 'Error' toast once per failed read (docs/PRODUCT.md section 8, fetch failures). */
export function useReadErrorToast(error: unknown, description: string): void {
  const { toast } = useToast();
  useEffect(() => {
    if (error !== undefined) toast({ title: 'Error', description, variant: 'destructive' });
  }, [error, description, toast]);
}
