import type { Tenant } from '@ornament/domain';
import { Footer as ShellFooter, StandaloneHidden } from '@ornament/shell';
import { footerColumns } from './navigation';

/** Hidden in standalone sessions, like the header (spec 1 §2). */
export function Footer({ tenant }: { tenant: Tenant }) {
  return (
    <StandaloneHidden>
      <ShellFooter tenant={tenant} columns={footerColumns(tenant)} />
    </StandaloneHidden>
  );
}
