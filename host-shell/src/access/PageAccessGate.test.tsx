import { render, screen } from '@testing-library/react';
import type { Session } from 'shared-contracts/contract';
import { DataLayerProvider } from 'shared-contracts/data';
import { freshProvider } from 'shared-contracts/testing';
import { AppProviders, MemoryRouter, Route, Routes } from 'shared-contracts/ui';

import { Sidebar } from '../layout/Sidebar';
import { PageAccessGate } from './PageAccessGate';

const dispatcher: Session = { email: 'dispatcher@zorvex-logistics.co.uk', name: 'Dana Price', role: 'dispatcher' };

function renderAdminPage(url: string, session: Session) {
  render(
    <AppProviders>
      <DataLayerProvider provider={freshProvider({ session: () => session })}>
        <MemoryRouter initialEntries={[url]}>
          <Sidebar expanded onLogout={() => {}} />
          <Routes>
            <Route path="/admin/dashboard" element={<h1>Dashboard page</h1>} />
            <Route
              path="*"
              element={
                <PageAccessGate>
                  <h1>The area’s page</h1>
                </PageAccessGate>
              }
            />
          </Routes>
        </MemoryRouter>
      </DataLayerProvider>
    </AppProviders>,
  );
}

describe('what a role may open', () => {
  it('shows a page the role may not open as 403, with the way back to the dashboard', async () => {
    renderAdminPage('/admin/invoices/INV-2025-001', dispatcher);
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(
      screen.getByText('Your role (Dispatcher) does not allow you to open this page. Ask an administrator if you need it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The area’s page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  });

  it('refuses an edit to a role that may only read the record', async () => {
    renderAdminPage('/admin/vehicles/VEH-001/edit', dispatcher);
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });

  it('opens a page the role may open', async () => {
    renderAdminPage('/admin/jobs/new', dispatcher);
    expect(await screen.findByRole('heading', { name: 'The area’s page' })).toBeInTheDocument();
  });

  it('lists in the sidebar only what the role may open', async () => {
    renderAdminPage('/admin/jobs', dispatcher);
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await screen.findByRole('link', { name: /Live Map/ });
    const titles = Array.from(nav.querySelectorAll('a'), (link) => link.textContent?.replace(/\d+|Live$/g, '').trim());
    expect(titles).toEqual(['Dashboard', 'Live Map', 'Jobs', 'Vehicles', 'Drivers', 'Clients', 'Admin']);
  });

  it('lists everything for a viewer, who reads everything', async () => {
    renderAdminPage('/admin/jobs', { email: 'viewer@zorvex-logistics.co.uk', name: 'Victor Lane', role: 'viewer' });
    expect(await screen.findByRole('link', { name: /Reports/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Warehouses/ })).toBeInTheDocument();
  });
});
