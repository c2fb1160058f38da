import { useEffect, useState } from 'react';
import type { FactsRecord } from './detailsStore';

/** The facts the details store holds, read once when first `wanted`; null until they are in. */
export function useStoredFacts(wanted: boolean): ReadonlyMap<string, FactsRecord> | null {
  const [facts, setFacts] = useState<ReadonlyMap<string, FactsRecord> | null>(null);
  const [asked, setAsked] = useState(false);
  if (wanted && !asked) setAsked(true);

  useEffect(() => {
    if (!asked) return;
    let current = true;
    // The store (and IndexedDB's wrapper) loads with the first filter that needs it.
    void import('./detailsStore')
      .then(({ detailsStore }) => detailsStore())
      .then((store) => store.readFacts())
      .then((read) => {
        if (current) setFacts(read);
      });
    return () => {
      current = false;
    };
  }, [asked]);

  return facts;
}
