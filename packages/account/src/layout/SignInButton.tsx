'use client';

import { authRequestAtom } from '@ornament/shell/state';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { useSetAtom } from 'jotai';

/** Raises the auth seam, as the header's profile link does for a guest: the auth host opens the modal. */
export function SignInButton({ label }: { label: string }) {
  const requestAuth = useSetAtom(authRequestAtom);
  return <Button onClick={() => requestAuth((count) => count + 1)}>{label}</Button>;
}
