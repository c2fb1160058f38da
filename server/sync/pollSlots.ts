/**
 * The long-polls this process holds open, per client address and in all: past either cap a read
 * does not wait (it is answered at once, with Retry-After), so polls cannot take every connection.
 */
export interface PollSlots {
  /** A slot for `address`, released by the function returned; undefined when none is free. */
  take(address: string): (() => void) | undefined;
  /** Polls held now (tests). */
  open(): number;
}

export function createPollSlots(perAddress: number, inAll: number): PollSlots {
  const byAddress = new Map<string, number>();
  let open = 0;
  return {
    take(address) {
      const held = byAddress.get(address) ?? 0;
      if (held >= perAddress || open >= inAll) return undefined;
      byAddress.set(address, held + 1);
      open += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        open -= 1;
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left === 0) byAddress.delete(address);
        else byAddress.set(address, left);
      };
    },
    open: () => open,
  };
}
