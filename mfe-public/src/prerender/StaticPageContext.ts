import { createContext, useContext } from 'react';

/**
 * True while a page is rendered to static HTML at build time. Controls that need JavaScript to act
 * then render their plain-HTML equivalent (a quote button becomes a mailto link).
 */
export const StaticPageContext = createContext(false);

export const useIsStaticPage = () => useContext(StaticPageContext);
