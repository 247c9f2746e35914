import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { createSampleProvider } from 'shared-contracts/data';
import type { Warehouse } from 'shared-contracts/records';
import { freshProvider, renderScreen, SAMPLE_SIZES, sampleData } from 'shared-contracts/testing';

import WarehousesPage from './WarehousesPage';

/** What a read asked for: its resource and parameters (the data layer adds an AbortSignal). */
const asked = (call: unknown[]) => call.slice(0, 2);

jest.setTimeout(20_000);

const renderWarehouses = (url = '/admin/warehouses', provider: DataProvider = freshProvider()) =>
  renderScreen(<WarehousesPage />, { path: '/admin/warehouses', url, provider });
const dataRows = () => screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('gridcell').length > 0);
const rowOf = (name: string) => dataRows().find((row) => row.textContent?.includes(name)) as HTMLElement;
const kpi = (title: string) => screen.getByText(title, { selector: 'p' }).closest('li') as HTMLElement;

describe('WarehousesPage on the five sample facilities', () => {
  it('shows the title with the facility count, back and Add Warehouse, and the five summary cards', async () => {
    renderWarehouses();
    expect(screen.getByRole('heading', { level: 1, name: 'Warehouse Management' })).toBeInTheDocument();
    expect(await screen.findByText('5 facilities across the UK')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(await screen.findByRole('link', { name: 'Add Warehouse' })).toHaveAttribute('href', '/admin/warehouses/new');
    await waitFor(() => expect(within(kpi('Total Facilities')).getByText(String(SAMPLE_SIZES.warehouses))).toBeInTheDocument());
    expect(within(kpi('Operational')).getByText('4')).toBeInTheDocument();
    // 23,710 m² occupied of 31,100 m²: 76.2 %.
    expect(within(kpi('Storage Utilization')).getByText('76%')).toBeInTheDocument();
    expect(within(kpi('Storage Utilization')).getByText('23,710 m² occupied')).toBeInTheDocument();
    expect(within(kpi('Total Staff')).getByText('104')).toBeInTheDocument();
    expect(within(kpi('Based Vehicles')).getByText('29')).toBeInTheDocument();
  });

  it('lists the facilities under "Storage Facilities" with the seven columns', async () => {
    renderWarehouses();
    expect(await screen.findByRole('heading', { name: 'Storage Facilities (5)' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Facility Details',
      'Type & Status',
      'Capacity Usage',
      'Staff & Assets',
      'Operations',
      'Contact',
      'Actions',
    ]);
    await waitFor(() => expect(dataRows()).toHaveLength(5));
    const london = rowOf('London Depot');
    expect(london).toHaveTextContent('Unit 7, Riverside Trade Park, 48 Thames Road, London E16 2EZ');
    expect(london).toHaveTextContent('Main Depot');
    expect(london).toHaveTextContent('OPERATIONAL');
    expect(london).toHaveTextContent('82%');
    expect(london).toHaveTextContent('9,850 m² / 12,000 m²');
    expect(london).toHaveTextContent('42 staff');
    expect(london).toHaveTextContent('12 vehicles');
    expect(london).toHaveTextContent('24/7');
    expect(london).toHaveTextContent('Manager: Graham Pearce');
    expect(london).toHaveTextContent('020 7946 0330');
    expect(rowOf('Edinburgh Fine Art Store')).toHaveTextContent('MAINTENANCE');
  });

  it('colours capacity 90% or more red, 75% or more orange, else green', async () => {
    renderWarehouses();
    await waitFor(() => expect(dataRows()).toHaveLength(5));
    const percent = (name: string, text: string) => within(rowOf(name)).getByText(text);
    // The light theme's error #991b1b, warning #8a3c0c and success #14532d.
    expect(getComputedStyle(percent('Birmingham Regional Store', '93%')).color).toBe('rgb(153, 27, 27)');
    expect(getComputedStyle(percent('London Depot', '82%')).color).toBe('rgb(138, 60, 12)');
    expect(getComputedStyle(percent('Manchester Distribution Hub', '72%')).color).toBe('rgb(20, 83, 45)');
    expect(within(rowOf('London Depot')).getByRole('progressbar', { name: 'Capacity used at London Depot' })).toHaveAttribute(
      'aria-valuetext',
      '82% used',
    );
  });

  it('searches name, address, type and manager, case-insensitively', async () => {
    const user = userEvent.setup();
    const { location } = renderWarehouses();
    const box = screen.getByRole('searchbox', { name: 'Search by name, address, type, or manager...' });
    await screen.findByRole('heading', { name: 'Storage Facilities (5)' });
    await user.type(box, 'SIAN ROBERTS');
    expect(await screen.findByRole('heading', { name: 'Storage Facilities (1)' })).toBeInTheDocument();
    expect(dataRows()[0]).toHaveTextContent('Manchester Distribution Hub');
    await user.clear(box);
    await user.type(box, 'london');
    expect(await screen.findByRole('heading', { name: 'Storage Facilities (2)' })).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'glasgow');
    expect(await screen.findByText('No facilities match "glasgow"')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/warehouses?q=glasgow'));
  });

  it('opens searched for a facility by name, as the command palette links it, and counts every facility in its figures', async () => {
    const provider = freshProvider();
    const getList = jest.spyOn(provider, 'getList');
    const aggregate = jest.spyOn(provider, 'aggregate');
    renderWarehouses('/admin/warehouses?q=Park%20Royal%20Secure%20Storage', provider);
    expect(screen.getByRole('searchbox', { name: 'Search by name, address, type, or manager...' })).toHaveValue(
      'Park Royal Secure Storage',
    );
    expect(await screen.findByRole('heading', { name: 'Storage Facilities (1)' })).toBeInTheDocument();
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(dataRows()[0]).toHaveTextContent('Park Royal Secure Storage');
    expect(screen.getByText('5 facilities across the UK')).toBeInTheDocument();
    expect(within(kpi('Total Staff')).getByText('104')).toBeInTheDocument();
    // One page searched by the provider; the five cards from one aggregate with sums.
    expect(getList.mock.calls.map(asked)).toEqual([
      ['warehouses', { q: 'Park Royal Secure Storage', sort: undefined, order: undefined, filter: undefined, page: 1, perPage: 10 }],
    ]);
    expect(aggregate.mock.calls.map(asked)).toEqual([
      ['warehouses', { groupBy: 'status', sum: ['capacity', 'occupied', 'staff_count', 'vehicles_based'] }],
    ]);
  });

  it('the view button opens the facility’s details; the call button dials its phone', async () => {
    const user = userEvent.setup();
    renderWarehouses();
    await waitFor(() => expect(dataRows()).toHaveLength(5));
    const london = rowOf('London Depot');
    expect(within(london).getByRole('link', { name: 'Call London Depot' })).toHaveAttribute('href', 'tel:02079460330');
    await user.click(within(london).getByRole('button', { name: 'View details of London Depot' }));
    const dialog = await screen.findByRole('dialog', { name: 'London Depot' });
    expect(dialog).toHaveTextContent('Facility IDWH-001');
    expect(dialog).toHaveTextContent('Capacity12,000 m²');
    expect(dialog).toHaveTextContent('Occupied9,850 m² (82%)');
    expect(dialog).toHaveTextContent('ManagerGraham Pearce');
    expect(within(dialog).getByRole('link', { name: '020 7946 0330' })).toHaveAttribute('href', 'tel:02079460330');
    expect(await within(dialog).findByText('No changes have been recorded for this record yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('exports the whole result in the list’s order, one CSV column per fact its cells show', async () => {
    const user = userEvent.setup();
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:facilities');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWarehouses('/admin/warehouses?sort=-staff_count');
    await waitFor(() => expect(dataRows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const lines = (await createObjectURL.mock.calls[0][0].text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Facility,Address,Type,Status,Capacity Used,Occupied,Capacity,Staff,Vehicles,Operating Hours,Manager,Phone');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(
      /^London Depot,"Unit 7, Riverside Trade Park, 48 Thames Road, London E16 2EZ",Main Depot,OPERATIONAL,82%,"9,850 m²","12,000 m²",42,12,24\/7,Graham Pearce,020 7946 0330$/,
    );
    click.mockRestore();
  });

  it('shows the error state with Retry when the facilities cannot be loaded', async () => {
    renderWarehouses('/admin/warehouses', freshProvider({ failures: { warehouses: ['list'] } }));
    expect(await screen.findByText('Facilities could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('WarehousesPage status badges', () => {
  it('shows closed and any other status in upper case too, and no call button without a phone', async () => {
    const base = sampleData().warehouses[0];
    const facilities: Warehouse[] = [
      { ...base, id: 'WH-101', name: 'Closed Store', status: 'closed' },
      { ...base, id: 'WH-102', name: 'Leased Store', status: 'leased' as Warehouse['status'], phone: '' },
    ];
    renderWarehouses('/admin/warehouses', createSampleProvider({ ...sampleData(), warehouses: facilities }));
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(rowOf('Closed Store')).toHaveTextContent('CLOSED');
    expect(rowOf('Leased Store')).toHaveTextContent('LEASED');
    expect(rowOf('Leased Store')).toHaveTextContent('No phone');
    expect(within(rowOf('Leased Store')).queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    expect(within(rowOf('Leased Store')).getByRole('button', { name: 'View details of Leased Store' })).toBeInTheDocument();
  });
});

describe('WarehousesPage while loading and empty', () => {
  it('shows dashes until the facilities arrive', async () => {
    renderWarehouses('/admin/warehouses', freshProvider({ latencyMs: 50 }));
    expect(within(kpi('Total Facilities')).getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Storage Facilities' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Storage Facilities (5)' })).toBeInTheDocument();
  });

  it('says how to start when there are no facilities', async () => {
    renderWarehouses('/admin/warehouses', createSampleProvider({ ...sampleData(), warehouses: [] }));
    expect(await screen.findByText('No facilities yet. Add the first one with Add Warehouse.')).toBeInTheDocument();
    expect(await screen.findByText('0 facilities across the UK')).toBeInTheDocument();
    expect(within(kpi('Storage Utilization')).getByText('0%')).toBeInTheDocument();
  });
});
