import { useDataProvider } from 'shared-contracts/data';

import { ChangePasswordSection } from './ChangePasswordSection';
import { OwnSessionsSection } from './OwnSessionsSection';

/** The signed-in person's own account on the Security tab, where the data provider keeps accounts. */
export function OwnAccountSections() {
  const provider = useDataProvider();
  return (
    <>
      {provider.changeOwnPassword && <ChangePasswordSection />}
      {provider.listOwnSessions && <OwnSessionsSection />}
    </>
  );
}
