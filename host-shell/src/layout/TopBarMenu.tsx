import { lazy, type MouseEvent, type ReactNode, Suspense, useState } from 'react';

import type { TopBarMenuEntry } from './TopBarMenuList';

// Menus load on first use (prefetched when the pointer or focus reaches their button).
const loadMenuList = () => import('./TopBarMenuList');
const TopBarMenuList = lazy(loadMenuList);

interface MenuButtonProps {
  'aria-haspopup': 'menu';
  'aria-expanded': 'true' | undefined;
  'aria-controls': string | undefined;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}

interface Props {
  id: string;
  entries: readonly TopBarMenuEntry[];
  /** The button that opens the menu, given the props that make it one. */
  renderButton: (props: MenuButtonProps) => ReactNode;
}

/** A top bar button with its menu: Quick Create, the user menu. */
export function TopBarMenu({ id, entries, renderButton }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from its first opening on, so it can animate closed and open again at once.
  const [used, setUsed] = useState(false);
  const prefetch = () => void loadMenuList();
  return (
    <>
      {renderButton({
        'aria-haspopup': 'menu',
        'aria-expanded': anchor ? 'true' : undefined,
        'aria-controls': anchor ? id : undefined,
        onClick: (event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        },
        onPointerEnter: prefetch,
        onFocus: prefetch,
      })}
      {used && (
        <Suspense fallback={null}>
          <TopBarMenuList id={id} anchor={anchor} entries={entries} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
