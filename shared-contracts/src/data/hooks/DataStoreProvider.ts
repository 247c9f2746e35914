import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { DataStore } from '../store/dataStore';
import { getDataStore } from '../store/getDataStore';

const DataStoreContext = createContext<DataStore | null>(null);

/** Gives a subtree its own store (tests, stories); without it hooks use the page's store. */
export function DataStoreProvider({ store, children }: { store: DataStore; children?: ReactNode }) {
  return createElement(DataStoreContext.Provider, { value: store }, children);
}

/** The store in context, else the page's one store. */
export function useDataStore(): DataStore {
  return useContext(DataStoreContext) ?? getDataStore();
}
