import { screen } from '@testing-library/react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Where the router is, for a test to read: path, query and fragment; with `navigation`, how it got
 * there first (PUSH, REPLACE or POP).
 */
export function AddressProbe({ navigation = false }: { navigation?: boolean }) {
  const { pathname, search, hash } = useLocation();
  const type = useNavigationType();
  const address = pathname + search + hash;
  return <output aria-label="Адрес">{navigation ? `${type} ${address}` : address}</output>;
}

/** The probe's text: the address (after the navigation type, when shown). */
export const shownAddress = () => screen.getByRole('status', { name: 'Адрес' });
