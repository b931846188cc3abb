import { useCallback, useState } from 'react';

/** Which booking each slot shows as its main block after a chip was clicked (local view state). */
export function usePromotions(): {
  promotions: ReadonlyMap<string, number>;
  promote: (slotKey: string, bookingId: number) => void;
} {
  const [promotions, setPromotions] = useState<ReadonlyMap<string, number>>(() => new Map());
  const promote = useCallback((slotKey: string, bookingId: number) => {
    setPromotions((current) => new Map(current).set(slotKey, bookingId));
  }, []);
  return { promotions, promote };
}
