import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { onToast, type ToastMessage } from 'shared-contracts/contract';

import { watchPointer } from './toastObstacles';

// notistack loads with the first toast, not with every page.
const Toaster = lazy(() => import('./Toaster'));

/** Shows every toast requested through the contract's `showToast`, top right. */
export function ToastArea() {
  const [waiting, setWaiting] = useState<readonly ToastMessage[]>([]);
  const [used, setUsed] = useState(false);
  // From the start: the first toast must already know where the pointer rests and what was pressed.
  useEffect(() => watchPointer(), []);
  useEffect(
    () =>
      onToast((toast) => {
        setUsed(true);
        setWaiting((list) => [...list, toast]);
      }),
    [],
  );
  const onShown = useCallback((count: number) => setWaiting((list) => list.slice(count)), []);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Toaster toasts={waiting} onShown={onShown} />
    </Suspense>
  );
}
