'use client';

import type { ReactNode } from 'react';
import { useProfileClick } from './actions';

/** A 'sign in' link: for a guest it opens the login modal (the auth seam) instead of leaving the page. */
export function AuthRequestLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const onClick = useProfileClick();
  return (
    <a className={className} href={href} onClick={onClick}>
      {children}
    </a>
  );
}
