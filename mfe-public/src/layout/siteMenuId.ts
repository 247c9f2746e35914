/** Links the menu button (aria-controls) to the drawer it opens. */
export const SITE_MENU_ID = 'public-site-menu';
