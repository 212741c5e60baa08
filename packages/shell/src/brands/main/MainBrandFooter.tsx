import type { Tenant } from '@ornament/domain';
import { Footer as ShellFooter } from '../../footer/Footer';
import { StandaloneHidden } from '../../header/StandaloneHidden';
import { footerColumns } from './navigation';

/** The main brand's footer (both countries); hidden in standalone sessions, like the header (spec 1 §2). */
export function MainBrandFooter({ tenant }: { tenant: Tenant }) {
  return (
    <StandaloneHidden>
      <ShellFooter tenant={tenant} columns={footerColumns(tenant)} />
    </StandaloneHidden>
  );
}
